// The shape of the content the public pages read: page → sections → content blocks (docs/product.md § Pages, sections and blocks).
import type { PageImages } from './media.ts';

export type Metadata = Record<string, unknown>;

/** A picture of an item's gallery as a public page receives it (metadata.pictures, resolved by the server from metadata.gallery). */
export interface GalleryPicture {
  id: number;
  url: string;
  /** The media item's alt text: the picture's caption. */
  alt: string;
}

/** An item's gallery pictures in the page payload, first = cover. */
export function picturesOf(block: ContentBlock | undefined): GalleryPicture[] {
  const value = block?.metadata?.pictures;
  return Array.isArray(value) ? value.filter((p): p is GalleryPicture => !!p && typeof p === 'object' && typeof (p as GalleryPicture).url === 'string') : [];
}

export interface ContentBlock {
  id: number;
  blockType: string;
  title: string;
  content: string;
  imageUrl: string | null;
  metadata: Metadata | null;
  sortOrder: number;
}

export interface Section {
  id: number;
  sectionKey: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  sortOrder: number;
  contentBlocks: ContentBlock[];
}

export interface PageContent {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  sections: Section[];
  /** The variants of the uploaded images its blocks show (web/shared/media.ts); absent when there are none. */
  media?: PageImages;
  /** Keys of the sections the admin hid (present only when there are some): a page shows no fallback in their place. */
  hiddenSectionKeys?: string[];
}

/** Site-wide values from site_settings that public pages may show (never the notification address). */
export interface PublicSettings {
  companyName: string;
  tagline: string;
  phone: string;
  email: string;
  address: string;
  /** The opening hours as stored (web/shared/opening-hours.ts); empty: none published. */
  openingHours: string;
  facebookUrl: string;
  twitterUrl: string;
  linkedinUrl: string;
  instagramUrl: string;
  /** Empty: no WhatsApp link anywhere. */
  whatsappNumber: string;
  /** The reply promise in hours, as stored (read with replyPromiseHours): the confirmation after a sent form names it. */
  replyPromiseHours: string;
}

/** What the admin pages' HTML shell embeds in #page-data (src/render/admin-pages.ts). */
export interface AdminPayload {
  companyName: string;
  /** SMTP_URL is set: "Forgot password?" sends a link by e-mail (otherwise it names the command). */
  resetByMail?: boolean;
}

/** A public page's data as the server renders it (and, trimmed to IslandPayload, as its islands hydrate). */
export interface PagePayload {
  /** The route's own content record, or null when it is missing (Home then shows its fallback: docs/product.md § Fallbacks). */
  page: PageContent | null;
  /** Header, footer and not-found copy: the page with slug "site". */
  site: PageContent | null;
  settings: PublicSettings;
  /** The page's form, when the browser posted it itself (before or without the script): what the server made of it. */
  posted?: PostedForm;
  /** A lite page (web/shared/lite.ts): pictures at their slot's 1× width, no decorative motion. */
  lite?: boolean;
}

/** What a page with islands (web/islands) embeds in #page-data for them: no content, which is in the HTML already. */
export type IslandPayload = Pick<PagePayload, 'settings' | 'posted' | 'lite'>;

/**
 * A public form sent by the browser without the site's script (docs/product.md § Forms without JavaScript): the
 * server stored it (`sent`, the thank-you sentence), refused it with a message per field (the visitor's values come
 * back with them), or could not take it now (`problem`: rate limit, database busy).
 */
export type PostedForm =
  | { path: string; sent: string; reference?: string }
  | { path: string; values: Record<string, string>; errors: Record<string, string>; problem?: string };

/** The pages whose form the server also takes as a plain browser post, and which form that is. */
export const FORM_PAGES = { '/contact': 'contact', '/real-estate': 'contact', '/equipment': 'quote' } as const;
export type FormPagePath = keyof typeof FORM_PAGES;
export const isFormPage = (path: string): path is FormPagePath => Object.hasOwn(FORM_PAGES, path);

/** The query a stored browser post redirects to (Post/Redirect/Get), and the anchor of the notice it shows. */
export const SENT_QUERY = 'sent';
/** Beside SENT_QUERY: the stored enquiry's number, shown as its reference in the confirmation. */
export const REFERENCE_QUERY = 'ref';
export const SENT_ANCHOR = 'form-sent';

/** True when the admin hid this section: it is not shown, and no fallback copy stands in for it. */
export function isSectionHidden(page: PageContent | null | undefined, key: string): boolean {
  return page?.hiddenSectionKeys?.includes(key) ?? false;
}

export function findSection(page: PageContent | null | undefined, key: string): Section | undefined {
  return page?.sections.find((s) => s.sectionKey === key);
}

