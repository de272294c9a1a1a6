// The Activity tab's lines as sentences the owner reads ("Hid the leader Ngozi Amadi on About Us"), with a link
// to the item, made when the log is listed from each line's action, target and detail and the current names.
// The audit lines themselves stay exactly as they were written.
import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { blockTypeSpec, itemsNoun } from '../../web/shared/block-types.ts';
import { isSettingKey, SETTINGS } from '../../web/shared/settings.ts';
import type { PanelLink } from '../../web/shared/panel-link.ts';
import type { Db } from '../db/open.ts';
import { contactSubmissions, contentBlocks, equipmentQuotes, mediaFiles, pages, revisions, sections } from '../db/tables.ts';
import { weekInWords } from '../../web/shared/opening-hours.ts';
import { EQUIPMENT_LABELS, SERVICE_LABELS } from '../../web/shared/submission-labels.ts';

export interface AuditLine {
  action: string;
  target: string | null;
  detail: string | null;
  createdAt: string;
}

export interface Described {
  /** null when the action reads well enough as its label (a sign-in, an export). */
  sentence: string | null;
  link: PanelLink | null;
}

const NONE: Described = { sentence: null, link: null };

/** `content_blocks/12` → ['content_blocks', 12]; a key target (`site_settings/company_name`) keeps its text. */
function targetOf(target: string | null): { table: string; id: number | null; key: string } | null {
  const match = target?.match(/^([a-z_]+)\/(.+)$/);
  if (!match) return null;
  return { table: match[1], id: /^\d+$/.test(match[2]) ? Number(match[2]) : null, key: match[2] };
}

const quoteless = (text: string) => text.replace(/\s+/g, ' ').trim() || '(untitled)';

/** The names the lines refer to, read once for the whole page of lines. */
function namesFor(db: Db, lines: AuditLine[]) {
  const ids = (table: string) => [...new Set(lines.map((l) => targetOf(l.target)).filter((t) => t?.table === table && t.id !== null).map((t) => t!.id!))];
  const blockIds = ids('content_blocks');
  const sectionIds = ids('sections');
  const pageIds = ids('pages');
  const mediaIds = ids('media_files');
  const blocks = blockIds.length
    ? db
        .select({ id: contentBlocks.id, title: contentBlocks.title, blockType: contentBlocks.blockType, sectionId: contentBlocks.sectionId, pageId: sections.pageId, page: pages.title })
        .from(contentBlocks)
        .innerJoin(sections, eq(sections.id, contentBlocks.sectionId))
        .innerJoin(pages, eq(pages.id, sections.pageId))
        .where(inArray(contentBlocks.id, blockIds))
        .all()
    : [];
  const sectionRows = sectionIds.length
    ? db
        .select({ id: sections.id, title: sections.title, sectionKey: sections.sectionKey, pageId: sections.pageId, page: pages.title })
        .from(sections)
        .innerJoin(pages, eq(pages.id, sections.pageId))
        .where(inArray(sections.id, sectionIds))
        .all()
    : [];
  const pageRows = pageIds.length ? db.select({ id: pages.id, title: pages.title }).from(pages).where(inArray(pages.id, pageIds)).all() : [];
  const media = mediaIds.length ? db.select({ id: mediaFiles.id, name: mediaFiles.originalName }).from(mediaFiles).where(inArray(mediaFiles.id, mediaIds)).all() : [];
  return {
    block: new Map(blocks.map((b) => [b.id, b])),
    section: new Map(sectionRows.map((s) => [s.id, s])),
    page: new Map(pageRows.map((p) => [p.id, p])),
    media: new Map(media.map((m) => [m.id, m.name])),
  };
}

/** Whether a change of isActive alone hid or showed the item: its revision at that moment says (the audit line does not). */
function visibilityAt(db: Db, entity: 'page' | 'section' | 'block', id: number, at: string): 'hidden' | 'shown' | undefined {
  const row = db
    .select({ action: revisions.action })
    .from(revisions)
    .where(and(eq(revisions.entity, entity), eq(revisions.entityId, id), inArray(revisions.action, ['hidden', 'shown']), lte(revisions.createdAt, at)))
    .orderBy(desc(revisions.id))
    .limit(1)
    .get();
  return row?.action === 'hidden' || row?.action === 'shown' ? row.action : undefined;
}

/**
 * What a reorder moved, with the names there are now: "the projects on Our Projects", "the items in the section
 * Footer on Site", "the sections of Our Projects".
 */
export function orderPhrase(db: Db, entity: 'section' | 'page', id: number): string {
  const gone = `the items of a ${entity} that no longer exists`;
  if (entity === 'page') {
    const page = db.select({ title: pages.title }).from(pages).where(eq(pages.id, id)).get();
    return page ? `the sections of ${page.title}` : gone;
  }
  const section = db
    .select({ title: sections.title, sectionKey: sections.sectionKey, page: pages.title })
    .from(sections)
    .innerJoin(pages, eq(pages.id, sections.pageId))
    .where(eq(sections.id, id))
    .get();
  if (!section) return gone;
  const types = db.select({ type: contentBlocks.blockType }).from(contentBlocks).where(and(eq(contentBlocks.sectionId, id), isNull(contentBlocks.deletedAt))).all();
  const noun = itemsNoun(types.map((t) => t.type));
  return noun === 'items' ? `the items in the section ${quoteless(section.title || section.sectionKey)} on ${section.page}` : `the ${noun} on ${section.page}`;
}

