import type { Context } from 'hono';
import { readPage } from '../content/pages.ts';
import type { Services } from '../services.ts';
import { apiError } from './errors.ts';

/** GET /api/pages/:slug — an active page with its active sections and blocks, ordered by sortOrder. */
export function getPublicPage(s: Services) {
  return (c: Context) => {
    const slug = c.req.param('slug') ?? '';
    const page = /^[a-z0-9-]{1,100}$/.test(slug) ? readPage(s.db, slug) : undefined;
    return page ? c.json(page) : apiError(c, 404, `No page called "${slug.slice(0, 100)}".`);
  };
}
