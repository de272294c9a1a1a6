// Where an uploaded image is used: content blocks holding its id (as their picture, or in a gallery: metadata.gallery,
// a project's pictures) or naming its URL anywhere in their metadata, and site settings holding it. The media library shows it, and a delete is refused while it is non-empty.
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { contentBlocks, pages, sections } from '../db/tables.ts';
import { settingsHolding } from '../content/settings.ts';
import { PUBLIC_ROUTES } from '../../web/shared/content.ts';
import type { ImageUse } from '../../web/shared/media.ts';

const pathOf = (slug: string) => PUBLIC_ROUTES.find((r) => r.slug === slug)?.path ?? null;

export function imageUsage(db: Db, { id, url }: { id: number; url: string }): ImageUse[] {
  const blocks = db
    .select({
      blockId: contentBlocks.id,
      blockTitle: contentBlocks.title,
      blockType: contentBlocks.blockType,
      blockActive: contentBlocks.isActive,
      sectionTitle: sections.title,
      sectionKey: sections.sectionKey,
      sectionActive: sections.isActive,
      pageTitle: pages.title,
      slug: pages.slug,
      pageActive: pages.isActive,
    })
    .from(contentBlocks)
    .innerJoin(sections, eq(sections.id, contentBlocks.sectionId))
    .innerJoin(pages, eq(pages.id, sections.pageId))
    .where(
      or(
        eq(contentBlocks.imageId, id),
        sql`instr(${contentBlocks.metadata}, ${url}) > 0`,
        sql`(json_valid(${contentBlocks.metadata}) AND json_type(${contentBlocks.metadata}, '$.gallery') = 'array' AND EXISTS (SELECT 1 FROM json_each(${contentBlocks.metadata}, '$.gallery') g JOIN media_files m ON m.id = g.value WHERE m.id = ${id}))`,
      ),
    )
    .orderBy(pages.id, sections.sortOrder, contentBlocks.sortOrder)
    .all();
  const settings = settingsHolding(db, url);
  return [
    ...blocks.map((b): ImageUse => {
      const sectionTitle = b.sectionTitle || b.sectionKey;
      const blockTitle = b.blockTitle || b.blockType;
      return {
        kind: 'block',
        blockId: b.blockId,
        pageTitle: b.pageTitle,
        sectionTitle,
        blockTitle,
        path: pathOf(b.slug),
        visible: b.blockActive && b.sectionActive && b.pageActive,
        label: `${b.pageTitle} › ${sectionTitle} › ${blockTitle}`,
      };
    }),
    ...settings.map((s): ImageUse => ({ kind: 'setting', settingKey: s.key, path: null, visible: true, label: `Settings › ${s.description || s.key}` })),
  ];
}
