// Where each item lives (docs/product.md § Item pages): `/projects/<slug>`, `/equipment/<slug>`,
// `/real-estate/<slug>`. The slug rules the API applies when an item is added, edited, copied or restored, and the one map from
// block to address that the page, the cards' links and the sitemap read. Slugs are unique within a block type.
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { contentBlocks } from '../db/tables.ts';
import { freeSlug, resolveSlugs, slugify, storedSlug, type Sluggable } from '../../web/shared/item-slugs.ts';
import { itemPath, itemRouteOf, type ItemRoute } from '../../web/shared/content.ts';
import type { FieldIssue } from '../http/errors.ts';
import { followRename } from './redirects.ts';

/** True for a block type whose blocks have pages of their own (a project, a machine, a development). */
export const hasItemPage = (blockType: string): boolean => itemRouteOf(blockType) !== undefined;

/** Every item of the route's type not in the trash (hidden ones keep their address), in list order. */
function liveItems(db: Db, route: ItemRoute, exceptId?: number): Sluggable[] {
  return db
    .select({ id: contentBlocks.id, title: contentBlocks.title, metadata: contentBlocks.metadata })
    .from(contentBlocks)
    .where(and(eq(contentBlocks.blockType, route.blockType), isNull(contentBlocks.deletedAt), exceptId === undefined ? undefined : ne(contentBlocks.id, exceptId)))
    .orderBy(asc(contentBlocks.sectionId), asc(contentBlocks.sortOrder), asc(contentBlocks.id))
    .all();
}

/** Block id → its address name, for every item of the route's type not in the trash. */
export const itemSlugs = (db: Db, route: ItemRoute): Map<number, string> => resolveSlugs(liveItems(db, route), route.noun);

/** The addresses other items of the type hold. */
const takenBy = (db: Db, route: ItemRoute, exceptId?: number) => new Set(resolveSlugs(liveItems(db, route, exceptId), route.noun).values());

/** A free slug made from the title: the title's own, else with -2, -3… */
const madeFrom = (db: Db, route: ItemRoute, title: string, exceptId?: number) => freeSlug(slugify(title, route.noun), takenBy(db, route, exceptId));

export type SlugOutcome = { metadata: Record<string, unknown> } | { status: 409; issues: FieldIssue[] };

const inUse = (route: ItemRoute, slug: string): SlugOutcome => {
  const message = `Another ${route.noun} already uses the address ${itemPath(route, slug)}. Choose another, or leave it empty to make one from the name.`;
  return { status: 409, issues: [{ path: 'metadata.slug', message }] };
};

interface SlugInput {
  blockType: string;
  /** Undefined for an item being added. */
  id?: number;
  title: string;
  metadata: Record<string, unknown>;
  stored?: Record<string, unknown> | null;
}

/**
 * The metadata to store for an item being added (`id` undefined) or edited. A slug sent as text (already checked
 * against the pattern) is kept when free and refused (409) when another item of the type has it; an empty one is
 * made from the title; none sent keeps the stored one (`stored`), or makes one when there is none. A block type
 * without pages of its own is left as it is.
 */
export function assignSlug(db: Db, input: SlugInput): SlugOutcome {
  const route = itemRouteOf(input.blockType);
  if (!route) return { metadata: input.metadata };
  const sent = input.metadata.slug;
  if (typeof sent === 'string' && sent !== '') {
    return takenBy(db, route, input.id).has(sent) ? inUse(route, sent) : { metadata: input.metadata };
  }
  const kept = sent === undefined && input.stored ? storedSlug({ metadata: input.stored }) : undefined;
  if (kept !== undefined) return { metadata: { ...input.metadata, slug: kept } };
  return { metadata: { ...input.metadata, slug: madeFrom(db, route, input.title, input.id) } };
}

/** A copy's metadata: the original's slug is never free, so the copy's is made from its title (-2, -3…). */
export function slugForCopy(db: Db, blockType: string, title: string, metadata: Record<string, unknown> | null): Record<string, unknown> | null {
  const route = itemRouteOf(blockType);
  return route ? { ...(metadata ?? {}), slug: madeFrom(db, route, title) } : metadata;
}

/**
 * After an item comes back (from the trash or an older revision): when another item of its type took its address
 * meanwhile, it gets one made from its title. Returns the metadata to write, or undefined when it may keep its own.
 */
export function slugAfterRestore(db: Db, block: { id: number; blockType: string; title: string; metadata: Record<string, unknown> | null }): Record<string, unknown> | undefined {
  const route = itemRouteOf(block.blockType);
  if (!route) return undefined;
  const own = storedSlug(block);
  if (own !== undefined && !takenBy(db, route, block.id).has(own)) return undefined;
  return { ...(block.metadata ?? {}), slug: madeFrom(db, route, block.title, block.id) };
}

/** The address of the item page block `id` has: undefined when its type has none or it is in the trash. */
function itemAddress(db: Db, id: number): string | undefined {
  const block = db.select({ blockType: contentBlocks.blockType }).from(contentBlocks).where(eq(contentBlocks.id, id)).get();
  const route = block && itemRouteOf(block.blockType);
  const slug = route && itemSlugs(db, route).get(id);
  return route && slug ? itemPath(route, slug) : undefined;
}

/**
 * Runs `change` on block `id` (an edit, or a restored revision); when it moved a live item to another address,
 * the old one answers 301 to the new one for good (src/content/redirects.ts), as every shared link expects.
 */
export function keepingOldAddress(db: Db, id: number, change: () => void): void {
  const before = itemAddress(db, id);
  change();
  const after = itemAddress(db, id);
  if (before && after && before !== after) followRename(db, before, after);
}
