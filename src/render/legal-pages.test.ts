// /privacy and /terms (docs/product.md § Privacy Policy and Terms of Service), the forms' privacy line and the
// WhatsApp link (§ WhatsApp link) as the server renders them: what a visitor without JavaScript and a crawler get.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { privacyPage } from '../../web/shared/seed/privacy.ts';
import { seedSettings } from '../../web/shared/seed/settings.ts';
import { termsPage } from '../../web/shared/seed/terms.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { signInAdmin, type SignedIn } from '../testing/admin-session.ts';

let t: ReturnType<typeof makeTestApp>;
let admin: SignedIn;

beforeEach(async () => {
  t = makeTestApp();
  admin = await signInAdmin(t);
});

/** The server-rendered markup without the embedded page-data JSON (so a match means the page shows it), quotes and ampersands unescaped. */
async function shown(path: string, status = 200): Promise<string> {
  const res = await t.app.request(`http://localhost${path}`);
  assert.equal(res.status, status, path);
  return (await res.text())
    .replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

const setting = (key: string) => seedSettings.find((s) => s.key === key)!.value;
const putSettings = (values: Record<string, string>) => call(t.app, 'PUT', '/api/admin/settings', { values }, admin.auth);

describe('the privacy and terms pages', () => {
  for (const seed of [privacyPage, termsPage]) {
    const path = `/${seed.slug}`;
    it(`${path} answers 200 with every seeded heading and paragraph, the last-updated line and the company's details from the settings`, async () => {
      const html = await shown(path);
      assert.match(html, new RegExp(`<title>${seed.title} \\| Metrik Group</title>`));
      assert.equal([...html.matchAll(/<h1[\s>]/g)].length, 1, 'one h1');
      for (const section of seed.sections) {
        assert.ok(html.includes(section.title), `${section.sectionKey}: ${section.title}`);
        for (const block of section.blocks) {
          const text = block.blockType === 'paragraph' ? block.content! : block.blockType === 'label' ? block.title : undefined;
          if (text) assert.ok(html.includes(text), text.slice(0, 60));
        }
      }
      const h2s = [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
      assert.ok(h2s.length >= seed.sections.length, 'every section is a heading to jump to');
      for (const value of [setting('company_address'), setting('company_phone'), setting('company_email')]) assert.ok(html.includes(value), value);
      assert.ok(html.includes(`href="mailto:${setting('company_email')}"`));
      assert.ok(html.includes(`<link rel="canonical" href="http://localhost${path}">`));
    });
  }

  it('the notice says what the forms collect, how long enquiries and spam are kept, that views are counted without cookies, and how to ask for a copy or deletion', async () => {
    const text = (await shown('/privacy')).replace(/<[^>]+>/g, ' ');
    for (const claim of [/24 months/, /spam are deleted after 30 days/, /no cookies and stores no IP address/, /ask us for a copy/, /Nigeria Data Protection Act 2023/, /phone number if you give one/, /the rental duration, the start date/]) {
      assert.match(text, claim);
    }
  });

  it('a hidden block, a hidden section and an edited last-updated line show at once', async () => {
    const pages = (await call(t.app, 'GET', '/api/admin/pages', undefined, admin.auth)).json as { id: number; slug: string }[];
    const privacy = pages.find((p) => p.slug === 'privacy')!;
    const sections = (await call(t.app, 'GET', `/api/admin/sections?pageId=${privacy.id}`, undefined, admin.auth)).json as { id: number; sectionKey: string }[];
    const blocksOf = async (key: string) =>
      (await call(t.app, 'GET', `/api/admin/content-blocks?sectionId=${sections.find((s) => s.sectionKey === key)!.id}`, undefined, admin.auth)).json as {
        id: number;
        title: string;
        content: string;
        blockType: string;
      }[];
    const spam = (await blocksOf('how-long')).find((b) => b.title === 'Spam')!;
    const updated = (await blocksOf('hero')).find((b) => b.blockType === 'label' && b.title.startsWith('Last updated'))!;
    assert.ok((await shown('/privacy')).includes('spam are deleted after 30 days'), 'shown (and now cached)');

    assert.equal((await call(t.app, 'PUT', `/api/admin/content-blocks/${spam.id}`, { isActive: false }, admin.auth)).status, 200);
    assert.equal((await call(t.app, 'PUT', `/api/admin/content-blocks/${updated.id}`, { title: 'Last updated: 1 March 2027' }, admin.auth)).status, 200);
    const changes = sections.find((s) => s.sectionKey === 'changes')!;
    assert.equal((await call(t.app, 'PUT', `/api/admin/sections/${changes.id}`, { isActive: false }, admin.auth)).status, 200);

    const html = await shown('/privacy');
    assert.ok(!html.includes('spam are deleted after 30 days'), 'the hidden paragraph is gone');
    assert.ok(!html.includes('Changes to this notice'), 'the hidden section is gone, from the contents list too');
    assert.ok(html.includes('Last updated: 1 March 2027'));
    assert.ok(!(await call(t.app, 'GET', '/api/pages/privacy')).text.includes('spam are deleted after 30 days'));
  });

  it('the footer links to both notices on every page, and each form has its privacy line linking to /privacy beside the submit button', async () => {
    for (const path of ['/', '/privacy', '/no-such-page']) {
      const html = await shown(path, path === '/no-such-page' ? 404 : 200);
      assert.match(html, /<a [^>]*href="\/privacy"[^>]*>Privacy Policy<\/a>/, path);
      assert.match(html, /<a [^>]*href="\/terms"[^>]*>Terms of Service<\/a>/, path);
    }
    for (const path of ['/contact', '/real-estate', '/equipment']) {
      const form = /<form[\s\S]*?<\/form>/.exec(await shown(path))?.[0] ?? '';
      assert.match(form, /We use your details only to answer you\. <a [^>]*href="\/privacy"[^>]*>Privacy Policy<\/a>[\s\S]*<button type="submit"/, path);
    }
  });
});

describe('the WhatsApp link', () => {
  const WA = /<a [^>]*href="(https:\/\/wa\.me\/[^"]*)"[^>]*>([\s\S]*?)<\/a>/g;
  const links = (html: string) => [...html.matchAll(WA)].map((m) => ({ href: m[1], text: m[2].replace(/<[^>]+>/g, '') }));

  it('is nowhere while the number is empty; once it is saved the cached pages show it at once, with a message naming the page', async () => {
    for (const path of ['/contact', '/equipment', '/real-estate', '/']) {
      const html = await shown(path);
      assert.deepEqual(links(html), [], path);
      assert.ok(!html.includes('Chat on WhatsApp'), `${path}: no empty element or label`);
    }
    assert.equal((await putSettings({ whatsapp_number: '+234 803-123-4567' })).status, 200);
    const expected = (page: string) => `https://wa.me/2348031234567?text=${encodeURIComponent(`Hello Metrik Group, I'm writing from your ${page} page.`)}`;
    for (const [path, page] of [['/contact', 'Contact'], ['/equipment', 'Equipment'], ['/real-estate', 'Real Estate']]) {
      assert.deepEqual(links(await shown(path)), [
        { href: expected(page), text: 'Chat on WhatsApp' },
        { href: expected(page), text: 'Chat on WhatsApp' },
        { href: expected(page), text: 'WhatsApp' },
      ], `${path}: on the page, in the footer and in the phone bar`);
    }
    assert.deepEqual(
      links(await shown('/')),
      [
        { href: expected('Home'), text: 'Chat on WhatsApp' },
        { href: expected('Home'), text: 'WhatsApp' },
      ],
      'only the footer and the phone bar elsewhere',
    );
    assert.match(await shown('/contact'), /<a href="https:\/\/wa\.me\/[^"]*" rel="noopener" target="_blank"/);

    assert.equal((await putSettings({ whatsapp_number: '' })).status, 200);
    assert.deepEqual(links(await shown('/contact')), []);
  });
});
