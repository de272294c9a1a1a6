// A development's brochure with the owner's photographs (docs/product.md § Item pages): the cover as its link-preview crop and
// each progress update's photo, as JPEGs the image pipeline made at upload (sharp, hence e2e/), in a PDF that stays
// under 2 MB and is read back by a PDF parser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { pdfText } from '../../src/testing/pdf.ts';
import { signInAdmin } from '../../src/testing/admin-session.ts';
import { call, makeTestApp } from '../../src/testing/app.ts';
import { photoPixels } from '../../src/testing/photos.ts';
import { developments } from '../../web/shared/seed/developments.ts';

const WOJI = '/real-estate/woji-gardens-estate-phase-2';

test('with a 12-MP cover photo and a photo on each of three updates, the brochure shows all four and stays under 2 MB', async () => {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  // The PDF carries the pipeline's variants (the cover's 1200-px crop, 320-px progress shots), not the originals: a
  // phone's 12-MP photo for the cover, smaller ones for the updates, which make the same variants in half the time.
  const upload = async (seed: number, altText: string, [width, height] = [1600, 1200]) => {
    const form = new FormData();
    const bytes = await (await photoPixels(width, height, seed)).jpeg({ quality: 92 }).toBuffer();
    form.append('file', new File([new Uint8Array(bytes)], `site-${seed}.jpg`, { type: 'image/jpeg' }));
    form.append('altText', altText);
    const res = await t.app.request('http://localhost/api/admin/media', { method: 'POST', body: form, headers: admin.auth });
    assert.equal(res.status, 201, await res.clone().text());
    return (await res.json()) as { id: number; url: string };
  };
  const cover = await upload(1, 'Block C from the estate road', [4000, 3000]);
  const shots = [await upload(2, 'Roofs going on'), await upload(3, 'Walls at lintel level'), await upload(4, 'Foundations')];
  const row = t.sqlite.prepare("SELECT id, metadata FROM content_blocks WHERE block_type = 'development' AND title = ?").get(developments[0].title) as { id: number; metadata: string };
  const stored = JSON.parse(row.metadata) as { progress: Record<string, string>[] };
  const progress = stored.progress.map((update, i) => ({ ...update, photo: shots[i].url, before: '' }));
  const edited = await call(t.app, 'PUT', `/api/admin/content-blocks/${row.id}`, { metadata: { ...stored, gallery: [cover.id], progress } }, admin.auth);
  assert.equal(edited.status, 200, edited.text);

  const res = await t.app.request(`http://localhost${WOJI}/brochure.pdf`);
  assert.equal(res.status, 200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  assert.ok(bytes.length < 2_000_000, `${(bytes.length / 1e6).toFixed(2)} MB`);
  // Each page's images as its resources name them (pdf.js's operator list needs Node 22).
  const doc = await PDFDocument.load(bytes);
  let images = 0;
  for (const page of doc.getPages()) {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, ref] of xObjects?.entries() ?? []) {
      const stream = doc.context.lookup(ref);
      if (stream instanceof PDFRawStream && stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) images++;
    }
  }
  assert.equal(images, 4, 'the cover and three progress photos');
  const { text } = await pdfText(bytes);
  assert.match(text, /Roofing 60 %/);
  console.log(`# brochure with 4 photos: ${(bytes.length / 1024).toFixed(0)} KB, ${doc.getPageCount()} pages`);
});
