// Real estate (docs/product.md § Real estate): the copy with and without JavaScript, the counters' figures, the property pictures,
// the enquiry form's preselected service, and an admin edit reaching the page. Build first (`npx tsx build.ts`).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { realEstatePage } from '../../web/shared/seed/real-estate.ts';
import { assertShowsCopy, countersReach, editBlock, openPage } from '../../src/testing/public-pages.ts';
import { serverHtml, startSite, type Site } from '../../src/testing/site.ts';
import { shownCopy } from '../../src/testing/seed-copy.ts';
import { factFigures, fillFacts, SEEDED_FACTS } from '../../web/shared/facts.ts';

/** The spec's figures, unified with the rest of the site (docs/product.md § Company facts): 150 properties, 95%, 25+, the value delivered in naira. */
const FIGURES = ['150+', '95%', '25+', '₦250bn+'];

describe('Real estate page', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.stop());

  test('the seed holds the services, reasons, property types and figures of product.md § Real estate, word for word', () => {
    const figures = factFigures(SEEDED_FACTS, new Date());
    const titles = (key: string) => realEstatePage.sections.find((s) => s.sectionKey === key)!.blocks.map((b) => fillFacts(b.title, figures));
    assert.deepEqual(titles('services'), ['Property Sales', 'Real Estate Development', 'Investment Consulting', 'Property Management']);
    assert.deepEqual(titles('reasons'), ['25+ Years Experience', 'Local Market Expertise', 'End-to-End Service']);
    assert.deepEqual(titles('property-types'), ['Residential', 'Commercial', 'Industrial', 'Land Development']);
    const stats = realEstatePage.sections.find((s) => s.sectionKey === 'statistics')!.blocks;
    assert.deepEqual(stats.map((b) => `${b.metadata?.prefix ?? ''}${b.content}${b.metadata?.suffix}`), FIGURES);
    for (const section of realEstatePage.sections) for (const block of section.blocks) assert.ok(block.title.length >= 1 && block.title.length <= 200);
  });

  test('without JavaScript: every text, one h1, the final figures, the pictures and Real Estate preselected', async () => {
    const html = (await serverHtml(site, '/real-estate')).replace(/<[^>]+>/g, '');
    for (const figure of FIGURES) assert.ok(html.includes(figure), `server HTML shows ${figure}`);
    const { page, watch, close } = await openPage(site, '/real-estate', { javaScript: false, width: 375 });
    try {
      await assertShowsCopy(page, shownCopy(realEstatePage));
      assert.equal(await page.locator('h1').count(), 1);
      assert.deepEqual(await page.locator('section[aria-labelledby="re-statistics"] dd').allTextContents(), FIGURES);
      const pictures = page.locator('#property-types img');
      assert.equal(await pictures.count(), 4);
      for (const img of await pictures.all()) {
        assert.match((await img.getAttribute('src')) ?? '', /^\/art\/property-(residential|commercial|industrial|land)\.svg$/);
        assert.ok(((await img.getAttribute('alt')) ?? '').length > 10);
        assert.equal(await img.getAttribute('width'), '800');
        assert.equal(await img.getAttribute('height'), '500');
        assert.equal(await img.getAttribute('loading'), 'lazy');
      }
      assert.equal(await page.locator('#enquiry-form select[name="service"]').inputValue(), 'real-estate');
      assert.ok((await page.locator('#enquiry-form').innerText()).includes('within 24 hours'));
      assert.deepEqual(watch.errors, []);
    } finally {
      await close();
    }
  });

  test('with JavaScript: every text, counters at their targets, no console errors, no other hosts', async () => {
    const { page, watch, close } = await openPage(site, '/real-estate', { width: 1280 });
    try {
      await countersReach(page, 're-statistics', FIGURES);
      await assertShowsCopy(page, shownCopy(realEstatePage));
      assert.equal(await page.locator('#enquiry-form select[name="service"]').inputValue(), 'real-estate');
      assert.deepEqual(watch.errors, []);
      assert.deepEqual(watch.foreign, []);
    } finally {
      await close();
    }
  });

  test('an admin edit of a block shows on the next request', async () => {
    await editBlock(site, { slug: 'real-estate', sectionKey: 'services', title: 'Property Sales' }, { title: 'Homes for Sale', content: 'Edited by the admin.' });
    const html = await serverHtml(site, '/real-estate');
    assert.ok(html.includes('Homes for Sale') && html.includes('Edited by the admin.'));
    assert.ok(!html.includes('Property Sales'));
  });
});
