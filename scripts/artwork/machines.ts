// Our own drawings of machines and tools that no icon set has (concrete mixer, mobile crane,
// rollers, compactors, vibrator, drill, breaker, drum mixer, paint drum). They follow the icon
// language: one body colour (currentColor) with ink cut-outs, so each can take the same amber
// body and ink offset shadow as the icon subjects.
import { defineDrawing } from './icons.ts';
import { C } from './palette.ts';
import { n } from './svg.ts';

const INK = C.ink;
const body = (d: string) => `<path d="${d}" fill="currentColor"/>`;
const ink = (d: string) => `<path d="${d}" fill="${INK}"/>`;
const inkLine = (d: string, w: number) => `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${w}" stroke-linecap="round"/>`;
const bodyLine = (d: string, w: number) => `<path d="${d}" fill="none" stroke="currentColor" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A wheel: body-coloured tyre, ink ring, body hub. */
function wheel(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="currentColor"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.55)}" fill="${INK}"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.22)}" fill="currentColor"/>`;
}

/** A straight bar of thickness t from (x1,y1) to (x2,y2), optionally tapering to t2. */
function bar(x1: number, y1: number, x2: number, y2: number, t: number, t2 = t): string {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const nx = -(y2 - y1) / len;
  const ny = (x2 - x1) / len;
  const p = (x: number, y: number, h: number, s: number) => `${n(x + nx * h * s)} ${n(y + ny * h * s)}`;
  return `M${p(x1, y1, t / 2, 1)}L${p(x2, y2, t2 / 2, 1)}L${p(x2, y2, t2 / 2, -1)}L${p(x1, y1, t / 2, -1)}z`;
}

/** Diagonal ink stripes across a drum (ellipse centred at cx, cy, before rotation). */
function drumStripes(cx: number, cy: number, rx: number, ry: number, xs: number[], w: number): string {
  let d = '';
  for (const x of xs) {
    const h = ry * Math.sqrt(Math.max(0, 1 - ((x - cx) / rx) ** 2)) - 3;
    d += `M${n(x - 5)} ${n(cy - h)}L${n(x + 5)} ${n(cy + h)}`;
  }
  return inkLine(d, w);
}

export const concreteMixerTruck = defineDrawing(
  'mixer-truck',
  164,
  92,
  body('M6 62h150v9H6z') +
    body('M126 71V34q0-4 4-4h14l14 17v24z') +
    ink('M131 36h12l9 11h-21z') +
    `<g transform="rotate(-12 68 38)"><ellipse cx="68" cy="38" rx="54" ry="23" fill="currentColor"/>${drumStripes(68, 38, 54, 23, [38, 60, 82, 102], 4)}</g>` +
    body('M8 40l-6 16h8l8-12z') +
    body('M42 62l10-18h10l-4 18zM104 62V36h12v26z') +
    wheel(30, 78, 13) +
    wheel(58, 78, 13) +
    wheel(142, 78, 13),
);

export const mobileCrane = defineDrawing(
  'mobile-crane',
  210,
  124,
  body('M8 90h184v11H8z') +
    body('M4 101h6v14h6v5H0v-5h4zM188 101h6v14h6v5h-16v-5h4z') +
    body('M170 90V64q0-4 4-4h12l12 15v15z') +
    ink('M174 65h10l8 10h-18z') +
    body('M24 68h28v22H24zM48 90V72h64v18z') +
    body('M108 90V58q0-3 3-3h10l8 11v24z') +
    ink('M112 60h8l6 8h-14z') +
    body(bar(66, 76, 190, 10, 14, 7)) +
    inkLine('M114 52l3 5M150 32l3 5', 3) +
    body(bar(92, 88, 112, 54, 7)) +
    bodyLine('M190 12V30', 1.6) +
    body('M185 28h10v9h-10z') +
    bodyLine('M190 37L176 47M190 37L204 47', 1.6) +
    ink('M170 47h40v6h-40z') +
    wheel(30, 108, 11) +
    wheel(54, 108, 11) +
    wheel(78, 108, 11) +
    wheel(150, 108, 11) +
    wheel(174, 108, 11),
);

export const vibratingRoller = defineDrawing(
  'vibrating-roller',
  150,
  112,
  `<circle cx="36" cy="76" r="34" fill="currentColor"/><circle cx="36" cy="76" r="25" fill="${INK}"/><circle cx="36" cy="76" r="9" fill="currentColor"/>` +
    body('M4 44q0-6 6-6h56v10H14v10H4z') +
    body(bar(36, 76, 56, 44, 10)) +
    body('M62 48h80q6 0 6 6v30H62z') +
    inkLine('M110 58h28M110 66h28M110 74h28', 3) +
    body('M72 48V10h6v38zM104 48V10h6v38zM64 4h52v9H64z') +
    ink('M84 48V34h12v14zM80 30h14v4H80z') +
    wheel(118, 88, 22),
);

