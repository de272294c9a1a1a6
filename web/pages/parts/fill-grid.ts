// Card grids that fill every row whatever the number of cards (issue 25): an admin who hides one of four services
// or features two projects gets no hole. On a 12-track grid each card spans 12 / columns, where the columns are the
// fewest rows' worth (seven cards at most three a row: 3, 3, then 1 across); the cards of a short last row share
// it (five at most three a row: 3, then 2 of half the width). Class names are spelled out for UnoCSS to find.
// Imported by the Projects page's filter script too (web/enhance/project-filter.ts), so it imports nothing.
const SPAN: Record<'md' | 'lg', Record<number, string>> = {
  md: { 12: 'md:col-span-12', 6: 'md:col-span-6', 4: 'md:col-span-4', 3: 'md:col-span-3' },
  lg: { 12: 'lg:col-span-12', 6: 'lg:col-span-6', 4: 'lg:col-span-4', 3: 'lg:col-span-3' },
};

/** The list's classes: one column on phones, twelve tracks from the medium breakpoint. */
export const FILL_GRID = 'grid grid-cols-1 md:grid-cols-12';

/** How many tracks of 12 the card at `index` of `count` spans with at most `perRow` (1-4) a row. */
export function spanOf(index: number, count: number, perRow: number): number {
  const rows = Math.ceil(count / perRow);
  const columns = Math.ceil(count / rows);
  const lastRowStart = (rows - 1) * columns;
  return index >= lastRowStart ? 12 / (count - lastRowStart) : 12 / columns;
}

/** Every span class fillSpan may give: what a script removes before it gives a card its new span. */
export const SPAN_CLASSES: readonly string[] = [...Object.values(SPAN.md), ...Object.values(SPAN.lg)];

/** The card's span classes, for at most `md` a row from the medium breakpoint and `lg` from the large one. */
export function fillSpan(index: number, count: number, { md, lg }: { md: number; lg: number }): string {
  return `${SPAN.md[spanOf(index, count, md)]} ${SPAN.lg[spanOf(index, count, lg)]}`;
}
