import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assetFile, type AssetManifest } from './assets.ts';
import { AssetPackError, packAssets, unpackAssets } from './asset-pack.ts';

const manifest: AssetManifest = { publicJs: '/assets/p.js', adminJs: '/assets/a.js', publicPreload: [], adminPreload: [], publicCss: '/assets/p.css', adminCss: '/assets/a.css', displayFont: '/assets/d.woff2' };
const files = [
  assetFile('/assets/p.js', Buffer.from('console.log("Building Excellence");'.repeat(40)), true),
  assetFile('/og-image.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), false),
];

describe('asset pack', () => {
  test('unpacks to the same bytes, encodings, headers and manifest it was packed from', () => {
    const store = unpackAssets(packAssets(manifest, files));
    assert.deepEqual(store.manifest, manifest);
    for (const original of files) {
      const back = store.get(original.path)!;
      assert.ok(back.raw.equals(original.raw));
      assert.equal(back.br?.equals(original.br!) ?? undefined, original.br ? true : undefined);
      assert.equal(back.gzip?.equals(original.gzip!) ?? undefined, original.gzip ? true : undefined);
      assert.equal(back.etag, original.etag);
      assert.equal(back.contentType, original.contentType);
      assert.equal(back.immutable, original.immutable);
    }
    assert.equal(store.get('/og-image.png')!.br, undefined, 'an image is sent as is');
  });

  test('a file that is not a pack, or one cut short, is refused with a sentence', () => {
    const pack = packAssets(manifest, files);
    assert.throws(() => unpackAssets(Buffer.from('export default {}')), AssetPackError);
    assert.throws(() => unpackAssets(pack.subarray(0, pack.length - 10)), /cut short/);
    assert.throws(() => unpackAssets(pack.subarray(0, 20)), /cut short/);
  });
});
