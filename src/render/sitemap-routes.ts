// GET /sitemap.xml and /robots.txt: the routes built on the SEO pieces (seo.ts) and the items' own entries
// (item-seo.ts), apart from both so neither imports the other.
import type { Context } from 'hono';
import type { Services } from '../services.ts';
import { itemSitemapItems } from './item-seo.ts';
import { originFor, robotsTxt, sitemapXml } from './seo.ts';

/** GET /sitemap.xml */
export function getSitemap(s: Services) {
  // A page changes when it, one of its sections or one of their blocks does.
  const lastChanges = s.sqlite.prepare(
    `SELECT p.slug AS slug, max(p.updated_at, coalesce(max(s.updated_at), ''), coalesce(max(b.updated_at), '')) AS updated
       FROM pages p LEFT JOIN sections s ON s.page_id = p.id LEFT JOIN content_blocks b ON b.section_id = s.id
      WHERE p.is_active = 1 GROUP BY p.id`,
  );
  return (c: Context) => {
    const rows = lastChanges.all() as { slug: string; updated: string }[];
    const origin = originFor(s.db, c);
    const body = sitemapXml(origin, new Map(rows.map((r) => [r.slug, r.updated])), itemSitemapItems(s.db, origin));
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  };
}

/** GET /robots.txt */
export function getRobots(s: Services) {
  return (c: Context) =>
    c.body(robotsTxt(originFor(s.db, c)), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
}
