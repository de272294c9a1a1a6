// The artwork palette: the site's brand tokens (web/uno.config.ts) plus a few supporting tones
// that every scene uses the same way (sky, haze, leaves, water, two paint accents).
export const C = {
  ink: '#0f1e33',
  inkSoft: '#1b2f4d',
  inkMuted: '#51607a',
  slate: '#334155',
  amber: '#f59e0b',
  amberLight: '#fcd34d',
  amberDark: '#b45309',
  offWhite: '#f8f7f4',
  line: '#e5e2da',
  white: '#ffffff',
  sky: '#dce5ee',
  skyLight: '#e8eef4',
  haze: '#bccadb',
  leaf: '#2f7d57',
  leafLight: '#5fa777',
  water: '#7fb1d6',
  coral: '#d9644a',
  teal: '#1f8a8a',
} as const;
