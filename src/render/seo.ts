// Search engines and link previews: Open Graph and Twitter tags, the company's schema.org record on the home
// page, the sitemap's and robots.txt's text (served by sitemap-routes.ts). Everything is built from the database (settings and content).
import type { Context } from 'hono';
import { findSection, PUBLIC_ROUTES, type PublicSettings } from '../../web/shared/content.ts';
import { openingHoursSpecification, parseWeek } from '../../web/shared/opening-hours.ts';
import type { HeadMeta } from '../../web/shared/meta.ts';
import { readPage } from '../content/pages.ts';
import { SETTING } from '../../web/shared/settings.ts';
import { readSettings } from '../content/settings.ts';
import { readFactFigures } from '../content/facts.ts';
import type { Db } from '../db/open.ts';
import { dialableNumber } from '../../web/shared/whatsapp.ts';
import { escapeHtml, safeJson } from './html.ts';

const OG_IMAGE_PATH = '/og-image.png';
/** The monogram as a file (web/static/art/logo.svg) for the Organization's logo; pages draw it inline (web/components/LogoMark.tsx). */
const LOGO_FILE = '/art/logo.svg';

/**
 * The public origin for canonical links and the sitemap: the 'site_url' setting when it is an http(s) address
 * (behind a proxy the request may say http://127.0.0.1:3000), otherwise the origin the request came to.
 */
export function publicOrigin(siteUrl: string | undefined, requestOrigin: string): string {
  const value = siteUrl?.trim();
  if (value) {
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // Not an address: fall back to the request's origin rather than publish a broken link.
    }
  }
  return requestOrigin;
}

export function originFor(db: Db, c: Context): string {
  return publicOrigin(readSettings(db).get(SETTING.siteUrl), new URL(c.req.url).origin);
}

/** A JSON-LD block. It is data, not script, so the CSP needs no 'unsafe-inline'; '<' is escaped so it cannot close the tag. */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${safeJson(data)}</script>`;
}

/** A link preview's picture: an absolute URL and its size. */
export interface SocialImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface SocialTagsInput {
  meta: HeadMeta;
  url: string;
  origin: string;
  siteName: string;
  /** The page's own picture; the site's card (1200 × 630) when absent. */
  image?: SocialImage;
}

/** Open Graph and Twitter card tags for one page. */
export function socialTags({ meta, url, origin, siteName, image: own }: SocialTagsInput): string {
  const tag = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const card = own ?? { url: `${origin}${OG_IMAGE_PATH}`, width: 1200, height: 630, alt: siteName };
  const image = card.url;
  return [
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', url),
    tag('property', 'og:image', image),
    tag('property', 'og:image:width', String(card.width)),
    tag('property', 'og:image:height', String(card.height)),
    tag('property', 'og:image:alt', card.alt),
    tag('property', 'og:locale', 'en_NG'),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', image),
    tag('name', 'twitter:image:alt', card.alt),
  ].join('');
}

/** "24 Trans-Amadi Industrial Layout, Port Harcourt, Rivers State, Nigeria" → the street part alone. */
export function streetAddress(address: string): string {
  const parts = address.split(',').map((p) => p.trim()).filter(Boolean);
  const street = parts.filter((p) => !/^(port harcourt|rivers( state)?|nigeria|ng)$/i.test(p));
  return street.join(', ') || address.trim();
}

/**
 * The company's four divisions, each as the schema.org type that fits it: a GeneralContractor, a RealEstateAgent,
 * a Store (the paint showroom sells what the factory makes) and, schema.org having no type for hiring out
 * machines, a LocalBusiness whose additionalType is the Product Types Ontology's "Equipment rental".
 */
const DIVISIONS = [
  { key: 'construction', path: '/services', type: 'GeneralContractor', name: 'Construction' },
  { key: 'real-estate', path: '/real-estate', type: 'RealEstateAgent', name: 'Real Estate' },
  { key: 'paints', path: '/paints', type: 'Store', name: 'Paint Manufacturing' },
  { key: 'equipment-rental', path: '/equipment', type: 'LocalBusiness', name: 'Equipment Rental', additionalType: 'http://www.productontology.org/id/Equipment_rental' },
] as const;
export type DivisionKey = (typeof DIVISIONS)[number]['key'];

/** A division as an item page names it (the seller of a development, the maker of a project): its type and the @id of its full record on Home. */
export function divisionRef(settings: PublicSettings, origin: string, key: DivisionKey) {
  const division = DIVISIONS.find((d) => d.key === key)!;
  return { '@type': division.type, '@id': `${origin}/#${division.key}`, name: `${settings.companyName} ${division.name}`, url: `${origin}${division.path}` };
}

