import { siteSettings } from '../db/tables.ts';
import type { Db } from '../db/open.ts';
import type { PublicSettings } from '../../web/shared/content.ts';

const PUBLIC_KEYS: Record<keyof PublicSettings, string> = {
  companyName: 'company_name',
  tagline: 'tagline',
  phone: 'company_phone',
  email: 'company_email',
  address: 'company_address',
  businessHours: 'business_hours',
  facebookUrl: 'social_facebook',
  twitterUrl: 'social_twitter',
  linkedinUrl: 'social_linkedin',
  instagramUrl: 'social_instagram',
};

export function readSettings(db: Db): Map<string, string> {
  return new Map(db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).all().map((r) => [r.key, r.value]));
}

/** Only the settings a visitor may see; the notification address stays server-side. */
export function readPublicSettings(db: Db): PublicSettings {
  const all = readSettings(db);
  return Object.fromEntries(Object.entries(PUBLIC_KEYS).map(([field, key]) => [field, all.get(key) ?? ''])) as unknown as PublicSettings;
}
