import type { Context } from 'hono';
import * as v from 'valibot';
import { readPage } from '../content/pages.ts';
import { apiError } from '../http/errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { publicCacheControl, RenderCache } from '../render/cache.ts';
import { sendEncoded } from '../render/negotiate.ts';
import type { Services } from '../services.ts';

export const PageSlug = v.object({ slug: v.string() });
/** The 404 of a public page address that names no page. */
export const noPageCalled = (slug: string) => `No page called "${slug.slice(0, 100)}".`;

/**
 * GET /api/pages/:slug — an active page with its active sections and blocks, ordered by sortOrder. Kept like the
 * rendered HTML: compressed once (brotli, gzip), answered 304 to a matching If-None-Match, dropped on the next
 * content write.
 */
export function getPublicPage(s: Services) {
  const cache = new RenderCache();
  s.changes.subscribe(() => cache.clear());
  const cacheControl = publicCacheControl(s.config.cdnCacheSeconds, 200);
  return (c: Context<RouteEnv>, { params: { slug } }: Input<undefined, undefined, typeof PageSlug>) => {
    let page = cache.get(slug);
    if (!page) {
      const found = /^[a-z0-9-]{1,100}$/.test(slug) ? readPage(s.db, slug) : undefined;
      if (!found) return apiError(c, 404, noPageCalled(slug));
      page = cache.set(slug, 200, JSON.stringify(found));
    }
    return sendEncoded(c, page, 200, {
      'Content-Type': 'application/json',
      'Cache-Control': cacheControl,
    }, s.replay);
  };
}
