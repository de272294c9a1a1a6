import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PUBLIC_ROUTES, type PageContent, type PublicSettings } from '../../web/shared/content.ts';
import { headMeta } from '../../web/shared/meta.ts';
import { call, makeTestApp } from '../testing/app.ts';
import { DEFAULT_WEEK, weekText } from '../../web/shared/opening-hours.ts';
import { jsonLdScript, localBusiness, publicOrigin, robotsTxt, sitemapXml, socialTags, streetAddress } from './seo.ts';

const settings: PublicSettings = {
  companyName: 'Metrik Group',
  tagline: 'Building Excellence',
  // Typed the local way: the record gives it as a caller abroad dials it.
  phone: '0803 555 0147',
  email: 'info@metrikgroup.ng',
  address: '24 Trans-Amadi Industrial Layout, Port Harcourt, Rivers State, Nigeria',
  openingHours: weekText(DEFAULT_WEEK),
  facebookUrl: '',
  twitterUrl: '',
  linkedinUrl: 'https://www.linkedin.com/company/metrik',
  instagramUrl: '',
  whatsappNumber: '',
  replyPromiseHours: '24',
};

describe('JSON-LD and meta escaping', () => {
  it('escapes "<" so a value cannot close the script element', () => {
    const html = jsonLdScript({ name: 'Evil </script><script>alert(1)</script>' });
    assert.equal(html.match(/<\/script>/g)?.length, 1, 'only the real closing tag');
    assert.ok(html.includes('\\u003c/script>'));
    assert.deepEqual(JSON.parse(html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'))), {
      name: 'Evil </script><script>alert(1)</script>',
    });
  });

  it('escapes quotes and angle brackets in Open Graph values', () => {
    const tags = socialTags({
      meta: { title: 'A "quoted" <b>title</b>', description: "It's & more" },
      url: 'https://example.ng/about',
      origin: 'https://example.ng',
      siteName: 'Metrik Group',
    });
    assert.ok(tags.includes('<meta property="og:title" content="A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;">'));
    assert.ok(tags.includes('<meta property="og:description" content="It&#39;s &amp; more">'));
    assert.ok(tags.includes('<meta property="og:image" content="https://example.ng/og-image.png">'));
    assert.ok(tags.includes('<meta name="twitter:card" content="summary_large_image">'));
    assert.ok(!/<b>/.test(tags));
  });

  it('titles each route from its content and the not-found screen by name', () => {
    const page: PageContent = { id: 2, slug: 'about', title: 'About', description: 'Our story.', sections: [] };
    assert.deepEqual(headMeta({ page, settings }), { title: 'About | Metrik Group', description: 'Our story.' });
    assert.equal(headMeta({ page: { ...page, slug: 'home', title: 'Home' }, settings }).title, 'Metrik Group | Building Excellence');
    assert.equal(headMeta({ page: null, settings }, true).title, 'Page Not Found | Metrik Group');
  });
});

describe('opening hours', () => {
  it('come from the opening-hours setting: open days grouped, the emergency-only Sunday left out', () => {
    assert.deepEqual(localBusiness(settings, 'https://example.ng', '').openingHoursSpecification, [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '16:00' },
    ]);
  });

  it('are left out when none are set or the stored text is not a week', () => {
    for (const openingHours of ['', 'Mon-Fri 7AM-6PM']) {
      const data = localBusiness({ ...settings, openingHours }, 'https://example.ng', '');
      assert.equal(data.openingHoursSpecification, undefined, openingHours);
      assert.equal(data.department[0].openingHoursSpecification, undefined);
    }
  });
});

