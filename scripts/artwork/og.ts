// The social preview (Open Graph / Twitter card) composition, 1200×630: mark, name, tagline and
// a dusk skyline with a tower crane. render-og.ts turns it into web/static/og-image.png.
import { mark } from './mark.ts';
import { C } from './palette.ts';
import { backdrop, frame, tower, towerCrane } from './parts.ts';
import { Art, rect } from './svg.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export function ogImage(): Art {
  const a = new Art(OG_WIDTH, OG_HEIGHT, 'Metrik Group — Building Excellence');
  const font = `font-family="'DejaVu Sans', system-ui, sans-serif" font-weight="700"`;
  return a.add(
    backdrop({ theme: 'dusk', width: OG_WIDTH, height: OG_HEIGHT, horizon: 540, sun: { x: 1010, y: 300, r: 120, colour: C.amber }, skyline: 101 }),
    tower(1060, 540, 110, 230, { fill: C.slate, cols: 4, top: 'antenna' }),
    frame(860, 540, 170, 8, 3, 40),
    towerCrane(800, 540, 400, 320, 110, C.amber, 0.62, 250),
    rect(960, 250, 70, 12, C.amberLight),
    rect(0, 60, 720, 330, C.ink),
    mark(80, 96, 120),
    `<text x="80" y="320" ${font} font-size="92" letter-spacing="-2" fill="${C.white}">Metrik Group</text>`,
    rect(84, 352, 40, 8, C.amber),
    `<text x="140" y="372" ${font} font-size="46" fill="${C.amberLight}">Building Excellence</text>`,
  );
}
