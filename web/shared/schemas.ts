// One valibot schema per form, imported by the server handlers and the React forms alike.
// v.object drops unknown keys, so a visitor cannot smuggle extra columns in.
import * as v from 'valibot';
import { ATTRIBUTION_FIELD, parseAttribution } from './attribution.ts';
import {
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_CHARACTERS,
  PASSWORD_MIN_CHARACTERS,
  PHONE_MAX_LENGTH,
  SIGN_IN_PASSWORD_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from './limits.ts';

/** The hidden field bots fill in and people never see; its presence marks a submission as spam. */
export const HONEYPOT_FIELD = 'website';

export const SERVICE_OPTIONS = ['construction', 'paint', 'real-estate', 'equipment', 'general'] as const;
export const EQUIPMENT_TYPES = ['heavy', 'light', 'specialized'] as const;
export const RENTAL_DURATIONS = ['daily', 'weekly', 'monthly', 'long-term'] as const;

/** Digits, spaces and + ( ) - . : what a phone number may hold everywhere (forms, settings). */
export const PHONE_PATTERN = /^[0-9 +().-]+$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A missing key becomes '' so it fails with the field's own "… is required" sentence, not valibot's generic one. */
const required = <S extends v.GenericSchema>(schema: S) => v.optional(schema, '' as never);

/** SQLite measures text up to its first NUL, so a NUL would slip past the length rules: no text may hold one. */
const noNul = (label: string) => v.check((value: string) => !value.includes('\u0000'), `${label} cannot contain a NUL character`);

const requiredText = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    noNul(label),
    v.trim(),
    v.minLength(1, `${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

const email = v.pipe(
  v.string('Email must be text'),
  v.trim(),
  v.minLength(1, 'Email is required'),
  v.maxLength(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`),
  v.email('Please enter a valid email address'),
);

const PHONE_TOO_LONG = `Phone must be at most ${PHONE_MAX_LENGTH} characters`;
const PHONE_CHARACTERS = 'Phone may contain only digits, spaces and + ( ) - .';

const requiredPhone = v.pipe(
  v.string('Phone must be text'),
  v.trim(),
  v.minLength(1, 'Phone is required'),
  v.maxLength(PHONE_MAX_LENGTH, PHONE_TOO_LONG),
  v.regex(PHONE_PATTERN, PHONE_CHARACTERS),
);

/** Absent, null or blank means "no phone"; anything else must look like a phone number. */
const optionalPhone = v.pipe(
  v.optional(v.nullable(v.string('Phone must be text')), ''),
  v.transform((value) => (value ?? '').trim()),
  v.check((value) => value.length <= PHONE_MAX_LENGTH, PHONE_TOO_LONG),
  v.check((value) => value === '' || PHONE_PATTERN.test(value), PHONE_CHARACTERS),
  v.transform((value): string | null => (value === '' ? null : value)),
);

const honeypot = v.optional(v.pipe(v.unknown(), v.transform((value) => (typeof value === 'string' ? value : ''))), '');

/** The form sends the page it sits on, for the Overview's enquiries per 100 views; never a reason to refuse. */
export const PAGE_FIELD = 'page';
const PAGE_PATH = /^\/[a-z0-9/-]{0,199}$/;
const sourcePage = v.optional(
  v.pipe(v.unknown(), v.transform((value): string | null => (typeof value === 'string' && PAGE_PATH.test(value) ? value : null))),
  null,
);

/** Where the visitor came from (web/shared/attribution.ts): malformed is null, never a reason to refuse. */
const attributionField = v.optional(v.pipe(v.unknown(), v.transform(parseAttribution)), null);

function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const ContactSchema = v.object({
  firstName: required(requiredText('First name', NAME_MAX_LENGTH)),
  lastName: required(requiredText('Last name', NAME_MAX_LENGTH)),
  email: required(email),
  phone: optionalPhone,
  service: required(v.picklist(SERVICE_OPTIONS, 'Please choose a service')),
  message: required(requiredText('Message', MESSAGE_MAX_LENGTH)),
  [HONEYPOT_FIELD]: honeypot,
  [PAGE_FIELD]: sourcePage,
  [ATTRIBUTION_FIELD]: attributionField,
});

/** Yesterday in Port Harcourt (YYYY-MM-DD): a form kept offline overnight still goes through. */
export function yesterdayInLagos(now = Date.now()): string {
  return new Date(now + 3_600_000 - 86_400_000).toISOString().slice(0, 10);
}

