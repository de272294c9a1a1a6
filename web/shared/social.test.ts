import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ContentBlock, PublicSettings } from './content.ts';
import { socialLinks } from './social.ts';

const block = (id: number, network: string): ContentBlock => ({ id, blockType: 'social', title: network, content: '', imageUrl: null, metadata: { network }, sortOrder: id });
const settings = { facebookUrl: 'https://facebook.com/metrik', twitterUrl: '', linkedinUrl: '  ', instagramUrl: 'https://instagram.com/metrik' } as PublicSettings;

test('an icon whose address setting is empty (or blank, or of no known network) is left out; the others keep their order', () => {
  const blocks = [block(1, 'instagram'), block(2, 'twitter'), block(3, 'linkedin'), block(4, 'myspace'), block(5, 'facebook')];
  assert.deepEqual(
    socialLinks(blocks, settings).map((l) => [l.block.id, l.network, l.href]),
    [
      [1, 'instagram', 'https://instagram.com/metrik'],
      [5, 'facebook', 'https://facebook.com/metrik'],
    ],
  );
  assert.deepEqual(socialLinks(blocks, { ...settings, facebookUrl: '', instagramUrl: '' }), []);
});
