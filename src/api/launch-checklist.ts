// GET/PUT /api/admin/launch-checklist (docs/product.md § Launch checklist): the placeholders the site still shows,
// and putting the checklist away or bringing it back.
import type { Context } from 'hono';
import * as v from 'valibot';
import { readLaunchChecklist, setLaunchChecklistDismissed } from '../content/launch-checklist.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import type { Services } from '../services.ts';

export const ChecklistBody = v.object({ dismissed: v.boolean('dismissed must be true or false') });

export function getLaunchChecklist(s: Services) {
  return (c: Context<RouteEnv>) => c.json(readLaunchChecklist(s.db, new Date(s.now())));
}

export function putLaunchChecklist(s: Services) {
  return (c: Context<RouteEnv>, { body }: Input<typeof ChecklistBody>) => {
    setLaunchChecklistDismissed(s.db, body.dismissed);
    return c.json(readLaunchChecklist(s.db, new Date(s.now())));
  };
}
