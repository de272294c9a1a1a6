import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ContentBlock } from './content.ts';
import { oneKindOfPicture } from './picture-kinds.ts';

const block = (id: number, imageUrl: string | null, pictures?: string[]): ContentBlock => ({
  id,
  blockType: 'project',
  title: `Item ${id}`,
  content: '',
  imageUrl,
  metadata: pictures ? { pictures: pictures.map((url) => ({ url, alt: '' })) } : null,
  sortOrder: id,
});

test('a section of illustrations, or of photographs, or of neither, is left as it is', () => {
  for (const blocks of [
    [block(1, '/art/a.svg'), block(2, '/art/b.svg')],
    [block(1, '/media/1.jpg'), block(2, null, ['/media/2.jpg'])],
    [block(1, null), block(2, null)],
  ]) {
    assert.deepEqual(oneKindOfPicture(blocks), blocks);
  }
});

test('once one item shows a photograph, by its picture or its gallery, the illustrations beside it give way', () => {
  const shown = (blocks: ContentBlock[]) => oneKindOfPicture(blocks).map((b) => b.imageUrl);
  assert.deepEqual(shown([block(1, '/media/1.jpg'), block(2, '/art/b.svg'), block(3, null)]), ['/media/1.jpg', null, null]);
  // The gallery's photo is the cover: its own illustration is not shown anyway, and the other one gives way.
  assert.deepEqual(shown([block(1, '/art/a.svg', ['/media/1.jpg']), block(2, '/art/b.svg')]), ['/art/a.svg', null]);
  // A logo or picture from elsewhere (not the seed's artwork) is the owner's: it stays.
  assert.deepEqual(shown([block(1, '/media/1.jpg'), block(2, '/logos/x.png')]), ['/media/1.jpg', '/logos/x.png']);
});
