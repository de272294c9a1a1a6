// The admin's content editor: lists of pages → sections → blocks, and edits of the fields SPEC.md lets the
// admin change. Every write drops the rendered-page cache (s.changes.notify) and leaves an audit line.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import { ContentBlockEditSchema, issuesOf, PageEditSchema, SectionEditSchema } from '../../web/shared/schemas.ts';
import type { Db } from '../db/open.ts';
import { contentBlocks, pages, sections } from '../db/tables.ts';
import { recordAudit, type AuditAction } from '../security/audit.ts';
import { clientIp } from '../security/client-ip.ts';
import type { AdminEnv } from '../security/require-admin.ts';
import type { Services } from '../services.ts';
import { parseId, readJson } from './body.ts';
import { apiError } from './errors.ts';

const pageColumns = {
  id: pages.id,
  slug: pages.slug,
  title: pages.title,
  description: pages.description,
  isActive: pages.isActive,
  createdAt: pages.createdAt,
  updatedAt: pages.updatedAt,
  // Written out: drizzle leaves columns unqualified in a one-table select, which would bind them to the subquery.
  sectionCount: sql<number>`(SELECT count(*) FROM sections WHERE sections.page_id = pages.id)`,
};

const sectionColumns = {
  id: sections.id,
  pageId: sections.pageId,
  sectionKey: sections.sectionKey,
  title: sections.title,
  subtitle: sections.subtitle,
  description: sections.description,
  sortOrder: sections.sortOrder,
  isActive: sections.isActive,
  updatedAt: sections.updatedAt,
  blockCount: sql<number>`(SELECT count(*) FROM content_blocks WHERE content_blocks.section_id = sections.id)`,
};

const blockColumns = {
  id: contentBlocks.id,
  sectionId: contentBlocks.sectionId,
  blockType: contentBlocks.blockType,
  title: contentBlocks.title,
  content: contentBlocks.content,
  imageUrl: contentBlocks.imageUrl,
  metadata: contentBlocks.metadata,
  sortOrder: contentBlocks.sortOrder,
  isActive: contentBlocks.isActive,
  updatedAt: contentBlocks.updatedAt,
};

const readPages = (db: Db, where?: SQL) => db.select(pageColumns).from(pages).where(where).orderBy(asc(pages.id)).all();
const readSections = (db: Db, where: SQL) =>
  db.select(sectionColumns).from(sections).where(where).orderBy(asc(sections.sortOrder), asc(sections.id)).all();
const readBlocks = (db: Db, where: SQL) =>
  db.select(blockColumns).from(contentBlocks).where(where).orderBy(asc(contentBlocks.sortOrder), asc(contentBlocks.id)).all();

/** GET /api/admin/pages: every page, drafts included, with its number of sections. */
export function listPages(s: Services) {
  return (c: Context<AdminEnv>) => c.json(readPages(s.db));
}

/** GET /api/admin/sections?pageId=ID: the page's sections (inactive ones too), by sortOrder. */
export function listSections(s: Services) {
  return (c: Context<AdminEnv>) => {
    const pageId = parseId(c.req.query('pageId'));
    if (pageId === undefined) return apiError(c, 400, 'Give the page as ?pageId=<number>.', [{ path: 'pageId', message: 'pageId must be a positive whole number' }]);
    if (!s.db.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId)).get()) return apiError(c, 404, `There is no page ${pageId}.`);
    return c.json(readSections(s.db, eq(sections.pageId, pageId)));
  };
}

