import type { ContentBlock, PagePayload, PublicSettings } from './content.ts';

export interface HeadMeta {
  title: string;
  description: string;
}

/** The <title> and meta description of a route, from its content record (server and client navigation alike). */
export function headMeta(payload: Pick<PagePayload, 'page' | 'settings'>, notFound = false): HeadMeta {
  const { page, settings } = payload;
  const brand = settings.companyName || 'Metrik Group';
  if (notFound) return { title: `Page Not Found | ${brand}`, description: `${brand}: ${settings.tagline}` };
  const title = page?.slug === 'home' || !page ? `${brand} | ${settings.tagline}` : `${page.title} | ${brand}`;
  return { title, description: page?.description || `${brand}: ${settings.tagline}` };
}

const DESCRIPTION_MAX = 160;

/** A description search engines show whole: the text up to ~160 characters, cut at a word. */
function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The <title> and meta description of an item's own page (a project). */
export function itemMeta(item: Pick<ContentBlock, 'title' | 'content'>, settings: Pick<PublicSettings, 'companyName' | 'tagline'>): HeadMeta {
  const brand = settings.companyName || 'Metrik Group';
  return { title: `${item.title} | ${brand}`, description: shortDescription(item.content) || `${brand}: ${settings.tagline}` };
}
