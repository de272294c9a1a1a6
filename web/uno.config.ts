// The one place the design tokens live (docs/product.md § Visual direction): components use these names, never raw hex values.
import { presetWind3 } from '@unocss/preset-wind3';
import { presetIcons } from '@unocss/preset-icons';
import type { UserConfig } from '@unocss/core';
import lucide from '@iconify-json/lucide/icons.json' with { type: 'json' };

export const unoConfig: UserConfig = {
  presets: [
    presetWind3(),
    // The admin's icons are CSS classes; the public pages draw theirs inline (web/components/Icon.tsx), so that no
    // icon's data: URI weighs on the stylesheet every visitor downloads.
    presetIcons({
      collections: { lucide: () => lucide as never },
      extraProperties: { display: 'inline-block', 'vertical-align': 'middle', 'flex-shrink': '0' },
    }),
  ],
  theme: {
    colors: {
      ink: { DEFAULT: '#0f1e33', soft: '#1b2f4d', muted: '#51607a' },
      body: '#334155',
      accent: { DEFAULT: '#f59e0b', light: '#fcd34d', dark: '#b45309', deep: '#92400e' },
      surface: { DEFAULT: '#ffffff', warm: '#f8f7f4', line: '#e5e2da' },
      status: { done: '#15803d', ongoing: '#1d4ed8', design: '#6d28d9' },
      danger: '#b91c1c',
      whatsapp: '#25d366',
    },
    fontFamily: {
      display: 'var(--font-display)',
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    },
    breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  },
  // Cards a row of a fill grid holds (web/pages/parts/fill-grid.ts, base.css `.fill-grid`), set on the cards
  // themselves: when the Projects filter changes the list's class, Chromium restyled the list but at times kept
  // the cards' widths of the class before (a value inherited from the list was not recomputed).
  rules: [[/^across-([2-4])$/, ([, n], { symbols }) => ({ [symbols.selector]: (selector: string) => `${selector}>*`, '--across': n })]],
  shortcuts: {
    container: 'mx-auto w-full max-w-[1200px] px-4 sm:px-6',
    band: 'py-16 md:py-24',
    // The one crop and frame of a content picture in a card (docs/product.md § Visual direction): 16:10 around its
    // focal point, on an amber base rule, so an owner's photograph and a seeded illustration read as one series.
    pic: 'aspect-[16/10] object-cover border-b-4 border-accent',
    'band-warm': 'bg-surface-warm py-16 md:py-24',
    card: 'rounded-xl bg-white shadow-[0_1px_3px_rgba(15,30,51,0.08),0_8px_24px_rgba(15,30,51,0.06)] border border-surface-line',
    btn: 'inline-flex items-center justify-center gap-2 min-h-11 px-6 py-3 rounded-lg font-semibold text-base no-underline transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60 disabled:cursor-not-allowed',
    'btn-primary': 'btn bg-accent text-ink hover:bg-accent-light',
    'btn-dark': 'btn bg-ink text-white hover:bg-ink-soft',
    'btn-outline': 'btn border-2 border-current bg-transparent hover:bg-white/10',
    'heading-1': 'text-[2.5rem] md:text-6xl font-extrabold leading-[1.05] text-ink',
    'heading-2': 'text-[2rem] md:text-5xl font-bold leading-[1.1] text-ink',
    'heading-3': 'text-xl md:text-2xl font-bold leading-snug text-ink',
    lead: 'text-lg leading-relaxed text-body',
    prose: 'text-base leading-[1.6] text-body',
    eyebrow: 'text-sm font-semibold uppercase tracking-widest text-accent-dark',
    'kbd-focus': 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent',
    'form-label': 'block text-sm font-semibold text-ink mb-1',
    'form-input':
      'block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus:outline-none focus:ring-3 focus:ring-accent/50 focus:border-accent-dark aria-[invalid=true]:border-danger',
    'form-error': 'mt-1 text-sm text-danger',
  },
};
