// Which public paths show a page. The one answer behind the renderer's 200 or not-found screen, and behind
// everything else that must know what the site has (the page-view count): a page added here (item pages such
// as /projects/<slug>) is rendered and counted alike, and a path the renderer would answer 404 is never counted.
import { slugForPath } from '../../web/shared/content.ts';

/** A path without its trailing slashes; '/' stays '/'. */
export function canonicalPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export interface SitePage {
  /** The page's own address (no trailing slash). */
  path: string;
  /** The page whose content it shows. */
  slug: string;
}

/** The page a public path shows, or undefined when it answers with the not-found screen. */
export function pageAt(path: string): SitePage | undefined {
  const canonical = canonicalPath(path);
  const slug = slugForPath(canonical);
  return slug ? { path: canonical, slug } : undefined;
}
