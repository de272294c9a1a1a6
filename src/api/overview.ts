// GET /api/admin/overview. The counts still in memory are written first, so the admin sees every view so far.
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Input, RouteEnv } from '../http/route.ts';
import { readLeadSources } from '../analytics/lead-sources.ts';
import { LEAD_SOURCE_PERIODS } from '../../web/shared/attribution.ts';
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

export const LeadSourcesQuery = v.object({
  days: v.optional(
    v.pipe(
      v.picklist(LEAD_SOURCE_PERIODS.map(String), `days must be one of ${LEAD_SOURCE_PERIODS.join(', ')}`),
      v.transform(Number),
    ),
    '30',
  ),
});

/** GET /api/admin/lead-sources?days=30 */
export function getLeadSources(s: Services) {
  return (c: Context<RouteEnv>, { query }: Input<undefined, typeof LeadSourcesQuery>) => c.json(readLeadSources(s.sqlite, query.days, s.now()));
}
