// `sizes` for each slot an uploaded picture fills, so the browser picks the narrowest variant that is still
// sharp. Derived from the layout: .container is the viewport less 16 px a side (24 px from 640 px), at most
// 1152 px of content from 1200 px; grids split it into columns with their gaps (web/uno.config.ts breakpoints).

type Breakpoint = 'sm' | 'md' | 'lg';
const MIN_WIDTH: Record<Breakpoint, number> = { sm: 640, md: 768, lg: 1024 };
const CONTAINER_MAX = 1200;
const CONTENT_MAX = 1152;

/** The width of one column: the container's content split into `columns` with `gap` px between, less `inset` px. */
function column(columns: number, gap: number, inset: number, padding: number): string {
  const fixed = padding + (columns - 1) * gap;
  const share = columns === 1 ? `100vw - ${fixed}px` : `(100vw - ${fixed}px) / ${columns}`;
  return inset ? `calc(${share} - ${inset}px)` : `calc(${share})`;
}

/**
 * A picture filling one column of a grid in the container: `columns` per breakpoint (`base` below the first
 * given, one unless said), `gap` px between columns (or per breakpoint), `inset` px of padding around the picture inside its cell.
 */
export function gridSizes(columns: Partial<Record<Breakpoint | 'base', number>>, gap: number | Partial<Record<Breakpoint, number>> = 0, inset = 0): string {
  const gapAt = (bp: Breakpoint) => (typeof gap === 'number' ? gap : (gap[bp] ?? gap.md ?? gap.sm ?? 0));
  const base = columns.base ?? 1;
  const baseGap = base > 1 ? (typeof gap === 'number' ? gap : (gap.sm ?? gap.md ?? 0)) : 0;
  let n = base;
  let g = baseGap;
  const steps: { min: number; n: number; g: number }[] = [];
  for (const bp of ['sm', 'md', 'lg'] as const) {
    n = columns[bp] ?? n;
    g = columns[bp] !== undefined || typeof gap !== 'number' ? gapAt(bp) : g;
    steps.push({ min: MIN_WIDTH[bp], n, g });
  }
  const widest = steps[steps.length - 1];
  const rules = [
    { media: `(min-width: ${CONTAINER_MAX}px) `, size: `${Math.ceil((CONTENT_MAX - (widest.n - 1) * widest.g) / widest.n - inset)}px` },
    ...steps.reverse().map((step) => ({ media: `(min-width: ${step.min}px) `, size: column(step.n, step.g, inset, 48) })),
    { media: '', size: column(base, baseGap, inset, 32) },
  ];
  // A breakpoint with the same layout as the next narrower one is said once, by the narrower one.
  return rules
    .filter((rule, i) => i === 0 || rule.size !== rules[i + 1]?.size)
    .map((rule) => rule.media + rule.size)
    .join(', ');
}

/** The slots of the public pages (web/pages). */
export const SLOT_SIZES = {
  /** PageHero: the full container on phones and tablets, the 5/12 column beside the heading from 1024 px (gap 40 px). */
  hero: `(min-width: ${CONTAINER_MAX}px) ${Math.ceil(((CONTENT_MAX - 40) * 5) / 12)}px, (min-width: 1024px) calc((100vw - 88px) * 5 / 12), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)`,
  /** A photograph across the whole window (PageHero with a photo). */
  bleed: '100vw',
  /** A tile of PageHero's mosaic: a quarter of the container in one row on phones and tablets, half the hero column from 1024 px (gap 12 px). */
  heroTile: `(min-width: ${CONTAINER_MAX}px) ${Math.ceil(((CONTENT_MAX - 40) * 5) / 24)}px, (min-width: 1024px) calc((100vw - 88px) * 5 / 24), (min-width: 640px) calc((100vw - 72px) / 4), calc((100vw - 56px) / 4)`,
  /** Project cards (Projects) and equipment feature cards: 2 columns from 768 px, 3 from 1024 px. Cards in a grid that fills its rows take fillSizes (web/pages/parts/fill-grid.ts). */
  card3: gridSizes({ md: 2, lg: 3 }, 24),
  /** Development cards on Real estate: 2 columns from 768 px. */
  card2: gridSizes({ md: 2 }, 24),
  /** A project's gallery: 2 columns from 640 px, 3 from 1024 px, 16 px gaps. */
  projectGallery: gridSizes({ sm: 2, lg: 3 }, 16),
  /** Equipment gallery: 2 columns on phones (12 px gaps), 4 from 1024 px (20 px gaps). */
  gallery: gridSizes({ base: 2, sm: 2, lg: 4 }, { sm: 12, md: 20, lg: 20 }),
  /** Services: picture beside the text from 768 px (gap 56, 80 from 1024 px), 16 px in from its cell's edge. */
  serviceRow: gridSizes({ md: 2 }, { md: 56, lg: 80 }, 16),
  /** A full-bleed picture band (PhotoBand): the whole width on phones, 7/12 of it from 768 px. */
  band: '(min-width: 768px) 59vw, 100vw',
  /** A logo in the strip of accreditations and clients: at most 160 px wide. */
  logo: '160px',
  /** Half of a card split in two from 768 px (About's office) or 1024 px (Contact's headquarters). */
  halfFromMd: gridSizes({ md: 2 }),
  halfFromLg: gridSizes({ lg: 2 }),
} as const;
