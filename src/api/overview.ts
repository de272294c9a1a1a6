// GET /api/admin/overview. The counts still in memory are written first, so the admin sees every view so far.
import type { Context } from 'hono';
import type { RouteEnv } from '../http/route.ts';
import type { Services } from '../services.ts';
import { readOverview } from '../analytics/overview.ts';
import { promiseHoursOf } from '../submissions/lead-desk.ts';

export function getOverview(s: Services) {
  return (c: Context<RouteEnv>) => {
    try {
      s.pageViews.flush();
    } catch (error) {
      s.log.warn(`page views not written yet: ${error instanceof Error ? error.message : String(error)}`);
    }
    return c.json(readOverview(s.sqlite, new Date(s.now()), promiseHoursOf(s.db), s.itemPages.get()));
  };
}
