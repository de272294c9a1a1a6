import { gridSizes } from '../../components/image-sizes.ts';
import { spanOf } from './fill-grid.ts';

/** The `sizes` of a picture filling the card at `index` of `count` in a fill grid: the column its span makes at each breakpoint (24 px gaps). */
export function fillSizes(index: number, count: number, { md, lg }: { md: number; lg: number }): string {
  return gridSizes({ md: 12 / spanOf(index, count, md), lg: 12 / spanOf(index, count, lg) }, 24);
}
