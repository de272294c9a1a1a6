// The admin's content editor: lists of pages → sections → blocks, and edits of the fields the admin may change
// (docs/product.md § Admin panel). Every write drops the rendered-page cache (s.changes.notify) and leaves an audit line.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import { blockTypeSpec } from '../../web/shared/block-types.ts';
import { ContentBlockEditSchema, issuesOf, PageEditSchema, SectionEditSchema } from '../../web/shared/schemas.ts';
import type { Entity } from '../content/revisions.ts';
import { galleryIssues } from '../content/item-gallery.ts';
import { assignSlug, hasItemPage } from '../content/item-slugs.ts';
import type { Db } from '../db/open.ts';
import { contentBlocks, sections } from '../db/tables.ts';
import { apiError, type FieldIssue } from '../http/errors.ts';
import { noSuch } from '../http/request-errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { IdString } from '../http/validate.ts';
import type { AuditAction } from '../security/audit.ts';
import { actorOf } from './actor.ts';
import type { Services } from '../services.ts';
import { loadBlock, loadPage, loadSection, readBlocks, readPages, readSections, saveEdit, writeBlock, writePage, writeSection } from '../content/structure.ts';

/** GET /api/admin/pages: every page, drafts included, with its number of sections. */
export function listPages(s: Services) {
  return (c: Context<RouteEnv>) => c.json(readPages(s.db));
}

export const SectionsQuery = v.object({ pageId: IdString('The pageId') });
export const BlocksQuery = v.object({ sectionId: IdString('The sectionId') });

/** GET /api/admin/sections?pageId=ID: the page's sections (inactive ones too), by sortOrder. */
export function listSections(s: Services) {
  return (c: Context<RouteEnv>, { query: { pageId } }: Input<undefined, typeof SectionsQuery>) => {
    if (!loadPage(s.db, pageId)) return apiError(c, 404, noSuch('page', pageId));
    return c.json(readSections(s.db, eq(sections.pageId, pageId)));
  };
}

/** GET /api/admin/content-blocks?sectionId=ID: the section's blocks (inactive ones too), by sortOrder. */
export function listContentBlocks(s: Services) {
  return (c: Context<RouteEnv>, { query: { sectionId } }: Input<undefined, typeof BlocksQuery>) => {
    if (!loadSection(s.db, sectionId)) return apiError(c, 404, noSuch('section', sectionId));
    return c.json(readBlocks(s.db, eq(contentBlocks.sectionId, sectionId)));
  };
}

/** Blank text in a column that may be empty is stored as NULL, so "cleared" has one meaning everywhere. */
const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim());

/**
 * What the editor sends back is the whole form, unchanged fields included. Before validation: a title left
 * blank on a record whose title is already blank is "unchanged" rather than an error, and a cleared required
 * text (content: null) means empty text.
 */
function prepare(raw: Record<string, unknown>, stored: { title: string }, emptyIfNull: string[] = []) {
  const body = { ...raw };
  if (stored.title === '' && (body.title === null || (typeof body.title === 'string' && body.title.trim() === ''))) delete body.title;
  for (const key of emptyIfNull) if (body[key] === null) body[key] = '';
  return body;
}

/**
 * A page's or a section's edit: an object of fields. The fields themselves are checked in the handler, after
 * `prepare`: whether a blank title is allowed depends on the stored record (see prepare).
 */
export const FieldsBody = v.record(v.string(), v.unknown());
/** valibot's record() also takes an array (as {"0": …}); block metadata must be a real object. */
export const ContentBlockBody = v.looseObject({
  metadata: v.optional(
    v.nullable(v.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'Metadata must be an object')),
  ),
});

interface EditTarget<Row, S extends v.GenericSchema<unknown, Record<string, unknown>>> {
  table: 'pages' | 'sections' | 'content_blocks';
  entity: Entity;
  noun: string;
  action: AuditAction;
  load: (db: Db, id: number) => Row | undefined;
  schema: S;
  /** Keys whose null means empty text (a NOT NULL column the editor cleared). */
  emptyIfNull?: string[];
  /** A last check of the whole item as it would be after the patch (a block against its type); issues, or the patch to write. */
  check?: (db: Db, stored: Row, patch: v.InferOutput<S>) => { issues: FieldIssue[]; status?: 400 | 409 } | { patch: v.InferOutput<S> };
  write: (db: Db, id: number, patch: v.InferOutput<S> & { updatedAt: string; updatedBy: string | null }) => void;
}

type EditInput = { body: Record<string, unknown>; params: { id: number } };

/**
 * The shared shape of the three PUTs (id and body shape already checked by the row): 404, 409 when the item
 * changed since the `updatedAt` the editor read, 400, write, revision, notify, audit.
 */