/** The words Home's service cards give a division (the admin's), found by the page the card links to. */
export interface DivisionCard {
  href: string;
  title: string;
  content: string;
}

/**
 * The company as schema.org sees it: a LocalBusiness in Port Harcourt whose departments are its divisions, each
 * with the same address, telephone, opening hours and social profiles (one site holds the offices, the paint
 * showroom and the equipment yard), named and described as Home's service cards name them.
 */
export function localBusiness(settings: PublicSettings, origin: string, description: string, cards: DivisionCard[] = [], founded?: number) {
  const sameAs = [settings.facebookUrl, settings.twitterUrl, settings.linkedinUrl, settings.instagramUrl].filter((u) => /^https?:\/\//.test(u));
  const week = parseWeek(settings.openingHours);
  const hours = week ? openingHoursSpecification(week) : [];
  const reach = {
    telephone: settings.phone ? dialableNumber(settings.phone) : undefined,
    email: settings.email || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: streetAddress(settings.address),
      addressLocality: 'Port Harcourt',
      addressRegion: 'Rivers State',
      addressCountry: 'NG',
    },
    areaServed: 'Rivers State, Nigeria',
    openingHoursSpecification: hours.length ? hours : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  };
  const organization = `${origin}/#organization`;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': organization,
    name: settings.companyName,
    slogan: settings.tagline || undefined,
    description: description || undefined,
    url: `${origin}/`,
    logo: `${origin}${LOGO_FILE}`,
    image: `${origin}${OG_IMAGE_PATH}`,
    ...reach,
    foundingDate: founded === undefined ? undefined : String(founded),
    department: DIVISIONS.map((division) => {
      const card = cards.find((c) => c.href === division.path);
      return {
        ...divisionRef(settings, origin, division.key),
        name: `${settings.companyName} ${card?.title.trim() || division.name}`,
        additionalType: 'additionalType' in division ? division.additionalType : undefined,
        description: card?.content.trim() || undefined,
        parentOrganization: { '@id': organization },
        image: `${origin}${OG_IMAGE_PATH}`,
        ...reach,
      };
    }),
  };
}

/** The JSON-LD for the home page, read from the database. */
export function homeStructuredData(db: Db, settings: PublicSettings, origin: string, description: string): string {
  const cards = (findSection(readPage(db, 'home'), 'services')?.contentBlocks ?? []).map((block) => ({ href: String(block.metadata?.href ?? ''), title: block.title, content: block.content }));
  return jsonLdScript(localBusiness(settings, origin, description, cards, readFactFigures(db).yearFounded.number));
}

const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** An item page in the sitemap: its path, when it last changed, and the absolute addresses of its pictures. */
export interface SitemapItem {
  path: string;
  updatedAt: string;
  images: string[];
}

const lastmodTag = (when: string | undefined) => {
  const day = when?.slice(0, 10);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `<lastmod>${day}</lastmod>` : '';
};

/** Every public route (absolute), each with the day its page last changed when known, then every item page. */
export function sitemapXml(origin: string, lastModified: Map<string, string> = new Map(), items: SitemapItem[] = []): string {
  const urls = PUBLIC_ROUTES.map(({ path, slug }) => {
    return `<url><loc>${xmlEscape(`${origin}${path}`)}</loc>${lastmodTag(lastModified.get(slug))}<priority>${path === '/' ? '1.0' : '0.8'}</priority></url>`;
  });
  const itemUrls = items.map(
    (item) =>
      `<url><loc>${xmlEscape(`${origin}${item.path}`)}</loc>${lastmodTag(item.updatedAt)}<priority>0.6</priority>` +
      item.images.map((src) => `<image:image><image:loc>${xmlEscape(src)}</image:loc></image:image>`).join('') +
      '</url>',
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">' +
    `${[...urls, ...itemUrls].join('')}</urlset>\n`
  );
}

/** Crawlers welcome everywhere except the admin panel, its sign-in page and the API. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /metrikwebadmin-login', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
