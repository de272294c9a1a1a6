import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ImageUse, MediaVariantRow as MediaVariant } from '../types.ts';
import { phoneSummary, phoneVariant, previewSrcSet, placeholderStyle, placesInRefusal, placesOf, thumbnailUrl, usageSummary } from './variants.ts';

const v = (format: MediaVariant['format'], width: number, size: number): MediaVariant => ({ format, width, size, url: `/media/x-${width}.${format}` });
const photo = {
  url: '/media/original.jpg',
  size: 4_800_000,
  variants: [v('jpeg', 640, 90_000), v('webp', 1280, 120_000), v('avif', 1280, 80_000), v('avif', 640, 30_000), v('avif', 960, 47_000), v('webp', 320, 12_000), v('avif', 320, 9_000)],
};

test('the thumbnail is the narrowest version, AVIF first; the original while there is none', () => {
  assert.equal(thumbnailUrl(photo), '/media/x-320.avif');
  assert.equal(thumbnailUrl({ url: '/media/a.png', variants: [] }), '/media/a.png');
});

test('a bigger preview offers every version of the best format', () => {
  assert.equal(previewSrcSet(photo), '/media/x-320.avif 320w, /media/x-640.avif 640w, /media/x-960.avif 960w, /media/x-1280.avif 1280w');
  assert.equal(previewSrcSet({ variants: [] }), undefined);
});

test('a phone gets the narrowest AVIF covering 750 px, else the widest there is', () => {
  assert.deepEqual(phoneVariant(photo), v('avif', 960, 47_000));
  assert.equal(phoneSummary(photo), '4.6 MB → 46 KB on a phone');
  assert.deepEqual(phoneVariant({ variants: [v('avif', 320, 9_000), v('avif', 480, 15_000), v('jpeg', 480, 30_000)] }), v('avif', 480, 15_000));
  assert.deepEqual(phoneVariant({ variants: [v('jpeg', 1280, 150_000), v('jpeg', 800, 70_000)] }), v('jpeg', 800, 70_000));
  assert.equal(phoneSummary({ size: 2048, variants: [] }), '2 KB');
});

test('the placeholder is a blurred preview or a colour behind the picture', () => {
  assert.deepEqual(placeholderStyle('#8a7f6b'), { backgroundColor: '#8a7f6b' });
  assert.deepEqual(placeholderStyle('data:image/webp;base64,AAA'), { backgroundImage: 'url("data:image/webp;base64,AAA")', backgroundSize: 'cover' });
  assert.deepEqual(placeholderStyle(null), {});
});

test('places read as lines linking to the public page; hidden and site-wide uses say so', () => {
  const block = (label: string, path: string | null, visible = true): ImageUse => ({ kind: 'block', blockId: 1, pageTitle: '', sectionTitle: '', blockTitle: '', path, visible, label });
  const places = placesOf([
    block('Our Projects › Project Showcase › Onne Jetty', '/projects'),
    block('Home › Hero › Crane', '/', false),
    block('Site-wide › Footer › Logo', null),
    { kind: 'setting', settingKey: 'og_image', path: null, visible: true, label: 'Settings › Sharing picture' },
  ]);
  assert.deepEqual(places, [
    { label: 'Our Projects › Project Showcase › Onne Jetty', href: '/projects' },
    { label: 'Home › Hero › Crane (hidden)', href: '/' },
    { label: 'Site-wide › Footer › Logo' },
    { label: 'Settings › Sharing picture' },
  ]);
  assert.equal(usageSummary(places), 'Used in 4 places');
  assert.equal(usageSummary([]), 'Not used on the site yet');

  const refusal = { error: 'This image is still used in 2 places: …', issues: [
    { path: 'usedIn', message: 'Our Projects › Project Showcase › Onne Jetty' },
    { path: 'usedIn', message: 'Home › Hero › Crane' },
  ] };
  assert.deepEqual(placesInRefusal(refusal, places), [
    { label: 'Our Projects › Project Showcase › Onne Jetty', href: '/projects' },
    { label: 'Home › Hero › Crane', href: '/' },
  ]);
  assert.deepEqual(placesInRefusal({ error: 'In use' }, places), []);
});
