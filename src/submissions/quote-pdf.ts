// A quote as an A4 PDF (docs/product.md § Quotes), drawn with pdf-lib in the brand's face (Archivo, embedded as the
// subset a quote uses: the file stays a few tens of KB). Built from the source without `npm run build` there are no
// font files: the standard Helvetica is used then, with ₦ written as NGN.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { dayMonthYear, formatNairaKobo, longDate, type QuoteFontFace } from '../../web/shared/quotes.ts';
import type { AssetStore } from '../render/assets.ts';
import { companyOf, itemsOf, type QuoteRow } from './quotes.ts';

export interface QuoteClient {
  name: string;
  email: string;
  phone: string | null;
  reference: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0x0f / 255, 0x1e / 255, 0x33 / 255);
const BODY = rgb(0x33 / 255, 0x41 / 255, 0x55 / 255);
const MUTED = rgb(0x64 / 255, 0x74 / 255, 0x8b / 255);
const AMBER = rgb(0xf5 / 255, 0x9e / 255, 0x0b / 255);
const AMBER_DARK = rgb(0xb4 / 255, 0x53 / 255, 0x09 / 255);
const RULE = rgb(0xe2 / 255, 0xe8 / 255, 0xf0 / 255);
const SURFACE = rgb(0xf8 / 255, 0xf7 / 255, 0xf4 / 255);
const WHITE = rgb(1, 1, 1);

/** One weight: the Latin face first, then the faces that draw what it lacks (₦, ọ). */
interface Face {
  fonts: { font: PDFFont; has: (codePoint: number) => boolean }[];
}

/** The Archivo faces from the built assets, or Helvetica when the build has none. */
async function embedFaces(doc: PDFDocument, assets: AssetStore): Promise<{ regular: Face; bold: Face; clean: (s: string) => string }> {
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

const widthOf = (face: Face, text: string, size: number) => runs(face, text).reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);

function draw(page: PDFPage, face: Face, text: string, x: number, y: number, size: number, color = BODY) {
  let at = x;
  for (const run of runs(face, text)) {
    page.drawText(run.text, { x: at, y, size, font: run.font, color });
    at += run.font.widthOfTextAtSize(run.text, size);
  }
}

const drawRight = (page: PDFPage, face: Face, text: string, right: number, y: number, size: number, color = BODY) =>
  draw(page, face, text, right - widthOf(face, text, size), y, size, color);