export const plateCompactor = defineDrawing(
  'plate-compactor',
  130,
  100,
  body('M2 98q0-10 10-10h76v10z') +
    body('M18 88v-6h56v6z') +
    body('M20 82V54q0-4 4-4h42q4 0 4 4v28z') +
    body('M28 50v-9h28v9z') +
    ink('M52 66m-7 0a7 7 0 1 0 14 0a7 7 0 1 0-14 0z') +
    inkLine('M27 62h12M27 70h12', 3) +
    body(bar(64, 78, 118, 14, 7)) +
    body(bar(106, 6, 128, 24, 8)),
);

export const rammerCompactor = defineDrawing(
  'rammer-compactor',
  96,
  150,
  `<g transform="rotate(-8 34 148)">` +
    body('M8 148v-8q0-4 4-4h44q4 0 4 4v8z') +
    body('M22 136V96h26v40z') +
    inkLine('M25 105h20M25 114h20M25 123h20', 3) +
    body('M18 98V78h34v20z') +
    body('M6 78V48q0-4 4-4h46q4 0 4 4v30z') +
    body('M12 44V32h34v12z') +
    ink('M44 62m-7 0a7 7 0 1 0 14 0a7 7 0 1 0-14 0z') +
    inkLine('M14 56h14M14 64h14', 3) +
    bodyLine('M56 70L86 26L72 14L50 40', 7) +
    `</g>`,
);

export const concreteVibrator = defineDrawing(
  'concrete-vibrator',
  160,
  92,
  body('M4 88h66v4H4z') +
    bodyLine('M10 86V36h54v50', 5) +
    body('M16 84V48q0-4 4-4h34q4 0 4 4v36z') +
    body('M24 44v-8h20v8z') +
    ink('M44 62m-7 0a7 7 0 1 0 14 0a7 7 0 1 0-14 0z') +
    inkLine('M22 56h10M22 64h10M22 72h10', 3) +
    bodyLine('M60 70C96 70 100 26 128 28C148 30 148 48 146 60', 5) +
    bodyLine('M146 62V86', 10),
);

export const powerDrill = defineDrawing(
  'drill',
  124,
  92,
  body('M22 8h56q8 0 8 8v16q0 8-8 8H22q-8 0-8-8V16q0-8 8-8z') +
    body('M86 14h10v20H86z') +
    body('M96 21h26v6H96z') +
    body('M30 40h24l-6 30H26z') +
    body('M18 70h42q4 0 4 4v12q0 4-4 4H18q-4 0-4-4V74q0-4 4-4z') +
    ink('M56 42h6v12h-6z') +
    inkLine('M24 16v16M32 16v16M40 16v16', 3),
);

export const breaker = defineDrawing(
  'breaker',
  72,
  132,
  body('M8 4h56q6 0 6 6t-6 6H8q-6 0-6-6t6-6z') +
    body('M20 16h32q4 0 4 4v56q0 4-4 4H20q-4 0-4-4V20q0-4 4-4z') +
    inkLine('M26 30h20M26 40h20M26 50h20', 3) +
    body('M26 80h20v18H26z') +
    body('M32 98h8v24l-4 8l-4-8z'),
);

export const drumMixer = defineDrawing(
  'drum-mixer',
  124,
  104,
  body('M34 70l-18 32h9l17-28zM80 72l12 22h6L86 70z') +
    `<circle cx="96" cy="92" r="10" fill="currentColor"/><circle cx="96" cy="92" r="4" fill="${INK}"/>` +
    body('M10 56h24v18H10z') +
    `<g transform="rotate(-32 60 44)"><ellipse cx="60" cy="44" rx="40" ry="30" fill="currentColor"/>${drumStripes(60, 44, 40, 30, [40, 58, 76], 4)}<ellipse cx="98" cy="44" rx="6" ry="17" fill="${INK}"/></g>`,
);

export const paintDrum = defineDrawing(
  'paint-drum',
  40,
  56,
  body('M2 4q0-4 4-4h28q4 0 4 4v48q0 4-4 4H6q-4 0-4-4z') + inkLine('M3 14h34M3 42h34', 3) + ink('M8 20h24v16H8z'),
);
