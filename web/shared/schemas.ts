// One valibot schema per form, imported by the server handlers and the React forms alike.
// v.object drops unknown keys, so a visitor cannot smuggle extra columns in.
import * as v from 'valibot';

/** The hidden field bots fill in and people never see; its presence marks a submission as spam. */
export const HONEYPOT_FIELD = 'website';

export const SERVICE_OPTIONS = ['construction', 'paint', 'real-estate', 'equipment', 'general'] as const;
export const EQUIPMENT_TYPES = ['heavy', 'light', 'specialized'] as const;
export const RENTAL_DURATIONS = ['daily', 'weekly', 'monthly', 'long-term'] as const;

const PHONE_PATTERN = /^[0-9 +().-]+$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const requiredText = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.minLength(1, `${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

const email = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.minLength(1, 'Email is required'),
  v.maxLength(254, 'Email must be at most 254 characters'),
  v.email('Please enter a valid email address'),
);

const phoneRules = [
  v.maxLength(40, 'Phone must be at most 40 characters'),
  v.regex(PHONE_PATTERN, 'Phone may contain only digits, spaces and + ( ) - .'),
] as const;

const requiredPhone = v.pipe(v.string('Phone is required'), v.trim(), v.minLength(1, 'Phone is required'), ...phoneRules);

/** Absent, null or blank means "no phone"; anything else must look like a phone number. */
const optionalPhone = v.pipe(
  v.optional(v.nullable(v.string('Phone must be text')), ''),
  v.transform((value) => (value ?? '').trim()),
  v.union([v.literal(''), v.pipe(v.string(), ...phoneRules)], 'Phone may contain only digits, spaces and + ( ) - .'),
  v.transform((value) => (value === '' ? null : value)),
);

const honeypot = v.optional(v.pipe(v.unknown(), v.transform((value) => (typeof value === 'string' ? value : ''))), '');

function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const ContactSchema = v.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email,
  phone: optionalPhone,
  service: v.picklist(SERVICE_OPTIONS, 'Please choose a service'),
  message: requiredText('Message', 5000),
  [HONEYPOT_FIELD]: honeypot,
});

export const EquipmentQuoteSchema = v.object({
  equipmentType: v.picklist(EQUIPMENT_TYPES, 'Please choose an equipment type'),
  rentalDuration: v.picklist(RENTAL_DURATIONS, 'Please choose a rental duration'),
  startDate: v.pipe(
    v.string('Start date is required'),
    v.trim(),
    v.minLength(1, 'Start date is required'),
    v.check(isCalendarDate, 'Start date must be a real date (YYYY-MM-DD)'),
  ),
  projectLocation: requiredText('Project location', 200),
  projectDetails: requiredText('Project details', 5000),
  email,
  phone: requiredPhone,
  [HONEYPOT_FIELD]: honeypot,
});

export const LoginSchema = v.object({
  username: v.pipe(v.string('Username is required'), v.trim(), v.minLength(1, 'Username is required')),
  password: v.pipe(v.string('Password is required'), v.minLength(1, 'Password is required'), v.maxLength(200, 'Password is too long')),
});

/** Passwords an admin may set: long enough to resist guessing, short enough for bcrypt (72 bytes). */
export const NewPasswordSchema = v.pipe(
  v.string('Password is required'),
  v.minLength(10, 'Password must be at least 10 characters'),
  v.check((value) => new TextEncoder().encode(value).length <= 72, 'Password must be at most 72 bytes'),
);

export const AdminCreateSchema = v.object({
  username: v.pipe(
    v.string('Username is required'),
    v.trim(),
    v.minLength(1, 'Username is required'),
    v.maxLength(100, 'Username must be at most 100 characters'),
    v.regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, digits, dot, dash and underscore'),
  ),
  email,
  password: NewPasswordSchema,
});

const longText = (label: string) => v.pipe(v.string(`${label} must be text`), v.maxLength(20000, `${label} must be at most 20000 characters`));
const optionalLongText = (label: string) => v.optional(v.nullable(longText(label)));
const title = v.pipe(v.string('Title must be text'), v.trim(), v.minLength(1, 'Title is required'), v.maxLength(200, 'Title must be at most 200 characters'));

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

export const SectionEditSchema = v.object({
  title: v.optional(title),
  subtitle: optionalLongText('Subtitle'),
  description: optionalLongText('Description'),
});

export const ContentBlockEditSchema = v.object({
  title: v.optional(title),
  content: v.optional(longText('Content')),
  imageUrl: v.optional(v.nullable(ImageUrlSchema)),
  metadata: v.optional(
    v.nullable(
      v.pipe(
        v.record(v.string(), v.unknown(), 'Metadata must be an object'),
        v.check((value) => JSON.stringify(value).length <= 20000, 'Metadata must be at most 20000 characters as JSON'),
      ),
    ),
  ),
});

export type ContactInput = v.InferOutput<typeof ContactSchema>;
export type EquipmentQuoteInput = v.InferOutput<typeof EquipmentQuoteSchema>;
export type LoginInput = v.InferOutput<typeof LoginSchema>;

/** Flattens valibot issues into the API's `issues: [{ path, message }]` shape (also used by forms for inline messages). */
export function issuesOf(issues: readonly v.BaseIssue<unknown>[]): { path: string; message: string }[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
}
