import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { detectImage, looksLikeSvg } from './sniff.ts';
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

describe('looksLikeSvg', () => {
  it('spots SVG markup, with or without an XML prolog or BOM', () => {
    assert.equal(looksLikeSvg(text('<svg viewBox="0 0 1 1"></svg>')), true);
    assert.equal(looksLikeSvg(text('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg>\n</svg>')), true);
    assert.equal(looksLikeSvg(text('<html><body>svg</body></html>')), false);
    assert.equal(looksLikeSvg(TINY_PNG), false);
  });
});
