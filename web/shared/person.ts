// "Find a person" (docs/product.md § Find a person): what an admin types to find everything stored about one
// visitor, how it is matched, and how the kinds of record are named. Shared by the API (src/api/people.ts), the
// daily clean-up's audit line and the panel, so a phone number is read the same way everywhere.
import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from './limits.ts';
import { PHONE_PATTERN } from './schemas.ts';
import type { ContactSubmission, EquipmentQuote, WithTimeline } from './submissions.ts';

/** The three kinds of record a visitor leaves: contact messages and real-estate enquiries share one table. */
export const RECORD_KINDS = [
  { key: 'contactMessages', one: 'contact message', many: 'contact messages', title: 'Contact messages' },
  { key: 'realEstateEnquiries', one: 'real-estate enquiry', many: 'real-estate enquiries', title: 'Real-estate enquiries' },
  { key: 'equipmentQuotes', one: 'equipment quote request', many: 'equipment quote requests', title: 'Equipment quote requests' },
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number]['key'];
export type RecordCounts = Record<RecordKind, number>;

/** A contact row is a real-estate enquiry when it was sent from that form (service 'real-estate'). */
export const contactKind = (service: string | null): RecordKind => (service === 'real-estate' ? 'realEstateEnquiries' : 'contactMessages');

export const noCounts = (): RecordCounts => ({ contactMessages: 0, realEstateEnquiries: 0, equipmentQuotes: 0 });
export const totalOf = (counts: RecordCounts) => RECORD_KINDS.reduce((sum, k) => sum + counts[k.key], 0);

/** "2 contact messages, 1 real-estate enquiry and 0 equipment quote requests". */
export function countsText(counts: RecordCounts): string {
  const parts = RECORD_KINDS.map((k) => `${counts[k.key]} ${counts[k.key] === 1 ? k.one : k.many}`);
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** "1 record", "3 records". */
export const recordsText = (n: number) => `${n} ${n === 1 ? 'record' : 'records'}`;

export type PersonKey = { type: 'email'; value: string } | { type: 'phone'; value: string };

const NIGERIA = '234';
/** A Nigerian number in its national form: 0 and ten digits (0803 123 4567). */
const NATIONAL = /^0\d{10}$/;
const MIN_PHONE_DIGITS = 7;

/**
 * A phone number as the digits that identify it. Spaces, + ( ) - . are dropped; a Nigerian number is written in
 * its national form, so "+234 803 123 4567", "234 (0) 803 123 4567", "00234 8031234567" and "0803 123 4567"
 * are the same number. Other numbers are compared on all their digits (an international prefix 00 dropped).
 */
export function phoneDigits(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith(`${NIGERIA}0`) && digits.length === 14) return digits.slice(NIGERIA.length);
  if (digits.startsWith(NIGERIA) && digits.length === 13) return `0${digits.slice(NIGERIA.length)}`;
  return digits;
}

export const isNigerianNational = (digits: string) => NATIONAL.test(digits);

const EMAIL = v.pipe(v.string(), v.maxLength(EMAIL_MAX_LENGTH), v.email());
const PERSON_QUERY_RULE = 'Enter an e-mail address (ada@example.com) or a phone number (0803 123 4567)';

/**
 * What `q` names: an e-mail address (matched exactly, ignoring case) or a phone number (matched on its digits,
 * see phoneDigits). undefined when it is neither.
 */
export function personKey(q: string): PersonKey | undefined {
  const text = q.trim();
  if (text.includes('@')) return v.is(EMAIL, text) ? { type: 'email', value: text.toLowerCase() } : undefined;
  if (!PHONE_PATTERN.test(text) || text.length > PHONE_MAX_LENGTH) return undefined;
  const digits = phoneDigits(text);
  return digits.length >= MIN_PHONE_DIGITS && digits.length <= 15 ? { type: 'phone', value: digits } : undefined;
}

/** ?q= on the Find a person routes: 400 with this sentence unless it is an e-mail address or a phone number. */
export const PersonQuery = v.object(
  {
    q: v.pipe(
      v.string(PERSON_QUERY_RULE),
      v.maxLength(EMAIL_MAX_LENGTH, PERSON_QUERY_RULE),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const key = personKey(dataset.value);
        if (key) return key;
        addIssue({ message: PERSON_QUERY_RULE });
        return NEVER;
      }),
    ),
  },
  PERSON_QUERY_RULE,
);

export interface PersonRecords {
  contactMessages: WithTimeline<ContactSubmission>[];
  realEstateEnquiries: WithTimeline<ContactSubmission>[];
  equipmentQuotes: WithTimeline<EquipmentQuote>[];
}

/** GET /api/admin/people: what is stored about one person, each kind newest first, every column as stored. */
export interface PersonFound {
  query: PersonKey;
  total: number;
  counts: RecordCounts;
  records: PersonRecords;
}

/** DELETE /api/admin/people. */
export interface PersonErased {
  erased: RecordCounts;
  total: number;
}
