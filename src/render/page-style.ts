// Each public page inlines only the part of the public stylesheet it can use. The whole sheet is 46 KB (7.7 KB
// Brotli) and any one page matches about half of it; the rest pushed a page's HTML past the ~14 KB a new connection
// delivers in its first round trip (TCP's initial window), so a phone on a slow network waited one round trip
// more for the first paint. The build splits the sheet into rules and says which classes each one needs
// (scripts/style-index.ts); a page keeps a rule when its HTML carries those classes, or when a script the page
// runs can add them.

import { ISLAND_ATTRIBUTE } from '../../web/shared/islands.ts';
import type { AssetStore } from './assets.ts';

/** The public stylesheet as the build split it. */
export interface StyleIndex {
  /** The at-rule each group of rules sits in ("@media (min-width:768px)"), or "" for the top level. */
  groups: string[];
  rules: StyleRule[];
}

/**
 * [group, the rule's text, when it is needed]: `null` on every page (no class in its selector, or classes the
 * boot script can add anywhere); otherwise the class sets of its selectors, any one of which all on the page
 * makes the rule needed, and `1` after them when a form's script (an island) can add them.
 */
export type StyleRule = [group: number, css: string, needs: string[][] | null, byIslands?: 1];

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/** Every class name in the HTML's class attributes, as the browser reads them (entities decoded). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1].replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e]).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The stylesheet for a page whose HTML is `html`, in the sheet's own order (so the cascade is unchanged). */
export function pageStyle(index: StyleIndex, html: string, { islands }: { islands: boolean }): string {
  const classes = classesIn(html);
  const needed = ([, , needs, byIslands]: StyleRule) =>
    needs === null || (islands && byIslands === 1) || needs.some((set) => set.every((name) => classes.has(name)));
  let css = '';
  let open = 0;
  for (const rule of index.rules) {
    if (!needed(rule)) continue;
    const group = rule[0];
    if (group !== open) {
      if (open !== 0) css += '}';
      if (group !== 0) css += `${index.groups[group]}{`;
      open = group;
    }
    css += rule[1];
  }
  return open !== 0 ? `${css}}` : css;
}

/** The stylesheet to inline in a public page whose body is `body`: its own part, or the whole sheet for a build without the split. */
export function inlineStyleFor(assets: AssetStore, body: string): string | undefined {
  const index = assets.manifest.publicStyle;
  if (index) return pageStyle(index, body, { islands: body.includes(` ${ISLAND_ATTRIBUTE}="`) });
  return assets.get(assets.manifest.publicCss)?.raw.toString('utf8');
}
