// GET /sitemap.xml and /robots.txt: the routes built on the SEO pieces (seo.ts) and the items' own entries
// (item-seo.ts), apart from both so neither imports the other.
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { contentBlocks, pages, sections } from '../db/tables.ts';
import type { Services } from '../services.ts';
import { itemSitemapItems } from './item-seo.ts';
import { originFor, robotsTxt, sitemapXml } from './seo.ts';

/** GET /sitemap.xml */
export function getSitemap(s: Services) {
  // A page changes when it, one of its sections or one of their blocks does.
  const lastChanges = () =>
    s.db
      .select({
        slug: pages.slug,
        updated: sql<string>`max(${pages.updatedAt}, coalesce(max(${sections.updatedAt}), ''), coalesce(max(${contentBlocks.updatedAt}), ''))`,
      })
      .from(pages)
      .leftJoin(sections, eq(sections.pageId, pages.id))
      .leftJoin(contentBlocks, eq(contentBlocks.sectionId, sections.id))
      .where(eq(pages.isActive, true))
      .groupBy(pages.id)
      .all();
  return (c: Context) => {
    const rows = lastChanges();
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
