// Renders every artwork on one page (natural aspect, 360 px wide, plus a 120 px row) to a PNG,
// so the set can be looked at side by side.
// Usage: npx tsx scripts/artwork/contact-sheet.ts [out.png] [width] [file name regexp]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../../src/testing/browser.ts';
import { artDir } from './generate.ts';

const out = process.argv[2] ?? '/tmp/artwork-contact-sheet.png';
const width = Number(process.argv[3] ?? 360);
const filter = process.argv[4] ?? '';
const files = readdirSync(artDir)
  .filter((f) => f.endsWith('.svg') && new RegExp(filter).test(f))
  .sort();
const cell = (f: string) => {
  const svg = readFileSync(join(artDir, f), 'base64');
  return `<figure><img src="data:image/svg+xml;base64,${svg}" width="${width}" alt=""><figcaption>${f}</figcaption></figure>`;
};
const html = `<!doctype html><style>body{margin:16px;font:12px system-ui;background:#fff;display:flex;flex-wrap:wrap;gap:12px}
figure{margin:0}img{display:block;height:auto;border:1px solid #e5e2da}figcaption{color:#334155;margin-top:2px}</style>${files.map(cell).join('')}`;
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: Math.max(1200, width * 3 + 80), height: 800 } });
await page.setContent(html);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`${files.length} images → ${out}`);
