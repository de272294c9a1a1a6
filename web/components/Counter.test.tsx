import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToString } from 'react-dom/server';
import { Counter, formatCount } from './Counter.tsx';
import { Reveal } from './Reveal.tsx';

describe('Counter and Reveal on the server', () => {
  it('renders the final figure, never 0, as one plain text', () => {
    const html = renderToString(<Counter value={250} suffix="+" className="text-4xl" />);
    assert.equal(html, '<span class="tabular-nums text-4xl" data-counter="250+">250+</span>');
    assert.match(renderToString(<Counter value={2.5} prefix="$" suffix="B+" />), />\$2\.5B\+</);
  });

  it('keeps the decimals of the target while counting', () => {
    assert.equal(formatCount(1.25, 1), '1.3');
    assert.equal(formatCount(97.6, 0), '98');
  });

  it('renders reveals visible, with no motion classes', () => {
    assert.equal(renderToString(<Reveal as="section" delay={300} className="grid">x</Reveal>), '<section class="grid">x</section>');
  });
});
