// A quote as an A4 PDF (docs/product.md § Quotes), drawn with pdf-lib in the brand's face (Archivo, embedded as the
// subset a quote uses: the file stays a few tens of KB). Built from the source without `npm run build` there are no
// font files: the standard Helvetica is used then, with ₦ written as NGN.
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { dayMonthYear, formatNairaKobo, longDate } from '../../web/shared/quotes.ts';
import { A4, AMBER, AMBER_DARK, BODY, draw, drawRight, embedFaces, INK, MARGIN, MUTED, RULE, SURFACE, WHITE, wrap } from '../pdf/typeset.ts';
import type { AssetStore } from '../render/assets.ts';
import { companyOf, itemsOf, type QuoteRow } from './quotes.ts';

export interface QuoteClient {
  name: string;
  email: string;
  phone: string | null;
  reference: string;
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
