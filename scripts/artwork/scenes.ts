// Every artwork file: where it goes (under web/static), its accessible title and its drawing.
import {
  breaker,
  concreteMixerTruck,
  concreteVibrator,
  drumMixer,
  mobileCrane,
  paintDrum,
  plateCompactor,
  powerDrill,
  rammerCompactor,
  vibratingRoller,
} from './machines.ts';
import { markBody } from './mark.ts';
import { equipmentArtworks } from './scenes-equipment.ts';
import { C } from './palette.ts';
import {
  GROUND,
  H,
  W,
  awning,
  backdrop,
  cloud,
  cone,
  frame,
  house,
  paintTin,
  palm,
  person,
  pile,
  pool,
  tower,
  towerCrane,
  tree,
  vibes,
} from './parts.ts';
import { Art, line, n, path, rect } from './svg.ts';

export interface Artwork {
  /** path under web/static */
  file: string;
  build: () => Art;
}

const scene = (title: string) => new Art(W, H, title);
const amber = (x: number, width: number, o: { flip?: boolean; base?: number } = {}) => ({ x, width, base: o.base ?? GROUND, colour: C.amber, flip: o.flip });

function squareMark(size: number, title: string): Art {
  const a = new Art(size, size, title);
  return a.add(`<g transform="scale(${size / 100})">${markBody()}</g>`);
}

