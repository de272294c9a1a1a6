import { findSection, metaString, NAV_ROUTES, type PageContent } from './content.ts';

/** The header's words when the "site" page has no navigation block for a route (docs/product.md § Header). */
export const DEFAULT_NAV_LABELS: Record<(typeof NAV_ROUTES)[number]['path'], string> = {
  '/': 'Home',
  '/services': 'Services',
  '/projects': 'Projects',
  '/real-estate': 'Real Estate',
  '/paints': 'Paints',
  '/equipment': 'Equipment',
  '/about': 'About',
  '/contact': 'Contact',
};

export interface NavItem {
  path: string;
  label: string;
}

/** The eight header links in route order, labelled from the site page's 'navigation' blocks (title, metadata.path). */
export function navItems(site: PageContent | null): NavItem[] {
  const blocks = findSection(site, 'navigation')?.contentBlocks ?? [];
  return NAV_ROUTES.map(({ path }) => {
    const block = blocks.find((b) => b.blockType === 'link' && metaString(b, 'path') === path);
    return { path, label: block?.title.trim() || DEFAULT_NAV_LABELS[path] };
  });
}

/** Whether a header link stands for the current location ("/" only on the home page itself). */
export function isCurrentPath(linkPath: string, location: string): boolean {
  const here = location.length > 1 ? location.replace(/\/+$/, '') : location;
  return linkPath === '/' ? here === '/' : here === linkPath || here.startsWith(`${linkPath}/`);
}
