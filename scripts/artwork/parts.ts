// Reusable scene pieces: the backdrop (a sky for each time of day, optional sun and far skyline, a
// Port Harcourt ground), buildings, houses, trees, site props and top-down pieces for aerial views. Every scene is composed from these so the set stays consistent.
import { C } from './palette.ts';
import { Art, attrs, circle, line, n, path, rect } from './svg.ts';

export const W = 800;
export const H = 500;

/** Deterministic pseudo-random numbers so regenerated files are byte-identical. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Time of day: the sky's three bands, the colour of far buildings and whether windows are lit. */
export type Theme = 'morning' | 'midday' | 'afternoon' | 'dusk' | 'night';

interface Sky {
  bands: [string, string, string];
  haze: string;
  lit: boolean;
  /** ink laid over the ground (and far buildings) as the light goes */
  shade: number;
}

const SKIES: Record<Theme, Sky> = {
  morning: { bands: [C.dawnHigh, C.dawnMid, C.dawnLow], haze: C.dawnHaze, lit: false, shade: 0 },
  midday: { bands: [C.noonHigh, C.noonMid, C.noonLow], haze: C.noonHaze, lit: false, shade: 0 },
  afternoon: { bands: [C.goldHigh, C.goldMid, C.goldLow], haze: C.goldHaze, lit: false, shade: 0 },
  dusk: { bands: [C.duskHigh, C.duskMid, C.duskLow], haze: C.ink, lit: true, shade: 0.35 },
  night: { bands: [C.ink, C.ink, C.inkSoft], haze: '#0a1526', lit: true, shade: 0.5 },
};

/** What the subjects stand on: the brand's navy strip, or a Port Harcourt surface. */
export type Ground = 'navy' | 'laterite' | 'asphalt' | 'grass' | 'paved' | 'water' | 'none';

export interface BackdropOptions {
  theme?: Theme;
  /** y of the ground line */
  horizon?: number;
  /** a sun (or, at night, a moon) disc; none unless asked for */
  sun?: { x: number; y: number; r: number; colour?: string };
  /** seed of the far skyline; false (the default) for open land */
  skyline?: number | false;
  /** tallest far building */
  skylineHeight?: number;
  ground?: Ground;
  width?: number;
  height?: number;
  /** an interior: a plain wall instead of sky, and the ground as its floor */
  wall?: string;
}

/** Sky in three flat bands, an optional sun, an optional far skyline and the ground. */
export function backdrop(o: BackdropOptions = {}): string {
  const theme = o.theme ?? 'midday';
  const sky = SKIES[theme];
  const width = o.width ?? W;
  const height = o.height ?? H;
  const horizon = o.horizon ?? 400;
  if (o.wall) return rect(0, 0, width, height, o.wall) + ground(o.ground ?? 'navy', width, height, horizon);
  const [high, mid, low] = sky.bands;
  let out = rect(0, 0, width, horizon, high) + rect(0, horizon * 0.45, width, horizon * 0.55, mid) + rect(0, horizon * 0.76, width, horizon * 0.24, low);
  if (theme === 'night') out += stars(width, horizon * 0.6);
  if (o.sun) out += circle(o.sun.x, o.sun.y, o.sun.r, o.sun.colour ?? C.amberLight);
  if (o.skyline !== undefined && o.skyline !== false) out += skyline(o.skyline, 0, width, horizon, theme, o.skylineHeight);
  return out + ground(o.ground ?? 'navy', width, height, horizon, sky.shade);
}

/** A translucent ink veil: how dusk and night darken a surface. */
export function shade(x: number, y: number, w: number, h: number, opacity: number): string {
  return opacity > 0 ? `<rect${attrs({ x, y, width: w, height: h, fill: C.ink, opacity })}/>` : '';
}