export const artworks: Artwork[] = [
  // ── Home / general ────────────────────────────────────────────────────────────
  {
    file: 'art/hero-construction.svg',
    build() {
      const a = scene('City skyline at dusk with a tower crane lifting a load onto a new building');
      return a.add(
        backdrop({ theme: 'dusk', sun: { x: 690, y: 200, r: 84 }, skyline: 21 }),
        tower(600, 400, 120, 250, { fill: C.slate, top: 'antenna', cols: 4 }),
        frame(370, 400, 180, 7, 3, 40),
        towerCrane(270, 400, 318, 400, 130, C.amber, 0.6, 140),
        rect(470, 150, 80, 14, C.amberLight),
        tower(30, 400, 110, 170, { fill: C.slate, cols: 4 }),
        a.place('mdi:excavator', amber(40, 170, { flip: true })),
        cone(a, 620, GROUND + 2, 30),
        cone(a, 700, GROUND + 2, 30),
      );
    },
  },
  {
    file: 'art/about-story.svg',
    build() {
      const a = scene('Site office: engineers in hard hats planning over blueprints');
      const table = 330;
      return a.add(
        backdrop({ wall: C.offWhite, horizon: 420 }),
        rect(470, 60, 270, 190, C.ink, 6),
        rect(482, 72, 246, 166, C.sky),
        rect(482, 160, 246, 78, C.skyLight),
        towerCrane(560, 238, 150, 150, 50, C.amber, 0.7, 200),
        tower(640, 238, 60, 90, { fill: C.haze, windows: C.skyLight, cols: 2, rowHeight: 18, windowHeight: 8, pad: 8 }),
        rect(470, 150, 270, 8, C.ink),
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
      const a = scene('Metrik Group headquarters building in Port Harcourt with palm trees');
      return a.add(
        backdrop({ sun: { x: 130, y: 120, r: 60 }, skyline: 5 }),
        cloud(560, 90, 130),
        rect(230, 130, 340, 270, C.offWhite),
        tower(250, 400, 300, 250, { fill: C.inkSoft, windows: C.sky, cols: 8, rowHeight: 34, windowHeight: 20, windowWidth: 22, pad: 14 }),
        rect(380, 90, 40, 310, C.amber),
        rect(200, 120, 400, 14, C.ink),
        `<g transform="translate(384 96) scale(.32)">${markBody()}</g>`,
        rect(350, 340, 100, 60, C.ink),
        rect(362, 350, 76, 50, C.sky),
        rect(320, 396, 160, 8, C.line),
        rect(180, 250, 8, 150, C.slate),
        rect(188, 254, 34, 22, C.amber),
        palm(a, 110, GROUND, 150),
        palm(a, 600, GROUND, 170, true),
        tree(a, 690, GROUND, 90),
      );
    },
  },
  { file: 'art/logo.svg', build: () => squareMark(400, 'Metrik Group') },
  { file: 'favicon.svg', build: () => squareMark(32, 'Metrik Group') },

  // ── Services ──────────────────────────────────────────────────────────────────
  {
    file: 'art/service-construction.svg',
    build() {
      const a = scene('Construction site: tower crane over a concrete frame, with an excavator');
      return a.add(
        backdrop({ sun: { x: 660, y: 120, r: 62 }, skyline: 9 }),
        frame(400, 400, 200, 7, 2, 40),
        towerCrane(330, 400, 330, 360, 130, C.amber, 0.8, 210),
        rect(590, 210, 40, 60, C.slate),
        a.place('mdi:excavator', amber(70, 230)),
        pile(310, GROUND, 110, 36),
        cone(a, 640, GROUND + 2, 34),
        cone(a, 700, GROUND + 2, 34),
      );
    },
  },
  {
    file: 'art/service-real-estate.svg',
    build() {
      const a = scene('New family homes with gardens and a For Sale sign');
      return a.add(
        backdrop({ sun: { x: 600, y: 110, r: 60 }, skyline: 4 }),
        tower(440, 400, 200, 290, { fill: C.slate, windows: C.sky, cols: 5, rowHeight: 32, windowHeight: 18, windowWidth: 22, pad: 16 }),
        line('M448 150h184M448 214h184M448 278h184', C.amberLight, 5),
        rect(0, 370, 800, 30, C.leafLight),
        house(150, 400, 170, 130, { wall: C.white, roof: C.amberDark }),
        house(350, 400, 150, 110, { wall: C.offWhite, roof: C.inkSoft }),
        tree(a, 40, 400, 100, C.leaf),
        palm(a, 660, 400, 130),
        a.place('mdi:sign-real-estate', { x: 560, base: GROUND + 60, width: 150, colour: C.amber }),
      );
    },
  },
  {
    file: 'art/service-paint.svg',
    build() {
      const a = scene('Paint roller rolling amber paint onto a wall, with colour swatches and a paint bucket');
      const swatches = [C.coral, C.amber, C.teal, C.leaf, C.inkSoft];
      return a.add(
        backdrop({ wall: C.offWhite, horizon: 410 }),
        rect(0, 0, 330, 410, C.teal),
        rect(330, 0, 200, 410, C.amber),
        path('M530 0v410h-10q-8-30 0-60t0-60q-8-30 0-60t0-60q-8-30 0-60t0-60q-8-30 0-50z', C.amber),
        a.place('mdi:format-paint', { x: 400, base: 300, height: 270, colour: C.white }),
        ...swatches.map((colour, i) => `<g transform="rotate(${-20 + i * 12} 680 390)">${rect(660, 140, 44, 250, colour, 6)}${rect(666, 350, 32, 8, C.white, 2)}</g>`),
        paintTin(110, GROUND + 40, 150, C.amber),
      );
    },
  },
  {
    file: 'art/service-equipment.svg',
    build() {
      const a = scene('Rental fleet: a mobile crane and an excavator ready on the yard');
      return a.add(
        backdrop({ sun: { x: 140, y: 120, r: 58 }, skyline: 14 }),
        a.place(mobileCrane, amber(330, 440)),
        a.place('mdi:excavator', amber(50, 250, { flip: true })),
        cone(a, 310, GROUND + 2, 34),
      );
    },
  },

  // ── Projects ──────────────────────────────────────────────────────────────────
  {
    file: 'art/project-office-tower.svg',
    build() {
      const a = scene('Glass office tower rising above the city');
      return a.add(
        backdrop({ sun: { x: 560, y: 120, r: 60 }, skyline: 11 }),
        tower(300, 400, 170, 340, { top: 'crown', cols: 6, windows: C.water, windowWidth: 20, windowHeight: 18, rowHeight: 22 }),
        rect(378, 34, 14, 26, C.amber),
        rect(300, 120, 170, 8, C.amber),
        tower(490, 400, 110, 200, { fill: C.slate, cols: 4 }),
        tower(180, 400, 100, 150, { fill: C.slate, cols: 3 }),
        palm(a, 110, GROUND, 110),
        palm(a, 610, GROUND, 120, true),
      );
    },
  },
  {
    file: 'art/project-residential-estate.svg',
    build() {
      const a = scene('Residential estate: rows of family houses among trees');
      const houses = [40, 200, 360, 520, 680];
      return a.add(
        backdrop({ sun: { x: 400, y: 110, r: 60 }, skyline: false }),
        rect(0, 300, 800, 100, C.leafLight),
        ...houses.map((x, i) => house(x - 20, 320, 100, 60, { wall: C.line, roof: i % 2 ? C.amberDark : C.inkSoft, roofHeight: 34 })),
        rect(0, 340, 800, 60, C.leaf),
        ...houses.map((x, i) => house(x + 40, 400, 120, 80, { wall: i % 2 ? C.offWhite : C.white, roof: i % 2 ? C.inkSoft : C.amberDark })),
        tree(a, 10, GROUND, 80),
        tree(a, 330, GROUND, 70),
        palm(a, 640, GROUND, 100),
      );
    },
  },
  {
    file: 'art/project-shopping-mall.svg',
    build() {
      const a = scene('Shopping mall with striped awnings and cars parked in front');
      return a.add(
        backdrop({ sun: { x: 150, y: 110, r: 56 }, skyline: 17 }),
        rect(70, 180, 660, 220, C.offWhite),
        rect(70, 170, 660, 20, C.inkSoft),
        rect(300, 120, 200, 60, C.amber),
        rect(320, 136, 160, 28, C.ink),
        rect(90, 210, 620, 60, C.sky),
        line('M90 240h620', C.white, 4, { 'stroke-dasharray': '4 58' }),
        rect(90, 290, 620, 110, C.inkSoft),
        awning(90, 286, 180, 26),
        awning(310, 286, 180, 26, C.coral),
        awning(530, 286, 180, 26, C.teal),
        rect(360, 330, 80, 70, C.sky),
        a.place('mdi:car-side', { x: 120, base: GROUND + 34, width: 120, colour: C.amber }),
        a.place('mdi:car-side', { x: 540, base: GROUND + 34, width: 120, colour: C.white, flip: true }),
        palm(a, 20, GROUND, 120),
        palm(a, 700, GROUND, 120, true),
      );
    },
  },
  {
    file: 'art/project-apartments.svg',
    build() {
      const a = scene('Modern apartment blocks with balconies');
      const block = (x: number, h: number, fill: string) =>
        tower(x, 400, 160, h, { fill, windows: C.sky, cols: 4, rowHeight: 36, windowHeight: 20, windowWidth: 22, pad: 16 }) +
        line(Array.from({ length: Math.floor((h - 20) / 36) }, (_, i) => `M${x + 8} ${400 - 30 - i * 36}h144`).join(''), C.amberLight, 5);
      return a.add(
        backdrop({ sun: { x: 660, y: 110, r: 60 }, skyline: 23 }),
        block(80, 250, C.slate),
        block(320, 330, C.inkSoft),
        block(560, 210, C.slate),
        palm(a, 260, GROUND, 110),
        palm(a, 500, GROUND, 90, true),
      );
    },
  },
  {
    file: 'art/project-hotel.svg',
    build() {
      const a = scene('Hotel tower at dusk with a pool and palm trees');
      return a.add(
        backdrop({ theme: 'dusk', sun: { x: 180, y: 170, r: 70 }, skyline: 27 }),
        tower(310, 400, 180, 330, { fill: C.offWhite, windows: C.amberLight, cols: 5, rowHeight: 28, windowHeight: 14 }),
        rect(300, 58, 200, 22, C.amber),
        rect(380, 20, 40, 38, C.offWhite),
        path('M392 28h5v10h6V28h5v24h-5V42h-6v10h-5z', C.ink),
        rect(360, 330, 80, 70, C.inkSoft),
        path('M340 330h120l-10-14H350z', C.amber),
        pool(520, 410, 220, 40),
        a.place('mdi:umbrella-beach', { x: 570, base: GROUND, width: 80, colour: C.amber, shadow: false }),
        palm(a, 180, GROUND, 150),
        palm(a, 660, GROUND, 130, true),
      );
    },
  },
  {
    file: 'art/project-villas.svg',
    build() {
      const a = scene('Two modern villas with flat roofs, a pool and palm trees');
      const villa = (x: number, s: number) =>
        rect(x, 400 - 150 * s, 260 * s, 150 * s, C.white) +
        rect(x - 14 * s, 400 - 158 * s, 290 * s, 14 * s, C.inkSoft) +
        rect(x + 130 * s, 400 - 230 * s, 150 * s, 80 * s, C.offWhite) +
        rect(x + 120 * s, 400 - 238 * s, 170 * s, 12 * s, C.inkSoft) +
        rect(x + 20 * s, 400 - 120 * s, 100 * s, 120 * s, C.ink) +
        rect(x + 150 * s, 400 - 110 * s, 90 * s, 50 * s, C.ink) +
        rect(x + 150 * s, 400 - 210 * s, 110 * s, 40 * s, C.ink) +
        rect(x + 130 * s, 400 - 150 * s, 14 * s, 150 * s, C.amberDark);
      return a.add(
        backdrop({ sun: { x: 380, y: 100, r: 56 }, skyline: false }),
        rect(0, 330, 800, 70, C.leafLight),
        villa(60, 1),
        villa(470, 0.85),
        pool(180, 412, 300, 34),
        palm(a, 380, GROUND, 170),
        palm(a, 720, GROUND, 130, true),
      );
    },
  },
  {
    file: 'art/project-business-park.svg',
    build() {
      const a = scene('Business park: low office buildings among trees along a road');
      return a.add(
        backdrop({ sun: { x: 120, y: 110, r: 56 }, skyline: 31 }),
        tower(60, 400, 220, 140, { fill: C.slate, windows: C.sky, cols: 7 }),
        tower(330, 400, 180, 200, { fill: C.inkSoft, windows: C.sky, cols: 6, top: 'step' }),
        tower(560, 400, 200, 120, { fill: C.slate, windows: C.sky, cols: 6 }),
        rect(330, 230, 180, 10, C.amber),
        tree(a, 270, GROUND, 90),
        tree(a, 520, GROUND, 80, C.leaf),
        tree(a, 20, GROUND, 70, C.leaf),
        line('M0 452h800', C.white, 4, { 'stroke-dasharray': '36 28' }),
        a.place('mdi:car-side', { x: 420, base: 470, width: 100, colour: C.amber }),
      );
    },
  },
  {
    file: 'art/project-townhouses.svg',
    build() {
      const a = scene('A terrace of townhouses in alternating colours');
      const walls = [C.offWhite, C.amberLight, C.line, C.white, C.amberLight, C.offWhite];
      return a.add(
        backdrop({ sun: { x: 640, y: 110, r: 58 }, skyline: 35 }),
        ...walls.map((wall, i) => {
          const x = 70 + i * 110;
          return (
            rect(x, 200, 110, 200, wall) +
            path(`M${x - 4} 200L${x + 55} 140L${x + 114} 200z`, i % 2 ? C.amberDark : C.inkSoft) +
            rect(x + 16, 330, 26, 70, C.ink) +
            rect(x + 58, 330, 36, 34, C.inkSoft) +
            rect(x + 16, 230, 30, 44, C.inkSoft) +
            rect(x + 62, 230, 30, 44, C.inkSoft) +
            rect(x + 10, 284, 90, 6, C.slate)
          );
        }),
        tree(a, 10, GROUND, 70),
        tree(a, 740, GROUND, 70, C.leaf),
      );
    },
  },

  // ── Real estate ───────────────────────────────────────────────────────────────
  {
    file: 'art/property-residential.svg',
    build() {
      const a = scene('Two-storey family home with a garden fence and a For Sale sign');
      return a.add(
        backdrop({ sun: { x: 130, y: 110, r: 56 }, skyline: 41 }),
        rect(0, 360, 800, 40, C.leafLight),
        rect(250, 200, 300, 200, C.white),
        path('M230 200L400 110L570 200z', C.inkSoft),
        rect(250, 290, 300, 10, C.line),
        rect(280, 225, 70, 50, C.sky),
        rect(450, 225, 70, 50, C.sky),
        rect(280, 320, 70, 50, C.sky),
        rect(430, 315, 50, 85, C.amberDark),
        rect(370, 40, 30, 60, C.slate),
        a.place('mdi:fence', { x: 30, base: GROUND + 6, width: 190, colour: C.white, shadow: false }),
        tree(a, 90, 372, 110, C.leaf),
        palm(a, 570, 384, 120),
        a.place('mdi:sign-real-estate', { x: 610, base: GROUND + 56, width: 140, colour: C.amber }),
      );
    },
  },
  {
    file: 'art/property-commercial.svg',
    build() {
      const a = scene('Commercial building with shops at street level and offices above');
      return a.add(
        backdrop({ sun: { x: 660, y: 100, r: 56 }, skyline: 45 }),
        tower(120, 300, 560, 220, { fill: C.inkSoft, windows: C.sky, cols: 14, rowHeight: 30, windowHeight: 16 }),
        rect(110, 290, 580, 12, C.amber),
        rect(120, 302, 560, 98, C.offWhite),
        awning(130, 306, 160, 24),
        awning(320, 306, 160, 24, C.teal),
        awning(510, 306, 160, 24, C.coral),
        rect(150, 340, 120, 60, C.sky),
        rect(340, 340, 120, 60, C.sky),
        rect(530, 340, 120, 60, C.sky),
        a.place('mdi:car-side', { x: 40, base: GROUND + 40, width: 120, colour: C.amber }),
        palm(a, 690, GROUND, 110, true),
      );
    },
  },
  {
    file: 'art/property-industrial.svg',
    build() {
      const a = scene('Industrial property: warehouse and factory with a forklift and a truck');
      return a.add(
        backdrop({ sun: { x: 600, y: 110, r: 56 }, skyline: false }),
        a.place('mdi:factory', { x: 40, base: 400, width: 300, colour: C.slate, shadow: false }),
        a.place('mdi:warehouse', { x: 330, base: 400, width: 330, colour: C.inkSoft, shadow: false }),
        a.place('mdi:forklift', amber(140, 150, { base: GROUND + 30 })),
        a.place('mdi:truck', amber(500, 240, { base: GROUND + 30, flip: true })),
        tree(a, 690, GROUND, 90, C.leaf),
      );
    },
  },
  {
    file: 'art/property-land.svg',
    build() {
      const a = scene('Open plot of land marked out with survey pegs and a For Sale sign');
      let plots = '';
      for (let i = 0; i <= 6; i++) plots += `M${n(400 + (i - 3) * 60)} 300L${n(400 + (i - 3) * 190)} 480`;
      return a.add(
        backdrop({ sun: { x: 400, y: 150, r: 80 }, skyline: false, horizon: 300 }),
        ...[30, 90, 160, 560, 640, 720].map((x, i) => palm(a, x, 304, 60 + (i % 3) * 16, i > 2)),
        rect(0, 306, 800, 194, C.leaf),
        path('M0 380h800v120H0z', C.leafLight),
        line(plots + 'M0 380h800M0 440h800', C.white, 3, { 'stroke-dasharray': '10 8', opacity: 0.8 }),
        ...[[250, 380], [550, 380], [400, 380], [150, 440], [650, 440]].map(([x, y]) => rect(x! - 4, y! - 26, 8, 30, C.amber) + rect(x! - 6, y! - 26, 12, 8, C.coral)),
        a.place('mdi:sign-real-estate', { x: 600, base: 475, width: 130, colour: C.amber }),
        rect(0, 476, 800, 24, C.ink),
      );
    },
  },

  // ── Paints ────────────────────────────────────────────────────────────────────
  {
    file: 'art/paint-interior.svg',
    build() {
      const a = scene('Living room wall being painted with a roller, beside a paint tray and swatches');
      return a.add(
        backdrop({ wall: C.offWhite, horizon: 400 }),
        rect(0, 0, 800, 400, C.teal),
        rect(440, 0, 360, 400, C.amberLight),
        path('M440 0v400h-14q-10-40 0-80t0-80q-10-40 0-80t0-80q-10-40 0-80z', C.amberLight),
        rect(90, 90, 200, 140, C.offWhite, 4),
        rect(102, 102, 176, 116, C.sky),
        path('M102 218l60-60l40 40l30-24l46 44z', C.leafLight),
        a.place('mdi:format-paint', { x: 340, base: 320, height: 250, colour: C.white }),
        ...[C.coral, C.amber, C.teal, C.leaf].map((c, i) => rect(560 + i * 46, 120, 38, 110, c, 4)),
        rect(480, 374, 170, 30, C.slate, 4),
        rect(490, 376, 120, 12, C.amber),
        paintTin(690, GROUND + 20, 80, C.amberLight),
      );
    },
  },
  {
    file: 'art/paint-exterior.svg',
    build() {
      const a = scene('House exterior being repainted from a ladder, half old colour, half new amber');
      return a.add(
        backdrop({ sun: { x: 120, y: 100, r: 56 }, skyline: 51 }),
        rect(170, 150, 460, 250, C.line),
        rect(400, 150, 230, 250, C.amber),
        path('M150 150L400 40L650 150z', C.inkSoft),
        rect(250, 200, 90, 80, C.inkSoft),
        rect(500, 200, 90, 80, C.inkSoft),
        rect(360, 300, 80, 100, C.ink),
        a.place('mdi:ladder', { x: 196, base: GROUND, height: 250, colour: C.slate, shadow: false }),
        a.place('mdi:format-paint', { x: 362, base: 300, height: 140, colour: C.white }),
        paintTin(660, GROUND + 20, 80, C.amber),
        palm(a, 40, GROUND, 130),
      );
    },
  },
  {
    file: 'art/paint-industrial.svg',
    build() {
      const a = scene('Paint factory with mixing tanks and stacks of industrial paint drums');
      const drums = [C.amber, C.teal, C.coral, C.amber, C.leaf, C.inkMuted];
      return a.add(
        backdrop({ sun: { x: 660, y: 110, r: 56 }, skyline: false }),
        a.place('mdi:factory', { x: 60, base: 400, width: 360, colour: C.slate, shadow: false }),
        rect(440, 180, 90, 220, C.haze, 8),
        rect(550, 220, 90, 180, C.haze, 8),
        rect(430, 170, 110, 14, C.inkMuted),
        rect(540, 210, 110, 14, C.inkMuted),
        line('M485 184v-40h110v76', C.inkMuted, 8),
        ...drums.map((colour, i) => a.place(paintDrum, { x: 80 + i * 78, base: GROUND + 40, width: 64, colour })),
        ...[C.amber, C.teal].map((colour, i) => a.place(paintDrum, { x: 120 + i * 78, base: GROUND - 48, width: 64, colour })),
        a.place('mdi:forklift', amber(600, 170, { base: GROUND + 40, flip: true })),
      );
    },
  },

  ...equipmentArtworks,
];
