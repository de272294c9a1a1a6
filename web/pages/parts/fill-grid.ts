// Card grids that lay out any number of cards (docs/product.md § Visual direction): every card of a list has one width, rows are as
// even as the count allows, and a short last row is centred under the others (base.css `.fill-grid`, a wrapping
// flex row), so there is no hole, no card stretched across the row alone, and nothing depends on script.
// How many a row is chosen here from the count, per breakpoint, and given to the list as one class
// (`md:across-3`: --across, web/uno.config.ts); class names are spelled out for UnoCSS and for the per-page
// stylesheet's index (docs/decisions/014-per-page-stylesheet.md). Imported by the Projects page's filter script
// too (web/enhance/project-filter.ts), so it imports nothing.

/** At most how many cards a row holds: below 768 px (one unless said), from 768 px and from 1024 px. */
export interface FillColumns {
  base?: 1 | 2;
  md: Across;
  lg: Across;
  /** False for cards that cannot be narrower (a full-width button's words would wrap): no row takes one card more. */
  oneMore?: boolean;
}

type Across = 2 | 3 | 4;

const ACROSS = {
  base: { 2: 'across-2' },
  md: { 2: 'md:across-2', 3: 'md:across-3', 4: 'md:across-4' },
  lg: { 2: 'lg:across-2', 3: 'lg:across-3', 4: 'lg:across-4' },
} as const satisfies Record<string, Record<number, string>>;

/** Every class fillGrid may give: what a script removes before it gives a list its new count. */
export const ACROSS_CLASSES: readonly string[] = Object.values(ACROSS).flatMap((byCount) => Object.values(byCount));

/**
 * How many cards of `count` a row holds with at most `most` a row: the fewest rows, as even as they can be (seven at
 * four: 4 and 3; five at three: 3 and 2). When that leaves one card alone on the last row and `oneMore` allows a
 * narrower card (from 768 px: four cards of a 1024-px row are as wide as three of a 768-px one), a row takes one
 * more: seven at three a row become 4 and 3, three at two a row one row of 3.
 */
export function cardsPerRow(count: number, most: number, oneMore = false): number {
  if (count <= most) return Math.max(count, 1);
  const across = Math.ceil(count / Math.ceil(count / most));
  const alone = count % across === 1;
  return alone && oneMore && across < 4 && count % (across + 1) !== 1 ? across + 1 : across;
}

/** The width a card takes, in cards per row: as many as a row holds, but a lone card no wider than half the row. */
function widthOf<T extends number>(count: number, most: T, oneMore: boolean): T {
  return Math.max(cardsPerRow(count, most, oneMore), Math.min(2, most)) as T;
}

/** Cards per row at each breakpoint, as the cards' widths are set (a lone card at half the row). */
export function fillWidths(count: number, { base = 1, md, lg, oneMore = true }: FillColumns): { base: 1 | 2; md: Across; lg: Across } {
  return { base: widthOf(count, base, false), md: widthOf(count, md, oneMore), lg: widthOf(count, lg, oneMore) };
}

/** The Projects page's list, here for its filter's script too (web/enhance/project-filter.ts): its cards end with a button. */
export const PROJECT_LIST: FillColumns = { md: 2, lg: 3, oneMore: false };

/** The list's classes for `count` cards: one a row on phones unless `base` says two, `md` and `lg` at most a row from 768 and 1024 px. */
export function fillGrid(count: number, columns: FillColumns): string {
  const widths = fillWidths(count, columns);
  const classes = ['fill-grid'];
  if (widths.base === 2) classes.push(ACROSS.base[2]);
  classes.push(ACROSS.md[widths.md], ACROSS.lg[widths.lg]);
  return classes.join(' ');
}
