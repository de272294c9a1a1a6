// Renders the og.ts composition to web/static/og-image.png with headless Chromium.
// Usage: npx tsx scripts/artwork/render-og.ts
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../../src/testing/browser.ts';
import { staticDir } from './generate.ts';
import { OG_HEIGHT, OG_WIDTH, ogImage } from './og.ts';

const out = join(staticDir, 'og-image.png');
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: OG_WIDTH, height: OG_HEIGHT } });
  await page.setContent(`<!doctype html><body style="margin:0">${ogImage().toString()}</body>`);
  await page.screenshot({ path: out, clip: { x: 0, y: 0, width: OG_WIDTH, height: OG_HEIGHT } });
} finally {
  await browser.close();
}
console.log(`${statSync(out).size} bytes → web/static/og-image.png`);