export function metaString(block: ContentBlock | undefined, key: string, fallback = ''): string {
  const value = block?.metadata?.[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

export function metaList(block: ContentBlock | undefined, key: string): string[] {
  const value = block?.metadata?.[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A client's words about a project (a `project` block's metadata.testimonial): shown only when there is a quote. */
export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export function testimonialOf(block: ContentBlock | undefined): Testimonial | undefined {
  const value = block?.metadata?.testimonial;
  if (!value || typeof value !== 'object') return undefined;
  const text = (key: string) => {
    const found = (value as Record<string, unknown>)[key];
    return typeof found === 'string' ? found.trim() : '';
  };
  return text('quote') ? { quote: text('quote'), name: text('name'), role: text('role') } : undefined;
}

/** The header's routes (path → content page slug), in the header's order. */
export const NAV_ROUTES = [
  { path: '/', slug: 'home' },
  { path: '/services', slug: 'services' },
  { path: '/projects', slug: 'projects' },
  { path: '/real-estate', slug: 'real-estate' },
  { path: '/paints', slug: 'paints' },
  { path: '/equipment', slug: 'equipment' },
  { path: '/about', slug: 'about' },
  { path: '/contact', slug: 'contact' },
] as const;

/** The notices linked from the footer and beside each form (docs/product.md § Privacy Policy and Terms of Service). */
const LEGAL_ROUTES = [
  { path: '/privacy', slug: 'privacy' },
  { path: '/terms', slug: 'terms' },
] as const;

/** Every public route: the header's, then the legal notices. */
export const PUBLIC_ROUTES = [...NAV_ROUTES, ...LEGAL_ROUTES] as const;

export const PRIVACY_PATH = '/privacy';

export const SITE_SLUG = 'site';

export function slugForPath(path: string): string | undefined {
  return PUBLIC_ROUTES.find((r) => r.path === path)?.slug;
}

/**
 * The pages of their own that items of a list get (docs/product.md § Item pages): the list's path and content
 * page, the section and block type of its items, and the word an address is made of when a title gives none.
 */
export const ITEM_ROUTES = [
  { listPath: '/projects', slug: 'projects', section: 'projects', blockType: 'project', noun: 'project', enquiry: { path: '/contact', query: 'project', anchor: '' } },
  { listPath: '/equipment', slug: 'equipment', section: 'gallery', blockType: 'machine', noun: 'machine', enquiry: { path: '/equipment', query: 'machine', anchor: '#quote-form' } },
  {
    listPath: '/real-estate',
    slug: 'real-estate',
    section: 'developments',
    blockType: 'development',
    noun: 'development',
    enquiry: { path: '/real-estate', query: 'development', anchor: '#enquiry-form' },
  },
] as const;
export type ItemRoute = (typeof ITEM_ROUTES)[number];
export type ItemType = ItemRoute['blockType'];

/** The item route of a block type; undefined for a type without pages of its own. */
export const itemRouteOf = (blockType: string): ItemRoute | undefined => ITEM_ROUTES.find((r) => r.blockType === blockType);

/**
 * Where an item page's call to action goes: the form the server fills in for that item ("Discuss a similar
 * project", "Request a quote for this machine", "Ask about this development"), also without the script.
 */
export const enquiryHref = (route: ItemRoute, itemSlug: string) => `${route.enquiry.path}?${route.enquiry.query}=${encodeURIComponent(itemSlug)}${route.enquiry.anchor}`;

/** An item's own address, e.g. /equipment/excavators. */
export const itemPath = (route: Pick<ItemRoute, 'listPath'>, itemSlug: string) => `${route.listPath}/${itemSlug}`;

/** The items whose pages offer a brochure to download (src/render/brochures.ts): what a buyer forwards to family. */
export const BROCHURE_ROUTES = ITEM_ROUTES.filter((route) => route.blockType === 'project' || route.blockType === 'development');

/** An item's brochure, e.g. /real-estate/woji-gardens/brochure.pdf. */
export const brochurePath = (route: Pick<ItemRoute, 'listPath'>, itemSlug: string) => `${itemPath(route, itemSlug)}/brochure.pdf`;

/**
 * The item a path names, `/projects/<itemSlug>`, as written (any case, one trailing slash allowed: the server
 * answers those with a 301 to the canonical address); undefined for any other path.
 */
export function itemAt(path: string): { route: ItemRoute; itemSlug: string; canonical: string } | undefined {
  for (const route of ITEM_ROUTES) {
    const match = new RegExp(`^${route.listPath}/([^/]+)/?$`, 'i').exec(path);
    if (match && path.toLowerCase().startsWith(`${route.listPath}/`)) {
      const itemSlug = match[1].toLowerCase();
      return { route, itemSlug, canonical: itemPath(route, itemSlug) };
    }
  }
  return undefined;
}

/** The content page a path shows: its own, or the list an item page belongs to. */
export const contentSlugForPath = (path: string): string | undefined => slugForPath(path) ?? itemAt(path)?.route.slug;

/** The item block a page's content holds under this address (its `metadata.slug`, resolved by the server). */
export function itemIn(page: PageContent | null | undefined, route: ItemRoute, itemSlug: string): ContentBlock | undefined {
  return findSection(page, route.section)?.contentBlocks.find((b) => b.blockType === route.blockType && b.metadata?.slug === itemSlug);
}

export function blocksOf(section: Section | undefined, blockType: string): ContentBlock[] {
  return section?.contentBlocks.filter((b) => b.blockType === blockType) ?? [];
}

/** The `label` block filling a named slot of the interface (metadata.key), or the fallback when absent. */
export function labelText(section: Section | undefined, key: string, fallback = ''): string {
  return blocksOf(section, 'label').find((b) => metaString(b, 'key') === key)?.title || fallback;
}

/** An item's cover: its gallery's first picture, else its own. */
export function coverOf(item: ContentBlock): { src: string; alt: string } | undefined {
  const first = picturesOf(item)[0];
  if (first) return { src: first.url, alt: first.alt || item.title };
  return item.imageUrl ? { src: item.imageUrl, alt: metaString(item, 'imageAlt', item.title) } : undefined;
}
