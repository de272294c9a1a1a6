// What sharp makes of a picture: the variants, the placeholder, the link preview and the lite set, each decoded and
// measured. The pure arithmetic around it (widths, the preview's region) is in src/media/process.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { halfShown, photo, redAboveBlue } from '../../src/testing/photos.ts';
import { CENTRE, LINK_PREVIEW, makeLinkPreview, makeLiteVariants, processImage } from '../../src/media/process.ts';

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

describe('the link preview', () => {
  const JPEG = { mimeType: 'image/jpeg', extension: 'jpg' } as const;
  it('a photo at least 1200 px wide gets a 1200 × 628 JPEG around its focal point; a narrower one none', async () => {
    const image = await processImage(await photo(2400, 1600), JPEG);
    assert.ok(image.linkPreview);
    const meta = await sharp(image.linkPreview.data).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', LINK_PREVIEW.width, LINK_PREVIEW.height]);
    assert.deepEqual([image.linkPreview.format, image.linkPreview.width, image.linkPreview.height], ['jpeg', 1200, 628]);
    assert.ok(image.linkPreview.data.byteLength < 300_000, `${image.linkPreview.data.byteLength} bytes: under WhatsApp's limit`);
    assert.equal(image.variants.some((v) => v.hash === image.linkPreview!.hash), false, 'not one of the <picture> variants');
    assert.equal((await processImage(await photo(1199, 900), JPEG)).linkPreview, undefined);
  });

  it('the focal point decides what the preview keeps, at upload and when cut again from the stored original', async () => {
    const bytes = await redAboveBlue(1200, 2400);
    const top = await processImage(bytes, JPEG, { x: 0.5, y: 0 });
    assert.equal(await halfShown(top.linkPreview!.data), 'red');
    assert.equal(await halfShown((await processImage(bytes, JPEG)).linkPreview!.data), 'both', 'at the centre by default');
    const bottom = await makeLinkPreview(top.original.data, { x: 0.5, y: 1 });
    assert.equal(await halfShown(bottom!.data), 'blue');
    assert.deepEqual([bottom!.width, bottom!.height], [1200, 628]);
    assert.equal(await makeLinkPreview(await photo(800, 600), CENTRE), undefined);
  });
});

describe('lite variants', () => {
  const JPEG = { mimeType: 'image/jpeg', extension: 'jpg' } as const;
  const key = (v: { format: string; width: number }) => `${v.format} ${v.width}`;

  it('a photo gets its phone widths once more in every format, each at most about two thirds of the bytes of the usual variant', async () => {
    const image = await processImage(await photo(2400, 1600), JPEG);
    const lite = image.variants.filter((v) => v.lite);
    assert.deepEqual(lite.map(key).sort(), ['avif 320', 'avif 640', 'jpeg 320', 'jpeg 640', 'webp 320', 'webp 640']);
    for (const v of lite) {
      const usual = image.variants.find((u) => !u.lite && key(u) === key(v))!;
      assert.equal(v.height, usual.height, `${key(v)}: the same picture`);
      assert.ok(v.data.byteLength < usual.data.byteLength * 0.72, `${key(v)}: ${v.data.byteLength} B against ${usual.data.byteLength} B`);
    }
    const narrow = await processImage(await photo(500, 400), JPEG);
    assert.deepEqual(narrow.variants.filter((v) => v.lite).map(key).sort(), ['avif 320', 'avif 500', 'jpeg 320', 'jpeg 500', 'webp 320', 'webp 500']);
  });

  it('made again from a stored original, they are the ones the upload made', async () => {
    const image = await processImage(await photo(1000, 700), JPEG);
    const again = await makeLiteVariants(image.original.data);
    assert.deepEqual(again.map(key), image.variants.filter((v) => v.lite).map(key));
    assert.ok(again.every((v) => v.lite === true));
  });
});

