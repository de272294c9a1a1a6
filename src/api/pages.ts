import type { Context } from 'hono';
import * as v from 'valibot';
import { readPage } from '../content/pages.ts';
import { apiError } from '../http/errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import type { Services } from '../services.ts';

export const PageSlug = v.object({ slug: v.string() });

/**
 * GET /api/pages/:slug — an active page with its active sections and blocks, ordered by sortOrder.
 * The JSON of each existing page is kept until the next content write, like the rendered HTML.
 */
export function getPublicPage(s: Services) {
  const cache = new Map<string, string>();
  s.changes.subscribe(() => cache.clear());
  return (c: Context<RouteEnv>, { params: { slug } }: Input<undefined, undefined, typeof PageSlug>) => {
    let json = cache.get(slug);
    if (json === undefined) {
      const page = /^[a-z0-9-]{1,100}$/.test(slug) ? readPage(s.db, slug) : undefined;
      if (!page) return apiError(c, 404, `No page called "${slug.slice(0, 100)}".`);
      json = JSON.stringify(page);
      cache.set(slug, json);
    }
    return c.body(json, 200, { 'Content-Type': 'application/json' });
  };
}