/** The History and Activity sentences of a reorder and of a restore that put an earlier order back. */
export const ORDER_SENTENCE = {
  reordered: (what: string) => `Reordered ${what}`,
  restored: (what: string) => `Put back an earlier order of ${what}`,
};

/** The audit detail of a restore that changed only the order starts so (src/api/content-structure.ts). */
export const ORDER_RESTORED = 'order ';

const VISIBILITY = { hidden: (what: string) => `Hid ${what}`, shown: (what: string) => `Showed ${what} again` } as const;
const BLOCK_CHANGE = {
  block_duplicated: (what: string) => `Duplicated ${what}`,
  block_deleted: (what: string) => `Deleted ${what}`,
  block_restored: (what: string) => `Brought ${what} back from the trash`,
} as const;

/** One sentence (and link) per line, in the order given. */
export function describeAudit(db: Db, lines: AuditLine[]): Described[] {
  const names = namesFor(db, lines);

  function blockPhrase(id: number, fallback: string | null) {
    const block = names.block.get(id);
    if (!block) return { phrase: fallback ? `the item ${quoteless(fallback)}` : `an item that no longer exists`, link: null };
    const noun = blockTypeSpec(block.blockType)?.label.toLowerCase() ?? 'item';
    return {
      phrase: `the ${noun} ${quoteless(block.title)} on ${block.page}`,
      link: { tab: 'content', pageId: block.pageId, sectionId: block.sectionId, blockId: block.id } as PanelLink,
    };
  }
  function sectionPhrase(id: number) {
    const section = names.section.get(id);
    if (!section) return { phrase: 'a section that no longer exists', link: null };
    return { phrase: `the section ${quoteless(section.title || section.sectionKey)} on ${section.page}`, link: { tab: 'content', pageId: section.pageId, sectionId: section.id } as PanelLink };
  }
  function pagePhrase(id: number) {
    const page = names.page.get(id);
    return page ? { phrase: `the page ${page.title}`, link: { tab: 'content', pageId: page.id } as PanelLink } : { phrase: 'a page that no longer exists', link: null };
  }
  const media = (id: number, fallback?: string | null) => `photo ${names.media.get(id) ?? fallback ?? 'that was since deleted'}`;

  return lines.map((line): Described => {
    const target = targetOf(line.target);
    const id = target?.id ?? null;
    const said = (sentence: string, link: PanelLink | null = null): Described => ({ sentence, link });
    const entityOf = (table: string) => (table === 'content_blocks' ? 'block' : table === 'sections' ? 'section' : 'page');
    const phraseOf = (table: string, itemId: number, fallback: string | null = null) =>
      table === 'content_blocks' ? blockPhrase(itemId, fallback) : table === 'sections' ? sectionPhrase(itemId) : pagePhrase(itemId);

    switch (line.action) {
      case 'block_updated':
      case 'section_updated':
      case 'page_updated': {
        if (!target || id === null) return NONE;
        const { phrase, link } = phraseOf(target.table, id);
        const visibility = line.detail === 'isActive' ? visibilityAt(db, entityOf(target.table), id, line.createdAt) : undefined;
        return said(visibility ? VISIBILITY[visibility](phrase) : `Edited ${phrase}`, link);
      }
      case 'block_created': {
        if (id === null) return NONE;
        const { phrase, link } = blockPhrase(id, line.detail?.replace(/^.*?: /, '') ?? null);
        return said(`Added ${phrase}`, link);
      }
      case 'block_duplicated':
      case 'block_deleted':
      case 'block_restored': {
        if (id === null) return NONE;
        const { phrase, link } = blockPhrase(id, line.detail);
        return said(BLOCK_CHANGE[line.action](phrase), link);
      }
      case 'blocks_reordered':
      case 'sections_reordered': {
        if (id === null) return NONE;
        const entity = line.action === 'blocks_reordered' ? 'section' : 'page';
        return said(ORDER_SENTENCE.reordered(orderPhrase(db, entity, id)), (entity === 'section' ? sectionPhrase(id) : pagePhrase(id)).link);
      }
      case 'revision_restored': {
        if (!target || id === null) return NONE;
        const { phrase, link } = phraseOf(target.table, id);
        const orderOnly = line.detail?.startsWith(ORDER_RESTORED) && target.table !== 'content_blocks';
        return said(orderOnly ? ORDER_SENTENCE.restored(orderPhrase(db, entityOf(target.table) as 'section' | 'page', id)) : `Put back an earlier version of ${phrase}`, link);
      }
      case 'media_uploaded':
      case 'media_replaced':
        return id === null ? NONE : said(`${line.action === 'media_uploaded' ? 'Uploaded' : 'Replaced the file of'} ${media(id, line.detail?.replace(/ \(.*$/, ''))}`, { tab: 'media' });
      case 'media_updated': {
        if (id === null) return NONE;
        const parts = [line.detail?.includes('alt text') ? 'the alt text' : '', line.detail?.includes('focal point') ? 'the focal point' : ''].filter(Boolean);
        return said(`Changed ${parts.join(' and ') || 'the details'} of ${media(id)}`, { tab: 'media' });
      }
      case 'media_deleted':
        return said(`Deleted photo ${line.detail ?? ''}`.trim());
      case 'setting_updated': {
        if (!target) return NONE;
        const info = isSettingKey(target.key) ? SETTINGS[target.key] : undefined;
        const name = info ? `“${info.label}” (${info.group})` : `“${target.key.replace(/_/g, ' ')}”`;
        const detail = info?.kind === 'opening-hours' ? hoursInWords(line.detail) : line.detail;
        return said(`Changed the setting ${name}${detail ? `: ${detail}` : ''}`, { tab: 'settings' });
      }
      case 'enquiry_assigned':
      case 'enquiry_status_changed':
      case 'enquiry_note_added':
      case 'enquiry_replied':
      case 'quote_created':
      case 'quote_withdrawn':
      case 'quote_opened':
      case 'quote_accepted': {
        const enquiry = target && id !== null ? enquiryOf(db, target.table, id) : undefined;
        return enquiry ? said(enquirySentence(line.action, line.detail ?? '', enquiry)) : NONE;
      }
      case 'redirect_created':
        return said(`Added the redirect ${line.detail ?? ''}`.trim(), { tab: 'settings' });
      case 'redirect_deleted':
        return said('Deleted a redirect', { tab: 'settings' });
      default:
        return NONE;
    }
  });
}

