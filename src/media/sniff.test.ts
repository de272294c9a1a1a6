import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { detectImage, looksLikeHeic, looksLikeSvg } from './sniff.ts';
import { TINY_JPEG, TINY_PNG, TINY_WEBP } from '../testing/images.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('detectImage', () => {
  it('recognises JPEG, PNG and WebP from their first bytes', () => {
    assert.deepEqual(detectImage(TINY_JPEG), { mimeType: 'image/jpeg', extension: 'jpg' });
    assert.deepEqual(detectImage(TINY_PNG), { mimeType: 'image/png', extension: 'png' });
    assert.deepEqual(detectImage(TINY_WEBP), { mimeType: 'image/webp', extension: 'webp' });
  });

  it('refuses SVG, HTML, GIF, empty and truncated files', () => {
    assert.equal(detectImage(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), undefined);
    assert.equal(detectImage(text('<!doctype html><script>alert(1)</script>')), undefined);
    assert.equal(detectImage(text('GIF89a\x01\x00\x01\x00')), undefined);
    assert.equal(detectImage(new Uint8Array()), undefined);
    assert.equal(detectImage(TINY_PNG.subarray(0, 7)), undefined);
    assert.equal(detectImage(new Uint8Array([0xff, 0xd8])), undefined);
  });

  it('needs the WEBP form type and a VP8 chunk, not just any RIFF file', () => {
    const wav = new Uint8Array(TINY_WEBP);
    wav.set(text('WAVE'), 8);
    assert.equal(detectImage(wav), undefined);
    const noChunk = new Uint8Array(TINY_WEBP);
    noChunk.set(text('JUNK'), 12);
    assert.equal(detectImage(noChunk), undefined);
  });
});

describe('AVIF and HEIC', () => {
  const ftyp = (major: string, ...compatible: string[]) =>
    new Uint8Array([0, 0, 0, 16 + 4 * compatible.length, ...text(`ftyp${major}\0\0\0\0${compatible.join('')}`), ...new Uint8Array(32)]);

  it('AVIF by its ftyp brand (still or sequence, major or compatible); HEIC is told apart and refused', () => {
    assert.deepEqual(detectImage(ftyp('avif', 'mif1', 'miaf')), { mimeType: 'image/avif', extension: 'avif' });
    assert.deepEqual(detectImage(ftyp('mif1', 'avif')), { mimeType: 'image/avif', extension: 'avif' });
    assert.deepEqual(detectImage(ftyp('avis', 'msf1')), { mimeType: 'image/avif', extension: 'avif' });
    assert.equal(detectImage(ftyp('heic', 'mif1', 'heic')), undefined);
    assert.equal(looksLikeHeic(ftyp('heic', 'mif1', 'heic')), true);
    assert.equal(looksLikeHeic(ftyp('isom', 'mp41')), false, 'an MP4 video is not HEIC');
    assert.equal(detectImage(ftyp('isom', 'mp41')), undefined);
    assert.equal(looksLikeHeic(TINY_PNG), false);
  });
});

describe('looksLikeSvg', () => {
  it('spots SVG markup, with or without an XML prolog or BOM', () => {
    assert.equal(looksLikeSvg(text('<svg viewBox="0 0 1 1"></svg>')), true);
    assert.equal(looksLikeSvg(text('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg>\n</svg>')), true);
    assert.equal(looksLikeSvg(text('<html><body>svg</body></html>')), false);
    assert.equal(looksLikeSvg(TINY_PNG), false);
  });
});
