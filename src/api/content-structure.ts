// The shape of the site, beyond its words (docs/product.md § Content structure): add, duplicate, delete (to a
// 30-day trash), reorder and restore blocks, reorder sections, and the history of every item with its restore.
// Every write is one transaction that records a revision, then drops the render cache and leaves an audit line.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import { blockTypeSpec, MAX_BLOCKS_PER_SECTION, retiredProblem, type BlockInput } from '../../web/shared/block-types.ts';
import { issuesOf } from '../../web/shared/schemas.ts';
import { blockOrder, currentState, listRevisionsOf, onlyOrderChanged, sectionOrder, type Entity } from '../content/revisions.ts';
import { ORDER_SENTENCE, orderPhrase } from '../content/activity.ts';
import { galleryIssues } from '../content/item-gallery.ts';
import { assignSlug, hasItemPage } from '../content/item-slugs.ts';
import { addBlock, copyBlock, FULL_SECTION, liveBlocksOf, mayAdd, reorder, sectionOf } from '../content/blocks.ts';
import { restoreToRevision } from '../content/history.ts';
import { fromTrash, toTrash, trashedBlock, trashItems } from '../content/trash.ts';
import { contentBlocks, sections } from '../db/tables.ts';
import { apiError } from '../http/errors.ts';
import { noSuch } from '../http/request-errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { IdString } from '../http/validate.ts';
import { actorOf } from './actor.ts';
import type { Services } from '../services.ts';
import { loadBlock, loadPage, loadSection, readBlocks, readSections } from '../content/structure.ts';

// ---- add -------------------------------------------------------------------------------------------------------

/** The row's body shape; the block's own fields are checked against its type in the handler. */
export const CreateBlockBody = v.looseObject({
  sectionId: v.pipe(v.number('sectionId must be a number'), v.integer('sectionId must be a whole number'), v.minValue(1, 'sectionId must be a positive whole number')),
  blockType: v.pipe(v.string('blockType must be text'), v.minLength(1, 'blockType is required'), v.maxLength(50, 'blockType must be at most 50 characters')),
  position: v.optional(v.picklist(['first', 'last'], 'position must be first or last'), 'last'),
});

/** POST /api/admin/content-blocks — a new block of a type the section uses, placed last (or first: `position`). */
export function createBlock(s: Services) {
  return (c: Context<RouteEnv>, { body }: Input<typeof CreateBlockBody>) => {
    const section = sectionOf(s.db, body.sectionId);
    if (!section) return apiError(c, 400, `There is no section ${body.sectionId}.`, [{ path: 'sectionId', message: `There is no section ${body.sectionId}.` }]);
    const spec = blockTypeSpec(body.blockType);
    const { ok, addable } = mayAdd(s.db, section, body.blockType);
    if (!spec || !ok) {
      const message = addable.length
        ? `This section takes only ${addable.map((t) => blockTypeSpec(t)?.label ?? t).join(', ')} blocks.`
        : 'Nothing can be added to this section: its blocks fill fixed places on the page.';
      return apiError(c, 400, message, [{ path: 'blockType', message }]);
    }
    const result = v.safeParse(spec.schema, body);
    if (!result.success) {
      const issues = issuesOf(result.issues);
      return apiError(c, 400, issues[0]?.message ?? 'The block is not valid.', issues);
    }
    const live = liveBlocksOf(s.db, section.id);
    if (live.length >= MAX_BLOCKS_PER_SECTION) return apiError(c, 400, FULL_SECTION);
    let input = result.output as BlockInput;
    if (hasItemPage(spec.type)) {
      const missing = galleryIssues(s.db, input.metadata);
      if (missing.length) return apiError(c, 400, missing[0].message, missing);
      const slug = assignSlug(s.db, { blockType: spec.type, title: input.title, metadata: input.metadata });
      if ('issues' in slug) return apiError(c, slug.status, slug.issues[0].message, slug.issues);
      input = { ...input, metadata: slug.metadata };
    }
    const id = addBlock(s, actorOf(s, c), { section, label: spec.label, block: { sectionId: section.id, blockType: spec.type, ...input }, live, first: body.position === 'first' });
    return c.json(loadBlock(s.db, id), 201);
  };
}