/** The ground from the horizon down: lighter (hazier) far away, darker close up. */
export function ground(kind: Ground, width: number, height: number, horizon: number, dark = 0): string {
  const depth = height - horizon;
  const band = (from: number, colour: string) => rect(0, horizon + depth * from, width, depth * (1 - from), colour);
  let out = '';
  switch (kind) {
    case 'none':
      return '';
    case 'navy':
      return rect(0, horizon, width, depth, C.inkSoft) + rect(0, horizon, width, 6, C.amber) + rect(0, height - 24, width, 24, C.ink);
    case 'laterite':
      out = band(0, C.lateriteLight) + band(0.3, C.laterite) + band(0.75, C.lateriteDark);
      break;
    case 'grass':
      out = band(0, C.leafLight) + band(0.35, C.leaf) + band(0.8, C.leafDark);
      break;
    case 'asphalt':
      out = band(0, C.leafLight) + band(0.2, C.paving) + band(0.3, C.asphalt) + line(`M0 ${n(horizon + depth * 0.65)}h${width}`, C.white, 4, { 'stroke-dasharray': '34 26' });
      break;
    case 'paved': {
      let d = '';
      for (let f = 0.12, step = 0.1; f < 1; f += step, step *= 1.35) d += `M0 ${n(horizon + depth * f)}h${width}`;
      out = band(0, C.paving) + line(d, C.pavingDark, 2);
      break;
    }
    case 'water':
      out = band(0, C.water) + band(0.3, C.waterDeep) + line(`M${n(width * 0.1)} ${n(horizon + depth * 0.5)}h60M${n(width * 0.55)} ${n(horizon + depth * 0.72)}h90M${n(width * 0.3)} ${n(horizon + depth * 0.88)}h50`, C.white, 3, { 'stroke-linecap': 'round', opacity: 0.5 });
      break;
  }
  return out + shade(0, horizon, width, depth, dark);
}

/** Stars: a scatter of round dots in the upper sky. */
export function stars(width: number, maxY: number, seed = 7): string {
  const rnd = random(seed);
  let d = '';
  for (let i = 0; i < 18; i++) d += `M${Math.round(rnd() * width)} ${Math.round(rnd() * maxY)}h0`;
  return line(d, C.white, 3, { 'stroke-linecap': 'round', opacity: 0.7 });
}

/** The y on which subjects stand: just inside the amber ground line. */
export const GROUND = 404;

/** A row of far buildings standing on the horizon; lit windows at dusk and night. */
export function skyline(seed: number, from: number, to: number, base: number, theme: Theme, maxHeight = 170): string {
  const rnd = random(seed);
  const { lit, haze } = SKIES[theme];
  let d = '';
  let windows = '';
  for (let x = from - rnd() * 30; x < to; ) {
    const w = 36 + Math.round(rnd() * 50);
    const h = 50 + Math.round(rnd() * (maxHeight - 50));
    const top = base - h;
    d += `M${n(x)} ${base}V${top}h${w}V${base}z`;
    const kind = rnd();
    if (kind > 0.78) d += `M${n(x + w / 2 - 1.5)} ${top}v-${Math.round(18 + rnd() * 20)}h3V${top}z`;
    else if (kind > 0.58) d += `M${n(x + 6)} ${top}v-12h${w - 12}v12z`;
    if (lit) {
      for (let y = top + 14; y < base - 10; y += 16) {
        if (rnd() > 0.55) windows += `M${n(x + 8)} ${y}h${w - 16}`;
      }
    }
    x += w + Math.round(rnd() * 10) - 2;
  }
  let out = path(d, haze);
  if (windows) out += line(windows, C.amberLight, 4, { 'stroke-dasharray': '5 7', opacity: 0.55 });
  return out;
}

/** A site floodlight: mast, lamp head and a pale cone of light down to the ground. */
export function floodlight(x: number, base: number, height: number, reach: number, dir: 1 | -1 = 1): string {
  const top = base - height;
  const far = x + dir * reach;
  return (
    path(`M${x} ${top + 8}L${n(far - dir * reach * 0.35)} ${base}H${n(far + dir * reach * 0.25)}z`, C.amberLight, { opacity: 0.22 }) +
    rect(x - 3, top, 6, height, C.slate) +
    rect(x - 16, top - 10, 32, 14, C.slate, 2) +
    rect(x - 12, top - 6, 24, 7, C.amberLight, 2)
  );
}

/** A long evening shadow lying on the ground beside a subject (sun low on the opposite side). */
export function longShadow(x: number, base: number, w: number, length: number, depth = 16, opacity = 0.22): string {
  return path(`M${n(x)} ${n(base)}h${n(w)}l${n(length)} ${n(depth)}h${n(-w)}z`, C.ink, { opacity });
}

/** A pitched roof seen from above: two slopes in light and shadow and a ridge. */
export function roofTop(x: number, y: number, w: number, h: number, light: string, dark: string): string {
  return rect(x + 4, y + 4, w, h, C.ink, 2) + rect(x, y, w, h, light, 2) + rect(x, y + h / 2, w, h / 2, dark, 2);
}

