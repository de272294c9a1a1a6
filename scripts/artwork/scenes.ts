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
import { homeArtworks } from './scenes-home.ts';
import { projectArtworks } from './scenes-projects.ts';
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
  { file: 'art/logo.svg', build: () => squareMark(400, 'Metrik Group') },
  { file: 'favicon.svg', build: () => squareMark(32, 'Metrik Group') },
  ...homeArtworks,

  ...projectArtworks,

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
