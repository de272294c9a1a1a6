// Site settings as the admin edits them: company phone, e-mail, address, hours, social links and the address
// that receives new-submission e-mails. The public pages read them on every render, so a save drops the cache.
import { asc } from 'drizzle-orm';
import type { Context } from 'hono';
import { SETTING, SettingsUpdateSchema } from '../../web/shared/settings.ts';
import { weekInWords } from '../../web/shared/opening-hours.ts';
import type { Db } from '../db/open.ts';
import { siteSettings } from '../db/tables.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { audit } from '../security/audit.ts';
import { actorOf } from './actor.ts';
import type { Services } from '../services.ts';

export const SettingsBody = SettingsUpdateSchema;

function readAll(db: Db) {
  return db
    .select({ key: siteSettings.key, value: siteSettings.value, description: siteSettings.description, createdAt: siteSettings.createdAt, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .orderBy(asc(siteSettings.id))
    .all();
}

/** GET /api/admin/settings — every setting (the notification address included), in seed order. */
export function listSettings(s: Services) {
  return (c: Context<RouteEnv>) => c.json(readAll(s.db));
}

/**
 * PUT /api/admin/settings { values: { key: text } } — 200 the whole list. All or nothing: the row's schema
 * refuses the whole body for one bad value. Every key sent counts as saved, changed or not: its updated_at moves
 * on, which is how the owner confirms a seeded value as true (the company facts, the opening hours: the launch
 * checklist counts those never saved). Each changed key gets its own audit line with the old and the new value.
 */
export function updateSettings(s: Services) {
  return (c: Context<RouteEnv>, { body }: Input<typeof SettingsBody>) => {
    const current = new Map(readAll(s.db).map((row) => [row.key, row.value]));
    const changed = Object.entries(body.values)
      .filter(([key, value]) => value !== current.get(key))
      .map(([key, to]) => ({ key, from: current.get(key) ?? '', to }));
    const updatedAt = new Date().toISOString();
    s.db.transaction((tx) => {
      // An upsert: a setting added by a release is seeded at start-up, but a save must not vanish if its row is missing.
      for (const [key, value] of Object.entries(body.values)) {
        tx.insert(siteSettings).values({ key, value, updatedAt }).onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt } }).run();
      }
    });
    if (changed.length > 0) {
      s.changes.notify();
      for (const { key, from, to } of changed) {
        // The hours are stored as JSON: the Activity tab says them in words.
        const said = (value: unknown) => (key === SETTING.openingHours && typeof value === 'string' ? `“${weekInWords(value)}”` : JSON.stringify(value));
        audit(s.db, actorOf(s, c), 'setting_updated', { target: `site_settings/${key}`, detail: `${said(from)} → ${said(to)}` });
      }
    }
    return c.json(readAll(s.db));
  };
}
