// The home, about, contact and service pictures: the company's own places and its four trades,
// each at its own hour (dusk skyline, midday HQ from below, a golden site, a morning street, a
// night yard) or indoors.
import { mobileCrane } from './machines.ts';
import { markBody } from './mark.ts';
import { C } from './palette.ts';
import {
  GROUND,
  amber,
  backdrop,
  cloud,
  cone,
  floodlight,
  frame,
  house,
  longShadow,
  palm,
  person,
  pile,
  scene,
  tower,
  towerCrane,
  tree,
} from './parts.ts';
import type { Artwork } from './scenes.ts';
import { circle, line, n, path, rect } from './svg.ts';

/** A facade seen from below: a trapezoid narrowing upwards, with rows of windows that shrink with it. */
function facadeFromBelow(cx: number, base: number, bottomW: number, topW: number, top: number, rows: number, fill: string, windows: string): string {
  const at = (y: number) => topW + ((bottomW - topW) * (y - top)) / (base - top);
  let out = path(`M${n(cx - bottomW / 2)} ${base}L${n(cx - topW / 2)} ${top}H${n(cx + topW / 2)}L${n(cx + bottomW / 2)} ${base}z`, fill);
  let d = '';
  for (let i = 0, y = base - 40, step = 46; i < rows; i++, step *= 0.9, y -= step) {
    const w = at(y) - 28;
    d += `M${n(cx - w / 2)} ${n(y)}h${n(w)}`;
  }
  out += line(d, windows, 16);
  return out;
}

