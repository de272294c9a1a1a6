import { gridSizes } from '../../components/image-sizes.ts';
import { type FillColumns, fillWidths } from './fill-grid.ts';

/** The `sizes` of a picture filling a card of a fill grid of `count` cards: the width its row gives it at each breakpoint (24 px gaps unless said). */
export function fillSizes(count: number, columns: FillColumns, gap: Parameters<typeof gridSizes>[1] = 24): string {
  return gridSizes(fillWidths(count, columns), gap);
}
