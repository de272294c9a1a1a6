// The arithmetic of the image pipeline, without running it: which widths a picture gets and which region its
// link preview keeps. What sharp makes of a picture is tested in e2e/media/process.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CENTRE, linkPreviewRegion, variantWidths } from './process.ts';

describe('variantWidths', () => {
  it('every slot width below the picture, plus its own width up to the widest slot; never wider', () => {
    assert.deepEqual(variantWidths(4000), [320, 640, 768, 960, 1280, 1920]);
    assert.deepEqual(variantWidths(1920), [320, 640, 768, 960, 1280, 1920]);
    assert.deepEqual(variantWidths(1000), [320, 640, 768, 960, 1000]);
    assert.deepEqual(variantWidths(320), [320]);
    assert.deepEqual(variantWidths(200), [200]);
  });
});

describe('the link preview', () => {
  it('the region: 1.91:1, as large as the picture allows, centred on the focal point and kept inside the picture', () => {
    assert.deepEqual(linkPreviewRegion(1920, 1440, CENTRE), { left: 0, top: 218, width: 1920, height: 1005 });
    assert.deepEqual(linkPreviewRegion(1920, 1440, { x: 0, y: 0 }), { left: 0, top: 0, width: 1920, height: 1005 });
    assert.deepEqual(linkPreviewRegion(1920, 1440, { x: 1, y: 1 }), { left: 0, top: 435, width: 1920, height: 1005 });
    assert.deepEqual(linkPreviewRegion(1920, 480, { x: 0.9, y: 0.5 }), { left: 1003, top: 0, width: 917, height: 480 }, 'a panorama: the full height, moved to the subject');
    assert.deepEqual(linkPreviewRegion(1200, 628, { x: 0.3, y: 0.7 }), { left: 0, top: 0, width: 1200, height: 628 });
    assert.equal(linkPreviewRegion(1199, 900, CENTRE), undefined, 'narrower than a preview: none');
  });
});
