// Priced quotes a client accepts online (docs/product.md § Quotes): the body the desk sends, the sums (naira,
// rounded to the kobo) and the words both the panel and the client's page use. Shared by the server and the panel.
import * as v from 'valibot';
import { formatFixed } from './numbers.ts';

const QUOTE_ITEMS_MAX = 50;
const QUOTE_DESCRIPTION_MAX = 300;
const QUOTE_NOTES_MAX = 5000;
/** A naira amount no quote reaches (a trillion): keeps every sum an exact number of kobo in a double. */
const QUOTE_AMOUNT_MAX = 1e12;
export const DEFAULT_VAT_PERCENT = 7.5;

/** The PDF's faces: Archivo regular and bold, each as its Latin, Latin Extended and Vietnamese file. */
export type QuoteFontFace = 'regular' | 'bold' | 'regularExt' | 'boldExt' | 'regularViet' | 'boldViet';

export const QUOTE_STATUSES = ['sent', 'accepted', 'expired', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = { sent: 'Sent', accepted: 'Accepted', expired: 'Expired', withdrawn: 'Withdrawn' };

export interface QuoteItem {
  description: string;
  quantity: number;
  unitPrice: number;
}

/** Naira rounded to the kobo (half away from zero, on the kobo count so 1.005 is 1.01). */
const toKobo = (naira: number) => Math.round(Number((naira * 100).toFixed(6))) / 100;

export function quoteSums(items: QuoteItem[], vatPercent: number): { subtotal: number; vat: number; total: number } {
  const subtotal = toKobo(items.reduce((sum, item) => sum + toKobo(item.quantity * item.unitPrice), 0));
  const vat = toKobo((subtotal * vatPercent) / 100);
  return { subtotal, vat, total: toKobo(subtotal + vat) };
}

/** ₦1,234,567.50: naira with Nigerian grouping and always the kobo. */
export const formatNairaKobo = (naira: number) => `₦${formatFixed(naira, 2)}`;

/** Today's date (YYYY-MM-DD) in Port Harcourt: a validity date before it is in the past. */
export const lagosToday = (now: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** "Friday 12 December 2026" for a YYYY-MM-DD date. */
export function longDate(date: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** 12 December 2026: the weekday left out where space is short. */
export const dayMonthYear = (date: string) => longDate(date).replace(/^\S+ /, '');

const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

const amount = (label: string) =>
  v.pipe(v.number(`${label} must be a number`), v.finite(`${label} must be a number`), v.maxValue(QUOTE_AMOUNT_MAX, `${label} is too large`));

const QuoteItemSchema = v.object({
  description: v.pipe(
    v.string('Each item needs a description'),
    v.trim(),
    v.nonEmpty('Each item needs a description'),
    v.maxLength(QUOTE_DESCRIPTION_MAX, `An item's description must be at most ${QUOTE_DESCRIPTION_MAX} characters`),
  ),
  quantity: v.pipe(amount('The quantity'), v.gtValue(0, 'The quantity must be more than 0')),
  unitPrice: v.pipe(amount('The unit price'), v.minValue(0, 'The unit price cannot be negative')),
});

/** The body of POST …/quotes; "not in the past" is checked by the server against its clock (quoteDateProblem). */
export const QuoteBody = v.object({
  items: v.pipe(
    v.array(QuoteItemSchema, 'items must be a list of { description, quantity, unitPrice }'),
    v.minLength(1, 'A quote needs at least one item'),
    v.maxLength(QUOTE_ITEMS_MAX, `A quote has at most ${QUOTE_ITEMS_MAX} items`),
  ),
  vatPercent: v.optional(v.pipe(v.number('The VAT must be a number'), v.minValue(0, 'The VAT must be from 0 to 100 %'), v.maxValue(100, 'The VAT must be from 0 to 100 %'))),
  validUntil: v.pipe(v.string('The validity date is required'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'The validity date must be a date (YYYY-MM-DD)'), v.check(isRealDate, 'The validity date must be a real date')),
  notes: v.optional(v.pipe(v.string('The notes must be text'), v.trim(), v.maxLength(QUOTE_NOTES_MAX, `The notes must be at most ${QUOTE_NOTES_MAX} characters`))),
});
export type QuoteInput = v.InferOutput<typeof QuoteBody>;

export const quoteDateProblem = (validUntil: string, now: number) =>
  validUntil < lagosToday(now) ? 'The validity date is in the past: choose today or a later day' : undefined;

/** A quote as the panel lists it. */
export interface QuoteSummary {
  id: number;
  number: string;
  status: QuoteStatus;
  items: QuoteItem[];
  vatPercent: number;
  subtotal: number;
  vat: number;
  total: number;
  validUntil: string;
  notes: string | null;
  url: string;
  pdfUrl: string;
  createdAt: string;
  username: string | null;
  openedAt: string | null;
  acceptedAt: string | null;
  withdrawnAt: string | null;
  /** The newer quote that replaced this one. */
  supersededBy: string | null;
}

/** The VAT setting's value as a percent; the default for anything that is not 0-100. */
export function vatPercentOf(setting: string | undefined): number {
  const n = Number(setting?.trim() || Number.NaN);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : DEFAULT_VAT_PERCENT;
}

/** The client's link, as a WhatsApp message. */
export const quoteWhatsappText = (q: { number: string; total: number; validUntil: string; url: string }, company: string) =>
  `Your quote ${q.number} from ${company}: ${formatNairaKobo(q.total)} including VAT, valid until ${longDate(q.validUntil)}. Read it and accept it here: ${q.url}`;