/** Who sent an enquiry and what it was, for a sentence: "Chiamaka Obi", "real-estate enquiry". */
function enquiryOf(db: Db, table: string, id: number): { who: string; what: string } | undefined {
  if (table === 'contact_submissions') {
    const row = db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).get();
    if (!row) return { who: 'someone', what: 'enquiry (since deleted)' };
    return { who: `${row.firstName} ${row.lastName}`, what: row.service === 'real-estate' ? 'real-estate enquiry' : `message about ${(SERVICE_LABELS[row.service] ?? row.service).toLowerCase()}` };
  }
  if (table === 'equipment_quotes') {
    const row = db.select().from(equipmentQuotes).where(eq(equipmentQuotes.id, id)).get();
    if (!row) return { who: 'someone', what: 'quote request (since deleted)' };
    return { who: row.name?.trim() || row.email, what: `${(EQUIPMENT_LABELS[row.equipmentType] ?? row.equipmentType).toLowerCase()} quote request` };
  }
  return undefined;
}

const STATUS_WORDS: Record<string, string> = { new: 'New', contacted: 'Contacted', quoted: 'Quoted', won: 'Won', lost: 'Lost', closed: 'Closed (not a lead)' };

/** An enquiry's audit line as a sentence: "Bayo was given Chiamaka Obi's real-estate enquiry" (the actor is shown beside it). */
function enquirySentence(action: string, detail: string, { who, what }: { who: string; what: string }): string {
  const theirs = `${who}'s ${what}`;
  switch (action) {
    case 'enquiry_assigned': {
      const to = /→ (.+)$/.exec(detail)?.[1] ?? '';
      return to && to !== 'nobody' ? `${to} was given ${theirs}` : `Nobody works ${theirs} now`;
    }
    case 'enquiry_status_changed': {
      const to = /→ (.+)$/.exec(detail)?.[1]?.trim() ?? '';
      return `Marked ${theirs} ${STATUS_WORDS[to.toLowerCase()] ?? to}`;
    }
    case 'enquiry_note_added':
      return `Added a note to ${theirs}`;
    case 'enquiry_replied':
      return `Answered ${theirs}${detail ? ` (${detail.replace(/^answered /, '')})` : ''}`;
    case 'quote_created':
      return `Made ${detail || 'a quote'} for ${theirs}`;
    case 'quote_withdrawn':
      return `Withdrew ${detail || 'a quote'} for ${theirs}`;
    case 'quote_opened':
      return `${who} opened ${detail || 'their quote'}`;
    default:
      return `${who} accepted ${detail.replace(/, [\d.]+$/, '') || 'their quote'}: the ${what} is won`;
  }
}

/** An opening-hours change written before the hours were audited in words: its JSON in words when it is whole. */
function hoursInWords(detail: string | null): string | null {
  const parts = detail?.split(' → ');
  if (parts?.length !== 2) return detail ?? null;
  try {
    const [from, to] = parts.map((json) => JSON.parse(json) as unknown);
    return typeof from === 'string' && typeof to === 'string' ? `“${weekInWords(from)}” → “${weekInWords(to)}”` : detail;
  } catch {
    return detail;
  }
}
