// Every admin screen through axe-core (WCAG 2.1 A and AA) at phone and desktop widths, with real data on
// screen, the inline editor open and the dialogs open (Find a person's erase confirmation too); and no sideways
// scrolling at 375 px.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { axeViolations, sidewaysScroll } from '../../src/testing/axe.ts';
import { TINY_PNG } from '../../src/testing/images.ts';
import { api, openTab, signIn } from '../../src/testing/admin-panel.ts';
import { startSite, type Site } from '../../src/testing/site.ts';
import { daysFromNow } from '../../src/testing/form-bodies.ts';

/** The quote form refuses a start date in the past. */
const START_DATE = daysFromNow(30);

describe('admin accessibility', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
    await api(site, 'POST', '/api/contact', undefined, {
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: 'ngozi@example.com',
      phone: '0803 123 4567',
      service: 'paint',
      message: 'Please quote exterior paint for a school in Eleme.',
    });
    await api(site, 'POST', '/api/equipment-quote', undefined, {
      equipmentType: 'light',
      rentalDuration: 'monthly',
      startDate: START_DATE,
      projectLocation: 'Rumuokoro',
      projectDetails: 'Two plate compactors.',
      email: 'site@example.com',
      phone: '0803 000 1111',
    });
  });
  after(() => site?.stop());

  for (const width of [375, 1280]) {
    test(`every screen passes axe at ${width} px`, async () => {
      const { page, watch, close } = await openTab(site, '/metrikwebadmin-login', width, { bypassCSP: true });
      const problems: string[] = [];
      const check = async (screen: string) => problems.push(...(await axeViolations(page, screen)), ...(await sidewaysScroll(page, screen)));
      try {
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.getByText('Username is required').waitFor();
        await check('sign-in with errors');
        await signIn(page, site);

        await page.getByRole('button', { name: /^Paints/ }).click();
        await page.getByRole('button', { name: /^Curated Colours/ }).click();
        await page.getByRole('button', { name: /^Edit content block Modern Neutrals/ }).click();
        await page.getByRole('group', { name: /^Swatch colours/ }).waitFor();
        await check('content with the block editor');
        // A palette has no picture: a paint product's editor opens the library.
        await page.getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('button', { name: /^Paint Products/ }).click();
        await page.getByRole('button', { name: /^Edit content block Interior Paints/ }).click();
        await page.getByRole('button', { name: 'Choose from library' }).click();
        await page.getByRole('dialog', { name: 'Media library' }).waitFor();
        await check('media picker dialog');
        await page.keyboard.press('Escape');

        await page.getByRole('tab', { name: /Submissions/ }).click();
        await page.getByRole('article', { name: /from Ngozi Eze/ }).waitFor();
        await check('submissions');
        await page.getByRole('article', { name: /from Ngozi Eze/ }).getByRole('button', { name: /^Delete/ }).click();
        await page.getByRole('alertdialog').waitFor();
        await check('delete confirmation');
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: 'Find a person' }).click();
        await page.getByLabel('E-mail address or phone number').fill('+234 803 123 4567');
        await page.getByRole('button', { name: 'Find', exact: true }).click();
        await page.getByRole('heading', { name: '1 record stored about +234 803 123 4567' }).waitFor();
        await check('find a person');
        await page.getByRole('button', { name: 'Erase everything about this person' }).click();
        await page.getByRole('alertdialog').waitFor();
        await check('erase confirmation');
        await page.keyboard.press('Escape');
        await page.getByLabel('E-mail address or phone number').fill('nobody@example.com');
        await page.getByRole('button', { name: 'Find', exact: true }).click();
        await page.getByRole('heading', { name: 'Nothing is stored about nobody@example.com' }).waitFor();
        await check('find a person, nothing stored');

        await page.getByRole('tab', { name: 'Media' }).click();
        if (width === 375) {
          await page.getByLabel('Image file').setInputFiles({ name: 'yard.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG) });
          await page.getByLabel('Alt text').fill('Equipment yard at Onne');
          await page.getByRole('button', { name: 'Upload' }).click();
        }
        await page.getByRole('article', { name: 'yard.png' }).waitFor();
        await check('media');

        await page.getByRole('tab', { name: 'Settings' }).click();
        await page.getByLabel('Company name').waitFor();
        await check('settings');

        await page.getByRole('tab', { name: 'Activity' }).click();
        await page.getByText(/entr(y|ies) shown/).waitFor();
        await check('activity');

        await page.getByRole('tab', { name: 'Team & security' }).click();
        await page.getByRole('heading', { name: /Your sessions/ }).waitFor();
        await check('team & security');
        await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
        await page.getByRole('img', { name: /QR code/ }).waitFor();
        await check('two-factor setup');
        await page.getByRole('button', { name: 'Cancel' }).click();

        for (const [path, heading] of [
          ['/metrikwebadmin-login?step=code', 'Two-factor sign-in'],
          ['/metrikwebadmin-login?forgot', 'Forgot your password?'],
          ['/metrikwebadmin-reset?token=abcdefghijklmnopqrstuvwxyz', 'Set a new password'],
        ]) {
          // Once the bundle has hydrated the page: axe then sees what the admin sees.
          await page.goto(site.url(path), { waitUntil: 'networkidle' });
          await page.getByRole('heading', { name: heading }).waitFor();
          await check(heading);
        }

        assert.deepEqual(problems, []);
        assert.deepEqual(watch.errors, []);
      } finally {
        await close();
      }
    });
  }
});
