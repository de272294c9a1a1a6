import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { photo } from '../testing/photos.ts';
import { processImage, variantWidths } from './process.ts';

describe('variantWidths', () => {
  it('every slot width below the picture, plus its own width up to the widest slot; never wider', () => {
    assert.deepEqual(variantWidths(4000), [320, 640, 960, 1280, 1920]);
    assert.deepEqual(variantWidths(1920), [320, 640, 960, 1280, 1920]);
    assert.deepEqual(variantWidths(1000), [320, 640, 960, 1000]);
    assert.deepEqual(variantWidths(320), [320]);
    assert.deepEqual(variantWidths(200), [200]);
  });
});

describe('processImage', () => {
  it('a transparent PNG keeps its transparency in AVIF and WebP; the JPEG fallback is flattened on white', async () => {
    const logo = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 230, g: 120, b: 20, alpha: 0 } } })
      .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><circle cx="200" cy="100" r="80" fill="#e87814"/></svg>') }])
      .png()
      .toBuffer();
    const image = await processImage(logo, { mimeType: 'image/png', extension: 'png' });
    const byFormat = (format: string) => image.variants.find((v) => v.format === format && v.width === 400)!;
    for (const format of ['avif', 'webp']) assert.equal((await sharp(byFormat(format).data).metadata()).hasAlpha, true, format);
    const jpeg = byFormat('jpeg');
    assert.equal((await sharp(jpeg.data).metadata()).hasAlpha, false);
    const corner = await sharp(jpeg.data).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    assert.ok(corner.every((c) => c > 245), `corner ${[...corner]}`);
  });

  it('the placeholder is a WebP of a few hundred bytes at most, 16 px wide, in the picture’s proportions', async () => {
    const image = await processImage(await photo(1200, 900), { mimeType: 'image/jpeg', extension: 'jpg' });
    const bytes = Buffer.from(image.placeholder.replace(/^data:image\/webp;base64,/, ''), 'base64');
    assert.ok(image.placeholder.length < 400, `${image.placeholder.length} characters`);
    const meta = await sharp(bytes).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 16, 12]);
  });
});