/** A tree crown seen from above. */
export function treeTop(x: number, y: number, r: number): string {
  return circle(x + 3, y + 3, r, C.leafDark) + circle(x, y, r, C.leaf) + circle(x - r * 0.3, y - r * 0.3, r * 0.45, C.leafLight);
}

/** A car seen from above, `w` long, facing right (or down when `vertical`). */
export function carTop(x: number, y: number, w: number, colour: string, vertical = false): string {
  const h = w * 0.5;
  const [bw, bh] = vertical ? [h, w] : [w, h];
  const glass = vertical ? rect(x + 3, y + w * 0.22, h - 6, w * 0.22, C.ink, 2) : rect(x + w * 0.56, y + 3, w * 0.22, h - 6, C.ink, 2);
  return rect(x, y, bw, bh, colour, 5) + glass;
}

export interface TowerOptions {
  fill?: string;
  windows?: string;
  cols?: number;
  rowHeight?: number;
  windowWidth?: number;
  windowHeight?: number;
  pad?: number;
  top?: 'flat' | 'crown' | 'antenna' | 'step';
}

/** A building block with a grid of windows (each row is one dashed stroke, which keeps files small). */
export function tower(x: number, base: number, w: number, h: number, o: TowerOptions = {}): string {
  const fill = o.fill ?? C.inkSoft;
  const win = o.windows ?? C.amberLight;
  const cols = o.cols ?? Math.max(2, Math.round(w / 22));
  const pad = o.pad ?? 10;
  const ww = o.windowWidth ?? 10;
  const wh = o.windowHeight ?? 12;
  const rowH = o.rowHeight ?? 24;
  const top = base - h;
  let out = rect(x, top, w, h, fill);
  if (o.top === 'crown') out += rect(x - 4, top - 10, w + 8, 12, fill);
  if (o.top === 'antenna') out += rect(x + w / 2 - 2, top - 34, 4, 34, fill);
  if (o.top === 'step') out += rect(x + w * 0.2, top - 18, w * 0.6, 18, fill);
  const inner = w - pad * 2;
  const gap = cols > 1 ? (inner - cols * ww) / (cols - 1) : 0;
  let d = '';
  for (let y = top + pad + wh / 2; y + wh / 2 < base - 16; y += rowH) d += `M${n(x + pad)} ${n(y)}h${n(inner)}`;
  if (d) out += line(d, win, wh, { 'stroke-dasharray': `${n(ww)} ${n(gap)}` });
  return out;
}

export interface HouseOptions {
  wall?: string;
  roof?: string;
  trim?: string;
  roofHeight?: number;
  flatRoof?: boolean;
}

/** A house: wall, pitched (or flat) roof, door and windows. */
export function house(x: number, base: number, w: number, h: number, o: HouseOptions = {}): string {
  const wall = o.wall ?? C.offWhite;
  const roof = o.roof ?? C.amberDark;
  const trim = o.trim ?? C.inkSoft;
  const rh = o.roofHeight ?? w * 0.42;
  const top = base - h;
  let out = rect(x, top, w, h, wall);
  out += o.flatRoof ? rect(x - 6, top - 8, w + 12, 10, roof) : path(`M${n(x - 8)} ${top}L${n(x + w / 2)} ${n(top - rh)}L${n(x + w + 8)} ${top}z`, roof);
  const doorW = Math.min(22, w * 0.22);
  out += rect(x + w * 0.18, base - h * 0.5, doorW, h * 0.5, trim);
  out += rect(x + w * 0.55, top + h * 0.22, w * 0.28, h * 0.28, trim);
  return out;
}

/** Icon-based greenery: palms read as Port Harcourt, round trees for parks and estates. */
export function palm(art: Art, x: number, base: number, height: number, flip = false): string {
  return art.place('mdi:palm-tree', { x, base, height, colour: C.leaf, flip, shadow: false });
}

export function tree(art: Art, x: number, base: number, height: number, colour: string = C.leafLight): string {
  return art.place('mdi:tree', { x, base, height, colour, shadow: false });
}

export function cone(art: Art, x: number, base: number, height: number): string {
  return art.place('mdi:traffic-cone', { x, base, height, colour: C.amber, shadow: false });
}

