import type { PagePayload } from './content.ts';

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
