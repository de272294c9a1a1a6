// The item pages a visitor can open now (docs/product.md § Item pages): each visible project, machine and
// development in a visible section of a visible list page, with its address. The sitemap lists them, and the
// page-view count takes a beacon for an item page only when it is one of them, so however many addresses a
// client invents, the counts hold at most one row per real item and day.
import { and, eq, isNull } from 'drizzle-orm';
import { ITEM_ROUTES, itemPath, type ItemRoute } from '../../web/shared/content.ts';
import type { Db } from '../db/open.ts';
import { contentBlocks, pages, sections } from '../db/tables.ts';
import type { ContentChanges } from './changes.ts';
import { itemSlugs } from './item-slugs.ts';
import { blockImageUrl } from './block-image.ts';

export interface VisibleItem {
  route: ItemRoute;
  id: number;
  /** Its page's address, /projects/<slug>. */
  path: string;
  title: string;
  imageUrl: string | null;
  metadata: Record<string, unknown> | null;
  updatedAt: string;
}

/** A block a visitor can see (with its section and page joined): shown, not in the trash, in a shown section of a shown page. */
export const shownOnSite = and(eq(contentBlocks.isActive, true), isNull(contentBlocks.deletedAt), eq(sections.isActive, true), eq(pages.isActive, true));

/** Every visible item, projects then machines then developments, each in its list's order. */
export function visibleItems(db: Db): VisibleItem[] {
  return ITEM_ROUTES.flatMap((route) => {
    const rows = db
      .select({ id: contentBlocks.id, title: contentBlocks.title, imageUrl: blockImageUrl, metadata: contentBlocks.metadata, updatedAt: contentBlocks.updatedAt })
      .from(contentBlocks)
      .innerJoin(sections, eq(sections.id, contentBlocks.sectionId))
      .innerJoin(pages, eq(pages.id, sections.pageId))
      .where(and(eq(contentBlocks.blockType, route.blockType), shownOnSite, eq(pages.slug, route.slug), eq(sections.sectionKey, route.section)))
      .orderBy(sections.sortOrder, contentBlocks.sortOrder, contentBlocks.id)
      .all();
    const slugs = itemSlugs(db, route);
    return rows.flatMap((row) => {
      const slug = slugs.get(row.id);
      return slug ? [{ route, ...row, path: itemPath(route, slug) }] : [];
    });
  });
}

/** Item page address → the item's title, read again only after a content write (a beacon costs a Map lookup). */
export class ItemPageTitles {
  #titles: Map<string, string> | undefined;
  #version = -1;

  constructor(
    private readonly db: Db,
    private readonly changes: ContentChanges,
  ) {}

  get(): Map<string, string> {
    if (!this.#titles || this.#version !== this.changes.version) {
      this.#version = this.changes.version;
      this.#titles = new Map(visibleItems(this.db).map((item) => [item.path, item.title]));
    }
    return this.#titles;
  }
}