function editHandler<Row extends { title: string; updatedAt: string; updatedBy: string | null }, S extends v.GenericSchema<unknown, Record<string, unknown>>>(
  s: Services,
  target: EditTarget<Row, S>,
) {
  return (c: Context<RouteEnv>, { params: { id }, body }: EditInput) => {
    const stored = target.load(s.db, id);
    if (!stored) return apiError(c, 404, noSuch(target.noun, id));
    const { updatedAt: readAt, ...fieldsBody } = body;
    if (readAt !== undefined && typeof readAt !== 'string') {
      return apiError(c, 400, 'updatedAt must be the updatedAt you read, as text', [{ path: 'updatedAt', message: 'updatedAt must be text' }]);
    }
    if (readAt !== undefined && readAt !== stored.updatedAt) return conflict(c, target.entity, stored, c.get('admin').username);
    const result = v.safeParse(target.schema, prepare(fieldsBody, stored, target.emptyIfNull));
    if (!result.success) {
      const issues = issuesOf(result.issues);
      return apiError(c, 400, issues[0]?.message ?? `The ${target.noun} is not valid.`, issues);
    }
    let patch = Object.fromEntries(Object.entries(result.output).filter(([, value]) => value !== undefined)) as v.InferOutput<S>;
    const fields = Object.keys(patch);
    if (fields.length === 0) return apiError(c, 400, `Nothing to change: send at least one editable field of the ${target.noun}.`);
    if (target.check) {
      const checked = target.check(s.db, stored, patch);
      if ('issues' in checked) return apiError(c, checked.status ?? 400, checked.issues[0]?.message ?? `The ${target.noun} is not valid.`, checked.issues);
      patch = checked.patch;
    }

    saveEdit(s, actorOf(s, c), target, id, patch, fields);
    return c.json(target.load(s.db, id));
  };
}

const NOUNS: Record<Entity, string> = { page: 'page', section: 'section', block: 'block' };

/** "14:05 on 23 Nov 2026", Port Harcourt time (the admin panel's times are too). */
function whenText(iso: string): string {
  const date = new Date(iso);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', ...options }).format(date);
  return `${part({ hour: '2-digit', minute: '2-digit', hour12: false })} on ${part({ day: 'numeric', month: 'short', year: 'numeric' })}`;
}

/** 409: someone saved the item after this editor read it. The body names who and when, and carries their version. */
function conflict(c: Context<RouteEnv>, entity: Entity, stored: { updatedAt: string; updatedBy: string | null }, me: string) {
  const who = stored.updatedBy === null ? 'Someone' : stored.updatedBy.toLowerCase() === me.toLowerCase() ? 'You (in another tab or window)' : stored.updatedBy;
  const error = `${who} changed this ${NOUNS[entity]} at ${whenText(stored.updatedAt)}. Reload to see their version, or save again to overwrite it.`;
  return c.json({ error, changedBy: stored.updatedBy, changedAt: stored.updatedAt, current: stored }, 409);
}

const PagePatch = v.pipe(
  PageEditSchema,
  v.transform(({ title, description }) => ({ title, description: blankToNull(description) })),
);
const SectionPatch = v.pipe(
  SectionEditSchema,
  v.transform(({ title, subtitle, description, isActive }) => ({ title, subtitle: blankToNull(subtitle), description: blankToNull(description), isActive })),
);
const BlockPatch = v.pipe(
  ContentBlockEditSchema,
  v.transform(({ title, content, imageUrl, metadata, isActive }) => ({ title, content: content?.trim(), imageUrl: blankToNull(imageUrl), metadata, isActive })),
);

type BlockRow = ReturnType<typeof loadBlock>;
type BlockPatchOut = v.InferOutput<typeof BlockPatch>;

/**
 * A block's words and metadata must still fit its type (web/shared/block-types.ts) once patched; the type's
 * schema also normalises what is written (trimmed text, an empty picture as null). A type this release does not
 * know keeps the general rules alone.
 */
function checkAgainstType(db: Db, stored: BlockRow, patch: BlockPatchOut): { issues: FieldIssue[]; status?: 409 } | { patch: BlockPatchOut } {
  const spec = blockTypeSpec(stored.blockType);
  if (!spec || !['title', 'content', 'imageUrl', 'metadata'].some((k) => k in patch)) return { patch };
  const merged = { title: stored.title, content: stored.content, imageUrl: stored.imageUrl, metadata: stored.metadata ?? {}, ...(patch as Record<string, unknown>), isActive: patch.isActive ?? stored.isActive };
  const result = v.safeParse(spec.schema, merged);
  if (!result.success) return { issues: issuesOf(result.issues) };
  const typed = result.output as Record<string, unknown>;
  const checked = Object.fromEntries(Object.keys(patch).map((k) => [k, k === 'isActive' ? patch.isActive : typed[k]])) as BlockPatchOut;
  // An item's address: kept, checked unique, or made from its name (src/content/item-slugs.ts).
  if (!hasItemPage(spec.type) || !checked.metadata) return { patch: checked };
  const missing = galleryIssues(db, checked.metadata);
  if (missing.length) return { issues: missing };
  const slug = assignSlug(db, { blockType: spec.type, id: stored.id, title: typed.title as string, metadata: checked.metadata, stored: stored.metadata });
  return 'issues' in slug ? slug : { patch: { ...checked, metadata: slug.metadata } };
}

/** PUT /api/admin/pages/:id — title, description. */
export function updatePage(s: Services) {
  return editHandler(s, {
    table: 'pages',
    entity: 'page',
    noun: 'page',
    action: 'page_updated',
    load: loadPage,
    schema: PagePatch,
    write: writePage,
  });
}

/** PUT /api/admin/sections/:id — title, subtitle, description, isActive. */
export function updateSection(s: Services) {
  return editHandler(s, {
    table: 'sections',
    entity: 'section',
    noun: 'section',
    action: 'section_updated',
    load: loadSection,
    schema: SectionPatch,
    write: writeSection,
  });
}

/** PUT /api/admin/content-blocks/:id — title, content, imageUrl, metadata (a JSON object fitting the block's type), isActive. */
export function updateContentBlock(s: Services) {
  return editHandler(s, {
    table: 'content_blocks',
    entity: 'block',
    noun: 'content block',
    action: 'block_updated',
    load: loadBlock,
    schema: BlockPatch,
    emptyIfNull: ['content'],
    check: checkAgainstType,
    write: writeBlock,
  });
}
