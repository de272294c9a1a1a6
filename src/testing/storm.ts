// Write storms against the real server (src/testing/server.ts) for the durability tests: valid submissions to
// both public forms (and, when asked, invalid ones mixed in) with a bounded number in flight, recording every
// id the server acknowledged with 201 together with the body that was sent, so the database can be checked
// row by row afterwards.
import type Database from 'better-sqlite3';
import { daysFromNow } from './form-bodies.ts';

export type FormKind = 'contact' | 'quote';

const FORM_PATH: Record<FormKind, string> = { contact: '/api/contact', quote: '/api/equipment-quote' };
const FORM_TABLE: Record<FormKind, string> = { contact: 'contact_submissions', quote: 'equipment_quotes' };

type Body = Record<string, string>;

const SERVICES = ['construction', 'paint', 'real-estate', 'equipment', 'general'];
const EQUIPMENT = ['heavy', 'light', 'specialized'];
const DURATIONS = ['daily', 'weekly', 'monthly', 'long-term'];

/** A valid contact body, unique per (tag, i), with non-ASCII text so encoding damage would show. */
function contactBody(tag: string, i: number): Body {
  return {
    firstName: `Chíòmá ${i}`,
    lastName: `Storm-${tag}`,
    email: `visitor${i}.${tag}@example.com`,
    phone: `+234 803 ${String(i).padStart(7, '0')}`,
    service: SERVICES[i % SERVICES.length],
    message: `Submission ${tag}/${i}: Ẹ kú iṣẹ́ 👷🏾 — please call back.`,
  };
}

/** A valid equipment quote body, unique per (tag, i). */
function quoteBody(tag: string, i: number): Body {
  return {
    equipmentType: EQUIPMENT[i % EQUIPMENT.length],
    rentalDuration: DURATIONS[i % DURATIONS.length],
    // The form refuses a day before yesterday: days ahead of today, a year's worth of them.
    startDate: daysFromNow(1 + (i % 365)),
    projectLocation: `Onne ${tag}/${i}`,
    projectDetails: `Quote ${tag}/${i}: one 20-ton excavator, Ọ̀gọ́nì road works.`,
    email: `site${i}.${tag}@example.com`,
    phone: `0803 ${String(i).padStart(7, '0')}`,
  };
}

/** Invalid in a different way each time; the server must answer 400 and store nothing. */
function invalidBody(kind: FormKind, tag: string, i: number): Body {
  const body = kind === 'contact' ? contactBody(tag, i) : quoteBody(tag, i);
  const field = Object.keys(body)[i % Object.keys(body).length];
  return { ...body, [field]: field === 'phone' && kind === 'contact' ? 'not a phone' : '' };
}

/** Columns each camelCase field is stored in. */
const column = (field: string) => field.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

export interface StormOptions {
  total: number;
  concurrency: number;
  tag: string;
  /** Every n-th request carries an invalid body (0 or absent: none). */
  invalidEvery?: number;
  /** Called after each acknowledgement with the running count. */
  onAck?: (acknowledged: number) => void;
  /** Checked before each request: true ends the storm early (the server was killed). */
  stop?: () => boolean;
}

export interface StormResult {
  /** Acknowledged ids per form, with the body that was sent. */
  acked: Record<FormKind, Map<number, Body>>;
  /** How many of each answer: '201', '400', 'connection error', … */
  statuses: Map<string, number>;
  /** Invalid bodies sent. */
  invalidSent: number;
}

export async function storm(url: string, options: StormOptions): Promise<StormResult> {
  const acked: StormResult['acked'] = { contact: new Map(), quote: new Map() };
  const statuses = new Map<string, number>();
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  let next = 0;
  let acknowledged = 0;
  let invalidSent = 0;

  async function lane() {
    while (next < options.total && !options.stop?.()) {
      const i = next++;
      const kind: FormKind = i % 2 === 0 ? 'contact' : 'quote';
      const invalid = !!options.invalidEvery && i % options.invalidEvery === options.invalidEvery - 1;
      const body = invalid ? invalidBody(kind, options.tag, i) : kind === 'contact' ? contactBody(options.tag, i) : quoteBody(options.tag, i);
      if (invalid) invalidSent++;
      try {
        const res = await fetch(`${url}${FORM_PATH[kind]}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(60_000),
        });
        const text = await res.text();
        count(invalid ? `invalid ${res.status}` : String(res.status));
        if (res.status === 201) {
          const id = JSON.parse(text).id as number;
          if (acked[kind].has(id)) count(`duplicate ${kind} id`);
          acked[kind].set(id, body);
          options.onAck?.(++acknowledged);
        }
      } catch {
        count('connection error');
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, lane));
  return { acked, statuses, invalidSent };
}

/**
 * Every acknowledged row that is missing from the database or differs from what was sent, as readable lines
 * (an empty list means: nothing lost, nothing damaged).
 */
export function missingOrDamaged(db: Database.Database, acked: StormResult['acked']): string[] {
  const problems: string[] = [];
  for (const kind of ['contact', 'quote'] as const) {
    const select = db.prepare(`SELECT * FROM ${FORM_TABLE[kind]} WHERE id = ?`);
    for (const [id, body] of acked[kind]) {
      const row = select.get(id) as Record<string, unknown> | undefined;
      if (!row) {
        problems.push(`${kind} #${id} is missing`);
        continue;
      }
      for (const [field, value] of Object.entries(body)) {
        if (row[column(field)] !== value) problems.push(`${kind} #${id} ${field}: stored ${JSON.stringify(row[column(field)])}, sent ${JSON.stringify(value)}`);
      }
      if (row.is_spam !== 0) problems.push(`${kind} #${id} stored as spam`);
    }
  }
  return problems;
}

export const rowCount = (db: Database.Database, kind: FormKind) => db.prepare(`SELECT count(*) FROM ${FORM_TABLE[kind]}`).pluck().get() as number;
