// The launch checklist (docs/product.md § Launch checklist): what of the seeded template the public site still
// shows, read from the data each time, so it shrinks as the owner works and reaches nothing left only when every
// placeholder is really replaced. Only what a visitor can see counts: a hidden block, section or page does not.
import { and, eq } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { ChecklistEntry, ChecklistStep, ChecklistStepKey, LaunchChecklist } from '../../web/shared/launch-checklist.ts';
import { CHECKLIST_ORDER, remainingIn } from '../../web/shared/launch-checklist.ts';
import { SETTING, SETTINGS, type SettingKey } from '../../web/shared/settings.ts';
import { isSeedArtwork } from '../../web/shared/media.ts';
import { formatDay, lastProgressDate, staleDays } from '../../web/shared/item-facts.ts';
import type { Db } from '../db/open.ts';
import { readFactFigures, unconfirmedFacts } from './facts.ts';
import { galleryPictures } from './item-gallery.ts';
import { shownOnSite } from './visible-items.ts';
import { fillFacts } from '../../web/shared/facts.ts';
import { contentBlocks, pages, revisions, sections, serverState } from '../db/tables.ts';
import { settingRows } from './settings.ts';
import { blockImageUrl } from './block-image.ts';

const DISMISSED_KEY = 'launch_checklist_dismissed';

interface LiveBlock {
  id: number;
  blockType: string;
  title: string;
  imageUrl: string | null;
  metadata: Record<string, unknown> | null;
  sectionId: number;
  sectionTitle: string;
  sectionKey: string;
  pageId: number;
  pageTitle: string;
}

/** Every block a visitor can see: shown, not in the trash, in a shown section of a shown page; names as the site shows them. */
function liveBlocks(db: Db): LiveBlock[] {
  const figures = readFactFigures(db);
  const rows = db
    .select({
      id: contentBlocks.id,
      blockType: contentBlocks.blockType,
      title: contentBlocks.title,
      imageUrl: blockImageUrl,
      metadata: contentBlocks.metadata,
      sectionId: sections.id,
      sectionTitle: sections.title,
      sectionKey: sections.sectionKey,
      pageId: pages.id,
      pageTitle: pages.title,
    })
    .from(contentBlocks)
    .innerJoin(sections, eq(sections.id, contentBlocks.sectionId))
    .innerJoin(pages, eq(pages.id, sections.pageId))
    .where(shownOnSite)
    .orderBy(pages.id, sections.sortOrder, sections.id, contentBlocks.sortOrder, contentBlocks.id)
    .all() as LiveBlock[];
  return rows.map((b) => ({ ...b, title: fillFacts(b.title, figures), sectionTitle: fillFacts(b.sectionTitle, figures), pageTitle: fillFacts(b.pageTitle, figures) }));
}

/** Each block's state as the seed wrote it, for the blocks the seed made. */
function seededStates(db: Db): Map<number, Record<string, unknown>> {
  const rows = db
    .select({ id: revisions.entityId, state: revisions.state })
    .from(revisions)
    .where(and(eq(revisions.entity, 'block'), eq(revisions.action, 'seeded')))
    .all();
  return new Map(rows.flatMap((r) => (r.state ? [[r.id, r.state] as const] : [])));
}

const blockLink = (b: LiveBlock) => ({ tab: 'content' as const, pageId: b.pageId, sectionId: b.sectionId, blockId: b.id });
const placeOf = (b: LiveBlock) => `${b.pageTitle} › ${b.sectionTitle || b.sectionKey}`;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Seeded illustrations still shown, one entry per section. An item whose gallery has a photo shows that as its cover, not its illustration. */
function illustrations(db: Db, blocks: LiveBlock[]): ChecklistEntry[] {
  const bySection = new Map<number, LiveBlock[]>();
  for (const b of blocks) {
    if (b.blockType === 'leader' || !isSeedArtwork(b.imageUrl) || galleryPictures(db, b.metadata).length > 0) continue;
    bySection.set(b.sectionId, [...(bySection.get(b.sectionId) ?? []), b]);
  }
  return [...bySection.values()].map((list) => ({
    label: `${placeOf(list[0])}: ${list.length === 1 ? 'one illustration' : `${list.length} illustrations`}`,
    count: list.length,
    // The section, where "Replace them with photos" does all of them in one go.
    link: { tab: 'content' as const, pageId: list[0].pageId, sectionId: list[0].sectionId },
  }));
}

function leadersWithoutPhoto(blocks: LiveBlock[]): ChecklistEntry[] {
  return blocks
    .filter((b) => b.blockType === 'leader' && (!b.imageUrl || isSeedArtwork(b.imageUrl)))
    .map((b) => ({ label: `${b.title} (${placeOf(b)})`, count: 1, link: blockLink(b) }));
}

/** Home's strip of clients holds clients only, ticked as such or not; elsewhere the tick says it. */
const isClient = (b: LiveBlock) => b.sectionKey === 'clients' || b.metadata?.client === true;

function accreditationsWithoutNumber(blocks: LiveBlock[]): ChecklistEntry[] {
  return blocks
    .filter((b) => b.blockType === 'credential' && !isClient(b) && !text(b.metadata?.registration))
    .map((b) => ({ label: b.title, count: 1, link: blockLink(b) }));
}

