import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { contentBlocks, pages, sections } from '../db/tables.ts';
import { ITEM_ROUTES, picturesOf, testimonialOf, type ContentBlock, type PageContent, type Section } from '../../web/shared/content.ts';
import { galleryPictures } from './item-gallery.ts';
import { oneKindOfPicture } from '../../web/shared/picture-kinds.ts';
import { isUploadedImage } from '../../web/shared/media.ts';
import { pageImages } from '../media/store.ts';
import { progressOf } from '../../web/shared/item-facts.ts';
import { blockStateColumns } from './revisions.ts';
import { itemSlugs } from './item-slugs.ts';
import { slugify } from '../../web/shared/item-slugs.ts';
import { withFacts } from '../../web/shared/facts.ts';
import { readFactFigures } from './facts.ts';

/**
 * An unsaved edit the admin previews (POST /api/admin/preview): the item's fields replaced in memory. A block
 * change whose id is not a stored block (e.g. -1) is a new block, added to `fields.sectionId`.
 */
export interface ContentChange {
  entity: 'page' | 'section' | 'block';
  id: number;
  fields: Record<string, unknown>;
}

const BLOCK_FIELDS = ['title', 'content', 'imageUrl', 'metadata', 'sortOrder', 'isActive'];

const byOrder = (a: { sortOrder: number; id: number }, b: { sortOrder: number; id: number }) => a.sortOrder - b.sortOrder || a.id - b.id;
const changesOf = (changes: readonly ContentChange[], entity: ContentChange['entity'], id: number) =>
  Object.assign({}, ...changes.filter((c) => c.entity === entity && c.id === id).map((c) => c.fields)) as Record<string, unknown>;

/**
 * Home sections whose items are the Projects page's project blocks (docs/product.md § Home content): its featured
 * projects are those marked `featured`, its clients' words those with a quote. They are read, never copied, so an
 * edit on the Projects page shows on Home at once.
 */
const FROM_PROJECTS = { page: 'home', from: { page: 'projects', section: 'projects' } } as const;
const PROJECTS_SHOWN_IN: Record<string, (project: ContentBlock) => boolean> = {
  featured_projects: (project) => project.metadata?.featured === true,
  testimonials: (project) => testimonialOf(project) !== undefined,
};

/**
 * An active page with its active sections and blocks (deleted ones never), each ordered by sortOrder; undefined
 * when absent or inactive. With `changes`, the page as it would be with those edits (nothing is written). Its
 * figures come from the company facts (docs/product.md § Company facts): this is the one place they are filled
 * in, for the rendered page, GET /api/pages/:slug and the structured data alike.
 */
export function readPage(db: Db, slug: string, changes: readonly ContentChange[] = []): PageContent | undefined {
  const page = readStoredPage(db, slug, changes);
  return page && withFacts(page, readFactFigures(db));
}

