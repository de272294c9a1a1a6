// A paint's coverage and the calculator on /paints (docs/product.md § Paints): how many litres
// and which tins a wall needs. One rule for the page the server renders from the form's query and for tests:
//   litres = area × coats ÷ coverage (m² per litre), rounded up to the next 0.1 L;
//   tins   = the tins that hold at least those litres with the least paint left over, and of those the fewest tins.
import type { ContentBlock } from './content.ts';
import { slugify } from './item-slugs.ts';

export interface Tin {
  litres: number;
  /** Naira; 0 when the owner shows no price. */
  price: number;
}

export interface PaintFacts {
  slug: string;
  name: string;
  /** m² per litre for one coat; 0 when not given (the product is then not in the calculator). */
  coverage: number;
  finishes: string[];
  /** Largest first. */
  tins: Tin[];
}

/** The largest wall the calculator takes, and the most coats: beyond them it is a project for the paint desk. */
const CALCULATOR_LIMITS = { area: 10_000, length: 1_000, height: 100, coats: 6 } as const;

/** The query the calculator's GET form sends (and the server reads back). */
export const CALCULATOR_FIELDS = ['paint', 'area', 'length', 'height', 'openings', 'coats'] as const;
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number];

const positive = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

export function paintFactsOf(product: ContentBlock): PaintFacts {
  const m = product.metadata ?? {};
  const tins = (Array.isArray(m.tins) ? m.tins : [])
    .filter((t): t is Record<string, unknown> => !!t && typeof t === 'object')
    .map((t) => ({ litres: Math.round(positive(t.litres) * 10) / 10, price: Math.round(positive(t.price)) }))
    .filter((t) => t.litres > 0)
    .sort((a, b) => b.litres - a.litres);
  return {
    slug: slugify(product.title, 'paint'),
    name: product.title,
    coverage: Math.round(positive(m.coverage) * 10) / 10,
    finishes: Array.isArray(m.finishes) ? m.finishes.filter((f): f is string => typeof f === 'string' && f.trim() !== '') : [],
    tins,
  };
}

/** Litres for an area: area × coats ÷ coverage, rounded up to the next tenth of a litre. */
export function litresFor(area: number, coats: number, coverage: number): number {
  // In tenths of a litre, with a hair of slack so 12 m² × 2 ÷ 12 is 2.0 L, not 2.1 L from a float's last digit.
  return Math.ceil((area * coats * 10) / coverage - 1e-9) / 10;
}

/**
 * The tins for `litres`: the least paint left over, then the fewest tins. Whole tins of the largest size first
 * (leaving at most two largest tins' worth), then an exact search over the rest in tenths of a litre.
 */
export function tinsFor(litres: number, sizes: readonly number[]): { litres: number; count: number }[] {
  const tenths = [...new Set(sizes.map((s) => Math.round(s * 10)).filter((s) => s > 0))].sort((a, b) => b - a);
  if (!tenths.length || litres <= 0) return [];
  const need = Math.round(litres * 10);
  const largest = tenths[0] as number;
  const bulk = Math.max(0, Math.floor(need / largest) - 1);
  const rest = need - bulk * largest;
  const top = rest + largest;
  // fewest[t]: the fewest tins holding exactly t tenths; from[t] the size added last.
  const fewest = new Array<number>(top + 1).fill(Number.POSITIVE_INFINITY);
  const from = new Array<number>(top + 1).fill(0);
  fewest[0] = 0;
  for (let t = 1; t <= top; t++) {
    for (const size of tenths) {
      if (size <= t && (fewest[t - size] as number) + 1 < (fewest[t] as number)) {
        fewest[t] = (fewest[t - size] as number) + 1;
        from[t] = size;
      }
    }
  }
  let total = rest;
  while (total <= top && fewest[total] === Number.POSITIVE_INFINITY) total++;
  const counts = new Map<number, number>(bulk ? [[largest, bulk]] : []);
  for (let t = total; t > 0; t -= from[t] as number) counts.set(from[t] as number, (counts.get(from[t] as number) ?? 0) + 1);
  return tenths.filter((s) => counts.has(s)).map((s) => ({ litres: s / 10, count: counts.get(s) as number }));
}

export type CalculatorProblem = 'area' | 'openings' | 'coats' | 'paint';

export interface CalculatorAnswer {
  paint: PaintFacts;
  /** The wall area painted, m² (openings taken off). */
  area: number;
  coats: number;
  litres: number;
  tins: { litres: number; count: number; price: number }[];
  /** Naira, when every tin chosen has a price; 0 otherwise. */
  cost: number;
}

/** A number as typed in the form: "12.5" or "12,5"; NaN for anything else, undefined when empty. */
function typed(value: string | undefined): number | undefined {
  const text = (value ?? '').trim().replace(',', '.');
  if (text === '') return undefined;
  return /^\d{1,7}(?:\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The calculator's answer for the query, or what is wrong with it. `undefined` when the query does not ask
 * (no area, length or height given): the page then shows the empty form.
 */
export function calculate(
  query: Partial<Record<CalculatorField, string>>,
  paints: PaintFacts[],
): { answer: CalculatorAnswer } | { problems: CalculatorProblem[] } | undefined {
  const area = typed(query.area);
  const length = typed(query.length);
  const height = typed(query.height);
  if (area === undefined && length === undefined && height === undefined) return undefined;
  const openings = typed(query.openings) ?? 0;
  const coats = typed(query.coats) ?? 2;
  const problems: CalculatorProblem[] = [];
  const gross = area !== undefined ? area : (length ?? Number.NaN) * (height ?? Number.NaN);
  const areaOk =
    Number.isFinite(gross) && gross > 0 && gross <= CALCULATOR_LIMITS.area &&
    (area !== undefined || ((length as number) <= CALCULATOR_LIMITS.length && (height as number) <= CALCULATOR_LIMITS.height));
  if (!areaOk) problems.push('area');
  const net = gross - openings;
  if (!Number.isFinite(openings) || openings < 0 || (areaOk && net <= 0)) problems.push('openings');
  if (!Number.isInteger(coats) || coats < 1 || coats > CALCULATOR_LIMITS.coats) problems.push('coats');
  const usable = paints.filter((p) => p.coverage > 0);
  const paint = usable.find((p) => p.slug === (query.paint ?? '').trim()) ?? (query.paint ? undefined : usable[0]);
  if (!paint) problems.push('paint');
  if (problems.length || !paint) return { problems };
  const wall = Math.round(net * 100) / 100;
  const litres = litresFor(wall, coats, paint.coverage);
  const tins = tinsFor(litres, paint.tins.map((t) => t.litres)).map((t) => ({ ...t, price: paint.tins.find((s) => s.litres === t.litres)?.price ?? 0 }));
  const cost = tins.length && tins.every((t) => t.price > 0) ? tins.reduce((sum, t) => sum + t.count * t.price, 0) : 0;
  return { answer: { paint, area: wall, coats, litres, tins, cost } };
}

/** The calculator's fields in an address's query, or undefined when it asks nothing of the calculator. */
export function calculatorQuery(params: URLSearchParams): Partial<Record<CalculatorField, string>> | undefined {
  if (!CALCULATOR_FIELDS.some((key) => params.has(key) && key !== 'coats' && key !== 'openings')) return undefined;
  return Object.fromEntries(CALCULATOR_FIELDS.filter((key) => params.has(key)).map((key) => [key, (params.get(key) ?? '').slice(0, 40)]));
}