/** A stylised cloud made of overlapping rounded bars. */
export function cloud(x: number, y: number, w: number, colour: string = C.white): string {
  return rect(x, y, w, 16, colour, 8) + rect(x + w * 0.2, y - 12, w * 0.45, 16, colour, 8);
}

/** A heap of earth, sand or gravel. */
export function pile(x: number, base: number, w: number, h: number, colour: string = C.amberDark): string {
  return path(`M${n(x)} ${base}C${n(x + w * 0.25)} ${n(base - h * 1.2)} ${n(x + w * 0.6)} ${n(base - h * 1.4)} ${n(x + w)} ${base}z`, colour);
}

/** Three short arcs showing vibration or motion, opening towards `dir`. */
export function vibes(x: number, y: number, size: number, colour: string = C.amberLight, dir: 1 | -1 = 1): string {
  let d = '';
  for (let i = 0; i < 3; i++) {
    const r = size * (0.45 + i * 0.35);
    d += `M${n(x + dir * i * size * 0.3)} ${n(y - r)}a${n(r)} ${n(r)} 0 0 ${dir === 1 ? 1 : 0} 0 ${n(r * 2)}`;
  }
  return line(d, colour, Math.max(3, size / 7), { 'stroke-linecap': 'round' });
}

/** A striped shop awning. */
export function awning(x: number, y: number, w: number, h: number, stripe: string = C.amber): string {
  const s = w / Math.round(w / 18);
  return rect(x, y, w, h, C.white) + line(`M${n(x + s / 2)} ${n(y + h / 2)}h${n(w - s / 2)}`, stripe, h, { 'stroke-dasharray': `${n(s)} ${n(s)}` });
}

/** A pool of water with two highlight ripples. */
export function pool(x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h, C.water, 4) + line(`M${n(x + w * 0.15)} ${n(y + h * 0.35)}h${n(w * 0.25)}M${n(x + w * 0.55)} ${n(y + h * 0.65)}h${n(w * 0.3)}`, C.white, 3, { 'stroke-linecap': 'round', opacity: 0.7 });
}

/**
 * A lattice tower crane: mast centred on x, jib to the right, counter-jib to the left, a load
 * hanging from the trolley at `hookAt` (0..1 along the jib) down to `hookY`.
 */
export function towerCrane(x: number, base: number, height: number, jib: number, counter: number, colour: string, hookAt = 0.7, hookY = base - height * 0.45): string {
  const top = base - height;
  const half = 11;
  let zig = '';
  for (let y = base; y > top + 24; y -= 24) zig += `M${x - half} ${y}L${x + half} ${y - 12}L${x - half} ${y - 24}`;
  const chord = 14;
  let jz = `M${x + half} ${top}`;
  for (let i = x + half, up = true; i < x + jib; i += 14, up = !up) jz += `L${n(Math.min(i + 14, x + jib))} ${up ? top - chord : top}`;
  for (let i = x - half, up = true; i > x - counter; i -= 14, up = !up) jz += (i === x - half ? `M${i} ${top}` : '') + `L${n(Math.max(i - 14, x - counter))} ${up ? top - chord : top}`;
  const trolley = x + jib * hookAt;
  let out = rect(x - half - 3, top, 6, height, colour) + rect(x + half - 3, top, 6, height, colour);
  out += line(zig, colour, 3);
  out += rect(x - counter, top - 3, counter + jib, 6, colour) + rect(x - counter + 10, top - chord - 2, counter + jib - 10, 4, colour);
  out += line(jz, colour, 2.5);
  out += path(`M${x - half} ${top - chord}L${x} ${top - 60}L${x + half} ${top - chord}z`, colour);
  out += line(`M${x} ${top - 58}L${n(x + jib * 0.62)} ${top - chord}M${x} ${top - 58}L${x - counter + 8} ${top - chord}`, colour, 2);
  out += rect(x - counter + 4, top + 3, 30, 26, C.slate) + rect(x + half, top + 3, 24, 20, colour) + rect(x + half + 10, top + 7, 10, 10, C.ink);
  out += rect(trolley - 8, top + 3, 16, 6, colour) + line(`M${n(trolley)} ${top + 9}V${n(hookY)}`, colour, 2);
  out += rect(trolley - 6, hookY, 12, 10, colour);
  return out;
}

