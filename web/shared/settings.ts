// The site settings: their keys, what kind of value each takes, its label in the admin panel, and the one rule
// that checks a value. The server's PUT /api/admin/settings and the admin's Settings form both use it.
import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, MAX_SETTING_LENGTH, MAX_TEMPLATES_LENGTH, PHONE_MAX_LENGTH } from './limits.ts';
import { PHONE_PATTERN } from './schemas.ts';
import type { PublicSettings } from './content.ts';
import { RETENTION_SETTING, RETENTION_SETTINGS, type RetentionGroup } from './retention.ts';
import { internationalWhatsappNumber } from './whatsapp.ts';
import { REPLY_PROMISE_RANGE, ReplyTemplatesSchema } from './lead-desk.ts';
import { openingHoursProblem, parseWeek, weekText } from './opening-hours.ts';
import { FACT_SETTING, FACT_SETTINGS, FACTS_GROUP_HINT, type FactsGroup } from './facts.ts';
import { groupDigits, parseWholeNumber } from './numbers.ts';

export const SETTING = {
  companyName: 'company_name',
  tagline: 'tagline',
  phone: 'company_phone',
  email: 'company_email',
  address: 'company_address',
  openingHours: 'opening_hours',
  siteUrl: 'site_url',
  facebook: 'social_facebook',
  twitter: 'social_twitter',
  linkedin: 'social_linkedin',
  instagram: 'social_instagram',
  notificationEmail: 'notification_email',
  whatsapp: 'whatsapp_number',
  replyPromiseHours: 'reply_promise_hours',
  digestHour: 'overdue_digest_hour',
  replyTemplates: 'reply_templates',
  quoteVatPercent: 'quote_vat_percent',
  quoteTerms: 'quote_terms',
  ...RETENTION_SETTING,
  ...FACT_SETTING,
} as const;

export type SettingKey = (typeof SETTING)[keyof typeof SETTING];

/** 'figure': a whole number typed with or without grouping, shown grouped; 'naira': one also typed as ₦85m. */
type Kind = 'text' | 'long-text' | 'percent' | 'required-text' | 'phone' | 'email' | 'url' | 'whatsapp' | 'whole-number' | 'figure' | 'naira' | 'reply-templates' | 'opening-hours';
type Group = 'Company details' | FactsGroup | 'Social links' | 'Notifications' | 'Enquiries' | RetentionGroup;

export interface SettingInfo {
  label: string;
  kind: Kind;
  group: Group;
  /** For a whole number: the accepted range and its unit ("months"). */
  range?: { min: number; max: number; unit: string };
  /** What the field accepts, shown in the panel in place of the row's stored description (seeded once, so older databases keep older words). */
  hint?: string;
  /** An example in the empty field. */
  placeholder?: string;
}

/** The WhatsApp number's hint, also its seeded description. */
export const WHATSAPP_HINT =
  'A Nigerian number as you dial it (0805 123 4567) or any number with its country code (+44 …); saved in international form. When set, a "Chat on WhatsApp" link shows on the Contact, Equipment and Real Estate pages and in the footer; empty shows none';

