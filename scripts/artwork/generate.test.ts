import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { renderAll, staticDir } from './generate.ts';

const scene = '0 0 800 500';
const square = '0 0 400 400';
/** The agreed file list (see the team's artwork brief): path under web/static → viewBox. */
const expected: Record<string, string> = {
  'art/hero-construction.svg': scene,
  'art/about-story.svg': scene,
  'art/office-hq.svg': scene,
  'art/logo.svg': square,
  'favicon.svg': '0 0 32 32',
  ...Object.fromEntries(
    [
      'service-construction', 'service-real-estate', 'service-paint', 'service-equipment',
      'project-office-tower', 'project-residential-estate', 'project-shopping-mall', 'project-apartments',
      'project-hotel', 'project-villas', 'project-business-park', 'project-townhouses',
      'property-residential', 'property-commercial', 'property-industrial', 'property-land',
      'paint-interior', 'paint-exterior', 'paint-industrial',
      'equipment-excavator', 'equipment-mobile-crane', 'equipment-concrete-mixer', 'equipment-vibrating-roller',
      'equipment-plate-compactor', 'equipment-rammer-compactor', 'equipment-concrete-vibrator', 'equipment-bulldozer',
      'equipment-heavy', 'equipment-light', 'equipment-power-tools',
    ].map((name) => [`art/${name}.svg`, scene]),
  ),
};

const rendered = renderAll();
const svgs = [...rendered].filter(([file]) => file.endsWith('.svg'));
const relative = (file: string) => file.slice(staticDir.length + 1);

test('the generator makes exactly the agreed files', () => {
  assert.deepEqual(svgs.map(([file]) => relative(file)).sort(), Object.keys(expected).sort());
});

test('the committed files are what the generator writes (regenerate with scripts/artwork/generate.ts)', () => {
  for (const [file, content] of rendered) {
    assert.ok(existsSync(file), `${relative(file)} is missing`);
    assert.equal(readFileSync(file, 'utf8'), content, `${relative(file)} differs from the generator's output`);
  }
});

test('every SVG is self-contained, titled, sized and small', () => {
  for (const [file, svg] of svgs) {
    const name = relative(file);
    const viewBox = expected[name]!;
    const [, , w, h] = viewBox.split(' ');
    assert.match(svg, new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${w}" height="${h}"`), name);
    assert.match(svg, /<title>[^<]{5,}<\/title>/, `${name} has no title`);
    assert.doesNotMatch(svg, /<script|<image|<text|<foreignObject|font-family|url\(http|href="(?!#)|\son[a-z]+=/i, `${name} has external or active content`);
    assert.ok(Buffer.byteLength(svg) < 6144, `${name} is ${Buffer.byteLength(svg)} bytes (limit 6 KiB)`);
    for (const [, id] of svg.matchAll(/href="#([^"]+)"/g)) assert.ok(svg.includes(`id="${id}"`), `${name} uses #${id} without defining it`);
  }
});

test('LICENSES.txt names every icon set the SVGs embed', () => {
  const licences = rendered.get(join(staticDir, 'art', 'LICENSES.txt'))!;
  const prefixes = new Set(svgs.flatMap(([, svg]) => [...svg.matchAll(/<symbol id="([a-z-]+)_/g)].map((m) => m[1]!)));
  prefixes.delete('m');
  assert.ok(prefixes.size > 0);
  for (const prefix of prefixes) assert.ok(licences.includes(`@iconify-json/${prefix}`), `LICENSES.txt does not cover ${prefix}`);
});

test('og-image.png is a 1200×630 PNG under 120 KB', () => {
  const png = readFileSync(join(staticDir, 'og-image.png'));
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
  assert.equal(png.readUInt32BE(16), 1200);
  assert.equal(png.readUInt32BE(20), 630);
  assert.ok(png.length < 120 * 1024, `og-image.png is ${png.length} bytes`);
});
