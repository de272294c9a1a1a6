// The headings' face (docs/decisions/012-display-face.md), made by the build: Archivo from the npm registry, cut to
// one width and the heading weights, subset to the glyphs headings use, with fallback faces sized to match it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createFontStack } from '@capsizecss/core';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import type { QuoteFontFace } from '../web/shared/quotes.ts';

export const DISPLAY_FAMILY = 'Archivo';
/** The variable font with both axes; instanced below, so the browser gets one width and a 600-800 weight range. */
const SOURCE = '@fontsource-variable/archivo/files/archivo-latin-wdth-normal.woff2';
/** Semi-condensed: headings hold a line longer on a phone and read as signage rather than as an app's UI. */
const WIDTH = 85;
const WEIGHTS = { min: 600, max: 800 };
/** Kerning and ligatures, and tabular figures for the counters; the other features would cost 2 KB for nothing. */
const FEATURES = ['kern', 'liga', 'calt', 'tnum'];
/** The weight most headings use: the fallbacks are sized against it. */
const FALLBACK_MATCH_WEIGHT = 700;

/**
 * Printable ASCII and the punctuation the content uses in headings. A character outside this (₦, an accented
 * name) is drawn by the fallback face, which is sized to match: nothing is missing, it is only plainer.
 */
export const DISPLAY_GLYPHS = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')}‘’“”–—…·•×°©®`;

/**
 * Bold faces most phones and computers have, each sized to match while the face loads: Arial Bold (Windows, macOS,
 * iOS) and Roboto Bold (Android) with their metrics from @capsizecss/metrics 4.3.0 (a 170 MB package, so the numbers
 * are kept here), DejaVu Sans Bold (Linux, headless Chromium) read from its file with @capsizecss/unpack.
 */
const FALLBACKS = [
  { familyName: 'Arial', fullName: 'Arial Bold', postscriptName: 'Arial-BoldMT', ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 983 },
  { familyName: 'Roboto', fullName: 'Roboto Bold', postscriptName: 'Roboto-Bold', ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 926 },
  { familyName: 'DejaVu Sans', fullName: 'DejaVu Sans Bold', postscriptName: 'DejaVuSans-Bold', ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1176 },
];

export interface DisplayFont {
  /** The woff2 file's bytes. */
  file: Uint8Array;
  /** @font-face rules for the face (at `url`) and its fallbacks, and the font-family value that uses them. */
  css: (url: string) => string;
}

export async function buildDisplayFont(): Promise<DisplayFont> {
  const source = await readFile(createRequire(import.meta.url).resolve(SOURCE));
  const instance = (wght: number | typeof WEIGHTS) =>
    subsetFont(source, DISPLAY_GLYPHS, { targetFormat: 'woff2', variationAxes: { wght, wdth: WIDTH }, keepFeatures: FEATURES });
  const [file, matchWeight] = await Promise.all([instance(WEIGHTS), instance(FALLBACK_MATCH_WEIGHT)]);
  const metrics = { ...(await fromBuffer(Buffer.from(matchWeight))), familyName: DISPLAY_FAMILY };
  const stack = createFontStack([metrics, ...FALLBACKS], { fontFaceProperties: { fontWeight: `${WEIGHTS.min} ${WEIGHTS.max}` } });
  return {
    file,
    css: (url) =>
      `@font-face{font-family:"${DISPLAY_FAMILY}";src:url(${url}) format("woff2");font-weight:${WEIGHTS.min} ${WEIGHTS.max};font-display:swap;unicode-range:${unicodeRange(DISPLAY_GLYPHS)}}` +
      minify(stack.fontFaces) +
      `:root{--font-display:${stack.fontFamily},system-ui,sans-serif;--font-display-fallback:${stack.fontFamily.split(',').slice(1).join(',')},system-ui,sans-serif}`,
  };
}

/** The unicode-range of a set of characters: the browser fetches the face only for text it can draw. */
export function unicodeRange(chars: string): string {
  const points = [...new Set([...chars].map((c) => c.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j++;
    const hex = (n: number) => n.toString(16).toUpperCase();
    ranges.push(i === j ? `U+${hex(points[i])}` : `U+${hex(points[i])}-${hex(points[j])}`);
    i = j + 1;
  }
  return ranges.join(',');
}

// Line breaks only: the fallbacks' family names contain ": ", which must stay as the font-family list spells them.
const minify = (css: string) => css.replace(/\s*\n\s*/g, '');

/** The quotes' PDF faces: static TrueType instances (a PDF embeds no variable font), at the width headings use. */

/**
 * Archivo at 400 and 700, as TrueType: the Latin file, the Latin Extended one (₦, ṣ) and the Vietnamese one (the
 * dotted vowels of Yoruba and Igbo names: ọ, ẹ, ị, ụ), kept whole so any client's name is drawn; the PDF embeds only
 * the glyphs a quote uses.
 */
export async function buildQuoteFonts(): Promise<Record<QuoteFontFace, Uint8Array>> {
  const file = (subset: string) => readFile(createRequire(import.meta.url).resolve(`@fontsource-variable/archivo/files/archivo-${subset}-wdth-normal.woff2`));
  const [latin, ext, viet] = await Promise.all([file('latin'), file('latin-ext'), file('vietnamese')]);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
  const chars = `${range(0x20, 0x24f)}${range(0x300, 0x36f)}${range(0x1e00, 0x1eff)}‘’“”–—…·•×°©®₦€£`;
  const instance = (source: Buffer, wght: number) => subsetFont(source, chars, { targetFormat: 'truetype', variationAxes: { wght, wdth: WIDTH } });
  const [regular, bold, regularExt, boldExt, regularViet, boldViet] = await Promise.all(
    [latin, ext, viet].flatMap((source) => [instance(source, 400), instance(source, 700)]),
  );
  return { regular, bold, regularExt, boldExt, regularViet, boldViet };
}
