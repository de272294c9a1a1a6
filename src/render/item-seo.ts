// What a project's own page tells search engines and link previews (docs/product.md § Project pages): its
// breadcrumb trail and the project as a schema.org CreativeWork, and the picture WhatsApp, Facebook and
// LinkedIn show.
import type { ContentBlock, PageContent, PublicSettings } from '../../web/shared/content.ts';
import { metaList, metaString, picturesOf } from '../../web/shared/content.ts';
import { projectPath, PROJECTS_PATH } from '../../web/shared/item-slugs.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { galleryPictures } from '../content/project-gallery.ts';
import { projectSlugs, PROJECT_TYPE } from '../content/project-slugs.ts';
import type { Db } from '../db/open.ts';
import { contentBlocks, pages, sections } from '../db/tables.ts';
import { jsonLdScript, type SitemapItem, type SocialImage } from './seo.ts';

/** The absolute address of a picture the content names (a /media/ upload or the site's own art). */
const absolute = (origin: string, src: string) => (/^https?:\/\//i.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`);

/**
 * The link preview's picture. A preview needs a photo at least 1200 px wide cropped to 1.91:1; until the image
 * pipeline makes that crop, every project shares the site's card (a cover shown uncropped would be cut
 * arbitrarily by each app).
 */
export function projectImage(_db: Db, _project: ContentBlock, _origin: string): SocialImage | undefined {
  return undefined;
}

/** Every picture of a project as the page shows them: its gallery, else its own picture. */
const pictureUrls = (project: ContentBlock) => {
  const gallery = picturesOf(project).map((p) => p.url);
  return gallery.length ? gallery : project.imageUrl ? [project.imageUrl] : [];
};

interface ProjectLd {
  project: ContentBlock;
  page: PageContent;
  origin: string;
  url: string;
  settings: PublicSettings;
}

/** Two JSON-LD blocks: the trail Home › Projects › this project, and the project itself. */
export function projectStructuredData({ project, page, origin, url, settings }: ProjectLd): string {
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: page.title || 'Projects', item: `${origin}${PROJECTS_PATH}` },
      { '@type': 'ListItem', position: 3, name: project.title, item: url },
    ],
  };
  const location = metaString(project, 'location');
  const year = metaString(project, 'year');
  const work = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${url}#project`,
    name: project.title,
    description: project.content,
    url,
    image: pictureUrls(project).map((src) => absolute(origin, src)),
    genre: metaString(project, 'category') || undefined,
    keywords: metaList(project, 'tags').join(', ') || undefined,
    dateCreated: /^\d{4}$/.test(year) ? year : undefined,
    locationCreated: location ? { '@type': 'Place', name: location, address: { '@type': 'PostalAddress', addressLocality: location, addressCountry: 'NG' } } : undefined,
    creator: { '@type': 'GeneralContractor', name: settings.companyName || 'Metrik Group', url: `${origin}/` },
  };
  return jsonLdScript(breadcrumb) + jsonLdScript(work);
}


/** Every project a visitor can open (it, its section and its page shown), for /sitemap.xml. */
export function projectSitemapItems(db: Db, origin: string): SitemapItem[] {
  const rows = db
    .select({ id: contentBlocks.id, imageUrl: contentBlocks.imageUrl, metadata: contentBlocks.metadata, updatedAt: contentBlocks.updatedAt })
    .from(contentBlocks)
    .innerJoin(sections, eq(sections.id, contentBlocks.sectionId))
    .innerJoin(pages, eq(pages.id, sections.pageId))
    .where(and(eq(contentBlocks.blockType, PROJECT_TYPE), eq(contentBlocks.isActive, true), isNull(contentBlocks.deletedAt), eq(sections.isActive, true), eq(pages.isActive, true), eq(pages.slug, 'projects'), eq(sections.sectionKey, 'projects')))
    .orderBy(sections.sortOrder, contentBlocks.sortOrder, contentBlocks.id)
    .all();
  const slugs = projectSlugs(db);
  return rows.flatMap((row) => {
    const slug = slugs.get(row.id);
    const images = [...new Set([...galleryPictures(db, row.metadata).map((p) => p.url), ...(row.imageUrl ? [row.imageUrl] : [])])];
    return slug ? [{ path: projectPath(slug), updatedAt: row.updatedAt, images: images.map((src) => absolute(origin, src)) }] : [];
  });
}