/**
 * A concrete frame under construction: finished (clad) floors at the bottom, open slabs and
 * columns above, scaffold on the front.
 */
export function frame(x: number, base: number, w: number, floors: number, clad: number, floorH = 40): string {
  const top = base - floors * floorH;
  let out = tower(x, base, w, clad * floorH, { fill: C.inkSoft, rowHeight: 20 });
  const cols = [x, x + w / 2 - 5, x + w - 10];
  let d = '';
  for (const cx of cols) d += `M${n(cx)} ${n(base - clad * floorH)}V${top}h10V${n(base - clad * floorH)}z`;
  for (let i = clad; i <= floors; i++) d += `M${n(x - 8)} ${n(base - i * floorH)}h${n(w + 16)}v8h${n(-(w + 16))}z`;
  out += path(d, C.line);
  let s = '';
  for (let i = clad; i < floors; i++) s += `M${n(x - 14)} ${n(base - i * floorH - floorH / 2)}h${n(w + 28)}`;
  for (let sx = x - 14; sx <= x + w + 14; sx += (w + 28) / 4) s += `M${n(sx)} ${n(base - clad * floorH)}V${n(top + floorH)}`;
  out += line(s, C.amberDark, 3);
  return out;
}

/** A person seen from the chest up: shoulders, head and an amber hard hat (icon). */
export function person(art: Art, x: number, base: number, height: number, colour: string): string {
  const w = height * 0.8;
  const head = height * 0.2;
  const cx = x + w / 2;
  const headY = base - height * 0.52;
  return (
    path(`M${n(x)} ${base}v${n(-height * 0.14)}q0-${n(height * 0.26)} ${n(w * 0.3)}-${n(height * 0.26)}h${n(w * 0.4)}q${n(w * 0.3)} 0 ${n(w * 0.3)} ${n(height * 0.26)}v${n(height * 0.14)}z`, colour) +
    circle(cx, headY, head, colour) +
    art.place('mdi:hard-hat', { x: cx - head * 1.3, base: headY + head * 0.1, width: head * 2.6, colour: C.amber, shadow: false })
  );
}

/** A paint tin with its lid, wire handle, a label band and a drip in the paint colour. */
export function paintTin(x: number, base: number, w: number, paint: string): string {
  const h = w * 0.95;
  const top = base - h;
  const off = Math.max(2, w / 40);
  return (
    line(`M${n(x + w * 0.08)} ${n(top)}C${n(x + w * 0.1)} ${n(top - w * 0.55)} ${n(x + w * 0.9)} ${n(top - w * 0.55)} ${n(x + w * 0.92)} ${n(top)}`, C.slate, Math.max(3, w / 30)) +
    rect(x + off, top + off, w, h, C.ink, 4) +
    rect(x, top, w, h, C.white, 4) +
    rect(x, top + h * 0.35, w, h * 0.4, paint) +
    rect(x - w * 0.04, top - w * 0.06, w * 1.08, w * 0.1, C.slate, 3) +
    rect(x + w * 0.18, top, w * 0.1, h * 0.42, paint, w * 0.05) +
    rect(x + w * 0.62, top, w * 0.08, h * 0.22, paint, w * 0.04)
  );
}

/** A blank 800×500 scene with its accessible title. */
export const scene = (title: string) => new Art(W, H, title);

/** Placement of an amber subject (machines, vehicles): the brand colour on every equipment picture. */
export const amber = (x: number, width: number, o: { flip?: boolean; base?: number } = {}) => ({ x, width, base: o.base ?? GROUND, colour: C.amber, flip: o.flip });

/** Fine gravel: rows of short dashes. */
export function gravel(x: number, y: number, w: number, h: number, colour: string, gap = 14): string {
  let d = '';
  for (let r = 0, yy = y + 6; yy < y + h; r++, yy += gap) d += `M${n(x + (r % 2) * 7)} ${n(yy)}h${n(w - 7)}`;
  return line(d, colour, 3, { 'stroke-dasharray': '3 11' });
}

/** A distant row of palms standing on the horizon (small, in one flat colour). */
export function palmRow(art: Art, xs: number[], base: number, height: number, colour: string = C.leaf): string {
  return xs.map((x, i) => art.place('mdi:palm-tree', { x, base, height: height * (0.8 + (i % 3) * 0.15), colour, flip: i % 2 === 1, shadow: false })).join('');
}