export const SETTINGS: Record<SettingKey, SettingInfo> = {
  company_name: { label: 'Company name', kind: 'required-text', group: 'Company details' },
  tagline: { label: 'Tagline', kind: 'text', group: 'Company details' },
  company_phone: { label: 'Phone', kind: 'phone', group: 'Company details' },
  company_email: { label: 'E-mail', kind: 'email', group: 'Company details' },
  company_address: { label: 'Address', kind: 'long-text', group: 'Company details' },
  opening_hours: {
    label: 'Opening hours',
    kind: 'opening-hours',
    group: 'Company details',
    hint: 'Shown on the Contact page, in the footer, on the About page and to search engines. Days in a row with the same hours are shown together (Mon-Fri).',
  },
  site_url: { label: 'Website address', kind: 'url', group: 'Company details' },
  social_facebook: { label: 'Facebook', kind: 'url', group: 'Social links' },
  social_twitter: { label: 'Twitter / X', kind: 'url', group: 'Social links' },
  social_linkedin: { label: 'LinkedIn', kind: 'url', group: 'Social links' },
  social_instagram: { label: 'Instagram', kind: 'url', group: 'Social links' },
  notification_email: { label: 'Notification e-mail', kind: 'email', group: 'Notifications' },
  whatsapp_number: {
    label: 'WhatsApp number',
    kind: 'whatsapp',
    group: 'Company details',
    placeholder: '0805 123 4567 or +234 805 123 4567',
    hint: WHATSAPP_HINT,
  },
  reply_promise_hours: { label: 'Reply promise', kind: 'whole-number', group: 'Enquiries', range: { ...REPLY_PROMISE_RANGE, unit: 'hours' } },
  overdue_digest_hour: { label: 'Daily reminder hour', kind: 'whole-number', group: 'Enquiries', range: { min: 0, max: 23, unit: 'hours (Port Harcourt time)' } },
  // Edited in its own panel (Settings → Reply templates), stored as JSON.
  reply_templates: { label: 'Reply templates', kind: 'reply-templates', group: 'Enquiries' },
  quote_vat_percent: { label: 'VAT on quotes (%)', kind: 'percent', group: 'Enquiries', placeholder: '7.5', hint: 'Added to every new quote unless the quote says otherwise: 0 to 100, decimals allowed (7.5)' },
  quote_terms: { label: 'Terms on quotes', kind: 'long-text', group: 'Enquiries', hint: 'Printed under every quote, on its page and its PDF: payment, delivery, what the price includes' },
  ...RETENTION_SETTINGS,
  ...FACT_SETTINGS,
};

export const SETTING_GROUPS: readonly Group[] = ['Company details', 'Company facts', 'Social links', 'Notifications', 'Enquiries', 'Privacy and retention'];

/** One line under a group's heading in the panel, where the group needs one. */
export const SETTING_GROUP_HINTS: Partial<Record<Group, string>> = {
  'Company facts': FACTS_GROUP_HINT,
  Enquiries:
    'An enquiry still New after the reply promise is overdue: marked in the inbox, counted on the Overview, and listed in one e-mail a day to the notification address at the hour you choose (only when something is waiting).',
  'Privacy and retention':
    'Once a day, enquiries and spam older than these limits are deleted for good (the Activity tab records how many). Find a person in Submissions answers a request for a copy or for erasure.',
};

/** The settings a visitor may see, by the field the public pages read; the notification address stays private. */
export const PUBLIC_SETTING_KEYS: Record<keyof PublicSettings, SettingKey> = {
  companyName: SETTING.companyName,
  tagline: SETTING.tagline,
  phone: SETTING.phone,
  email: SETTING.email,
  address: SETTING.address,
  openingHours: SETTING.openingHours,
  facebookUrl: SETTING.facebook,
  twitterUrl: SETTING.twitter,
  linkedinUrl: SETTING.linkedin,
  instagramUrl: SETTING.instagram,
  whatsappNumber: SETTING.whatsapp,
  replyPromiseHours: SETTING.replyPromiseHours,
};

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTINGS, key);

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

const isEmail = (value: string) => v.is(v.pipe(v.string(), v.maxLength(EMAIL_MAX_LENGTH), v.email()), value);

const NUMBER_KINDS: ReadonlySet<Kind> = new Set(['whole-number', 'figure', 'naira']);

/** A number setting's value as typed ("85,000,000", "₦85m" for naira), as a number; undefined when it is not one. */
const numberOf = (kind: Kind, value: string) => parseWholeNumber(value, { naira: kind === 'naira' });

function wholeNumberProblem({ label, range, kind }: SettingInfo, value: string): string | undefined {
  const { min, max, unit } = range ?? { min: 0, max: Number.MAX_SAFE_INTEGER, unit: '' };
  const number = numberOf(kind, value) ?? Number.NaN;
  if (number >= min && number <= max) return undefined;
  const bound = (n: number) => (kind === 'naira' ? `₦${groupDigits(n)}` : unit === '' ? String(n) : groupDigits(n));
  return `${label} must be a whole number${unit && kind !== 'naira' ? ` of ${unit}` : ''} from ${bound(min)} to ${bound(max)}`;
}

