// Measures the visible bounding box of every icon and drawing the scenes use (icons carry padding
// inside their 24×24 box), so subjects can stand exactly on a ground line. Writes bounds.json.
// Run after adding an icon to a scene: npx tsx scripts/artwork/measure-icons.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../../src/testing/browser.ts';
import { boundsFile, iconSymbol, setMeasuring, usedIcons } from './icons.ts';

setMeasuring();
const { artworks } = await import('./scenes.ts');
for (const artwork of artworks) artwork.build();

const symbols = [...usedIcons].sort().map((key) => ({ ...iconSymbol(key), key }));
const html = symbols
  .map((s, i) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s.width} ${s.height}" width="${s.width * 10}"><g id="i${i}" color="#000">${s.markup.replace(/^<symbol[^>]*>|<\/symbol>$/g, '')}</g></svg>`)
  .join('');
const browser = await launchBrowser();
const page = await browser.newPage();
await page.setContent(`<!doctype html><body>${html}</body>`);
const boxes = await page.evaluate((count) => {
  const out: number[][] = [];
  for (let i = 0; i < count; i++) {
    const b = (document.getElementById(`i${i}`) as unknown as SVGGraphicsElement).getBBox();
    out.push([b.x, b.y, b.width, b.height].map((v) => Math.round(v * 100) / 100));
  }
  return out;
}, symbols.length);
await browser.close();
const lines = symbols.map((s, i) => `  ${JSON.stringify(s.key)}: ${JSON.stringify(boxes[i])}`);
writeFileSync(boundsFile, `{\n${lines.join(',\n')}\n}\n`);
console.log(`measured ${symbols.length} icons → ${join('scripts/artwork', 'bounds.json')}`);
