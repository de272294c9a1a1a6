// Site settings as the admin edits them: company phone, e-mail, address, hours, social links and the address
// that receives new-submission e-mails. The public pages read them on every render, so a save drops the cache.
import { asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import { siteSettings } from '../db/tables.ts';
import type { AdminEnv } from '../security/require-admin.ts';
import type { Services } from '../services.ts';
import type { Db } from '../db/open.ts';
import { auditAdminAction } from './audit.ts';
import { readJson } from './body.ts';
import { apiError, type ApiIssue } from './errors.ts';

export const MAX_SETTING_LENGTH = 2000;

const PHONE_PATTERN = /^[0-9 +().-]+$/;
const EMAIL_KEYS = new Set(['company_email', 'notification_email']);
/** Values the header and page titles cannot do without. */
const REQUIRED_KEYS = new Set(['company_name']);

const isUrlKey = (key: string) => key.endsWith('_url') || key.startsWith('social_') || key === 'site_url';

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

const isEmail = (value: string) => v.is(v.pipe(v.string(), v.maxLength(254), v.email()), value);

/** The problem with `value` for setting `key`, or undefined when it is acceptable. `value` is already trimmed. */
export function settingProblem(key: string, value: string): string | undefined {
  if (value.length > MAX_SETTING_LENGTH) return `Must be at most ${MAX_SETTING_LENGTH} characters`;
  if (value === '') return REQUIRED_KEYS.has(key) ? 'This setting cannot be empty' : undefined;
  if (isUrlKey(key) && !isHttpUrl(value)) return 'Must be empty or a web address starting with http:// or https://';
  if (EMAIL_KEYS.has(key) && !isEmail(value)) return 'Must be empty or a valid e-mail address';
  if (key === 'company_phone' && (value.length > 40 || !PHONE_PATTERN.test(value))) {
    return 'Must be at most 40 characters: digits, spaces and + ( ) - .';
  }
  return undefined;
}

function readAll(db: Db) {
  return db
    .select({ key: siteSettings.key, value: siteSettings.value, description: siteSettings.description, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .orderBy(asc(siteSettings.id))
    .all();
}

/** GET /api/admin/settings — every setting (the notification address included), in seed order. */
export function listSettings(s: Services) {
  return (c: Context<AdminEnv>) => {
    c.header('Cache-Control', 'no-store');
    return c.json(readAll(s.db));
  };
}

const SettingsBody = v.object({
  values: v.record(v.string(), v.unknown(), 'values must be an object of setting names and texts'),
});

/**
 * PUT /api/admin/settings { values: { key: text } } — 200 the whole list. All or nothing: one bad value and no
 * setting changes. Each changed key gets its own audit line with the old and the new value.
 */
export function updateSettings(s: Services) {
  return async (c: Context<AdminEnv>) => {
    const body = await readJson(c, SettingsBody);
    if (!body.ok) return apiError(c, body.status, body.error, body.issues);
    const entries = Object.entries(body.value.values);
    if (entries.length === 0) return apiError(c, 400, 'Nothing to change: send at least one setting.', [{ path: 'values', message: 'No settings given' }]);

    const current = new Map(readAll(s.db).map((row) => [row.key, row.value]));
    const issues: ApiIssue[] = [];
    const changed: { key: string; from: string; to: string }[] = [];
    for (const [key, raw] of entries) {
      const path = `values.${key}`;
      if (!current.has(key)) {
        issues.push({ path, message: `There is no setting called "${key.slice(0, 100)}"` });
        continue;
      }
      if (typeof raw !== 'string') {
        issues.push({ path, message: 'Must be text' });
        continue;
      }
      const value = raw.trim();
      const problem = settingProblem(key, value);
      if (problem) issues.push({ path, message: problem });
      else if (value !== current.get(key)) changed.push({ key, from: current.get(key) ?? '', to: value });
    }
    if (issues.length > 0) {
      const first = issues[0];
      return apiError(c, 400, `${first.path.slice('values.'.length)}: ${first.message}.`, issues);
    }

    if (changed.length > 0) {
      const updatedAt = new Date().toISOString();
      s.db.transaction((tx) => {
        for (const { key, to } of changed) tx.update(siteSettings).set({ value: to, updatedAt }).where(eq(siteSettings.key, key)).run();
      });
      s.changes.notify();
      for (const { key, from, to } of changed) {
        auditAdminAction(s, c, 'setting_updated', `site_settings/${key}`, `${JSON.stringify(from)} → ${JSON.stringify(to)}`);
      }
    }
    return c.json(readAll(s.db));
  };
}