describe('the company record', () => {
  it('is a LocalBusiness in Port Harcourt with contact details and hours', () => {
    const data = localBusiness(settings, 'https://example.ng', 'What we do.');
    assert.equal(data['@type'], 'LocalBusiness');
    assert.equal(data.url, 'https://example.ng/');
    assert.equal(data.telephone, '+2348035550147');
    assert.equal(data.email, 'info@metrikgroup.ng');
    assert.deepEqual(data.address, {
      '@type': 'PostalAddress',
      streetAddress: '24 Trans-Amadi Industrial Layout',
      addressLocality: 'Port Harcourt',
      addressRegion: 'Rivers State',
      addressCountry: 'NG',
    });
    assert.equal(data.openingHoursSpecification?.[0].opens, '07:00');
    assert.deepEqual(data.sameAs, ['https://www.linkedin.com/company/metrik']);
    assert.equal(streetAddress('Plot 5, Aba Road'), 'Plot 5, Aba Road');
  });

  it('names each division as a department of its own schema.org type, with the address, telephone, hours and profiles of the settings', () => {
    const cards = [{ href: '/real-estate', title: ' Homes & Land ', content: 'Estates in Woji and GRA.' }];
    const data = localBusiness(settings, 'https://example.ng', 'What we do.', cards);
    assert.deepEqual(
      data.department.map((d) => [d['@type'], d['@id'], d.name, d.url]),
      [
        ['GeneralContractor', 'https://example.ng/#construction', 'Metrik Group Construction', 'https://example.ng/services'],
        ['RealEstateAgent', 'https://example.ng/#real-estate', 'Metrik Group Homes & Land', 'https://example.ng/real-estate'],
        ['Store', 'https://example.ng/#paints', 'Metrik Group Paint Manufacturing', 'https://example.ng/paints'],
        ['LocalBusiness', 'https://example.ng/#equipment-rental', 'Metrik Group Equipment Rental', 'https://example.ng/equipment'],
      ],
    );
    assert.equal(data.department[3].additionalType, 'http://www.productontology.org/id/Equipment_rental', 'schema.org has no type for hiring out machines');
    assert.equal(data.department[1].description, 'Estates in Woji and GRA.');
    for (const department of data.department) {
      assert.deepEqual(department.parentOrganization, { '@id': 'https://example.ng/#organization' });
      assert.equal(department.telephone, '+2348035550147');
      assert.equal(department.email, 'info@metrikgroup.ng');
      assert.deepEqual(department.address, data.address);
      assert.equal(department.openingHoursSpecification?.[0].opens, '07:00');
      assert.deepEqual(department.sameAs, ['https://www.linkedin.com/company/metrik']);
    }
  });
});

