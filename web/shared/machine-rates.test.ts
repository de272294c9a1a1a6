// A machine's rates read from its metadata, and the desk's first quote line for a rental request (docs/product.md § Machine pages, § Quotes).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ContentBlock } from './content.ts';
import { quoteLineFor, ratesOf } from './machine-rates.ts';

const machine = (title: string, metadata: Record<string, unknown>) => ({ id: 1, blockType: 'machine', title, metadata }) as unknown as ContentBlock;
const excavators = machine('Excavators', { rateDay: 450000, rateWeek: 2700000, rateFourWeeks: 0, dayHours: 8, operator: 'included', fuel: 'hirer' });

describe('machine rates', () => {
  it('reads what the admin stored, and nothing odd: a bad availability is available, a bad rate on request', () => {
    const r = ratesOf(machine('X', { rateDay: -5, rateWeek: 'lots', availability: 'stolen', availableFrom: 'soon', dayHours: 30, operator: 'robot' }));
    assert.deepEqual([r.rateDay, r.rateWeek, r.availability, r.availableFrom, r.dayHours, r.operator], [0, 0, 'available', '', 0, '']);
  });

  it("starts the desk's quote with the named machine at the rate for the duration asked", () => {
    const details = 'Machine: Excavators (https://metrikgroup.ng/equipment/excavators).\nPer day: ₦450,000\nTrenching for a drain.';
    assert.deepEqual(quoteLineFor({ projectDetails: details, rentalDuration: 'weekly' }, [excavators]), {
      description: 'Excavators hire, per week (a day = 8 metered hours, with operator, fuel by the hirer)',
      quantity: 1,
      unitPrice: 2700000,
    });
    assert.equal(quoteLineFor({ projectDetails: details, rentalDuration: 'monthly' }, [excavators])?.unitPrice, undefined, 'on request: no price');
    assert.equal(quoteLineFor({ projectDetails: 'A crane for a week', rentalDuration: 'weekly' }, [excavators]), undefined);
  });
});
