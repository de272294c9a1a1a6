// The company's printed documents (a quote, a brochure) share one typesetting: A4 in the brand's colours and face
// (Archivo from the built assets, embedded as the subset a document uses; without a build, the standard Helvetica
// with ₦ written as NGN), text in runs of whichever face draws each character, and words wrapped to a width.
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { QuoteFontFace } from '../../web/shared/quotes.ts';
import type { AssetStore } from '../render/assets.ts';

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const INK = rgb(0x0f / 255, 0x1e / 255, 0x33 / 255);
export const BODY = rgb(0x33 / 255, 0x41 / 255, 0x55 / 255);
export const MUTED = rgb(0x64 / 255, 0x74 / 255, 0x8b / 255);
export const AMBER = rgb(0xf5 / 255, 0x9e / 255, 0x0b / 255);
export const AMBER_DARK = rgb(0xb4 / 255, 0x53 / 255, 0x09 / 255);
export const RULE = rgb(0xe2 / 255, 0xe8 / 255, 0xf0 / 255);
export const SURFACE = rgb(0xf8 / 255, 0xf7 / 255, 0xf4 / 255);
export const WHITE = rgb(1, 1, 1);

/** One weight: the Latin face first, then the faces that draw what it lacks (₦, ọ). */
export interface Face {
  fonts: { font: PDFFont; has: (codePoint: number) => boolean }[];
}

/** The Archivo faces from the built assets, or Helvetica when the build has none. */
export async function embedFaces(doc: PDFDocument, assets: AssetStore): Promise<{ regular: Face; bold: Face; clean: (s: string) => string }> {
  const names = assets.manifest.quoteFonts;
  const bytes = (face: QuoteFontFace) => (names ? assets.get(names[face])?.raw : undefined);
  const files = {
    regular: [bytes('regular'), bytes('regularExt'), bytes('regularViet')],
    bold: [bytes('bold'), bytes('boldExt'), bytes('boldViet')],
  };
  if (![...files.regular, ...files.bold].every(Boolean)) {
    const [r, b] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    const winAnsi = (s: string) => s.replaceAll('₦', 'NGN ').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e\xa0-\xff‘’“”–—…•€]/g, '?');
    return { regular: { fonts: [{ font: r, has: () => true }] }, bold: { fonts: [{ font: b, has: () => true }] }, clean: winAnsi };
  }
  doc.registerFontkit(fontkit);
  const face = async (list: (Uint8Array | undefined)[]): Promise<Face> => ({
    fonts: await Promise.all(
      (list as Uint8Array[]).map(async (data) => {
        const glyphs = fontkit.create(Buffer.from(data));
        return { font: await doc.embedFont(data, { subset: true }), has: (cp: number) => glyphs.hasGlyphForCodePoint(cp) };
      }),
    ),
  });
  // Precomposed where a face has the letter (ọ), so a name typed with combining marks still finds its glyph.
  return { regular: await face(files.regular), bold: await face(files.bold), clean: (s) => s.normalize('NFC') };
}

/** A text in runs of one font each: the first face that draws each character. */
function runs(face: Face, text: string): { font: PDFFont; text: string }[] {
  const out: { font: PDFFont; text: string }[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    const font = (face.fonts.find((f) => f.has(cp)) ?? face.fonts[0]).font;
    const last = out.at(-1);
    if (last && last.font === font) last.text += char;
    else out.push({ font, text: char });
  }
  return out;
}

export const widthOf = (face: Face, text: string, size: number) => runs(face, text).reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);

export function draw(page: PDFPage, face: Face, text: string, x: number, y: number, size: number, color = BODY) {
  let at = x;
  for (const run of runs(face, text)) {
    page.drawText(run.text, { x: at, y, size, font: run.font, color });
    at += run.font.widthOfTextAtSize(run.text, size);
  }
}

export const drawRight = (page: PDFPage, face: Face, text: string, right: number, y: number, size: number, color = BODY) =>
  draw(page, face, text, right - widthOf(face, text, size), y, size, color);

/** Words broken into lines no wider than `width`; a word longer than a line is cut. */
export function wrap(face: Face, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let w = word;
      while (widthOf(face, w, size) > width) {
        let cut = w.length - 1;
        while (cut > 1 && widthOf(face, w.slice(0, cut), size) > width) cut--;
        if (line) lines.push(line);
        lines.push(w.slice(0, cut));
        line = '';
        w = w.slice(cut);
      }
      const next = line ? `${line} ${w}` : w;
      if (widthOf(face, next, size) > width && line) {
        lines.push(line);
        line = w;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}
