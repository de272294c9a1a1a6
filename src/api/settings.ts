// Site settings as the admin edits them (src/content/settings.ts reads and saves them).
import type { Context } from 'hono';
import { SettingsUpdateSchema } from '../../web/shared/settings.ts';
import { saveSettings, settingRows } from '../content/settings.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { actorOf } from './actor.ts';
import type { Services } from '../services.ts';

export const SettingsBody = SettingsUpdateSchema;

/** GET /api/admin/settings — every setting (the notification address included), in seed order. */
export function listSettings(s: Services) {
  return (c: Context<RouteEnv>) => c.json(settingRows(s.db));
}

/**
 * PUT /api/admin/settings { values: { key: text } } — 200 the whole list. All or nothing: the row's schema
 * refuses the whole body for one bad value; each changed key gets its audit line (saveSettings).
 */
export function updateSettings(s: Services) {
  return (c: Context<RouteEnv>, { body }: Input<typeof SettingsBody>) => {
    saveSettings(s, actorOf(s, c), body.values);
    return c.json(settingRows(s.db));
  };
}
