import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToString } from 'react-dom/server';
import { Counter } from './Counter.tsx';
import { formatCount, parseFigure } from '../enhance/counters.ts';
import { Reveal } from './Reveal.tsx';

describe('Counter and Reveal on the server', () => {
  it('renders the final figure, never 0, as one plain text', () => {
    const html = renderToString(<Counter value={250} suffix="+" className="text-4xl" />);
    assert.equal(html, '<span class="tabular-nums text-4xl" data-counter="250+">250+</span>');
    assert.match(renderToString(<Counter value={2.5} prefix="$" suffix="B+" />), />\$2\.5B\+</);
  });

  it('reads the figure back from the final text: prefix, value, suffix', () => {
    assert.deepEqual(parseFigure('$2.5B+'), { prefix: '$', value: 2.5, suffix: 'B+' });
    assert.deepEqual(parseFigure('150+'), { prefix: '', value: 150, suffix: '+' });
    assert.equal(parseFigure('24/7 ')?.value, 24);
    assert.equal(parseFigure('Open'), null);
    assert.deepEqual(parseFigure('4,600 m²'), { prefix: '', value: 4600, suffix: ' m²' });
    assert.deepEqual(parseFigure('₦250bn+'), { prefix: '₦', value: 250, suffix: 'bn+' });
  });

  it('keeps the decimals of the target while counting', () => {
    assert.equal(formatCount(1.25, 1), '1.3');
    assert.equal(formatCount(97.6, 0), '98');
    assert.equal(formatCount(4600, 0), '4,600', 'grouped as the company writes it');
    assert.equal(formatCount(1999.4, 0), '1,999');
  });

  it('renders reveals visible, with no motion classes, marked with their delay for web/enhance/reveals.ts', () => {
    assert.equal(renderToString(<Reveal as="section" delay={300} className="grid">x</Reveal>), '<section class="grid" data-reveal-delay="300">x</section>');
  });
});