describe('public origin, sitemap and robots', () => {
  it('uses the site_url setting only when it is an http(s) address', () => {
    assert.equal(publicOrigin('https://metrik.ng/some/path', 'http://127.0.0.1:3000'), 'https://metrik.ng');
    assert.equal(publicOrigin('', 'http://127.0.0.1:3000'), 'http://127.0.0.1:3000');
    assert.equal(publicOrigin('javascript:alert(1)', 'http://localhost'), 'http://localhost');
    assert.equal(publicOrigin('not a url', 'http://localhost'), 'http://localhost');
  });

  it('lists the ten public routes, the privacy and terms notices included, as absolute addresses', () => {
    const xml = sitemapXml('https://example.ng', new Map([['home', '2026-01-02T03:04:05.000Z']]));
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    assert.deepEqual(
      locs,
      ['/', '/services', '/projects', '/real-estate', '/paints', '/equipment', '/about', '/contact', '/privacy', '/terms'].map((p) => `https://example.ng${p}`),
    );
    assert.ok(xml.includes('<lastmod>2026-01-02</lastmod>'));
  });

  it('keeps crawlers out of the admin and the API and points to the sitemap', () => {
    const text = robotsTxt('https://example.ng');
    for (const line of ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /metrikwebadmin-login', 'Disallow: /api/', 'Sitemap: https://example.ng/sitemap.xml']) {
      assert.ok(text.split('\n').includes(line), line);
    }
  });

  it('serves /sitemap.xml and /robots.txt, honouring the site_url setting', async () => {
    const { app, sqlite } = makeTestApp();
    const sitemap = await call(app, 'GET', '/sitemap.xml');
    assert.equal(sitemap.status, 200);
    assert.match(sitemap.headers.get('content-type') ?? '', /application\/xml/);
    // The ten public routes, then the item pages: eight projects, eight machines, two developments (src/render/item-pages.test.ts).
    assert.equal([...sitemap.text.matchAll(/<url><loc>http:\/\/localhost\//g)].length, 28);
    assert.equal([...sitemap.text.matchAll(/<url><loc>http:\/\/localhost\/projects\/[a-z0-9-]+<\/loc>/g)].length, 8);
    assert.equal([...sitemap.text.matchAll(/<url><loc>http:\/\/localhost\/equipment\/[a-z0-9-]+<\/loc>/g)].length, 8);
    assert.equal([...sitemap.text.matchAll(/<url><loc>http:\/\/localhost\/real-estate\/[a-z0-9-]+<\/loc>/g)].length, 2);
    assert.match(sitemap.text, /<loc>http:\/\/localhost\/privacy<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    assert.match(sitemap.text, /<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

    sqlite.prepare("UPDATE site_settings SET value = 'https://metrik.example' WHERE key = 'site_url'").run();
    const robots = await call(app, 'GET', '/robots.txt');
    assert.equal(robots.status, 200);
    assert.match(robots.headers.get('content-type') ?? '', /text\/plain/);
    assert.ok(robots.text.includes('Sitemap: https://metrik.example/sitemap.xml'));
    assert.equal((await call(app, 'POST', '/robots.txt')).status, 405);
  });

  it('gives every public route its own title, description, canonical and Open Graph tags; home adds the JSON-LD', async () => {
    const { app } = makeTestApp();
    const titles = new Set<string>();
    for (const path of ['/', '/services', '/projects', '/real-estate', '/paints', '/equipment', '/about', '/contact', '/privacy', '/terms']) {
      const res = await call(app, 'GET', path);
      assert.equal(res.status, 200, path);
      const title = /<title>([^<]+)<\/title>/.exec(res.text)?.[1];
      assert.ok(title, `${path} has a title`);
      titles.add(title);
      assert.match(res.text, /<meta name="description" content="[^"]+">/);
      assert.ok(res.text.includes(`<link rel="canonical" href="http://localhost${path}">`), `${path} canonical`);
      assert.ok(res.text.includes(`<meta property="og:url" content="http://localhost${path}">`), `${path} og:url`);
      assert.ok(res.text.includes('<meta property="og:image" content="http://localhost/og-image.png">'));
      assert.equal(res.text.includes('application/ld+json'), path === '/', `${path} JSON-LD only on home`);
    }
    assert.equal(titles.size, 10, 'ten different titles');

    const home = await call(app, 'GET', '/');
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(home.text)?.[1];
    const data = JSON.parse(json!);
    assert.equal(data['@type'], 'LocalBusiness');
    assert.equal(data.address.addressLocality, 'Port Harcourt');
    assert.ok(Array.isArray(data.openingHoursSpecification) && data.openingHoursSpecification.length > 0);
    assert.deepEqual(
      data.department.map((d: { '@type': string; name: string; description: string }) => [d['@type'], d.name, Boolean(d.description)]),
      [
        ['GeneralContractor', 'Metrik Group Construction', true],
        ['RealEstateAgent', 'Metrik Group Real Estate', true],
        ['Store', 'Metrik Group Paint Manufacturing', true],
        ['LocalBusiness', 'Metrik Group Equipment Rental', true],
      ],
      "named and described as Home's service cards",
    );
    assert.deepEqual(data.department[2].openingHoursSpecification, data.openingHoursSpecification, "the opening-hours setting's hours");

    const missing = await call(app, 'GET', '/no-such-page');
    assert.equal(missing.status, 404);
    assert.ok(missing.text.includes('<meta name="robots" content="noindex">'));
    assert.ok(!missing.text.includes('rel="canonical"'));
  });
});

describe('social cards on every page an outside validator reads', () => {
  it('each public page and item page says what its picture shows to both Open Graph and Twitter (twitter:image:alt)', async () => {
    const t = makeTestApp();
    const paths = [...PUBLIC_ROUTES.map((r) => r.path), ...t.services.itemPages.get().keys()];
    for (const path of paths) {
      const { text } = await call(t.app, 'GET', path);
      const og = /<meta property="og:image:alt" content="([^"]+)">/.exec(text)?.[1];
      const twitter = /<meta name="twitter:image:alt" content="([^"]+)">/.exec(text)?.[1];
      assert.ok(og, `${path}: og:image:alt`);
      assert.equal(twitter, og, path);
    }
  });
});
