// docs/product.md § Item pages: a project's gallery (media library ids, first = cover) and the client's words
// through the admin API and onto its page; a picture in a gallery counts as used, so its delete answers 409.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signInAdmin } from '../testing/admin-session.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { TINY_JPEG } from '../testing/images.ts';

const TOWER = '/projects/trans-amadi-corporate-tower';
const META = { category: 'Commercial', status: 'Completed' };

async function setup() {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  const as = (method: string, path: string, body?: unknown) => call(t.app, method, path, body, admin.auth);
  const upload = async (name: string, altText: string) => {
    const form = new FormData();
    // What the page does with a gallery does not depend on the picture: a 2-px one is processed in milliseconds.
    form.append('file', new File([TINY_JPEG], name, { type: 'image/jpeg' }));
    form.append('altText', altText);
    const res = await t.app.request('http://localhost/api/admin/media', { method: 'POST', body: form, headers: admin.auth });
    assert.equal(res.status, 201, await res.clone().text());
    return (await res.json()) as { id: number; url: string };
  };
  const towerId = t.sqlite.prepare("SELECT id FROM content_blocks WHERE block_type = 'project' AND title = 'Trans-Amadi Corporate Tower'").pluck().get() as number;
  return { t, as, upload, towerId };
}

test('a gallery of media ids is stored in order; an unknown, repeated or non-id picture is refused with 400', async () => {
  const { as, upload, towerId } = await setup();
  const a = await upload('site.jpg', 'The frame at level six');
  const b = await upload('facade.jpg', 'The finished curtain wall');
  const ok = await as('PUT', `/api/admin/content-blocks/${towerId}`, { metadata: { ...META, gallery: [b.id, a.id] } });
  assert.equal(ok.status, 200, ok.text);
  assert.deepEqual(ok.json.metadata.gallery, [b.id, a.id]);
  assert.equal(ok.json.metadata.slug, 'trans-amadi-corporate-tower', 'the slug is kept');
  for (const [gallery, path] of [
    [[a.id, 99999], 'metadata.gallery.1'],
    [[a.id, a.id], 'metadata.gallery'],
    [['x'], 'metadata.gallery.0'],
    [[0], 'metadata.gallery.0'],
    ['not a list', 'metadata.gallery'],
  ] as const) {
    const res = await as('PUT', `/api/admin/content-blocks/${towerId}`, { metadata: { ...META, gallery } });
    assert.equal(res.status, 400, JSON.stringify(gallery));
    assert.ok(res.json.issues.some((i: { path: string }) => i.path === path), `${JSON.stringify(gallery)}: ${res.text}`);
  }
});

test('the page shows every gallery picture with its alt text, the first as cover, and the client\'s words', async () => {
  const { t, as, upload, towerId } = await setup();
  const a = await upload('site.jpg', 'The frame at level six');
  const b = await upload('facade.jpg', 'The finished curtain wall');
  const testimonial = { quote: 'Handed over two weeks early & fully let.', name: 'Ibiere Tamuno', role: 'Facilities Director' };
  assert.equal((await as('PUT', `/api/admin/content-blocks/${towerId}`, { metadata: { ...META, gallery: [b.id, a.id], testimonial } })).status, 200);
  const html = (await call(t.app, 'GET', TOWER)).text;
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const hero = main.slice(0, main.indexOf('id="project-details"'));
  assert.match(hero, /<picture[^>]*><source type="image\/avif"[^>]*><source type="image\/webp"[^>]*><img[^>]*alt="The finished curtain wall"[^>]*loading="eager"/, 'the cover is the first picture, eager');
  const gallery = main.slice(main.indexOf('id="project-gallery"'));
  const figures = [...gallery.matchAll(/<figure[^>]*><a href="([^"]+)"[^>]*>.*?<img[^>]*alt="([^"]*)"[^>]*loading="(\w+)".*?<figcaption[^>]*>([^<]*)<\/figcaption><\/figure>/g)].map((m) => ({
    href: m[1],
    alt: m[2],
    loading: m[3],
    caption: m[4],
  }));
  assert.deepEqual(
    figures.map((f) => [f.alt, f.caption, f.loading]),
    [
      ['The finished curtain wall', 'The finished curtain wall', 'lazy'],
      ['The frame at level six', 'The frame at level six', 'lazy'],
    ],
  );
  for (const f of figures) {
    assert.match(f.href, /^\/media\/v\/[\w-]+\.jpg$/, 'without script the picture links to its large image');
    assert.equal((await call(t.app, 'GET', f.href)).status, 200);
  }
  assert.match(main, /<blockquote[^>]*><p[^>]*>“Handed over two weeks early &amp; fully let\.”<\/p><\/blockquote><figcaption[^>]*><span[^>]*>Ibiere Tamuno<\/span><span[^>]*>Facilities Director<\/span><\/figcaption>/);
  const xml = (await call(t.app, 'GET', '/sitemap.xml')).text;
  const entry = xml.slice(xml.indexOf(`<loc>http://localhost${TOWER}</loc>`));
  assert.ok(entry.slice(0, entry.indexOf('</url>')).includes(`<image:loc>http://localhost${b.url}</image:loc>`), 'gallery pictures in the sitemap');
});

test('a picture in a gallery counts as used: its delete answers 409, and goes once it is taken out', async () => {
  const { t, as, upload, towerId } = await setup();
  const a = await upload('site.jpg', 'The frame at level six');
  assert.equal((await as('PUT', `/api/admin/content-blocks/${towerId}`, { metadata: { ...META, gallery: [a.id] } })).status, 200);
  const listed = (await as('GET', '/api/admin/media')).json.find((m: { id: number }) => m.id === a.id);
  assert.equal(listed.usedIn.length, 1);
  assert.equal(listed.usedIn[0].blockId, towerId);
  const refused = await as('DELETE', `/api/admin/media/${a.id}`);
  assert.equal(refused.status, 409, refused.text);
  assert.match(refused.json.error, /Trans-Amadi Corporate Tower/);
  assert.equal(t.sqlite.prepare('SELECT count(*) FROM media_files WHERE id = ?').pluck().get(a.id), 1);
  assert.equal((await as('PUT', `/api/admin/content-blocks/${towerId}`, { metadata: { ...META, gallery: [] } })).status, 200);
  assert.equal((await as('DELETE', `/api/admin/media/${a.id}`)).status, 204);
});
