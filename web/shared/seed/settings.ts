import { DEFAULT_DIGEST_HOUR, DEFAULT_REPLY_PROMISE_HOURS, DEFAULT_REPLY_TEMPLATES } from '../lead-desk.ts';
import { RETENTION_SEED } from '../retention.ts';
import type { PublicSettings } from '../content.ts';
import { PUBLIC_SETTING_KEYS, SETTING, WHATSAPP_HINT } from '../settings.ts';
import type { SeedSetting } from './types.ts';
import { DEFAULT_WEEK, weekText } from '../opening-hours.ts';
import { FACT_SEED } from '../facts.ts';
import { DEFAULT_VAT_PERCENT } from '../quotes.ts';

/** The opening hours' row description, also written by migration 14. */
export const OPENING_HOURS_DESCRIPTION = 'Opening hours per weekday: the Contact page, the footer, the About page and search engines read them';

/** The quotes' settings, also written by migration 27. */
export const QUOTE_VAT_SEED = {
  key: SETTING.quoteVatPercent,
  value: String(DEFAULT_VAT_PERCENT),
  description: 'VAT added to every new quote, in percent (Nigeria: 7.5)',
};
export const QUOTE_TERMS_SEED = {
  key: SETTING.quoteTerms,
  value:
    'Prices are in naira. Payment: 70 % on acceptance, the balance on delivery or handover. Equipment hire includes an operator and fuel unless stated; transport to site is quoted separately.',
  description: 'Printed under every quote, on its page and its PDF',
};

/** Site settings: company details read by the header, footer, contact page and structured data. */
export const seedSettings: SeedSetting[] = [
  { key: SETTING.companyName, value: 'Metrik Group', description: 'Company name shown in the header, footer and page titles' },
  { key: SETTING.tagline, value: 'Building Excellence', description: 'Tagline shown under the company name' },
  { key: SETTING.phone, value: '+234 803 555 0147', description: 'Main phone number (footer, contact page, call links)' },
  { key: SETTING.email, value: 'info@metrikgroup.ng', description: 'Public e-mail address (footer, contact page)' },
  {
    key: SETTING.address,
    value: '24 Trans-Amadi Industrial Layout, Port Harcourt, Rivers State, Nigeria',
    description: 'Street address of the headquarters',
  },
  { key: SETTING.openingHours, value: weekText(DEFAULT_WEEK), description: OPENING_HOURS_DESCRIPTION },
  {
    key: SETTING.siteUrl,
    value: '',
    description: 'Public address of the website, e.g. https://example.ng; used for canonical links and the sitemap',
  },
  { key: SETTING.facebook, value: '', description: 'Facebook page address (empty: the icon links nowhere)' },
  { key: SETTING.twitter, value: '', description: 'Twitter / X profile address (empty: the icon links nowhere)' },
  { key: SETTING.linkedin, value: '', description: 'LinkedIn page address (empty: the icon links nowhere)' },
  { key: SETTING.instagram, value: '', description: 'Instagram profile address (empty: the icon links nowhere)' },
  {
    key: SETTING.whatsapp,
    value: '',
    description: WHATSAPP_HINT,
  },
  {
    key: SETTING.notificationEmail,
    value: '',
    description: 'Address that receives an e-mail for each new submission (needs SMTP_URL); never shown on the site',
  },
  {
    key: SETTING.replyPromiseHours,
    value: String(DEFAULT_REPLY_PROMISE_HOURS),
    description: 'Hours within which every enquiry gets a first reply (the real-estate page promises 24): 1 to 168. An enquiry still New after that is overdue',
  },
  {
    key: SETTING.digestHour,
    value: String(DEFAULT_DIGEST_HOUR),
    description: 'The hour (0-23, Port Harcourt time) of the daily e-mail listing overdue enquiries to the notification address; sent only when something is waiting',
  },
  {
    key: SETTING.replyTemplates,
    value: JSON.stringify(DEFAULT_REPLY_TEMPLATES),
    description: 'The e-mails offered in an enquiry\'s reply composer; {name}, {service}, {reference}, {company}, {phone} and {email} are filled in',
  },
  QUOTE_VAT_SEED,
  QUOTE_TERMS_SEED,
  ...RETENTION_SEED,
  ...FACT_SEED,
];

/** The public settings as a fresh site shows them (for rendering pages without a database). */
export const seededPublicSettings = (): PublicSettings =>
  Object.fromEntries(Object.entries(PUBLIC_SETTING_KEYS).map(([field, key]) => [field, seedSettings.find((s) => s.key === key)?.value ?? ''])) as unknown as PublicSettings;
