// How long visitors' submissions are kept (docs/product.md § Retention and erasure): two site settings, private,
// edited in the panel's Settings tab and read by the daily clean-up (src/ops/retention.ts). Kept apart from
// settings.ts so the retention rules read as one piece.
import type { SettingInfo } from './settings.ts';

export const RETENTION_SETTING = {
  enquiryMonths: 'retention_enquiry_months',
  spamDays: 'retention_spam_days',
} as const;

export type RetentionGroup = 'Privacy and retention';
type RetentionKey = (typeof RETENTION_SETTING)[keyof typeof RETENTION_SETTING];

/** What the privacy notice promises; also what applies while a setting has no row or an unusable value. */
const RETENTION_DEFAULTS = { enquiryMonths: 24, spamDays: 30 } as const;
export type RetentionLimits = { enquiryMonths: number; spamDays: number };

export const RETENTION_SETTINGS: Record<RetentionKey, SettingInfo> = {
  retention_enquiry_months: {
    label: 'Keep enquiries for',
    kind: 'whole-number',
    group: 'Privacy and retention',
    range: { min: 1, max: 120, unit: 'months' },
  },
  retention_spam_days: { label: 'Keep spam for', kind: 'whole-number', group: 'Privacy and retention', range: { min: 1, max: 365, unit: 'days' } },
};

export const RETENTION_SEED = [
  {
    key: RETENTION_SETTING.enquiryMonths,
    value: String(RETENTION_DEFAULTS.enquiryMonths),
    description: 'Contact messages, real-estate enquiries and quote requests older than this are deleted for good: 1 to 120 months (the privacy notice says 24)',
  },
  {
    key: RETENTION_SETTING.spamDays,
    value: String(RETENTION_DEFAULTS.spamDays),
    description: 'Submissions caught by the spam trap older than this are deleted for good: 1 to 365 days (the privacy notice says 30)',
  },
];

/** The limits from the stored values; a missing or out-of-range value falls back to its default. */
export function retentionLimits(read: (key: RetentionKey) => string | undefined): RetentionLimits {
  const pick = (key: RetentionKey, fallback: number) => {
    const { min, max } = RETENTION_SETTINGS[key].range ?? { min: 1, max: fallback };
    const raw = read(key)?.trim() ?? '';
    const value = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
    return value >= min && value <= max ? value : fallback;
  };
  return {
    enquiryMonths: pick(RETENTION_SETTING.enquiryMonths, RETENTION_DEFAULTS.enquiryMonths),
    spamDays: pick(RETENTION_SETTING.spamDays, RETENTION_DEFAULTS.spamDays),
  };
}
