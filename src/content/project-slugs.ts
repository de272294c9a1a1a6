// Where each project lives: `/projects/<slug>` (docs/product.md § Project pages). The slug rules the API applies
// when a project is added, edited, copied or restored, and the one map from block to address that the page, the
// cards' links and the sitemap read.
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { contentBlocks } from '../db/tables.ts';
import { freeSlug, resolveSlugs, slugify, storedSlug, type Sluggable } from '../../web/shared/item-slugs.ts';
import type { FieldIssue } from '../http/errors.ts';

export const PROJECT_TYPE = 'project';
const FALLBACK = 'project';

/** Every project not in the trash (hidden ones keep their address), in list order. */
function liveProjects(db: Db, exceptId?: number): Sluggable[] {
  return db
    .select({ id: contentBlocks.id, title: contentBlocks.title, metadata: contentBlocks.metadata })
    .from(contentBlocks)
    .where(and(eq(contentBlocks.blockType, PROJECT_TYPE), isNull(contentBlocks.deletedAt), exceptId === undefined ? undefined : ne(contentBlocks.id, exceptId)))
    .orderBy(asc(contentBlocks.sectionId), asc(contentBlocks.sortOrder), asc(contentBlocks.id))
    .all();
}

/** Block id → its address name, for every project not in the trash. */
export const projectSlugs = (db: Db): Map<number, string> => resolveSlugs(liveProjects(db), FALLBACK);

/** The addresses other projects hold. */
const takenBy = (db: Db, exceptId?: number) => new Set(resolveSlugs(liveProjects(db, exceptId), FALLBACK).values());

/** A free slug made from the title: the title's own, else with -2, -3… */
const madeFrom = (db: Db, title: string, exceptId?: number) => freeSlug(slugify(title, FALLBACK), takenBy(db, exceptId));

export type SlugOutcome = { metadata: Record<string, unknown> } | { status: 409; issues: FieldIssue[] };

const inUse = (slug: string): SlugOutcome => {
  const message = `Another project already uses the address /projects/${slug}. Choose another, or leave it empty to make one from the name.`;
  return { status: 409, issues: [{ path: 'metadata.slug', message }] };
};

/**
 * The metadata to store for a project being added (`id` undefined) or edited. A slug sent as text (already
 * checked against the pattern) is kept when free and refused (409) when another project has it; an empty one is
 * made from the title; none sent keeps the stored one (`stored`), or makes one when there is none.
 */
export function assignSlug(db: Db, input: { id?: number; title: string; metadata: Record<string, unknown>; stored?: Record<string, unknown> | null }): SlugOutcome {
  const sent = input.metadata.slug;
  if (typeof sent === 'string' && sent !== '') {
    return takenBy(db, input.id).has(sent) ? inUse(sent) : { metadata: input.metadata };
  }
  const kept = sent === undefined && input.stored ? storedSlug({ metadata: input.stored }) : undefined;
  if (kept !== undefined) return { metadata: { ...input.metadata, slug: kept } };
  return { metadata: { ...input.metadata, slug: madeFrom(db, input.title, input.id) } };
}

/** A copy's metadata: the original's slug is never free, so the copy's is made from its title (-2, -3…). */
export function slugForCopy(db: Db, title: string, metadata: Record<string, unknown> | null): Record<string, unknown> {
  return { ...(metadata ?? {}), slug: madeFrom(db, title) };
}

/**
 * After a project comes back (from the trash or an older revision): when another project took its address
 * meanwhile, it gets one made from its title. Returns the metadata to write, or undefined when it may keep its own.
 */
export function slugAfterRestore(db: Db, id: number, title: string, metadata: Record<string, unknown> | null): Record<string, unknown> | undefined {
  const own = storedSlug({ metadata });
  if (own !== undefined && !takenBy(db, id).has(own)) return undefined;
  return { ...(metadata ?? {}), slug: madeFrom(db, title, id) };
}
