// The company mark: an amber "M" whose two peaks read as towers, standing on a ground line,
// on an ink tile. Drawn on a 100-unit grid so it scales from 16 px to a poster.
import { C } from './palette.ts';

export function markBody(): string {
  return (
    `<rect width="100" height="100" rx="18" fill="${C.ink}"/>` +
    `<path d="M15 70V16h18l17 24l17-24h18v54H67V45L50 67L33 45v25z" fill="${C.amber}"/>` +
    `<rect x="15" y="77" width="70" height="9" rx="2" fill="${C.amberLight}"/>`
  );
}

/** The mark placed at (x, y), `size` wide. */
export function mark(x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${markBody()}</g>`;
}