/** GET /api/admin/content-blocks?sectionId=ID: the section's blocks (inactive ones too), by sortOrder. */
export function listContentBlocks(s: Services) {
  return (c: Context<AdminEnv>) => {
    const sectionId = parseId(c.req.query('sectionId'));
    if (sectionId === undefined) return apiError(c, 400, 'Give the section as ?sectionId=<number>.', [{ path: 'sectionId', message: 'sectionId must be a positive whole number' }]);
    if (!s.db.select({ id: sections.id }).from(sections).where(eq(sections.id, sectionId)).get()) return apiError(c, 404, `There is no section ${sectionId}.`);
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

const AnyObject = v.record(v.string(), v.unknown());
/** valibot's record() also takes an array (as {"0": …}); block metadata must be a real object. */
const BlockRaw = v.looseObject({
  metadata: v.optional(
    v.nullable(v.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'Metadata must be an object')),
  ),
});

interface EditTarget<Row, S extends v.GenericSchema<unknown, Record<string, unknown>>> {
  table: 'pages' | 'sections' | 'content_blocks';
  noun: string;
  action: AuditAction;
  load: (db: Db, id: number) => Row | undefined;
  schema: S;
  /** Keys whose null means empty text (a NOT NULL column the editor cleared). */
  emptyIfNull?: string[];
  /** Checks on the raw body before the shared schema (default: any JSON object). */
  raw?: v.GenericSchema<unknown, Record<string, unknown>>;
  write: (db: Db, id: number, patch: v.InferOutput<S>, updatedAt: string) => void;
}

/** The shared shape of the three PUTs: 400 bad id, 404 unknown id, 415/400 body, then write, notify, audit. */
function editHandler<Row extends { title: string }, S extends v.GenericSchema<unknown, Record<string, unknown>>>(
  s: Services,
  target: EditTarget<Row, S>,
) {
  return async (c: Context<AdminEnv>) => {
    const id = parseId(c.req.param('id'));
    if (id === undefined) return apiError(c, 400, `The ${target.noun} id must be a positive whole number.`);
    const stored = target.load(s.db, id);
    if (!stored) return apiError(c, 404, `There is no ${target.noun} ${id}.`);
    const body = await readJson(c, target.raw ?? AnyObject);
    if (!body.ok) return apiError(c, body.status, body.error, body.issues);
    const result = v.safeParse(target.schema, prepare(body.value, stored, target.emptyIfNull));
    if (!result.success) {
      const issues = issuesOf(result.issues);
      return apiError(c, 400, issues[0]?.message ?? `The ${target.noun} is not valid.`, issues);
    }
    const patch = Object.fromEntries(Object.entries(result.output).filter(([, value]) => value !== undefined)) as v.InferOutput<S>;
    const fields = Object.keys(patch);
    if (fields.length === 0) return apiError(c, 400, `Nothing to change: send at least one editable field of the ${target.noun}.`);

    target.write(s.db, id, patch, new Date().toISOString());
    s.changes.notify();
    const admin = c.get('admin');
    recordAudit(s.db, {
      action: target.action,
      adminId: admin.id,
      username: admin.username,
      target: `${target.table}/${id}`,
      detail: fields.join(', '),
      ip: clientIp(c, s.config.trustProxy),
    });
    return c.json(target.load(s.db, id));
  };
}

const loadPage = (db: Db, id: number) => readPages(db, eq(pages.id, id))[0];
const loadSection = (db: Db, id: number) => readSections(db, eq(sections.id, id))[0];
const loadBlock = (db: Db, id: number) => readBlocks(db, eq(contentBlocks.id, id))[0];

const PagePatch = v.pipe(
  PageEditSchema,
  v.transform(({ title, description }) => ({ title, description: blankToNull(description) })),
);
const SectionPatch = v.pipe(
  SectionEditSchema,
  v.transform(({ title, subtitle, description }) => ({ title, subtitle: blankToNull(subtitle), description: blankToNull(description) })),
);
const BlockPatch = v.pipe(
  ContentBlockEditSchema,
  v.transform(({ title, content, imageUrl, metadata }) => ({ title, content: content?.trim(), imageUrl: blankToNull(imageUrl), metadata })),
);

/** PUT /api/admin/pages/:id — title, description. */
export function updatePage(s: Services) {
  return editHandler(s, {
    table: 'pages',
    noun: 'page',
    action: 'page_updated',
    load: loadPage,
    schema: PagePatch,
    write: (db, id, patch, updatedAt) => db.update(pages).set({ ...patch, updatedAt }).where(eq(pages.id, id)).run(),
  });
}

/** PUT /api/admin/sections/:id — title, subtitle, description. */
export function updateSection(s: Services) {
  return editHandler(s, {
    table: 'sections',
    noun: 'section',
    action: 'section_updated',
    load: loadSection,
    schema: SectionPatch,
    write: (db, id, patch, updatedAt) => db.update(sections).set({ ...patch, updatedAt }).where(eq(sections.id, id)).run(),
  });
}

/** PUT /api/admin/content-blocks/:id — title, content, imageUrl, metadata (a JSON object, e.g. a stat's suffix). */
export function updateContentBlock(s: Services) {
  return editHandler(s, {
    table: 'content_blocks',
    noun: 'content block',
    action: 'block_updated',
    load: loadBlock,
    schema: BlockPatch,
    emptyIfNull: ['content'],
    raw: BlockRaw,
    write: (db, id, patch, updatedAt) => db.update(contentBlocks).set({ ...patch, updatedAt }).where(eq(contentBlocks.id, id)).run(),
  });
}
