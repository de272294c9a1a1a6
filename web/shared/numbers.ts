// Figures as the company writes them (docs/product.md § Company facts): Nigerian grouping ("85,000,000"), naira
// with ₦. One parser for what an admin types, so "85,000,000", "85 000 000" and "₦85m" all mean the same amount
// in a setting and in a price field, and one formatter for what a visitor reads.

/**
 * 4600.25 with 1 decimal → "4,600.3": Nigerian grouping, rounded half away from zero from the number's shortest
 * decimal form (as Intl.NumberFormat does, so 0.235 → "0.24"). Written out rather than through Intl: the first
 * Intl formatter a page makes loads the locale's data, and on a throttled phone that was the longest task of a
 * public page's load (its counters format a figure every frame).
 */
export function formatFixed(value: number, decimals: number): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const shortest = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(shortest)) return sign + Math.abs(value).toFixed(decimals); // 1e21 and up, 1e-7 and down
  const [whole, fraction = ''] = shortest.split('.');
  const kept = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0')) + (fraction[decimals] >= '5' ? 1n : 0n);
  const digits = kept.toString().padStart(decimals + 1, '0');
  const grouped = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, ',');
  return sign + (decimals > 0 ? `${grouped}.${digits.slice(digits.length - decimals)}` : grouped);
}

/** 85000000 → "85,000,000". */
export const groupDigits = (value: number): string => formatFixed(value, 0);

/** 85000000 → "₦85,000,000". */
export const formatNaira = (value: number): string => `₦${groupDigits(value)}`;

const SEPARATORS = /[,\s\u00a0\u202f_']/g;
const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  tn: 1e12,
  trillion: 1e12,
};

/**
 * A whole number typed with or without grouping ("85,000,000", "85 000 000", "85000000"); with `naira`, also
 * with ₦, N or NGN before it and a multiplier after it ("₦85m", "N2.5bn"). Undefined for anything else, a
 * fraction of a naira included.
 */
export function parseWholeNumber(typed: string, { naira = false } = {}): number | undefined {
  let text = typed.trim().toLowerCase();
  if (naira) text = text.replace(/^(₦|ngn|n)\s*/, '');
  const match = /^(\d[\d,\s\u00a0\u202f_']*)(?:\.(\d+))?\s*([a-z]*)$/.exec(text);
  if (!match) return undefined;
  const [, typedWhole, fraction = '', unit] = match;
  const whole = typedWhole.trimEnd();
  const multiplier = unit === '' ? 1 : naira ? MULTIPLIERS[unit] : undefined;
  if (multiplier === undefined || /[,\s\u00a0\u202f_']{2}|[,\s\u00a0\u202f_']$/.test(whole)) return undefined;
  const value = Number(`${whole.replace(SEPARATORS, '')}.${fraction || '0'}`) * multiplier;
  return Number.isSafeInteger(Math.round(value)) && Math.abs(value - Math.round(value)) < 1e-6 ? Math.round(value) : undefined;
}

const COMPACT: [number, string][] = [
  [1e12, 'tn'],
  [1e9, 'bn'],
  [1e6, 'm'],
];

/**
 * A large amount in the words a Nigerian reader uses, rounded down so a "+" after it stays true: 250000000000 →
 * { number: 250, unit: 'bn' }, 2750000000 → { number: 2.7, unit: 'bn' }; below a million, the whole amount.
 */
export function compactAmount(value: number): { number: number; unit: string } {
  for (const [size, unit] of COMPACT) {
    if (value >= size) return { number: Math.floor((value / size) * 10) / 10, unit };
  }
  return { number: value, unit: '' };
}
