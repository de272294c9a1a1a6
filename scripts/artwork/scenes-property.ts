// The real-estate and paint pictures: a home over its garden fence, a corner of shops at dusk, an
// industrial yard in the morning haze, a plot surveyed from the air, and paint at work indoors,
// outdoors and in the factory.
import { paintDrum } from './machines.ts';
import { C } from './palette.ts';
import { amber, awning, backdrop, gravel, longShadow, paintTin, palm, palmRow, scene, shade, tower, tree, treeTop } from './parts.ts';
import type { Artwork } from './scenes.ts';
import { line, path, rect } from './svg.ts';

/** A survey peg: an amber stake with a coral flag, seen from above as a dot with a tag. */
const pegTop = (x: number, y: number) => rect(x - 5, y - 5, 10, 10, C.amber, 5) + rect(x + 4, y - 12, 12, 8, C.coral, 2);

export const propertyArtworks: Artwork[] = [
  // ── Real estate ───────────────────────────────────────────────────────────────
  {
    file: 'art/property-residential.svg',
    build() {
      const a = scene('Two-storey family home behind its garden fence on a sunny day, with a For Sale sign on the lawn');
      return a.add(
        backdrop({ theme: 'midday', horizon: 410, ground: 'grass' }),
        tree(a, 20, 412, 170, C.leaf),
        rect(290, 190, 360, 220, C.white),
        path('M266 190L470 80L674 190z', C.inkSoft),
        rect(290, 300, 360, 10, C.line),
        rect(320, 220, 80, 56, C.noonMid),
        rect(540, 220, 80, 56, C.noonMid),
        rect(320, 330, 80, 56, C.noonMid),
        rect(500, 318, 56, 92, C.amberDark),
        rect(440, 24, 30, 70, C.slate),
        palm(a, 660, 412, 190, true),
        ...[-10, 126, 262, 398, 534, 670].map((x) => a.place('mdi:fence', { x, base: 478, width: 140, colour: C.white, shadow: false })),
        a.place('mdi:sign-real-estate', { x: 120, base: 488, width: 160, colour: C.amber }),
      );
    },
  },
  {
    file: 'art/property-commercial.svg',
    build() {
      const a = scene('Commercial building on a street corner in golden late-afternoon light: shops with awnings at street level and offices above');
      return a.add(
        backdrop({ theme: 'afternoon', horizon: 400, skyline: 45, skylineHeight: 150, ground: 'asphalt' }),
        tower(180, 290, 520, 230, { fill: C.slate, windows: C.goldLow, cols: 12, rowHeight: 30, windowHeight: 16 }),
        path('M700 60L780 90V400H700z', C.ink),
        line('M716 110l48 16M716 150l48 14M716 190l48 12M716 230l48 10', C.goldMid, 12, { 'stroke-dasharray': '8 10' }),
        rect(170, 280, 540, 12, C.amber),
        rect(180, 292, 520, 108, C.offWhite),
        awning(190, 296, 150, 24),
        awning(360, 296, 150, 24, C.teal),
        awning(530, 296, 150, 24, C.coral),
        rect(200, 330, 130, 70, C.inkSoft),
        rect(370, 330, 130, 70, C.inkSoft),
        rect(540, 330, 130, 70, C.inkSoft),
        line('M210 392l40-50M380 392l40-50M550 392l40-50', C.goldLow, 6, { opacity: 0.5 }),
        longShadow(180, 400, 600, -180, 60, 0.25),
        a.place('mdi:car-side', { x: 30, base: 470, width: 150, colour: C.amber }),
        palm(a, 60, 404, 170),
      );
    },
  },
  {
    file: 'art/property-industrial.svg',
    build() {
      const a = scene('Industrial estate in the early morning: factory and warehouse beyond a paved yard, a forklift and a truck in front');
      return a.add(
        backdrop({ theme: 'morning', horizon: 340, ground: 'paved' }),
        a.place('mdi:factory', { x: 60, base: 342, width: 260, colour: C.dawnHaze, shadow: false }),
        a.place('mdi:warehouse', { x: 300, base: 342, width: 300, colour: C.inkMuted, shadow: false }),
        palmRow(a, [620, 690], 342, 90, C.leafLight),
        a.place('mdi:forklift', amber(130, 150, { base: 420 })),
        a.place('mdi:truck', amber(440, 300, { base: 480, flip: true })),
      );
    },
  },
  {
    file: 'art/property-land.svg',
    build() {
      const a = scene('Plot of land seen from above: cleared red-earth lots marked out with survey pegs along a new access road, with bush and a creek around');
      const lots = [
        [90, 60],
        [250, 60],
        [410, 60],
        [90, 300],
        [250, 300],
        [410, 300],
      ];
      return a.add(
        rect(0, 0, 800, 500, C.leaf),
        path('M620 0C560 140 700 300 640 500H800V0z', C.leafLight),
        path('M700 0c-40 140 60 300 10 500h40c40-180-50-340-10-500z', C.water),
        rect(80, 50, 490, 400, C.lateriteLight),
        gravel(80, 50, 490, 400, C.laterite, 26),
        rect(60, 214, 540, 72, C.laterite),
        line('M60 250h540', C.lateriteDark, 3, { 'stroke-dasharray': '20 14' }),
        rect(0, 222, 60, 56, C.asphalt),
        line(lots.map(([x, y]) => `M${x! + 10} ${y! + 10}h140v130h-140z`).join(''), C.white, 4, { 'stroke-dasharray': '14 8' }),
        ...lots.flatMap(([x, y]) => [pegTop(x! + 10, y! + 10), pegTop(x! + 150, y! + 140)]),
        rect(470, 236, 60, 30, C.amber, 3),
        treeTop(40, 60, 30),
        treeTop(30, 420, 34),
        treeTop(600, 120, 26),
        treeTop(600, 420, 30),
        treeTop(300, 480, 26),
        treeTop(440, 22, 22),
      );
    },
  },

  // ── Paints ────────────────────────────────────────────────────────────────────
  {
    file: 'art/paint-interior.svg',
    build() {
      const a = scene('Corner of a living room being painted: a roller on the wall, a paint tray, a tin and colour swatches');
      return a.add(
        rect(0, 0, 800, 500, C.amberLight),
        path('M0 0H200V380L0 500z', C.teal),
        rect(200, 0, 360, 380, C.teal),
        path('M560 0v380h-14q-10-40 0-80t0-80q-10-40 0-80t0-80q-10-40 0-60z', C.teal),
        path('M0 500L200 380H800V500z', C.paving),
        line('M100 440L800 440M0 480H800', C.pavingDark, 2),
        path('M40 120L150 90V250L40 290z', C.offWhite),
        path('M52 128L138 104V238L52 272z', C.noonMid),
        a.place('mdi:format-paint', { x: 440, base: 300, height: 250, colour: C.white }),
        ...[C.coral, C.amber, C.leaf, C.inkSoft].map((c, i) => rect(620 + i * 40, 110, 32, 100, c, 4)),
        path('M280 420l20-30h150l20 30z', C.slate),
        rect(300, 398, 120, 14, C.amber, 4),
        paintTin(620, 470, 100, C.teal),
        shade(0, 0, 200, 500, 0.12),
      );
    },
  },
  {
    file: 'art/paint-exterior.svg',
    build() {
      const a = scene('Close-up of a house exterior being repainted from a ladder, half old colour, half new amber');
      return a.add(
        backdrop({ theme: 'midday', horizon: 440, ground: 'grass' }),
        rect(110, 60, 690, 380, C.line),
        rect(430, 60, 370, 380, C.amber),
        path('M430 60v380h-8q-6-30 0-60t0-60q-6-30 0-60t0-60q-6-30 0-60t0-60q-6-30 0-40z', C.amber),
        path('M80 60H800V0H140z', C.inkSoft),
        rect(170, 140, 150, 130, C.inkSoft),
        rect(182, 152, 126, 106, C.noonMid),
        rect(560, 140, 150, 130, C.inkSoft),
        rect(572, 152, 126, 106, C.noonMid),
        rect(110, 430, 690, 12, C.slate),
        a.place('mdi:ladder', { x: 330, base: 470, height: 400, colour: C.slate }),
        a.place('mdi:format-paint', { x: 380, base: 260, height: 160, colour: C.white }),
        paintTin(210, 480, 100, C.amber),
        palm(a, -40, 480, 230),
      );
    },
  },
  {
    file: 'art/paint-industrial.svg',
    build() {
      const a = scene('Inside a paint factory: mixing tanks, stacks of industrial paint drums and a forklift under the roof trusses');
      const drums = [C.amber, C.teal, C.coral, C.amber, C.leaf, C.inkMuted];
      let truss = '';
      for (let x = 0; x < 800; x += 80) truss += `M${x} 90L${x + 40} 40L${x + 80} 90`;
      return a.add(
        backdrop({ wall: C.concrete, horizon: 400, ground: 'paved' }),
        rect(0, 36, 800, 8, C.slate),
        rect(0, 88, 800, 8, C.slate),
        line(truss, C.slate, 5),
        line('M30 130h740', C.noonLow, 44, { 'stroke-dasharray': '100 40' }),
        rect(460, 150, 110, 250, C.offWhite, 10),
        rect(600, 190, 110, 210, C.offWhite, 10),
        rect(450, 140, 130, 16, C.slate),
        rect(590, 180, 130, 16, C.slate),
        rect(480, 260, 70, 40, C.amber),
        rect(620, 280, 70, 40, C.teal),
        line('M515 140v-20h140v60', C.slate, 8),
        ...drums.map((colour, i) => a.place(paintDrum, { x: 40 + i * 66, base: 460, width: 56, colour })),
        ...[C.amber, C.teal, C.coral].map((colour, i) => a.place(paintDrum, { x: 73 + i * 66, base: 372, width: 56, colour })),
        rect(30, 460, 420, 14, C.amberDark),
        a.place('mdi:forklift', amber(540, 200, { base: 470, flip: true })),
      );
    },
  },
];
