// Writes every artwork SVG (web/static/art/*.svg, web/static/favicon.svg) from scenes.ts, and
// web/static/art/LICENSES.txt for the icons they embed.
// Usage: npx tsx scripts/artwork/generate.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { usedIcons } from './icons.ts';
import { licensesText } from './licenses.ts';
import { artworks } from './scenes.ts';

export const root = join(import.meta.dirname, '..', '..');
export const staticDir = join(root, 'web', 'static');
export const artDir = join(staticDir, 'art');

export function renderAll(): Map<string, string> {
  const files = new Map<string, string>();
  for (const artwork of artworks) files.set(join(staticDir, artwork.file), artwork.build().toString());
  files.set(join(artDir, 'LICENSES.txt'), licensesText(usedIcons));
  return files;
}

if (process.argv[1] === import.meta.filename) {
  mkdirSync(artDir, { recursive: true });
  for (const [file, svg] of renderAll()) {
    writeFileSync(file, svg);
    console.log(`${String(Buffer.byteLength(svg)).padStart(6)}  ${file.slice(root.length + 1)}`);
  }
}
