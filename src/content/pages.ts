import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { contentBlocks, pages, sections } from '../db/tables.ts';
import type { ContentBlock, PageContent, Section } from '../../web/shared/content.ts';
import { isUploadedImage } from '../../web/shared/media.ts';
import { pageImages } from '../media/store.ts';

/** An active page with its active sections and blocks, each ordered by sortOrder; undefined when absent or inactive. */
export function readPage(db: Db, slug: string): PageContent | undefined {
  const page = db
    .select({ id: pages.id, slug: pages.slug, title: pages.title, description: pages.description })
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.isActive, true)))
    .get();
  if (!page) return undefined;

  const sectionRows = db
    .select({
      id: sections.id,
      sectionKey: sections.sectionKey,
      title: sections.title,
      subtitle: sections.subtitle,
      description: sections.description,
      sortOrder: sections.sortOrder,
    })
    .from(sections)
    .where(and(eq(sections.pageId, page.id), eq(sections.isActive, true)))
    .orderBy(asc(sections.sortOrder), asc(sections.id))
    .all();

  const blockRows = sectionRows.length
    ? db
        .select({
          id: contentBlocks.id,
          sectionId: contentBlocks.sectionId,
          blockType: contentBlocks.blockType,
          title: contentBlocks.title,
          content: contentBlocks.content,
          imageUrl: contentBlocks.imageUrl,
          metadata: contentBlocks.metadata,
          sortOrder: contentBlocks.sortOrder,
        })
        .from(contentBlocks)
        .where(
          and(
            inArray(
              contentBlocks.sectionId,
              sectionRows.map((s) => s.id),
            ),
            eq(contentBlocks.isActive, true),
          ),
        )
        .orderBy(asc(contentBlocks.sortOrder), asc(contentBlocks.id))
        .all()
    : [];

  const blocksBySection = new Map<number, ContentBlock[]>();
  for (const { sectionId, ...block } of blockRows) {
    const list = blocksBySection.get(sectionId) ?? [];
    list.push({ ...block, metadata: block.metadata ?? null });
    blocksBySection.set(sectionId, list);
  }
  const withBlocks: Section[] = sectionRows.map((s) => ({ ...s, contentBlocks: blocksBySection.get(s.id) ?? [] }));
  const media = pageImages(db, blockRows.map((b) => b.imageUrl).filter(isUploadedImage));
  return { ...page, sections: withBlocks, ...(media ? { media } : {}) };
}