/** Words broken into lines no wider than `width`; a word longer than a line is cut. */
function wrap(face: Face, text: string, size: number, width: number): string[] {
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

const quantityText = (n: number) => n.toLocaleString('en-NG', { maximumFractionDigits: 3 });

/** The quote as a PDF file. */
export async function quotePdf(row: QuoteRow, client: QuoteClient, assets: AssetStore): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const company = companyOf(row);
  doc.setTitle(`Quote ${row.number} — ${company.name}`);
  doc.setAuthor(company.name);
  doc.setSubject(`Quote for ${client.name}`);
  doc.setCreator(company.name);
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-NG');
  doc.setCreationDate(new Date(row.createdAt));
  const { regular, bold, clean } = await embedFaces(doc, assets);
  const c = (s: string) => clean(s);
  const right = A4.width - MARGIN;
  const pages: PDFPage[] = [];

  const newPage = () => {
    const page = doc.addPage([A4.width, A4.height]);
    pages.push(page);
    return page;
  };

  // The masthead: the company on the ink band, the quote's number on the right, an amber rule under it.
  let page = newPage();
  page.drawRectangle({ x: 0, y: A4.height - 118, width: A4.width, height: 118, color: INK });
  page.drawRectangle({ x: 0, y: A4.height - 124, width: A4.width, height: 6, color: AMBER });
  draw(page, bold, c(company.name), MARGIN, A4.height - 60, 24, WHITE);
  const contact = [company.phone, company.email].filter(Boolean).join('   ·   ');
  const light = rgb(0.85, 0.88, 0.92);
  for (const [i, line] of wrap(regular, c(company.address), 9.5, 300).slice(0, 2).entries()) draw(page, regular, line, MARGIN, A4.height - 80 - i * 13, 9.5, light);
  if (contact) draw(page, regular, c(contact), MARGIN, A4.height - 106, 9.5, light);
  drawRight(page, bold, 'QUOTE', right, A4.height - 56, 12, AMBER);
  drawRight(page, bold, row.number, right, A4.height - 80, 18, WHITE);

  // Who it is for, and the dates.
  let y = A4.height - 160;
  draw(page, bold, 'PREPARED FOR', MARGIN, y, 8.5, MUTED);
  draw(page, bold, 'DATE', 330, y, 8.5, MUTED);
  draw(page, bold, 'VALID UNTIL', 450, y, 8.5, MUTED);
  y -= 16;
  draw(page, bold, c(client.name), MARGIN, y, 12, INK);
  draw(page, regular, dayMonthYear(row.createdAt.slice(0, 10)), 330, y, 10.5, INK);
  draw(page, bold, dayMonthYear(row.validUntil), 450, y, 10.5, AMBER_DARK);
  y -= 14;
  for (const line of [client.email, client.phone ?? '', `Your enquiry ${client.reference}`].filter(Boolean)) {
    draw(page, regular, c(line), MARGIN, y, 9.5, BODY);
    y -= 13;
  }

  // The items.
  const cols = { qty: 360, unit: 460, amount: right };
  const descWidth = cols.qty - 50 - MARGIN - 8;
  const header = (p: PDFPage, top: number) => {
    p.drawRectangle({ x: MARGIN, y: top - 8, width: right - MARGIN, height: 24, color: SURFACE });
    draw(p, bold, 'DESCRIPTION', MARGIN + 8, top, 8.5, MUTED);
    drawRight(p, bold, 'QTY', cols.qty, top, 8.5, MUTED);
    drawRight(p, bold, 'UNIT PRICE', cols.unit, top, 8.5, MUTED);
    drawRight(p, bold, 'AMOUNT', cols.amount - 8, top, 8.5, MUTED);
    return top - 28;
  };
  y = header(page, y - 20);
  const bottom = 90;
  for (const item of itemsOf(row)) {
    const lines = wrap(regular, c(item.description), 10, descWidth);
    if (y - lines.length * 13 < bottom) {
      page = newPage();
      y = header(page, A4.height - MARGIN - 10);
    }
    draw(page, regular, lines[0], MARGIN + 8, y, 10, INK);
    drawRight(page, regular, quantityText(item.quantity), cols.qty, y, 10, BODY);
    drawRight(page, regular, c(formatNairaKobo(item.unitPrice)), cols.unit, y, 10, BODY);
    drawRight(page, regular, c(formatNairaKobo(item.quantity * item.unitPrice)), cols.amount - 8, y, 10, INK);
    for (const line of lines.slice(1)) {
      y -= 13;
      draw(page, regular, line, MARGIN + 8, y, 10, INK);
    }
    y -= 10;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.6, color: RULE });
    y -= 16;
  }

  // The sums, the total on an amber band.
  if (y < bottom + 90) {
    page = newPage();
    y = A4.height - MARGIN - 10;
  }
  const label = 330;
  y -= 4;
  draw(page, regular, 'Subtotal', label, y, 10, BODY);
  drawRight(page, regular, c(formatNairaKobo(row.subtotal)), right - 8, y, 10, INK);
  y -= 18;
  draw(page, regular, `VAT (${row.vatPercent.toLocaleString('en-NG')} %)`, label, y, 10, BODY);
  drawRight(page, regular, c(formatNairaKobo(row.vat)), right - 8, y, 10, INK);
  y -= 14;
  page.drawRectangle({ x: label - 10, y: y - 22, width: right - label + 10, height: 30, color: INK });
  draw(page, bold, 'Total', label, y - 12, 12, WHITE);
  drawRight(page, bold, c(formatNairaKobo(row.total)), right - 8, y - 12, 13, AMBER);
  y -= 54;

  // Notes and the company's terms.
  const block = (title: string, text: string) => {
    if (!text.trim()) return;
    const lines = wrap(regular, c(text), 9.5, right - MARGIN);
    if (y - 18 - lines.length * 13 < bottom) {
      page = newPage();
      y = A4.height - MARGIN - 10;
    }
    draw(page, bold, title.toUpperCase(), MARGIN, y, 8.5, MUTED);
    y -= 15;
    for (const line of lines) {
      draw(page, regular, line, MARGIN, y, 9.5, BODY);
      y -= 13;
    }
    y -= 12;
  };
  block('Notes', row.notes ?? '');
  block('Terms', company.terms);

  // Every page's foot: how to accept, and the page count.
  for (const [i, p] of pages.entries()) {
    p.drawLine({ start: { x: MARGIN, y: 62 }, end: { x: right, y: 62 }, thickness: 0.6, color: RULE });
    draw(p, regular, `${row.number} · valid until ${longDate(row.validUntil)} · accept it online at the link you were sent, or reply to ${c(company.email || company.phone)}`.slice(0, 140), MARGIN, 46, 8, MUTED);
    drawRight(p, regular, `Page ${i + 1} of ${pages.length}`, right, 32, 8, MUTED);
  }
  return doc.save();
}
