import type { Context } from 'hono';
import type { Services } from '../services.ts';
import { apiError } from '../http/errors.ts';

/** GET /healthz — 200 once the database answers a query. */
export function health(s: Services) {
  return (c: Context) => {
    try {
      s.database.sqlite.prepare('SELECT 1').get();
      return c.json({ ok: true });
    } catch {
      return apiError(c, 503, 'The database is not answering.');
    }
  };
}
