// Temporary: screenshots of the content screens (not committed).
import { openTab, signIn, startAdminSite } from '../web/admin/admin-testing.ts';
const out = '/work/wt/shots/content-ui';
const which = process.argv[2] ?? 'add';
const site = await startAdminSite();
try {
  for (const width of [375, 1280]) {
    const { page, close } = await openTab(site, '/metrikwebadmin-login', width);
    await signIn(page, site);
    await page.getByRole('button', { name: /^Our Projects/ }).click();
    await page.getByRole('button', { name: /^Project Showcase/ }).click();
    if (which === 'add') {
      await page.getByRole('button', { name: /^Add project/ }).click();
      await page.getByRole('form', { name: /Add project/ }).waitFor();
      await page.getByRole('form', { name: /Add project/ }).screenshot({ path: `${out}/add-project-${width}.png` });
      await page.screenshot({ path: `${out}/add-project-page-${width}.png`, fullPage: false });
    }
    if (which === 'menu') {
      await page.getByRole('button', { name: /^More actions for/ }).first().click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/menu-${width}.png` });
    }
    if (which === 'trash') {
      await page.getByRole('button', { name: 'Trash' }).click();
      await page.getByRole('dialog', { name: 'Trash' }).waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${out}/trash-${width}.png` });
    }
    if (which === 'history') {
      await page.getByRole('button', { name: /^More actions for/ }).first().click();
      await page.getByRole('menuitem', { name: 'History' }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${out}/history-${width}.png` });
    }
    if (which === 'preview') {
      await page.getByRole('button', { name: /^Edit content block/ }).first().click();
      await page.getByLabel('Title').first().fill('A changed project title');
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${out}/preview-phone-${width}.png` });
      await page.getByRole('button', { name: /Desktop/ }).click();
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `${out}/preview-desktop-${width}.png` });
    }
    await close();
  }
} finally {
  await site.stop();
}