// ---- duplicate -------------------------------------------------------------------------------------------------

const ById = v.object({ id: IdString('The content block id') });

/** POST /api/admin/content-blocks/:id/duplicate — a copy right after the original. */
export function duplicateBlock(s: Services) {
  return (c: Context<RouteEnv>, { params: { id } }: Input<undefined, undefined, typeof ById>) => {
    const original = loadBlock(s.db, id);
    if (!original) return apiError(c, 404, `There is no content block ${id}.`);
    const section = sectionOf(s.db, original.sectionId);
    if (!section || !mayAdd(s.db, section, original.blockType).ok) {
      return apiError(c, 400, `A ${blockTypeSpec(original.blockType)?.label.toLowerCase() ?? 'block of this kind'} fills a fixed place on the page and cannot be copied.`);
    }
    const live = liveBlocksOf(s.db, section.id);
    if (live.length >= MAX_BLOCKS_PER_SECTION) return apiError(c, 400, FULL_SECTION);
    const copyId = copyBlock(s, actorOf(s, c), original, live);
    return c.json(loadBlock(s.db, copyId), 201);
  };
}

// ---- delete and the trash --------------------------------------------------------------------------------------

/** DELETE /api/admin/content-blocks/:id — off the site, into the trash for 30 days. */
export function deleteBlock(s: Services) {
  return (c: Context<RouteEnv>, { params: { id } }: Input<undefined, undefined, typeof ById>) => {
    const block = loadBlock(s.db, id);
    if (!block) return apiError(c, 404, `There is no content block ${id}.`);
    toTrash(s, actorOf(s, c), id, block.title);
    return c.body(null, 204);
  };
}

/** GET /api/admin/trash — deleted blocks, newest first, with where they were. */
export function listTrash(s: Services) {
  return (c: Context<RouteEnv>) => c.json(trashItems(s.db, Date.now()));
}

const ByTrashId = v.object({ id: IdString('The trash item id') });

/** POST /api/admin/trash/:id/restore — the block back where it was. */
export function restoreFromTrash(s: Services) {
  return (c: Context<RouteEnv>, { params: { id } }: Input<undefined, undefined, typeof ByTrashId>) => {
    const row = trashedBlock(s.db, id, Date.now());
    if (!row) return apiError(c, 404, `There is no block ${id} in the trash.`);
    const retired = retiredProblem(row.blockType);
    if (retired) return apiError(c, 400, retired);
    if (liveBlocksOf(s.db, row.sectionId).length >= MAX_BLOCKS_PER_SECTION) return apiError(c, 400, FULL_SECTION);
    fromTrash(s, actorOf(s, c), id, row.title);
    return c.json(loadBlock(s.db, id));
  };
}

// ---- reorder ---------------------------------------------------------------------------------------------------

const idList = (key: string) =>
  v.object({
    [key]: v.pipe(
      v.array(v.pipe(v.number(`Each of ${key} must be a number`), v.integer(`Each of ${key} must be a whole number`)), `${key} must be a list of ids`),
      v.maxLength(MAX_BLOCKS_PER_SECTION, `${key} may hold at most ${MAX_BLOCKS_PER_SECTION} ids`),
    ),
  });
export const BlockOrderBody = idList('blockIds');
export const SectionOrderBody = idList('sectionIds');
const BySectionId = v.object({ id: IdString('The section id') });
const ByPageId = v.object({ id: IdString('The page id') });

/** Why `given` is not exactly `expected` once each, in a sentence; undefined when it is. */
function orderProblem(given: number[], expected: number[], noun: string): string | undefined {
  const want = new Set(expected);
  const seen = new Set<number>();
  for (const id of given) {
    if (!want.has(id)) return `${id} is not a ${noun} of this ${noun === 'block' ? 'section' : 'page'}.`;
    if (seen.has(id)) return `${noun === 'block' ? 'Block' : 'Section'} ${id} is listed twice.`;
    seen.add(id);
  }
  const missing = expected.filter((id) => !seen.has(id));
  return missing.length ? `List every ${noun} exactly once: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.` : undefined;
}

