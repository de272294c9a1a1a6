import { siteSettings } from '../db/tables.ts';
import type { Db } from '../db/open.ts';
import type { PublicSettings } from '../../web/shared/content.ts';
import { PUBLIC_SETTING_KEYS } from '../../web/shared/settings.ts';

export function readSettings(db: Db): Map<string, string> {
  return new Map(db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).all().map((r) => [r.key, r.value]));
}

/** Only the settings a visitor may see; the notification address stays server-side. */
export function readPublicSettings(db: Db): PublicSettings {
  const all = readSettings(db);
  return Object.fromEntries(Object.entries(PUBLIC_SETTING_KEYS).map(([field, key]) => [field, all.get(key) ?? ''])) as unknown as PublicSettings;
}
