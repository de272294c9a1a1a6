// Figures typed and shown the Nigerian way (docs/product.md § Company facts): grouping accepted and shown, naira with ₦.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compactAmount, formatFixed, formatNaira, groupDigits, parseWholeNumber } from './numbers.ts';
import { priceRange } from './item-facts.ts';
import { BLOCK_TYPES } from './block-types.ts';
import * as v from 'valibot';
import { storedFactText, yearsExperience } from './facts.ts';

describe('figures the company writes', () => {
  it('reads a whole number typed with or without grouping', () => {
    for (const typed of ['85000000', '85,000,000', '85 000 000', ' 85\u00a0000\u00a0000 ']) assert.equal(parseWholeNumber(typed), 85_000_000, typed);
    for (const typed of ['', '85,,000', '85,000,', '8.5', '-4', 'abc', '₦85m', '85m']) assert.equal(parseWholeNumber(typed), undefined, typed);
  });

  it('reads naira as typed: ₦, N or NGN, grouping, and m, bn or tn', () => {
    const cases: [string, number][] = [
      ['₦85,000,000', 85_000_000],
      ['N85m', 85_000_000],
      ['₦ 2.5bn', 2_500_000_000],
      ['NGN 250 billion', 250_000_000_000],
      ['₦1.2tn', 1_200_000_000_000],
      ['65000000', 65_000_000],
    ];
    for (const [typed, value] of cases) assert.equal(parseWholeNumber(typed, { naira: true }), value, typed);
    for (const typed of ['₦', '₦85.5', '$85m', '85 apples']) assert.equal(parseWholeNumber(typed, { naira: true }), undefined, typed);
  });

  it('shows numbers grouped and naira with ₦, large amounts in bn rounded down', () => {
    assert.equal(groupDigits(85_000_000), '85,000,000');
    assert.equal(formatNaira(85_000_000), '₦85,000,000');
    assert.deepEqual(compactAmount(250_000_000_000), { number: 250, unit: 'bn' });
    assert.deepEqual(compactAmount(2_790_000_000), { number: 2.7, unit: 'bn' });
    assert.equal(storedFactText('valueDelivered', 250_000_000_000), '₦250bn+');
    assert.equal(storedFactText('factoryArea', 4600), '4,600 m²');
    assert.equal(storedFactText('yearFounded', 1999), '1999');
    assert.equal(priceRange({ priceFrom: 65_000_000, priceTo: 80_000_000 }), '₦65,000,000 – ₦80,000,000');
  });

  it('formats with decimals exactly as en-NG Intl.NumberFormat does, without making one', () => {
    const cases: [number, number, string][] = [
      [4600.25, 1, '4,600.3'],
      [0.235, 2, '0.24'],
      [999.995, 2, '1,000.00'],
      [1_234_567.5, 2, '1,234,567.50'],
      [-1.25, 1, '-1.3'],
      [97.6, 0, '98'],
      [0, 2, '0.00'],
    ];
    for (const [value, decimals, text] of cases) assert.equal(formatFixed(value, decimals), text, `${value} with ${decimals}`);
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    for (let i = 0; i < 20_000; i++) {
      const decimals = Math.floor(random() * 4);
      const value = Math.round((random() - 0.3) * 10 ** Math.floor(random() * 14 - 2) * 1000) / 1000;
      const intl = new Intl.NumberFormat('en-NG', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      assert.equal(formatFixed(value, decimals), intl.format(value), `${value} with ${decimals}`);
    }
  });

  it('a development price is accepted typed as 85,000,000 or ₦85m and stored as naira', () => {
    const block = (priceFrom: unknown) => ({ title: 'Woji', content: 'Homes', metadata: { status: 'Selling', location: 'Woji', units: [{ name: 'Terrace', priceFrom, priceTo: 0 }] } });
    const unitsOf = (priceFrom: unknown) => {
      const result = v.safeParse(BLOCK_TYPES.development.schema, block(priceFrom));
      return result.success ? ((result.output as { metadata: { units: { priceFrom: number }[] } }).metadata.units[0].priceFrom) : result.issues[0].message;
    };
    assert.equal(unitsOf('85,000,000'), 85_000_000);
    assert.equal(unitsOf('₦85m'), 85_000_000);
    assert.equal(unitsOf(85_000_000), 85_000_000);
    assert.match(String(unitsOf('about 85')), /must be an amount in naira/);
  });

  it('years of experience: whole years since the founding, rounded down to a multiple of 5', () => {
    assert.deepEqual(yearsExperience(1999, new Date('2026-06-01')), { prefix: '', number: 25, suffix: '+' });
    assert.deepEqual(yearsExperience(1999, new Date('2029-01-01')), { prefix: '', number: 30, suffix: '+' });
    assert.deepEqual(yearsExperience(2023, new Date('2026-06-01')), { prefix: '', number: 3, suffix: '' });
  });
});