/** PUT /api/admin/sections/:id/order — the section's blocks in a new order. */
export function orderBlocks(s: Services) {
  return (c: Context<RouteEnv>, { params: { id }, body: { blockIds } }: Input<typeof BlockOrderBody, undefined, typeof BySectionId>) => {
    if (!sectionOf(s.db, id)) return apiError(c, 404, `There is no section ${id}.`);
    const before = blockOrder(s.db, id);
    const problem = orderProblem(blockIds as number[], before, 'block');
    if (problem) return apiError(c, 400, problem, [{ path: 'blockIds', message: problem }]);
    reorder(s, actorOf(s, c), 'section', id, before, blockIds as number[]);
    return c.json(readBlocks(s.db, eq(contentBlocks.sectionId, id)));
  };
}

/** PUT /api/admin/pages/:id/order — the page's sections in a new order. */
export function orderSections(s: Services) {
  return (c: Context<RouteEnv>, { params: { id }, body: { sectionIds } }: Input<typeof SectionOrderBody, undefined, typeof ByPageId>) => {
    if (!loadPage(s.db, id)) return apiError(c, 404, noSuch('page', id));
    const before = sectionOrder(s.db, id);
    const problem = orderProblem(sectionIds as number[], before, 'section');
    if (problem) return apiError(c, 400, problem, [{ path: 'sectionIds', message: problem }]);
    reorder(s, actorOf(s, c), 'page', id, before, sectionIds as number[]);
    return c.json(readSections(s.db, eq(sections.pageId, id)));
  };
}

// ---- history ---------------------------------------------------------------------------------------------------

const ENTITIES = ['page', 'section', 'block'] as const;
export const RevisionsQuery = v.object({
  entity: v.picklist(ENTITIES, 'entity must be page, section or block'),
  id: IdString('The id'),
});

type Listed = ReturnType<typeof listRevisionsOf>[number];

/**
 * A section's or page's entry as a sentence with today's names when it changed only the order of what it holds
 * (a reorder, or a restore that put an earlier order back); null for the others, which read by their action.
 * `what` names what it holds, read once per list.
 */
function orderSentenceOf(entity: Entity, row: Listed, older: Listed | undefined, what: () => string): string | null {
  if (entity === 'block') return null;
  if (row.action === 'reordered') return ORDER_SENTENCE.reordered(what());
  if (row.action === 'restored' && row.state && older?.state && onlyOrderChanged(entity, older.state, row.state)) return ORDER_SENTENCE.restored(what());
  return null;
}

/** GET /api/admin/revisions?entity=&id= — an item's history, newest first. */
export function listRevisions(s: Services) {
  return (c: Context<RouteEnv>, { query: { entity, id } }: Input<undefined, typeof RevisionsQuery>) => {
    const rows = listRevisionsOf(s.db, entity, id);
    if (!rows.length && !currentState(s.db, entity, id)) return apiError(c, 404, noSuch(entity, id));
    let phrase: string | undefined;
    const what = () => (phrase ??= orderPhrase(s.db, entity as 'section' | 'page', id));
    return c.json(rows.map((r, i) => ({ ...r, sentence: orderSentenceOf(entity, r, rows[i + 1], what) })));
  };
}

const ByRevisionId = v.object({ id: IdString('The revision id') });

/**
 * POST /api/admin/revisions/:id/restore — the item's words, picture, details and visibility set back to that
 * revision; a section or page also gets back the order of its blocks or sections (a block's own place in the list
 * stays where it is now); a deleted block comes back from the trash, and one already removed for good is made
 * again with its old id. The restore is a revision too.
 */
export function restoreRevision(s: Services) {
  return (c: Context<RouteEnv>, { params: { id } }: Input<undefined, undefined, typeof ByRevisionId>) => {
    const outcome = restoreToRevision(s, actorOf(s, c), id);
    if ('status' in outcome) return apiError(c, outcome.status, outcome.message);
    return c.json(outcome.entity === 'page' ? loadPage(s.db, outcome.id) : outcome.entity === 'section' ? loadSection(s.db, outcome.id) : loadBlock(s.db, outcome.id));
  };
}
