// A development's or a project's brochure (docs/product.md § Item pages): the page itself on A4, to forward on WhatsApp or
// print. The cover photo, the key facts, the prices, the title and approvals, the progress log with its photos, the
// company's contacts and a QR code back to the page. Drawn from what src/render/brochures.ts reads out of the
// page's content; every word in it is the page's own (its labels), so the owner edits them in one place.
import { PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib';
import { encode } from 'uqr';
import type { AssetStore } from '../render/assets.ts';
import { A4, AMBER, BODY, draw, drawRight, embedFaces, type Face, INK, MARGIN, MUTED, RULE, SURFACE, WHITE, widthOf, wrap } from './typeset.ts';

export interface BrochureUpdate {
  date: string;
  stage: string;
  text: string;
  /** A JPEG of the update's photo, when it has an uploaded one. */
  photo?: Uint8Array;
}

export interface Brochure {
  company: { name: string; tagline: string; phone: string; whatsapp: string; email: string; address: string };
  /** "Development", "Project": the small word above the title. */
  eyebrow: string;
  title: string;
  description: string;
  /** The page's absolute address: the QR code and the foot. */
  url: string;
  /** A JPEG of the cover photo cropped to 1.91:1, when the cover is an uploaded photo. */
  cover?: Uint8Array;
  facts: { heading: string; list: { label: string; value: string }[] };
  /** Unit types and prices, a project's features… */
  table?: { heading: string; columns: [string, string]; rows: [string, string][] };
  /** The title to the land, approvals, registrations: a heading and its lines. */
  notes: { heading: string; lines: string[] }[];
  progress?: { heading: string; updates: BrochureUpdate[] };
  contact: { heading: string; scan: string };
  /** The day the brochure's content was last changed, shown in the foot. */
  asOf: string;
}

const BOTTOM = 78;
const WIDTH = A4.width - 2 * MARGIN;

export async function brochurePdf(brochure: Brochure, assets: AssetStore): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${brochure.title} — ${brochure.company.name}`);
  doc.setAuthor(brochure.company.name);
  doc.setSubject(brochure.description.slice(0, 200));
  doc.setCreator(brochure.company.name);
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-NG');
  const { regular, bold, clean } = await embedFaces(doc, assets);
  const pages: PDFPage[] = [];
  let page = doc.addPage([A4.width, A4.height]);
  pages.push(page);
  let y = A4.height;

  const newPage = () => {
    page = doc.addPage([A4.width, A4.height]);
    pages.push(page);
    y = A4.height - MARGIN;
  };
  /** Room for `height` more points on this page, else a new one. */
  const room = (height: number) => {
    if (y - height < BOTTOM) newPage();
  };
  const text = (face: Face, value: string, size: number, color = BODY, width = WIDTH, x = MARGIN, leading = size * 1.4) => {
    for (const line of wrap(face, clean(value), size, width)) {
      room(leading);
      draw(page, face, line, x, y - size, size, color);
      y -= leading;
    }
  };
  /** A section's heading, kept on one page with the first `next` points of what follows it. */
  const heading = (value: string, next = 40) => {
    room(70 + next);
    y -= 22;
    page.drawRectangle({ x: MARGIN, y: y - 16, width: 28, height: 3, color: AMBER });
    y -= 22;
    draw(page, bold, clean(value), MARGIN, y - 14, 14, INK);
    y -= 26;
  };

  // The masthead: the company on the ink band, the amber rule under it.
  const band = 86;
  page.drawRectangle({ x: 0, y: A4.height - band, width: A4.width, height: band, color: INK });
  page.drawRectangle({ x: 0, y: A4.height - band - 5, width: A4.width, height: 5, color: AMBER });
  draw(page, bold, clean(brochure.company.name), MARGIN, A4.height - 44, 18, WHITE);
  if (brochure.company.tagline) draw(page, regular, clean(brochure.company.tagline), MARGIN, A4.height - 64, 9.5, AMBER);
  drawRight(page, bold, clean(brochure.eyebrow.toUpperCase()), A4.width - MARGIN, A4.height - 44, 9, AMBER);
  y = A4.height - band - 5;

  // The cover photo across the page, at its crop's own proportions.
  if (brochure.cover) {
    const cover = await doc.embedJpg(brochure.cover);
    const height = (A4.width * cover.height) / cover.width;
    page.drawImage(cover, { x: 0, y: y - height, width: A4.width, height });
    y -= height;
  }

  y -= 30;
  text(bold, brochure.title, 24, INK, WIDTH, MARGIN, 29);
  y -= 4;
  text(regular, brochure.description, 11, BODY, WIDTH, MARGIN, 16);

  // The key facts, two to a row on a warm panel.
  if (brochure.facts.list.length) {
    heading(brochure.facts.heading);
    const rows = Math.ceil(brochure.facts.list.length / 2);
    const rowHeight = 36;
    room(rows * rowHeight + 16);
    page.drawRectangle({ x: MARGIN, y: y - rows * rowHeight - 12, width: WIDTH, height: rows * rowHeight + 12, color: SURFACE });
    for (const [i, fact] of brochure.facts.list.entries()) {
      const x = MARGIN + 14 + (i % 2) * (WIDTH / 2);
      const top = y - 10 - Math.floor(i / 2) * rowHeight;
      draw(page, bold, clean(fact.label.toUpperCase()), x, top - 9, 7.5, MUTED);
      draw(page, bold, fitted(bold, clean(fact.value), 11, WIDTH / 2 - 24), x, top - 24, 11, INK);
    }
    y -= rows * rowHeight + 12;
  }

  if (brochure.table?.rows.length) {
    const { columns, rows } = brochure.table;
    heading(brochure.table.heading, 18 + 24 * Math.min(rows.length, 2));
    room(24);
    draw(page, bold, clean(columns[0].toUpperCase()), MARGIN, y - 10, 7.5, MUTED);
    drawRight(page, bold, clean(columns[1].toUpperCase()), A4.width - MARGIN, y - 10, 7.5, MUTED);
    y -= 18;
    for (const [name, value] of rows) {
      room(24);
      page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.6, color: RULE });
      draw(page, bold, fitted(bold, clean(name), 10.5, WIDTH * 0.55), MARGIN, y - 16, 10.5, INK);
      drawRight(page, regular, clean(value), A4.width - MARGIN, y - 16, 10.5, BODY);
      y -= 24;
    }
  }

  for (const note of brochure.notes) {
    if (!note.lines.length) continue;
    heading(note.heading);
    for (const line of note.lines) {
      text(regular, line, 10, BODY, WIDTH, MARGIN, 14);
      y -= 3;
    }
  }

  // The progress log, newest first: date and stage, the words, and the photo beside them.
  if (brochure.progress?.updates.length) {
    const photoWidth = 150;
    const laidOut = await Promise.all(
      brochure.progress.updates.map(async (update) => {
        const photo: PDFImage | undefined = update.photo ? await doc.embedJpg(update.photo) : undefined;
        const photoHeight = photo ? (photoWidth * photo.height) / photo.width : 0;
        const lines = wrap(regular, clean(update.text), 10, photo ? WIDTH - photoWidth - 16 : WIDTH);
        return { update, photo, photoHeight, lines, height: Math.max(photoHeight, 18 + lines.length * 14) + 14 };
      }),
    );
    heading(brochure.progress.heading, laidOut[0].height);
    for (const { update, photo, photoHeight, lines, height } of laidOut) {
      room(height);
      const top = y;
      draw(page, bold, clean([update.date, update.stage].filter(Boolean).join('  ·  ')), MARGIN, y - 11, 10.5, INK);
      y -= 18;
      for (const line of lines) {
        draw(page, regular, line, MARGIN, y - 10, 10, BODY);
        y -= 14;
      }
      if (photo) page.drawImage(photo, { x: A4.width - MARGIN - photoWidth, y: top - photoHeight, width: photoWidth, height: photoHeight });
      y = top - height;
    }
  }

  // Who to call, and the code that opens the page again.
  const qr = encode(brochure.url, { ecc: 'M', border: 0 });
  const qrSize = 96;
  const contactLines = [brochure.company.phone, brochure.company.whatsapp && `WhatsApp ${brochure.company.whatsapp}`, brochure.company.email, brochure.company.address].filter(Boolean);
  const boxHeight = Math.max(qrSize, 30 + contactLines.length * 15 + 28) + 32;
  room(boxHeight + 24);
  y -= 24;
  page.drawRectangle({ x: MARGIN, y: y - boxHeight, width: WIDTH, height: boxHeight, color: INK });
  const cell = qrSize / qr.size;
  const qrX = A4.width - MARGIN - 16 - qrSize;
  const qrTop = y - 16;
  page.drawRectangle({ x: qrX - 6, y: qrTop - qrSize - 6, width: qrSize + 12, height: qrSize + 12, color: WHITE });
  for (const [row, modules] of qr.data.entries()) {
    for (const [column, dark] of modules.entries()) {
      if (dark) page.drawRectangle({ x: qrX + column * cell, y: qrTop - (row + 1) * cell, width: cell, height: cell, color: INK });
    }
  }
  let at = y - 34;
  draw(page, bold, clean(brochure.contact.heading), MARGIN + 18, at, 14, WHITE);
  at -= 22;
  for (const line of contactLines) {
    draw(page, regular, fitted(regular, clean(line), 10.5, qrX - MARGIN - 40), MARGIN + 18, at, 10.5, WHITE);
    at -= 15;
  }
  draw(page, regular, fitted(regular, clean(`${brochure.contact.scan}: ${brochure.url}`), 8.5, qrX - MARGIN - 40), MARGIN + 18, at - 6, 8.5, AMBER);
  y -= boxHeight;

  // Every page's foot: the page's address, the date of its content, and the page count.
  for (const [i, p] of pages.entries()) {
    p.drawLine({ start: { x: MARGIN, y: 54 }, end: { x: A4.width - MARGIN, y: 54 }, thickness: 0.6, color: RULE });
    draw(p, regular, fitted(regular, clean(`${brochure.company.name} · ${brochure.url} · ${brochure.asOf}`), 8, WIDTH - 70), MARGIN, 38, 8, MUTED);
    drawRight(p, regular, `${i + 1} / ${pages.length}`, A4.width - MARGIN, 38, 8, MUTED);
  }
  return doc.save();
}

/** The text cut with an ellipsis to fit `width`. */
function fitted(face: Face, value: string, size: number, width: number): string {
  if (widthOf(face, value, size) <= width) return value;
  let cut = value.length;
  while (cut > 1 && widthOf(face, `${value.slice(0, cut)}…`, size) > width) cut--;
  return `${value.slice(0, cut).trimEnd()}…`;
}
