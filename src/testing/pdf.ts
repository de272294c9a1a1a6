// A PDF read back as a reader's program reads it, with pdf.js (pdfjs-dist), the one PDF parser of the tests: a test
// worker runs many files in one process, and a second copy of pdf.js there finds the first one's worker set
// globally and refuses it ("The API version does not match the Worker version").
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The parsed document (a copy of the bytes: pdf.js takes over the buffer it is given). */
export function pdfDocument(bytes: Uint8Array) {
  return getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
}

/** Every page's text (the pages joined by a line break, runs of spaces made one), the number of pages and the first one's size in points. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; totalPages: number; size: [number, number] }> {
  const doc = await pdfDocument(bytes);
  try {
    const pages = await Promise.all(
      Array.from({ length: doc.numPages }, async (_, i) => {
        const content = await (await doc.getPage(i + 1)).getTextContent();
        return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      }),
    );
    const text = pages.join('\n').replace(/[^\S\n]+/g, ' ').replace(/ ?\n ?/g, '\n').replace(/\n{3,}/g, '\n\n');
    const [, , width, height] = (await doc.getPage(1)).view;
    return { text, totalPages: doc.numPages, size: [Math.round(width), Math.round(height)] };
  } finally {
    await doc.destroy();
  }
}