/** readPage's page as stored, its texts as the admin typed them. */
function readStoredPage(db: Db, slug: string, changes: readonly ContentChange[]): PageContent | undefined {
  const stored = db
    .select({ id: pages.id, slug: pages.slug, title: pages.title, description: pages.description, isActive: pages.isActive })
    .from(pages)
    .where(eq(pages.slug, slug))
    .get();
  if (!stored) return undefined;
  const { isActive: pageActive, ...page } = { ...stored, ...pick(changesOf(changes, 'page', stored.id), ['title', 'description', 'isActive']) };
  if (!pageActive) return undefined;

  const sectionRows = db
    .select({
      id: sections.id,
      sectionKey: sections.sectionKey,
      title: sections.title,
      subtitle: sections.subtitle,
      description: sections.description,
      sortOrder: sections.sortOrder,
      isActive: sections.isActive,
    })
    .from(sections)
    .where(eq(sections.pageId, page.id))
    .all()
    .map((s) => ({ ...s, ...pick(changesOf(changes, 'section', s.id), ['title', 'subtitle', 'description', 'sortOrder', 'isActive']) }));

  const sectionIds = new Set(sectionRows.map((s) => s.id));
  const storedBlocks = sectionRows.length
    ? db
        .select({ id: contentBlocks.id, ...blockStateColumns })
        .from(contentBlocks)
        .where(and(inArray(contentBlocks.sectionId, [...sectionIds]), isNull(contentBlocks.deletedAt)))
        .orderBy(asc(contentBlocks.sortOrder), asc(contentBlocks.id))
        .all()
    : [];
  const storedIds = new Set(storedBlocks.map((b) => b.id));
  const blockRows = [
    ...storedBlocks.map((b) => ({ ...b, ...pick(changesOf(changes, 'block', b.id), BLOCK_FIELDS) })),
    ...newBlocks(changes, storedIds, sectionIds, storedBlocks),
  ];

  const blocksBySection = new Map<number, ContentBlock[]>();
  for (const { sectionId, isActive, ...block } of blockRows.sort(byOrder)) {
    if (!isActive) continue;
    const list = blocksBySection.get(sectionId) ?? [];
    list.push({ ...block, metadata: block.metadata ?? null });
    blocksBySection.set(sectionId, list);
  }
  const withBlocks: Section[] = sectionRows
    .filter((s) => s.isActive)
    .sort(byOrder)
    .map(({ isActive: _, ...s }) => ({ ...s, contentBlocks: blocksBySection.get(s.id) ?? [] }));

  if (slug === FROM_PROJECTS.page) withProjects(db, changes, withBlocks);
  withAddresses(db, withBlocks);
  for (const section of withBlocks) section.contentBlocks = oneKindOfPicture(section.contentBlocks);
  const hidden = sectionRows.filter((s) => !s.isActive).map((s) => s.sectionKey);
  // The variants of every uploaded picture the page shows (Home's featured projects included).
  const media = pageImages(db, withBlocks.flatMap((section) => section.contentBlocks.flatMap((block) => [block.imageUrl, ...picturesOf(block).map((p) => p.url), ...progressPhotos(block)])).filter(isUploadedImage));
  return { ...page, sections: withBlocks, ...(hidden.length ? { hiddenSectionKeys: hidden } : {}), ...(media ? { media } : {}) };
}

/** Each item with a page of its own carries that page's address (resolved as the page at that address resolves it) and its gallery's pictures. */
function withAddresses(db: Db, shown: Section[]) {
  for (const route of ITEM_ROUTES) {
    const items = shown.flatMap((section) => section.contentBlocks.filter((b) => b.blockType === route.blockType));
    if (items.length === 0) continue;
    const slugs = itemSlugs(db, route);
    for (const block of items) {
      block.metadata = { ...block.metadata, slug: slugs.get(block.id) ?? slugify(block.title, route.noun), pictures: galleryPictures(db, block.metadata) };
    }
  }
}

function withProjects(db: Db, changes: readonly ContentChange[], shown: Section[]) {
  const targets = shown.filter((section) => Object.hasOwn(PROJECTS_SHOWN_IN, section.sectionKey));
  if (targets.length === 0) return;
  const source = readStoredPage(db, FROM_PROJECTS.from.page, changes)?.sections.find((s) => s.sectionKey === FROM_PROJECTS.from.section);
  const projects = source?.contentBlocks.filter((b) => b.blockType === 'project') ?? [];
  for (const section of targets) section.contentBlocks = [...projects.filter(PROJECTS_SHOWN_IN[section.sectionKey]), ...section.contentBlocks];
}

/** Blocks the admin is adding (previewed before the first save): placed last in their section unless given a sortOrder. */
function newBlocks(changes: readonly ContentChange[], storedIds: Set<number>, sectionIds: Set<number>, stored: { sectionId: number; sortOrder: number }[]) {
  return changes
    .filter((c) => c.entity === 'block' && !storedIds.has(c.id) && sectionIds.has(Number(c.fields.sectionId)))
    .map((c) => {
      const sectionId = Number(c.fields.sectionId);
      const last = Math.max(0, ...stored.filter((b) => b.sectionId === sectionId).map((b) => b.sortOrder));
      return {
        id: c.id,
        sectionId,
        blockType: String(c.fields.blockType ?? ''),
        title: '',
        content: '',
        imageUrl: null as string | null,
        metadata: null as Record<string, unknown> | null,
        sortOrder: last + 10,
        isActive: true,
        ...pick(c.fields, BLOCK_FIELDS),
      };
    });
}

/** Only the named keys whose value was given: a change never adds a field the page does not have. */
function pick(fields: Record<string, unknown>, keys: string[]): Record<string, never> {
  return Object.fromEntries(keys.filter((k) => fields[k] !== undefined).map((k) => [k, fields[k]])) as Record<string, never>;
}

/** The photos of a development's progress log (before and after). */
const progressPhotos = (block: ContentBlock): string[] => progressOf(block).flatMap((u) => [u.photo, u.before]).filter(Boolean);
