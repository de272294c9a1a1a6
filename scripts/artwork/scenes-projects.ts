// The project pictures: buildings seen the way each is best shown, across the creek, from the air,
// down a street, across a pool or from their own rooftop, at different hours.
import { C } from './palette.ts';
import { awning, backdrop, carTop, longShadow, palm, palmRow, pool, roofTop, scene, tower, tree, treeTop } from './parts.ts';
import type { Artwork } from './scenes.ts';
import { line, n, path, rect } from './svg.ts';

/** Solar panels on a roof: a row of tilted dark-blue boards with a pale glint line. */
function solarRow(x: number, y: number, count: number, w = 34): string {
  let d = '';
  for (let i = 0; i < count; i++) d += `M${n(x + i * (w + 6))} ${y}l8-18h${w - 8}l-8 18z`;
  return path(d, C.waterDeep) + line(`M${x + 6} ${y - 9}h${count * (w + 6) - 10}`, C.noonLow, 2, { 'stroke-dasharray': `${w - 12} 18`, opacity: 0.7 });
}

export const projectArtworks: Artwork[] = [
  {
    file: 'art/project-office-tower.svg',
    build() {
      const a = scene('Twelve-storey glass office tower rising above the waterfront in the morning, reflected in the creek');
      const x = 170;
      const w = 170;
      return a.add(
        backdrop({ theme: 'morning', horizon: 360, sun: { x: 620, y: 300, r: 54, colour: C.white }, skyline: 11, skylineHeight: 120, ground: 'water' }),
        tower(x, 360, w, 300, { top: 'crown', cols: 6, windows: C.water, windowWidth: 20, windowHeight: 16, rowHeight: 23 }),
        rect(x + w / 2 - 7, 26, 14, 26, C.amber),
        rect(x, 110, w, 8, C.amber),
        tower(360, 360, 110, 170, { fill: C.slate, cols: 4, windows: C.dawnLow }),
        `<g opacity=".35">${rect(x, 362, w, 138, C.inkSoft)}${line(`M${x + 10} 380h${w - 20}M${x + 10} 410h${w - 20}M${x + 10} 440h${w - 20}`, C.water, 10, { 'stroke-dasharray': '20 10' })}</g>`,
        rect(0, 356, 800, 8, C.paving),
        palmRow(a, [40, 500, 560, 720], 358, 90),
      );
    },
  },
  {
    file: 'art/project-residential-estate.svg',
    build() {
      const a = scene('Residential estate seen from above: family houses with gardens along paved estate roads, among trees');
      const roofs = [C.amberDark, C.inkSoft, C.coral];
      const houses: string[] = [];
      [30, 190, 520, 670].forEach((x, i) => {
        houses.push(roofTop(x, 40, 110, 74, C.line, roofs[i % 3]!));
        houses.push(roofTop(x + 10, 340, 96, 70, C.line, roofs[(i + 1) % 3]!));
      });
      return a.add(
        rect(0, 0, 800, 500, C.leafLight),
        line('M0 150h800M160 0v500M640 0v500', C.leaf, 6),
        rect(0, 196, 800, 64, C.paving),
        rect(0, 204, 800, 48, C.asphalt),
        rect(356, 0, 88, 500, C.paving),
        rect(364, 0, 72, 500, C.asphalt),
        line('M0 228h364M436 228h364M400 0v204M400 252v248', C.white, 3, { 'stroke-dasharray': '18 16' }),
        ...houses,
        pool(210, 430, 80, 44),
        carTop(110, 214, 50, C.amber),
        carTop(376, 320, 44, C.white, true),
        treeTop(300, 80, 34),
        treeTop(480, 110, 30),
        treeTop(70, 450, 28),
        treeTop(500, 440, 34),
        treeTop(760, 440, 26),
      );
    },
  },
  {
    file: 'art/project-shopping-mall.svg',
    build() {
      const a = scene('Two-level shopping centre at night, its shopfronts lit above a car park');
      return a.add(
        backdrop({ theme: 'night', horizon: 360, skyline: 17, skylineHeight: 110, ground: 'asphalt' }),
        rect(60, 130, 680, 230, C.slate),
        rect(60, 118, 680, 16, C.inkSoft),
        rect(290, 80, 220, 54, C.amber),
        rect(306, 94, 188, 26, C.ink),
        rect(80, 160, 640, 60, C.amberLight),
        line('M80 190h640', C.slate, 60, { 'stroke-dasharray': '6 74' }),
        rect(60, 226, 680, 10, C.inkSoft),
        awning(80, 240, 190, 22),
        awning(300, 240, 200, 22, C.coral),
        awning(530, 240, 190, 22, C.teal),
        rect(80, 262, 640, 98, C.amberLight),
        line('M80 311h640', C.slate, 98, { 'stroke-dasharray': '6 94' }),
        rect(360, 290, 80, 70, C.ink),
        line('M40 430l30 50M170 430l30 50M300 430l30 50M470 430l-30 50M600 430l-30 50M730 430l-30 50', C.white, 3, { opacity: 0.6 }),
        a.place('mdi:car-side', { x: 90, base: 478, width: 110, colour: C.amber }),
        a.place('mdi:car-side', { x: 580, base: 478, width: 110, colour: C.offWhite, flip: true }),
        rect(396, 380, 8, 100, C.slate),
        rect(380, 372, 40, 10, C.amberLight, 4),
      );
    },
  },
  {
    file: 'art/project-apartments.svg',
    build() {
      const a = scene('Four-storey apartment blocks with balconies and rooftop solar panels in golden late-afternoon light');
      const block = (x: number, base: number, w: number, floor: number, fill: string) =>
        tower(x, base, w, floor * 4, { fill, windows: C.goldLow, cols: Math.round(w / 44), rowHeight: floor, windowHeight: floor * 0.45, windowWidth: 22, pad: 16 }) +
        line(Array.from({ length: 3 }, (_, i) => `M${x + 8} ${base - floor * (i + 1) + 4}h${w - 16}`).join(''), C.amber, 6) +
        solarRow(x + 14, base - floor * 4, Math.floor((w - 20) / 40));
      return a.add(
        backdrop({ theme: 'afternoon', horizon: 380, skyline: 23, skylineHeight: 100, ground: 'grass' }),
        block(420, 384, 260, 52, C.inkMuted),
        longShadow(120, 452, 320, -150, 40, 0.25),
        block(120, 452, 320, 66, C.inkSoft),
        rect(0, 452, 800, 48, C.paving),
        tree(a, 470, 454, 110, C.leaf),
        palm(a, 30, 470, 150),
      );
    },
  },
  {
    file: 'art/project-hotel.svg',
    build() {
      const a = scene('Hotel at dusk seen from above the city: lit upper floors and a rooftop terrace with a pool, umbrellas and palms');
      return a.add(
        backdrop({ theme: 'dusk', horizon: 500, sun: { x: 680, y: 400, r: 80, colour: C.amber }, skyline: 27, skylineHeight: 260, ground: 'none' }),
        tower(150, 520, 460, 290, { fill: C.offWhite, windows: C.amberLight, cols: 10, rowHeight: 30, windowHeight: 16, pad: 20 }),
        rect(130, 218, 500, 16, C.inkSoft),
        rect(140, 150, 480, 70, C.slate),
        line('M140 160h480', C.amberLight, 3, { 'stroke-dasharray': '2 10' }),
        pool(290, 180, 220, 32),
        a.place('mdi:umbrella-beach', { x: 160, base: 218, width: 70, colour: C.amber, shadow: false }),
        a.place('mdi:umbrella-beach', { x: 530, base: 218, width: 70, colour: C.coral, shadow: false }),
        palm(a, 220, 220, 110),
        palm(a, 480, 220, 96, true),
        rect(340, 96, 90, 46, C.offWhite),
        path('M368 104h6v12h10V104h6v30h-6V122h-10v12h-6z', C.ink),
      );
    },
  },
  {
    file: 'art/project-villas.svg',
    build() {
      const a = scene('Modern detached villa seen across its courtyard pool at midday, with palm trees');
      return a.add(
        backdrop({ theme: 'midday', horizon: 330, ground: 'paved' }),
        tree(a, 80, 332, 120, C.leaf),
        rect(180, 180, 400, 150, C.white),
        rect(164, 170, 432, 14, C.inkSoft),
        rect(330, 96, 260, 78, C.offWhite),
        rect(316, 86, 288, 12, C.inkSoft),
        rect(210, 210, 120, 120, C.ink),
        rect(390, 220, 150, 50, C.ink),
        rect(370, 116, 190, 38, C.ink),
        rect(348, 184, 16, 146, C.amberDark),
        rect(580, 250, 150, 80, C.line),
        path('M160 360H660L760 470H60z', C.water),
        path('M160 360H660l10 12H150z', C.waterDeep),
        line('M200 420h120M430 440h160M300 395h90', C.white, 4, { 'stroke-linecap': 'round', opacity: 0.7 }),
        a.place('mdi:umbrella-beach', { x: 640, base: 356, width: 70, colour: C.amber, shadow: false }),
        palm(a, -20, 480, 240),
        palm(a, 640, 480, 200, true),
      );
    },
  },
  {
    file: 'art/project-business-park.svg',
    build() {
      const a = scene('Business park seen from above: low-rise offices and warehouses around a landscaped court, with a car park');
      const unit = (x: number, y: number) => rect(x, y, 40, 26, C.concrete, 2) + rect(x + 8, y + 6, 24, 14, C.slate, 7);
      let bays = '';
      for (let x = 30; x < 330; x += 42) bays += `M${x} 376v60`;
      return a.add(
        rect(0, 0, 800, 500, C.concrete),
        rect(0, 336, 800, 24, C.asphalt),
        rect(0, 360, 340, 140, C.asphalt),
        line(bays, C.white, 3),
        carTop(40, 384, 34, C.amber, true),
        carTop(124, 390, 34, C.coral, true),
        carTop(250, 384, 34, C.white, true),
        line('M360 348h440', C.white, 3, { 'stroke-dasharray': '18 16' }),
        rect(4, 4, 270, 150, C.ink, 4),
        rect(0, 0, 270, 150, C.slate, 4),
        unit(40, 40) + unit(110, 40),
        rect(530, 4, 270, 154, C.ink, 4),
        rect(526, 0, 270, 150, C.offWhite, 4),
        line('M540 75h240', C.line, 120, { 'stroke-dasharray': '12 12' }),
        rect(300, 20, 200, 296, C.leafLight, 8),
        line('M400 20v296M300 168h200', C.paving, 16),
        rect(370, 138, 60, 60, C.water, 30),
        treeTop(340, 60, 24),
        treeTop(460, 260, 26),
        treeTop(340, 270, 22),
        treeTop(460, 70, 20),
        rect(4, 194, 260, 130, C.ink, 4),
        rect(0, 190, 260, 130, C.inkSoft, 4),
        unit(30, 230) + unit(180, 260),
        rect(540, 194, 260, 130, C.ink, 4),
        rect(536, 190, 260, 130, C.amber, 4),
        unit(580, 220),
        rect(380, 380, 420, 120, C.leafLight),
        treeTop(440, 440, 30),
        treeTop(560, 460, 26),
        treeTop(700, 430, 32),
      );
    },
  },
  {
    file: 'art/project-townhouses.svg',
    build() {
      const a = scene('A row of three-storey terraced townhouses receding along a street in golden late-afternoon light');
      // One-point perspective: the terrace's front lies on a plane running from the left edge to (vx, vy).
      const vx = 620;
      const vy = 300;
      const topAt = (x: number) => 40 + ((vy - 40) * x) / vx;
      const baseAt = (x: number) => 470 - ((470 - vy) * x) / vx;
      const yAt = (x: number, f: number) => baseAt(x) - (baseAt(x) - topAt(x)) * f;
      const quad = (x1: number, x2: number, f1: number, f2: number, fill: string) =>
        path(`M${n(x1)} ${n(yAt(x1, f1))}L${n(x2)} ${n(yAt(x2, f1))}L${n(x2)} ${n(yAt(x2, f2))}L${n(x1)} ${n(yAt(x1, f2))}z`, fill);
      const walls = [C.offWhite, C.amberLight, C.line, C.white, C.goldLow, C.offWhite];
      const edges = [0, 170, 300, 392, 458, 505, 540];
      const out: string[] = [];
      walls.forEach((wall, i) => {
        const x1 = edges[i]!;
        const x2 = edges[i + 1]!;
        const w = x2 - x1;
        out.push(quad(x1, x2, 0, 1, wall));
        out.push(quad(x1, x2, 0.96, 1.04, i % 2 ? C.amberDark : C.inkSoft));
        out.push(quad(x1 + w * 0.12, x1 + w * 0.32, 0, 0.26, C.ink));
        for (const f of [0.38, 0.7]) out.push(quad(x1 + w * 0.12, x1 + w * 0.42, f, f + 0.18, C.inkSoft), quad(x1 + w * 0.55, x1 + w * 0.85, f, f + 0.18, C.inkSoft));
        out.push(quad(x1 + w * 0.55, x1 + w * 0.85, 0.1, 0.26, C.inkSoft));
      });
      return a.add(
        backdrop({ theme: 'afternoon', horizon: vy, sun: { x: 720, y: 250, r: 44, colour: C.offWhite }, skyline: 35, skylineHeight: 80, ground: 'none' }),
        path(`M0 470L${vx} ${vy}L800 ${vy}V500H0z`, C.asphalt),
        path(`M0 470L${vx} ${vy}L${vx + 20} ${vy}L120 500H0z`, C.paving),
        line(`M${vx + 40} ${vy + 6}L520 500`, C.white, 4, { 'stroke-dasharray': '30 24' }),
        ...out,
        path(`M540 ${n(topAt(540))}L${vx} ${vy}V${n(baseAt(540))}z`, C.goldHaze),
        tree(a, 640, 320, 90, C.leaf),
        palm(a, 700, 420, 170, true),
      );
    },
  },
];