/** Optional: empty or absent is no name. */
const optionalName = v.pipe(
  v.optional(v.nullable(v.string('Name must be text')), ''),
  v.transform((value) => (value ?? '').trim()),
  v.check((value) => !value.includes('\u0000'), 'Name cannot contain a NUL character'),
  v.check((value) => value.length <= NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
  v.transform((value): string | null => (value === '' ? null : value)),
);

export const EquipmentQuoteSchema = v.object({
  name: optionalName,
  equipmentType: required(v.picklist(EQUIPMENT_TYPES, 'Please choose an equipment type')),
  rentalDuration: required(v.picklist(RENTAL_DURATIONS, 'Please choose a rental duration')),
  startDate: required(
    v.pipe(
      v.string('Start date must be text'),
      v.trim(),
      v.minLength(1, 'Start date is required'),
      v.check(isCalendarDate, 'Start date must be a real date (YYYY-MM-DD)'),
      // Lagos is UTC+1 all year: ISO dates compare as text.
      v.check((value) => value >= yesterdayInLagos(), 'Start date cannot be in the past: choose today or a later day'),
    ),
  ),
  projectLocation: required(requiredText('Project location', 200)),
  projectDetails: required(requiredText('Project details', MESSAGE_MAX_LENGTH)),
  email: required(email),
  phone: required(requiredPhone),
  [HONEYPOT_FIELD]: honeypot,
  [PAGE_FIELD]: sourcePage,
  [ATTRIBUTION_FIELD]: attributionField,
});

/** Each kind of enquiry's form (web/shared/submissions.ts), as the routes that take one name it. */
export const ENQUIRY_SCHEMAS = { contact: ContactSchema, quote: EquipmentQuoteSchema } as const;

export const LoginSchema = v.object({
  username: required(v.pipe(v.string('Username is required'), v.trim(), v.minLength(1, 'Username is required'))),
  password: required(v.pipe(v.string('Password is required'), v.minLength(1, 'Password is required'), v.maxLength(SIGN_IN_PASSWORD_MAX_LENGTH, 'Password is too long'))),
});

/** Passwords an admin may set: long enough to resist guessing; up to PASSWORD_MAX_CHARACTERS characters of any script. */
export const NewPasswordSchema = v.pipe(
  v.string('Password is required'),
  v.minLength(PASSWORD_MIN_CHARACTERS, `Password must be at least ${PASSWORD_MIN_CHARACTERS} characters`),
  v.check((value) => [...value].length <= PASSWORD_MAX_CHARACTERS, `Password must be at most ${PASSWORD_MAX_CHARACTERS} characters`),
);

export const AdminCreateSchema = v.object({
  username: required(v.pipe(
    v.string('Username is required'),
    v.trim(),
    v.minLength(1, 'Username is required'),
    v.maxLength(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`),
    v.regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, digits, dot, dash and underscore'),
  )),
  email: required(email),
  password: required(NewPasswordSchema),
});

const longText = (label: string) => v.pipe(v.string(`${label} must be text`), noNul(label), v.maxLength(20000, `${label} must be at most 20000 characters`));
const optionalLongText = (label: string) => v.optional(v.nullable(longText(label)));
const title = v.pipe(v.string('Title must be text'), noNul('Title'), v.trim(), v.minLength(1, 'Title is required'), v.maxLength(200, 'Title must be at most 200 characters'));

/** Empty, a site-relative path, or an http(s) URL: nothing that a browser would run (javascript:, data:). */
export const ImageUrlSchema = v.pipe(
  v.string('Image URL must be text'),
  v.trim(),
  v.maxLength(2000, 'Image URL must be at most 2000 characters'),
  v.check(
    (value) => value === '' || (/^\/(?!\/)/.test(value) && !/\s/.test(value)) || /^https?:\/\/[^\s]+$/i.test(value),
    'Image URL must be empty, a path starting with / or an http(s) URL',
  ),
);

export const PageEditSchema = v.object({
  title: v.optional(title),
  description: optionalLongText('Description'),
});

const isActive = v.optional(v.boolean('isActive must be true or false'));

export const SectionEditSchema = v.object({
  title: v.optional(title),
  subtitle: optionalLongText('Subtitle'),
  description: optionalLongText('Description'),
  isActive,
});

export const ContentBlockEditSchema = v.object({
  title: v.optional(title),
  content: v.optional(longText('Content')),
  imageUrl: v.optional(v.nullable(ImageUrlSchema)),
  metadata: v.optional(
    v.nullable(
      v.pipe(
        v.unknown(),
        v.check((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'Metadata must be an object'),
        v.record(v.string(), v.unknown(), 'Metadata must be an object'),
        v.check((value) => JSON.stringify(value).length <= 20000, 'Metadata must be at most 20000 characters as JSON'),
      ),
    ),
  ),
  isActive,
});

export type ContactInput = v.InferOutput<typeof ContactSchema>;
export type EquipmentQuoteInput = v.InferOutput<typeof EquipmentQuoteSchema>;
export type LoginInput = v.InferOutput<typeof LoginSchema>;

/** One problem with one field of a request: the API's `issues[]` and the forms' inline messages. */
export interface FieldIssue {
  path: string;
  message: string;
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  Object: 'an object',
  Array: 'a list',
};

/**
 * valibot's built-in messages ("Invalid key: Expected \"values\" but received undefined") speak to programmers.
 * Every schema here words its own messages; this covers the rest (a missing key, a wrong JSON type) in a
 * sentence a person can act on.
 */
function readableMessage(issue: v.BaseIssue<unknown>): string {
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  const path = v.getDotPath(issue);
  const field = path ? `"${path}"` : 'The request body';
  if (issue.received === 'undefined') return `${field} is required`;
  const picklist = /^\((.*)\)$/.exec(issue.expected ?? '');
  const expected = picklist ? `one of ${picklist[1].split(' | ').join(', ')}` : (EXPECTED[issue.expected ?? ''] ?? issue.expected ?? 'something else');
  return `${field} must be ${expected}`;
}

/** Flattens valibot issues into the API's `issues: [{ path, message }]` shape (also used by forms for inline messages). */
export function issuesOf(issues: readonly v.BaseIssue<unknown>[]): FieldIssue[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: readableMessage(issue) }));
}

/** The first message per field (what a form shows beside each field), from field issues or valibot's own. */
export function firstIssuePerField(issues: readonly FieldIssue[] | readonly v.BaseIssue<unknown>[]): Partial<Record<string, string>> {
  const first: Partial<Record<string, string>> = {};
  for (const { path, message } of issues.map((issue) => ('kind' in issue ? issuesOf([issue])[0] : issue))) if (path && !first[path]) first[path] = message;
  return first;
}