function replyTemplatesProblem(value: string): string | undefined {
  if (value.length > MAX_TEMPLATES_LENGTH) return `The reply templates must be at most ${MAX_TEMPLATES_LENGTH} characters in all`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return 'The reply templates must be a JSON list of { name, subject, body }';
  }
  const result = v.safeParse(ReplyTemplatesSchema, parsed);
  return result.success ? undefined : result.issues[0].message;
}

/** The problem with `value` (already trimmed) for setting `key`, as a sentence naming the setting; undefined when acceptable. */
export function settingProblem(key: SettingKey, value: string): string | undefined {
  const { kind, label } = SETTINGS[key];
  if (kind === 'reply-templates') return replyTemplatesProblem(value);
  if (kind === 'opening-hours') return openingHoursProblem(value);
  if (value.length > MAX_SETTING_LENGTH) return `${label} must be at most ${MAX_SETTING_LENGTH} characters`;
  if (value.includes('\u0000')) return `${label} cannot contain a NUL character`;
  if (NUMBER_KINDS.has(kind)) return wholeNumberProblem(SETTINGS[key], value);
  if (kind === 'percent' && !/^(100(\.0+)?|\d{1,2}(\.\d{1,2})?)$/.test(value)) return `${label} must be a number from 0 to 100, such as 7.5`;
  if (value === '') return kind === 'required-text' ? `${label} cannot be empty` : undefined;
  if (kind === 'url' && !isHttpUrl(value)) return `${label} must be empty or a web address starting with http:// or https://`;
  if (kind === 'email' && !isEmail(value)) return `${label} must be empty or a valid e-mail address`;
  if (kind === 'phone' && (value.length > PHONE_MAX_LENGTH || !PHONE_PATTERN.test(value))) {
    return `${label} must be at most ${PHONE_MAX_LENGTH} characters: digits, spaces and + ( ) - .`;
  }
  if (kind === 'whatsapp' && !internationalWhatsappNumber(value)) {
    return `${label} must be empty, a Nigerian number of 11 digits as dialled at home (0805 123 4567) or a number starting with its country code, 8 to 15 digits (+234 805 123 4567)`;
  }
  return undefined;
}

/** The value stored for an acceptable `value` of setting `key`: trimmed, a WhatsApp number in its one international form, a number as its digits. */
export function settingValue(key: SettingKey, value: string): string {
  const trimmed = value.trim();
  const { kind } = SETTINGS[key];
  if (NUMBER_KINDS.has(kind)) return String(numberOf(kind, trimmed) ?? trimmed);
  if (SETTINGS[key].kind === 'whatsapp' && trimmed) return internationalWhatsappNumber(trimmed) ?? trimmed;
  if (SETTINGS[key].kind === 'opening-hours' && trimmed) {
    const week = parseWeek(trimmed);
    return week ? weekText(week) : trimmed;
  }
  return trimmed;
}

const isHoursObject = (key: SettingKey, raw: unknown) => SETTINGS[key].kind === 'opening-hours' && typeof raw === 'object' && raw !== null && !Array.isArray(raw);
const textOf = (raw: unknown): string => (typeof raw === 'string' ? raw : JSON.stringify(raw));

/**
 * PUT /api/admin/settings: `{ values: { key: text } }`, at least one known setting, each value valid. The
 * opening hours may come as their JSON text or as the object itself. The values come out as stored (settingValue).
 */
export const SettingsUpdateSchema = v.object(
  {
    values: v.pipe(
      v.record(v.string(), v.unknown(), 'Send the settings as "values": an object of setting names and their texts'),
      v.check((values) => Object.keys(values).length > 0, 'Nothing to change: send at least one setting'),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const values = dataset.value;
        for (const [key, raw] of Object.entries(values)) {
          const issue = (message: string) => addIssue({ message, path: [{ type: 'object', origin: 'value', input: values, key, value: raw }] });
          if (!isSettingKey(key)) issue(`There is no setting called "${key.slice(0, 100)}"`);
          else if (typeof raw !== 'string' && !isHoursObject(key, raw)) issue(`${SETTINGS[key].label} must be text`);
          else {
            const problem = settingProblem(key, textOf(raw).trim());
            if (problem) issue(problem);
          }
        }
      }),
      v.transform((values) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key as SettingKey, settingValue(key as SettingKey, textOf(value))]))),
    ),
  },
  'Send the settings as {"values": {"setting_name": "text"}}',
);
