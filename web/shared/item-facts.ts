// The structured facts of a machine and a development (docs/product.md § Item pages), read from their metadata
// the same way by their pages, their cards, the server's JSON-LD and the enquiry forms' prefill.
import type { ContentBlock } from './content.ts';
import { formatNaira as naira } from './numbers.ts';

/** A development's status as the admin picks it; the label is always shown, never the colour alone. */
export const DEVELOPMENT_STATUSES = ['Selling', 'Coming soon', 'Sold out'] as const;

/** schema.org's ItemAvailability for each development status. */
export const DEVELOPMENT_AVAILABILITY: Record<string, string> = { Selling: 'InStock', 'Coming soon': 'PreOrder', 'Sold out': 'SoldOut' };

export interface Spec {
  label: string;
  value: string;
}

export interface UnitType {
  name: string;
  /** Naira; 0 when not given. */
  priceFrom: number;
  priceTo: number;
}

const records = (block: ContentBlock | undefined, key: string): Record<string, unknown>[] => {
  const value = block?.metadata?.[key];
  return Array.isArray(value) ? value.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object' && !Array.isArray(r)) : [];
};
const text = (record: Record<string, unknown>, key: string) => (typeof record[key] === 'string' ? (record[key] as string).trim() : '');
const amount = (record: Record<string, unknown>, key: string) => {
  const value = Number(record[key]);
  return Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
};

/** A machine's specifications (metadata.specs), each with a label and a value. */
export const specsOf = (machine: ContentBlock | undefined): Spec[] =>
  records(machine, 'specs').map((r) => ({ label: text(r, 'label'), value: text(r, 'value') })).filter((s) => s.label && s.value);

/** A development's unit types (metadata.units) with their naira price range. */
export const unitTypesOf = (development: ContentBlock | undefined): UnitType[] =>
  records(development, 'units').map((r) => ({ name: text(r, 'name'), priceFrom: amount(r, 'priceFrom'), priceTo: amount(r, 'priceTo') })).filter((u) => u.name);

/** "₦45,000,000 – ₦60,000,000", "From ₦45,000,000", or '' when no price is given. */
export function priceRange({ priceFrom, priceTo }: Pick<UnitType, 'priceFrom' | 'priceTo'>): string {
  if (priceFrom && priceTo && priceTo !== priceFrom) return `${naira(Math.min(priceFrom, priceTo))} – ${naira(Math.max(priceFrom, priceTo))}`;
  if (priceFrom || priceTo) return priceFrom && priceTo ? naira(priceFrom) : priceFrom ? `From ${naira(priceFrom)}` : `Up to ${naira(priceTo)}`;
  return '';
}

/** The lowest price of any unit type: "From ₦45,000,000" on a card; '' when none is given. */
export function fromPrice(development: ContentBlock | undefined): string {
  const lows = unitTypesOf(development).map((u) => u.priceFrom || u.priceTo).filter((n) => n > 0);
  return lows.length ? `From ${naira(Math.min(...lows))}` : '';
}
