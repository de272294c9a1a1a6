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

// ---- a development's proof (docs/product.md § Item pages): its title, approvals, registrations and progress ----

/** The kinds of title to land a development may hold, as the admin picks one. */
export const TITLE_KINDS = ["Certificate of Occupancy", "Governor's Consent", 'Registered survey plan', 'Deed of Assignment', 'Excision (gazetted)', 'Registered conveyance'] as const;

/** Where a title stands. */
export const TITLE_STANDINGS = ['Issued', 'Registered', 'In process', 'Applied for'] as const;

/** Days without a progress update after which a development still being sold or built is called stale. */
const STALE_AFTER_DAYS = 30;

export interface TitleDeed {
  type: string;
  status: string;
  /** YYYY-MM-DD or ''. */
  date: string;
  number: string;
  note: string;
}

export interface Approval {
  name: string;
  authority: string;
  number: string;
  date: string;
}

export interface Registration {
  body: string;
  number: string;
  verify: string;
}

export interface ProgressUpdate {
  date: string;
  stage: string;
  text: string;
  photo: string;
  photoAlt: string;
  before: string;
  beforeDate: string;
}

const objectAt = (block: ContentBlock | undefined, key: string): Record<string, unknown> => {
  const value = block?.metadata?.[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
};

/** The title to the land, or undefined when neither its kind nor its standing is given. */
export function titleDeedOf(development: ContentBlock | undefined): TitleDeed | undefined {
  const r = objectAt(development, 'titleDeed');
  const deed = { type: text(r, 'type'), status: text(r, 'status'), date: text(r, 'date'), number: text(r, 'number'), note: text(r, 'note') };
  return deed.type || deed.status ? deed : undefined;
}

export const approvalsOf = (development: ContentBlock | undefined): Approval[] =>
  records(development, 'approvals')
    .map((r) => ({ name: text(r, 'name'), authority: text(r, 'authority'), number: text(r, 'number'), date: text(r, 'date') }))
    .filter((a) => a.name);

export const registrationsOf = (development: ContentBlock | undefined): Registration[] =>
  records(development, 'registrations')
    .map((r) => ({ body: text(r, 'body'), number: text(r, 'number'), verify: text(r, 'verify') }))
    .filter((r) => r.body && r.number);

/** The progress updates, newest first (the order typed breaks a tie). */
export function progressOf(development: ContentBlock | undefined): ProgressUpdate[] {
  const updates = records(development, 'progress')
    .map((r) => ({
      date: text(r, 'date'),
      stage: text(r, 'stage'),
      text: text(r, 'text'),
      photo: text(r, 'photo'),
      photoAlt: text(r, 'photoAlt'),
      before: text(r, 'before'),
      beforeDate: text(r, 'beforeDate'),
    }))
    .filter((u) => /^\d{4}-\d{2}-\d{2}$/.test(u.date) && u.stage);
  return updates.map((u, i) => ({ u, i })).sort((a, b) => b.u.date.localeCompare(a.u.date) || a.i - b.i).map(({ u }) => u);
}

/** The day of the newest progress update (YYYY-MM-DD), or '' when there is none. */
export const lastProgressDate = (development: ContentBlock | undefined): string => progressOf(development)[0]?.date ?? '';

/** "2 November 2026" for 2026-11-02 (a day, never shifted by a time zone). */
export function formatDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Whole days since the newest progress update of a development still selling or coming soon, when that is more
 * than STALE_AFTER_DAYS; undefined for one kept current, sold out or keeping no progress log.
 */
export function staleDays(development: ContentBlock, now: Date): number | undefined {
  const status = typeof development.metadata?.status === 'string' ? development.metadata.status : '';
  if (status === 'Sold out') return undefined;
  const last = lastProgressDate(development);
  if (!last) return undefined;
  const days = Math.floor((now.getTime() - Date.parse(`${last}T00:00:00Z`)) / 86_400_000);
  return days > STALE_AFTER_DAYS ? days : undefined;
}
