import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { Glyph, Icon } from './Icon.tsx';
import { lucideSend } from '../shared/icon-svg.ts';

test('an icon is inline SVG in the text colour, hidden from screen readers unless it is labelled', () => {
  const decorative = renderToStaticMarkup(<Glyph svg={lucideSend} className="h-5 w-5" />);
  assert.equal(decorative, `<svg viewBox="0 0 24 24" width="1em" height="1em" focusable="false" class="inline-block shrink-0 align-middle h-5 w-5" aria-hidden="true">${lucideSend}</svg>`);
  const labelled = renderToStaticMarkup(<Icon name="phone" label="Telephone" />);
  assert.match(labelled, /^<svg [^>]*role="img" aria-label="Telephone"><g [^>]*stroke="currentColor"/);
  assert.doesNotMatch(labelled, /aria-hidden/);
});

test('a content icon name that is not in the map draws nothing', () => {
  assert.equal(renderToStaticMarkup(<Icon name="no-such-icon" />), '');
});