export const homeArtworks: Artwork[] = [
  // ── Home / general ────────────────────────────────────────────────────────────
  {
    file: 'art/hero-construction.svg',
    build() {
      const a = scene('City skyline at dusk with a tower crane lifting a load onto a new building');
      return a.add(
        backdrop({ theme: 'dusk', sun: { x: 640, y: 360, r: 96, colour: C.amber }, skyline: 21 }),
        tower(600, 400, 120, 250, { fill: C.slate, top: 'antenna', cols: 4 }),
        frame(370, 400, 180, 7, 3, 40),
        towerCrane(270, 400, 318, 400, 130, C.amber, 0.6, 140),
        rect(470, 150, 80, 14, C.amberLight),
        tower(30, 400, 110, 170, { fill: C.slate, cols: 4 }),
        floodlight(730, 404, 150, 160, -1),
        a.place('mdi:excavator', amber(60, 150, { flip: true })),
        cone(a, 250, GROUND + 2, 30),
      );
    },
  },
  {
    file: 'art/about-story.svg',
    build() {
      const a = scene('Site office in the evening: engineers in hard hats planning over blueprints under a lamp, a crane outside the window');
      const table = 330;
      return a.add(
        backdrop({ wall: C.offWhite, horizon: 420, ground: 'paved' }),
        rect(470, 60, 270, 190, C.ink, 6),
        rect(482, 72, 246, 166, C.duskHigh),
        rect(482, 160, 246, 78, C.duskLow),
        towerCrane(560, 238, 150, 150, 50, C.amber, 0.7, 200),
        tower(640, 238, 60, 90, { fill: C.ink, windows: C.amberLight, cols: 2, rowHeight: 18, windowHeight: 8, pad: 8 }),
        rect(470, 150, 270, 8, C.ink),
        path('M330 40L220 290H480L370 40z', C.amberLight, { opacity: 0.3 }),
        line('M350 0v30', C.slate, 4),
        path('M326 44l8-16h32l8 16z', C.slate),
        rect(50, 50, 190, 150, C.inkSoft, 4),
        a.place('mdi:floor-plan', { x: 85, base: 180, width: 120, colour: C.white, shadow: false }),
        person(a, 130, table - 20, 180, C.slate),
        person(a, 340, table - 20, 160, C.ink),
        path(`M60 ${table}L110 ${table - 44}H650L700 ${table}z`, C.amber),
        rect(60, table, 640, 16, C.amberDark),
        rect(90, table + 16, 14, 420 - table - 16, C.slate),
        rect(656, table + 16, 14, 420 - table - 16, C.slate),
        path(`M180 ${table - 6}L214 ${table - 38}H470L436 ${table - 6}z`, C.inkSoft),
        line(`M216 ${table - 22}H450M262 ${table - 36}L236 ${table - 8}M338 ${table - 36}L312 ${table - 8}M410 ${table - 36}L384 ${table - 8}`, C.sky, 2.5),
        rect(520, table - 30, 130, 16, C.white, 8),
        line(`M528 ${table - 22}h0`, C.inkSoft, 10, { 'stroke-linecap': 'round' }),
        a.place('mdi:hard-hat', { x: 560, base: table - 30, width: 70, colour: C.amber }),
        a.place('mdi:pencil-ruler', { x: 480, base: table - 6, width: 40, colour: C.ink, shadow: false }),
      );
    },
  },
  {
    file: 'art/office-hq.svg',
    build() {
      const a = scene('Metrik Group headquarters in Port Harcourt seen from below, rising between palm trees into a midday sky');
      return a.add(
        backdrop({ theme: 'midday', horizon: 470, ground: 'paved' }),
        cloud(70, 90, 150),
        cloud(600, 150, 120),
        facadeFromBelow(400, 470, 480, 300, 70, 9, C.inkSoft, C.noonMid),
        path('M372 470L382 40H418L428 470z', C.amber),
        rect(230, 54, 340, 18, C.ink),
        `<g transform="translate(384 80) scale(.32)">${markBody()}</g>`,
        rect(330, 400, 140, 70, C.ink),
        rect(344, 412, 112, 58, C.noonMid),
        palm(a, -40, 500, 330),
        palm(a, 560, 500, 300, true),
      );
    },
  },

  // ── Services ──────────────────────────────────────────────────────────────────
  {
    file: 'art/service-construction.svg',
    build() {
      const a = scene('Construction site in golden late-afternoon light: a tower crane over a concrete frame, an excavator on red earth');
      return a.add(
        backdrop({ theme: 'afternoon', horizon: 380, skyline: 9, skylineHeight: 110, ground: 'laterite' }),
        longShadow(300, 380, 220, 160, 40),
        frame(300, 380, 220, 7, 2, 40),
        towerCrane(170, 384, 330, 430, 120, C.inkSoft, 0.75, 200),
        rect(470, 200, 44, 56, C.slate),
        pile(330, 452, 170, 44, C.lateriteDark),
        longShadow(500, 462, 210, 90, 26),
        a.place('mdi:excavator', amber(500, 210, { base: 462 })),
        cone(a, 120, 480, 36),
      );
    },
  },
  {
    file: 'art/service-real-estate.svg',
    build() {
      const a = scene('New family homes on a quiet street in the morning, with a For Sale sign on the front lawn');
      return a.add(
        backdrop({ theme: 'morning', horizon: 360, sun: { x: 700, y: 330, r: 50, colour: C.white }, skyline: 4, skylineHeight: 120, ground: 'grass' }),
        house(200, 362, 150, 110, { wall: C.white, roof: C.amberDark }),
        house(400, 362, 130, 96, { wall: C.offWhite, roof: C.inkSoft }),
        house(570, 362, 120, 90, { wall: C.white, roof: C.coral }),
        tree(a, 360, 362, 90, C.leaf),
        rect(0, 380, 800, 40, C.asphalt),
        line('M0 400h800', C.white, 3, { 'stroke-dasharray': '30 24' }),
        rect(0, 420, 800, 8, C.paving),
        a.place('mdi:sign-real-estate', { x: 120, base: 484, width: 170, colour: C.amber }),
        palm(a, 620, 470, 160, true),
      );
    },
  },
  {
    file: 'art/service-paint.svg',
    build() {
      const a = scene('Seen from above: open tins of paint, a roller laying a stripe of amber and a fan of colour swatches');
      const swatches = [C.coral, C.amber, C.teal, C.leaf, C.inkSoft];
      const tin = (x: number, y: number, r: number, paint: string) => circle(x + 6, y + 6, r, C.ink) + circle(x, y, r, C.slate) + circle(x, y, r * 0.86, paint) + circle(x - r * 0.3, y - r * 0.3, r * 0.18, C.white);
      return a.add(
        rect(0, 0, 800, 500, C.line),
        line('M0 170C200 150 400 200 800 160M0 380C240 400 500 350 800 390', C.offWhite, 10),
        `<g transform="rotate(-24 300 330)">${rect(-40, 280, 380, 110, C.amber, 8)}${rect(-40, 370, 380, 20, C.amberDark, 4)}<g transform="translate(342 228) rotate(90)">${a.icon('mdi:format-paint', 0, -30, 190, C.white)}</g></g>`,
        ...swatches.map((colour, i) => `<g transform="rotate(${-64 + i * 15} 150 150)">${rect(136, 136, 40, 220, colour, 6)}</g>`),
        circle(156, 156, 9, C.ink),
        tin(560, 140, 78, C.teal),
        tin(680, 330, 70, C.amber),
        tin(470, 390, 56, C.coral),
        rect(300, 46, 140, 22, C.amberDark, 6) + rect(440, 42, 26, 30, C.slate) + rect(466, 40, 44, 34, C.ink, 4),
      );
    },
  },
  {
    file: 'art/service-equipment.svg',
    build() {
      const a = scene('Rental yard at night: a mobile crane and an excavator parked under floodlights beside the site office');
      return a.add(
        backdrop({ theme: 'night', horizon: 330, sun: { x: 140, y: 70, r: 24, colour: C.offWhite }, skyline: 14, skylineHeight: 90, ground: 'paved' }),
        rect(560, 250, 200, 84, C.slate),
        line('M582 280h156', C.amberLight, 28, { 'stroke-dasharray': '40 18' }),
        floodlight(90, 440, 360, 300),
        floodlight(520, 360, 260, 240, -1),
        a.place('mdi:excavator', amber(110, 230, { base: 400, flip: true })),
        a.place(mobileCrane, amber(300, 440, { base: 470 })),
        cone(a, 40, 480, 40),
      );
    },
  },
];
