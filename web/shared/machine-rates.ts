// A machine's rates and terms (docs/product.md § Equipment), read from its metadata the same
// way by its page, the /equipment comparison table, the server's JSON-LD and the quote form's prefill.
import type { ContentBlock } from './content.ts';
import { formatNaira } from './numbers.ts';

/** Where the machine is now, as the admin picks it. */
export const MACHINE_AVAILABILITY = ['available', 'on-hire', 'maintenance'] as const;
/** Whether an operator comes with it: always, when asked for, or never (a dry hire). */
export const MACHINE_OPERATOR = ['included', 'optional', 'without'] as const;
/** Who pays for the fuel. */
export const MACHINE_FUEL = ['hirer', 'included'] as const;

export type Availability = (typeof MACHINE_AVAILABILITY)[number];

/** schema.org's ItemAvailability for each: on hire is back in stock on a date, maintenance is out of stock until it is done. */
export const AVAILABILITY_SCHEMA: Record<Availability, string> = { available: 'InStock', 'on-hire': 'BackOrder', maintenance: 'OutOfStock' };

/** The three periods a rate is given for, with their length in days (schema.org's UnitPriceSpecification). */
export const RATE_PERIODS = [
  { key: 'rateDay', label: 'day', days: 1 },
  { key: 'rateWeek', label: 'week', days: 7 },
  { key: 'rateFourWeeks', label: 'four-weeks', days: 28 },
] as const;
export type RatePeriod = (typeof RATE_PERIODS)[number];

export interface MachineRates {
  /** Naira for each period; 0 means "on request". */
  rateDay: number;
  rateWeek: number;
  rateFourWeeks: number;
  /** The metered hours a day's rate covers; 0 when not stated. */
  dayHours: number;
  operator: (typeof MACHINE_OPERATOR)[number] | '';
  fuel: (typeof MACHINE_FUEL)[number] | '';
  deliveryLocal: string;
  deliveryBeyond: string;
  deposit: string;
  damage: string;
  availability: Availability;
  /** YYYY-MM-DD while on hire or in maintenance, when the admin gives it; '' otherwise. */
  availableFrom: string;
}

const amount = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
};
const word = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const oneOf = <T extends string>(choices: readonly T[], value: unknown): T | '' => (choices as readonly unknown[]).includes(value) ? (value as T) : '';

export function ratesOf(machine: ContentBlock | undefined): MachineRates {
  const m = machine?.metadata ?? {};
  const hours = Number(m.dayHours);
  const from = word(m.availableFrom);
  return {
    rateDay: amount(m.rateDay),
    rateWeek: amount(m.rateWeek),
    rateFourWeeks: amount(m.rateFourWeeks),
    dayHours: Number.isFinite(hours) && hours > 0 && hours <= 24 ? Math.round(hours * 10) / 10 : 0,
    operator: oneOf(MACHINE_OPERATOR, m.operator),
    fuel: oneOf(MACHINE_FUEL, m.fuel),
    deliveryLocal: word(m.deliveryLocal),
    deliveryBeyond: word(m.deliveryBeyond),
    deposit: word(m.deposit),
    damage: word(m.damage),
    availability: oneOf(MACHINE_AVAILABILITY, m.availability) || 'available',
    availableFrom: /^\d{4}-\d{2}-\d{2}$/.test(from) ? from : '',
  };
}

/** True when the admin has given the machine any rate or term worth a table row. */
export const hasRates = (r: MachineRates) =>
  r.rateDay > 0 || r.rateWeek > 0 || r.rateFourWeeks > 0 || r.dayHours > 0 || r.operator !== '' || r.fuel !== '' || r.deliveryLocal !== '' || r.deposit !== '';

/** "₦450,000", or the "on request" words when no rate is set. */
export const rateText = (value: number, onRequest: string) => (value > 0 ? formatNaira(value) : onRequest);

/** "Rates: ₦450,000 a day (8 metered hours), …": what the quote form's details start with, in the labels' words. */
export function ratesSummary(r: MachineRates, words: (key: string, fallback: string) => string): string {
  const onRequest = words('on-request', 'On request');
  const hours = r.dayHours > 0 ? ` (${words('day-hours', '{hours} metered hours').replace('{hours}', String(r.dayHours))})` : '';
  return [
    `${words('rate-day', 'Per day')}: ${rateText(r.rateDay, onRequest)}${hours}`,
    `${words('rate-week', 'Per week')}: ${rateText(r.rateWeek, onRequest)}`,
    `${words('rate-four-weeks', 'Per four weeks')}: ${rateText(r.rateFourWeeks, onRequest)}`,
  ].join('\n');
}

/** The rate a quote request's rental duration asks for: long-term is priced from the four-week rate. */
const PERIOD_FOR_DURATION: Record<string, RatePeriod['key']> = { daily: 'rateDay', weekly: 'rateWeek', monthly: 'rateFourWeeks', 'long-term': 'rateFourWeeks' };
const PERIOD_WORDS: Record<RatePeriod['key'], string> = { rateDay: 'per day', rateWeek: 'per week', rateFourWeeks: 'per four weeks' };

/**
 * The lead desk's first quote line for a rental request (docs/product.md § Quotes): the machine its details name ("Machine:
 * Excavators (…)", as the machine page's quote link fills it in) at the rate for its duration; undefined when the
 * request names no machine of the site's gallery. A rate on request gives the line without a price.
 */
export function quoteLineFor(
  request: { projectDetails: string; rentalDuration: string },
  machines: ContentBlock[],
): { description: string; quantity: number; unitPrice: number | undefined } | undefined {
  const named = /^Machine: (.+?) \(/m.exec(request.projectDetails)?.[1]?.trim();
  const machine = named ? machines.find((m) => m.blockType === 'machine' && m.title.trim() === named) : undefined;
  if (!machine) return undefined;
  const r = ratesOf(machine);
  const period = PERIOD_FOR_DURATION[request.rentalDuration] ?? 'rateDay';
  const terms = [r.dayHours > 0 ? `a day = ${r.dayHours} metered hours` : '', r.operator === 'included' ? 'with operator' : r.operator === 'without' ? 'without operator' : '', r.fuel === 'included' ? 'fuel included' : r.fuel === 'hirer' ? 'fuel by the hirer' : '']
    .filter(Boolean)
    .join(', ');
  return {
    description: `${machine.title} hire, ${PERIOD_WORDS[period]}${terms ? ` (${terms})` : ''}`,
    quantity: 1,
    unitPrice: r[period] > 0 ? r[period] : undefined,
  };
}
