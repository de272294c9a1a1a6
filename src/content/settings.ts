// Site settings, the one place that reads and writes them: company phone, e-mail, address, hours, social links,
// the company facts and the address that receives new-submission e-mails. The public pages read them on every
// render, so a save that changes one drops the render cache.
import { asc, eq, sql } from 'drizzle-orm';
import { weekInWords } from '../../web/shared/opening-hours.ts';
import { PUBLIC_SETTING_KEYS, SETTING } from '../../web/shared/settings.ts';
import type { PublicSettings } from '../../web/shared/content.ts';
import type { Db } from '../db/open.ts';
import { siteSettings } from '../db/tables.ts';
import type { CompanyMail } from '../ops/notify.ts';
import type { Actor } from '../security/audit.ts';
import { publish, type Line, type SiteStore } from '../db/unit-of-work.ts';

/** Every setting as stored (the notification address included), in seed order: the admin's list. */
export function settingRows(db: Db) {
  return db
    .select({ key: siteSettings.key, value: siteSettings.value, description: siteSettings.description, createdAt: siteSettings.createdAt, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .orderBy(asc(siteSettings.id))
    .all();
}

export function readSettings(db: Db): Map<string, string> {
  return new Map(db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).all().map((r) => [r.key, r.value]));
}

/** One setting's value; undefined when its row is missing. */
export function readSetting(db: Db, key: string): string | undefined {
  return db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).get()?.value;
}

/** Only the settings a visitor may see; the notification address stays server-side. */
export function readPublicSettings(db: Db): PublicSettings {
  const all = readSettings(db);
  return Object.fromEntries(Object.entries(PUBLIC_SETTING_KEYS).map(([field, key]) => [field, all.get(key) ?? ''])) as unknown as PublicSettings;
}

/** The settings whose value holds `text` (an image's address): where the media library says a picture is used. */
export function settingsHolding(db: Db, text: string) {
  return db
    .select({ key: siteSettings.key, description: siteSettings.description })
    .from(siteSettings)
    .where(sql`instr(${siteSettings.value}, ${text}) > 0`)
    .all();
}

/** The company's name, e-mail and website address, read at each send. */
export function companyMail(db: Db): () => CompanyMail {
  const get = (key: string) => (readSetting(db, key) ?? '').trim();
  return () => ({ name: get(SETTING.companyName), email: get(SETTING.email), siteUrl: get(SETTING.siteUrl) });
}

/** The notification address (empty when unset), read at each send so a settings change applies at once. */
export function notificationAddress(db: Db): () => string {
  return () => readSetting(db, SETTING.notificationEmail) ?? '';
}

/**
 * Saves `values` (already checked: SettingsUpdateSchema), all or nothing. Every key sent counts as saved, changed
 * or not: its updated_at moves on, which is how the owner confirms a seeded value as true (the company facts, the
 * opening hours: the launch checklist counts those never saved). Each changed key gets its own audit line with the
 * old and the new value; when none changed, no cache is told.
 */
export function saveSettings(store: SiteStore, actor: Actor, values: Record<string, string>): void {
  publish(store, actor, changedLines, () => {
    const current = readSettings(store.db);
    const updatedAt = new Date().toISOString();
    // An upsert: a setting added by a release is seeded at start-up, but a save must not vanish if its row is missing.
    for (const [key, value] of Object.entries(values)) {
      store.db.insert(siteSettings).values({ key, value, updatedAt }).onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt } }).run();
    }
    return Object.entries(values)
      .filter(([key, value]) => value !== current.get(key))
      .map(([key, to]) => ({ key, from: current.get(key) ?? '', to }));
  });
}

function changedLines(changed: { key: string; from: string; to: string }[]): Line[] {
  return changed.map(({ key, from, to }) => {
    // The hours are stored as JSON: the Activity tab says them in words.
    const said = (value: string) => (key === SETTING.openingHours ? `“${weekInWords(value)}”` : JSON.stringify(value));
    return { action: 'setting_updated', target: `site_settings/${key}`, detail: `${said(from)} → ${said(to)}` };
  });
}
