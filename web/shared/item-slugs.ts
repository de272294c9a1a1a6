// An item's address name (docs/product.md § Item pages): `/projects/<slug>`, `/equipment/<slug>`… Lower-case letters, digits and
// hyphens, 1-80 characters, unique among the items of its kind. The server checks and assigns them
// (src/content/item-slugs.ts); the admin's slug field shows the address it will make.

const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;
export const SLUG_RULE = `Use only lower-case letters, digits and hyphens (at most ${SLUG_MAX}), e.g. trans-amadi-office-tower.`;

/** "Trans-Amadi Corporate Tower" → "trans-amadi-corporate-tower"; accents dropped; never empty. */
export function slugify(title: string, fallback = 'item'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** `base` when no other item holds it, else `base-2`, `base-3`… (kept within SLUG_MAX). */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export interface Sluggable {
  id: number;
  title: string;
  metadata: Record<string, unknown> | null;
}

/** The stored slug when it is a valid one, else undefined (a block an older release wrote). */
export function storedSlug(item: Pick<Sluggable, 'metadata'>): string | undefined {
  const slug = item.metadata?.slug;
  return typeof slug === 'string' && SLUG_PATTERN.test(slug) ? slug : undefined;
}

/**
 * Every item's address, in list order: stored slugs first (the first holder keeps a duplicate), then one made
 * from the title for each item without one. The same answer for the page, its links and the sitemap.
 */
export function resolveSlugs(items: readonly Sluggable[], fallback = 'item'): Map<number, string> {
  const slugs = new Map<number, string>();
  const taken = new Set<string>();
  for (const item of items) {
    const slug = storedSlug(item);
    if (slug && !taken.has(slug)) {
      slugs.set(item.id, slug);
      taken.add(slug);
    }
  }
  for (const item of items) {
    if (slugs.has(item.id)) continue;
    const slug = freeSlug(slugify(item.title, fallback), taken);
    slugs.set(item.id, slug);
    taken.add(slug);
  }
  return new Map(items.map((item) => [item.id, slugs.get(item.id) as string]));
}

const PROJECTS_PATH = '/projects';
export const projectPath = (slug: string) => `${PROJECTS_PATH}/${slug}`;
