import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { ICON_SVG_FILE, iconSvgModule } from './icon-svg.ts';
import * as svg from '../web/shared/icon-svg.ts';

describe('inline icons', () => {
  test('web/shared/icon-svg.ts holds exactly the icons the web sources name (run `npm run icons` after using a new one)', () => {
    assert.equal(readFileSync(ICON_SVG_FILE, 'utf8'), iconSvgModule(), 'web/shared/icon-svg.ts is out of date: run npm run icons');
  });

  test('a Lucide icon draws its stroke once, on a group around its shapes', () => {
    assert.match(svg.lucidePhone, /^<g fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"><path d="[^"]+"\/><\/g>$/);
    assert.match(svg.mdiWhatsapp, /^<path fill="currentColor" d="[^"]+"\/>$/);
  });
});