/** Projects whose client's words are still the ones the seed wrote. */
function seededTestimonials(blocks: LiveBlock[], seeded: Map<number, Record<string, unknown>>): ChecklistEntry[] {
  return blocks.flatMap((b) => {
    const words = b.metadata?.testimonial as Record<string, unknown> | undefined;
    if (b.blockType !== 'project' || !text(words?.quote)) return [];
    const original = (seeded.get(b.id)?.metadata as Record<string, unknown> | undefined)?.testimonial;
    return isDeepStrictEqual(words, original) ? [{ label: `${b.title}: ${text(words?.name) || 'client'}`, count: 1, link: blockLink(b) }] : [];
  });
}

/** Clients the seed named, still under that name and without a logo: the template's examples, not the company's clients. */
function seededClients(blocks: LiveBlock[], seeded: Map<number, Record<string, unknown>>): ChecklistEntry[] {
  return blocks
    .filter((b) => b.blockType === 'credential' && isClient(b) && !b.imageUrl && seeded.has(b.id) && seeded.get(b.id)?.title === b.title)
    .map((b) => ({ label: `${b.title} (${placeOf(b)})`, count: 1, link: blockLink(b) }));
}

const CONTACT_SETTINGS: SettingKey[] = [SETTING.notificationEmail, SETTING.whatsapp, SETTING.facebook, SETTING.twitter, SETTING.linkedin, SETTING.instagram];

const settingsByKey = (db: Db) => new Map(settingRows(db).map((row) => [row.key, row]));

const settingLink = (key: SettingKey) => ({ tab: 'settings' as const, field: key });

function emptyContactSettings(rows: ReturnType<typeof settingsByKey>): ChecklistEntry[] {
  return CONTACT_SETTINGS.filter((key) => !rows.get(key)?.value.trim()).map((key) => ({
    label: `${SETTINGS[key].label}: empty`,
    count: 1,
    link: settingLink(key),
  }));
}

/** The opening hours as seeded: a save by the owner (changed, or confirmed as they are) moves updated_at on. */
function hoursNeverSaved(rows: ReturnType<typeof settingsByKey>): ChecklistEntry[] {
  const row = rows.get(SETTING.openingHours);
  return row && row.updatedAt <= row.createdAt ? [{ label: 'Opening hours: as seeded', count: 1, link: settingLink(SETTING.openingHours) }] : [];
}

/**
 * Developments on show whose progress log the owner keeps (changed from the seed's example) and whose newest update
 * is more than STALE_AFTER_DAYS old.
 */
function staleDevelopments(blocks: LiveBlock[], seeded: Map<number, Record<string, unknown>>, now: Date): ChecklistEntry[] {
  return blocks.flatMap((b) => {
    if (b.blockType !== 'development') return [];
    const original = (seeded.get(b.id)?.metadata as Record<string, unknown> | undefined)?.progress;
    if (original !== undefined && isDeepStrictEqual(b.metadata?.progress, original)) return [];
    const block = { ...b, content: '', sortOrder: 0 };
    const days = staleDays(block, now);
    return days === undefined ? [] : [{ label: `${b.title}: last update ${formatDay(lastProgressDate(block))}, ${days} days ago`, count: 1, link: blockLink(b) }];
  });
}

export function readLaunchChecklist(db: Db, now = new Date()): LaunchChecklist {
  const blocks = liveBlocks(db);
  const rows = settingsByKey(db);
  const seeded = seededStates(db);
  const entries: Record<ChecklistStepKey, () => ChecklistEntry[]> = {
    photos: () => illustrations(db, blocks),
    leaders: () => leadersWithoutPhoto(blocks),
    facts: () => unconfirmedFacts(db).map((key) => ({ label: `${SETTINGS[key].label}: as seeded`, count: 1, link: settingLink(key) })),
    accreditations: () => accreditationsWithoutNumber(blocks),
    testimonials: () => seededTestimonials(blocks, seeded),
    clients: () => seededClients(blocks, seeded),
    contact: () => emptyContactSettings(rows),
    hours: () => hoursNeverSaved(rows),
    progress: () => staleDevelopments(blocks, seeded, now),
  };
  // The progress reminder is a step only while a development waits for its update: never done on a fresh site.
  const steps: ChecklistStep[] = CHECKLIST_ORDER.map((key) => ({ key, entries: entries[key]() })).filter((step) => step.key !== 'progress' || step.entries.length > 0);
  const dismissed = Boolean(db.select({ value: serverState.value }).from(serverState).where(eq(serverState.key, DISMISSED_KEY)).get());
  return { steps, remaining: steps.reduce((sum, step) => sum + remainingIn(step), 0), dismissed };
}

/** Puts the checklist away (or brings it back) for every admin: it is the site's state, not one browser's. */
export function setLaunchChecklistDismissed(db: Db, dismissed: boolean): void {
  if (dismissed) {
    const at = new Date().toISOString();
    db.insert(serverState).values({ key: DISMISSED_KEY, value: at }).onConflictDoUpdate({ target: serverState.key, set: { value: at } }).run();
  } else {
    db.delete(serverState).where(eq(serverState.key, DISMISSED_KEY)).run();
  }
}
