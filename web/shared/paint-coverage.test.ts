// The coverage calculator's rule (docs/product.md § Paints): litres rounded up to 0.1 L, tins with the least left over.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { calculate, litresFor, tinsFor, type PaintFacts } from './paint-coverage.ts';

const emulsion: PaintFacts = { slug: 'interior-paints', name: 'Interior Paints', coverage: 12, finishes: ['Matt'], tins: [{ litres: 20, price: 95_000 }, { litres: 4, price: 22_000 }, { litres: 1, price: 6_500 }] };

describe('paint coverage', () => {
  it('rounds litres up to the next tenth, never down', () => {
    assert.equal(litresFor(12, 2, 12), 2);
    assert.equal(litresFor(50, 2, 12), 8.4); // 100 / 12 = 8.33…
    assert.equal(litresFor(35.5, 3, 10), 10.7); // 10.65
  });

  it('picks the tins with the least left over, then the fewest', () => {
    assert.deepEqual(tinsFor(8.4, [20, 4, 1]), [{ litres: 4, count: 2 }, { litres: 1, count: 1 }]);
    assert.deepEqual(tinsFor(5.2, [20, 4, 1]), [{ litres: 4, count: 1 }, { litres: 1, count: 2 }]);
    assert.deepEqual(tinsFor(61, [20, 4]), [{ litres: 20, count: 3 }, { litres: 4, count: 1 }]);
    assert.deepEqual(tinsFor(3, [4, 20]), [{ litres: 4, count: 1 }]);
    assert.deepEqual(tinsFor(2, []), []);
  });

  it('works a wall out from its length and height, openings taken off', () => {
    // 6 m × 3 m = 18 m², minus a door and a window of 3.5 m² = 14.5 m²; 2 coats at 12 m²/L = 2.42 → 2.5 L.
    const result = calculate({ length: '6', height: '3', openings: '3.5', coats: '2' }, [emulsion]);
    assert.ok(result && 'answer' in result);
    assert.equal(result.answer.area, 14.5);
    assert.equal(result.answer.litres, 2.5);
    assert.deepEqual(result.answer.tins.map((t) => [t.litres, t.count]), [[1, 3]]);
    assert.equal(result.answer.cost, 19_500);
  });

  it('names every bad value, and nothing asked is no answer', () => {
    assert.equal(calculate({ coats: '2' }, [emulsion]), undefined);
    assert.deepEqual(calculate({ area: 'lots', coats: '0' }, [emulsion]), { problems: ['area', 'coats'] });
    assert.deepEqual(calculate({ area: '10', openings: '12' }, [emulsion]), { problems: ['openings'] });
    assert.deepEqual(calculate({ area: '10', paint: 'unknown' }, [emulsion]), { problems: ['paint'] });
    assert.deepEqual(calculate({ area: '1e9' }, [emulsion]), { problems: ['area'] });
    assert.deepEqual(calculate({ length: '5' }, [emulsion]), { problems: ['area'] });
  });
});
