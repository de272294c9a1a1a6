// The admin's redirects and the addresses visitors did not find (docs/product.md § Redirects and missing pages):
// GET/POST /api/admin/redirects, DELETE /api/admin/redirects/:id, GET /api/admin/not-found.
import type { Context } from 'hono';
import * as v from 'valibot';
import { contentSlugForPath, itemAt, itemIn } from '../../web/shared/content.ts';
import { readPage } from '../content/pages.ts';
import { addRedirect, deleteRedirect, FROM_MAX, isSourcePath, isTarget, listRedirects, REDIRECT_STATUSES, sourcePath, TO_MAX } from '../content/redirects.ts';
import { apiError } from '../http/errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { IdString } from '../http/validate.ts';
import { pageAt } from '../render/page-paths.ts';
import { publicOrigin } from '../render/seo.ts';
import { readSettings } from '../content/settings.ts';
import { SETTING } from '../../web/shared/settings.ts';
import { actorOf } from './actor.ts';
import type { Services } from '../services.ts';

export const RedirectBody = v.object({
  from: v.pipe(
    v.string('from must be a path such as /old-page'),
    v.trim(),
    v.check(isSourcePath, `from must be a path of this site such as /old-page, without a query string (at most ${FROM_MAX} characters)`),
  ),
  to: v.pipe(
    v.string('to must be a path or an http(s) address'),
    v.trim(),
    v.check(isTarget, `to must be a path of this site such as /projects (never starting // or holding a backslash), or a full http(s) address, in printable ASCII (at most ${TO_MAX} characters)`),
  ),
  status: v.optional(v.picklist(REDIRECT_STATUSES, 'status must be 301 (moved for good) or 302 (for now)'), 301),
});
export const RedirectParams = v.object({ id: IdString('The redirect id') });

/** Addresses the site itself answers: a redirect there would never be followed, so it is refused. */
const RESERVED = /^\/(api|admin|assets|media|metrikwebadmin[^/]*|sw\.js|offline|sitemap\.xml|robots\.txt|healthz)(\/|$)/;

/** True when a page of the site stands at this source: a public page, a visible item page, or one the server answers itself. */
function pageStandsAt(s: Services, from: string): boolean {
  if (pageAt(from) || RESERVED.test(from)) return true;
  const item = itemAt(from);
  const slug = contentSlugForPath(from);
  return item !== undefined && slug !== undefined && itemIn(readPage(s.db, slug), item.route, item.itemSlug) !== undefined;
}

/** GET /api/admin/redirects */
export function getRedirects(s: Services) {
  return (c: Context<RouteEnv>) => c.json(listRedirects(s.db));
}

/** POST /api/admin/redirects */
export function createRedirect(s: Services) {
  return (c: Context<RouteEnv>, { body }: Input<typeof RedirectBody>) => {
    const from = sourcePath(body.from);
    if (pageStandsAt(s, from)) {
      return apiError(c, 400, `${from} is a page of the site: a redirect there would never be followed. Hide or delete that page first.`, [{ path: 'from', message: `${from} is a page of the site.` }]);
    }
    const requestOrigin = new URL(c.req.url).origin;
    const ownOrigins = [publicOrigin(readSettings(s.db).get(SETTING.siteUrl), requestOrigin), requestOrigin];
    const outcome = addRedirect(s, actorOf(s, c), { from, to: body.to, status: body.status, ownOrigins });
    if ('status' in outcome) return apiError(c, outcome.status, outcome.message, [{ path: outcome.path, message: outcome.message }]);
    return c.json(outcome.redirect, 201);
  };
}

/** DELETE /api/admin/redirects/:id */
export function removeRedirect(s: Services) {
  return (c: Context<RouteEnv>, { params }: Input<undefined, undefined, typeof RedirectParams>) => {
    if (!deleteRedirect(s, actorOf(s, c), params.id)) return apiError(c, 404, `Redirect ${params.id} does not exist (it may have been deleted already).`);
    return c.body(null, 204);
  };
}

/** GET /api/admin/not-found */
export function getNotFound(s: Services) {
  return (c: Context<RouteEnv>) => c.json(s.notFound.list());
}
