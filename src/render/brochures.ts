// GET /projects/<slug>/brochure.pdf and /real-estate/<slug>/brochure.pdf (docs/product.md § Item pages): the item's page as a
// PDF to forward (src/pdf/brochure.ts). Made once per change of the content, never per request: kept per address
// until the next content write, like the rendered pages. An address that names no visible item goes on to the
// site's one not-found answer.
import type { Context, Next } from 'hono';
import { brochurePath, coverOf, findSection, itemIn, itemPath, labelText, metaList, metaString, type ContentBlock, type ItemRoute, type Section } from '../../web/shared/content.ts';
import { approvalsOf, formatDay, priceRange, progressOf, registrationsOf, titleDeedOf, unitTypesOf } from '../../web/shared/item-facts.ts';

import { developmentFacts, projectFacts } from '../../web/shared/item-fact-lists.ts';
import { isUploadedImage } from '../../web/shared/media.ts';
import { readPage } from '../content/pages.ts';
import { readPublicSettings, readSettings } from '../content/settings.ts';
import { linkPreviewOf } from '../media/link-previews.ts';
import { findVariant, pageImages } from '../media/store.ts';
import type { Db } from '../db/open.ts';
import type { Brochure, BrochureUpdate } from '../pdf/brochure.ts';
import type { Services } from '../services.ts';
import { publicOrigin } from './seo.ts';
import { SETTING } from '../../web/shared/settings.ts';

/** pdf-lib and fontkit load on the first brochure asked for (a start-up cost otherwise: #40, #41). */
const brochureModule = () => import('../pdf/brochure.ts');

/** Progress updates a brochure carries: the newest, which is what a buyer's family asks about. */
const UPDATES_SHOWN = 4;
/** A progress photo's width in the PDF is 150 pt: this many pixels print it sharp at about 150 dpi. */
const UPDATE_PHOTO_WIDTH = 320;
/** Brochures kept at once (every item's, with room for a second origin). */
const MAX_KEPT = 64;

export function brochures(s: Services) {
  const made = new Map<string, Promise<Uint8Array>>();
  s.changes.subscribe(() => made.clear());
  return (route: ItemRoute) => async (c: Context, next: Next) => {
    const slug = c.req.param('slug') ?? '';
    const origin = publicOrigin(readSettings(s.db).get(SETTING.siteUrl), new URL(c.req.url).origin);
    const key = `${origin}${c.req.path}`;
    let pdf = made.get(key);
    if (!pdf) {
      const page = readPage(s.db, route.slug);
      const item = itemIn(page, route, slug);
      const section = findSection(page, route.section);
      if (!item || !section || brochurePath(route, slug) !== c.req.path) return next();
      const brochure = brochureOf(s.db, route, item, section, `${origin}${itemPath(route, slug)}`, new Date(s.now()));
      pdf = brochureModule().then((m) => m.brochurePdf(brochure, s.assets));
      // Without SITE_URL the origin is the request's Host: a client inventing hosts must not grow this past a bound.
      if (made.size >= MAX_KEPT) made.delete(made.keys().next().value as string);
      made.set(key, pdf);
      pdf.catch(() => made.delete(key));
    }
    const bytes = await pdf;
    return c.body(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${slug}-brochure.pdf"`,
      'Cache-Control': 'no-cache',
    });
  };
}

/** What the brochure says, in the page's own words. */
function brochureOf(db: Db, route: ItemRoute, item: ContentBlock, section: Section, url: string, now: Date): Brochure {
  const settings = readPublicSettings(db);
  const label = (key: string, fallback: string) => labelText(section, key, fallback);
  const development = route.blockType === 'development';
  const facts = (development ? developmentFacts(item, section) : projectFacts(item, section)).map(({ label, value }) => ({ label, value }));
  const cover = coverOf(item)?.src;
  return {
    company: { name: settings.companyName, tagline: settings.tagline, phone: settings.phone, whatsapp: settings.whatsappNumber, email: settings.email, address: settings.address },
    eyebrow: development ? metaString(item, 'status') || route.noun : metaString(item, 'category') || route.noun,
    title: item.title,
    description: item.content,
    url,
    cover: isUploadedImage(cover) ? previewJpeg(db, cover) : undefined,
    facts: { heading: label('facts', 'Key facts'), list: facts },
    table: development
      ? {
          heading: label('units', 'Unit types and prices'),
          columns: [label('unit', 'Unit type'), label('range', 'Price range')],
          rows: unitTypesOf(item).map((unit) => [unit.name, priceRange(unit) || label('on-request', 'On request')]),
        }
      : undefined,
    notes: development ? developmentNotes(item, label) : projectNotes(item, label),
    progress: development
      ? {
          heading: label('progress', 'Progress on site'),
          updates: progressOf(item)
            .slice(0, UPDATES_SHOWN)
            .map((u): BrochureUpdate => ({ date: formatDay(u.date), stage: u.stage, text: u.text, photo: isUploadedImage(u.photo) ? photoJpeg(db, u.photo) : undefined })),
        }
      : undefined,
    contact: { heading: label('brochure-contact', 'Talk to us'), scan: label('brochure-scan', 'Scan to open this page') },
    asOf: formatDay(now.toISOString().slice(0, 10)),
  };
}

type Label = (key: string, fallback: string) => string;

function developmentNotes(item: ContentBlock, label: Label): Brochure['notes'] {
  const deed = titleDeedOf(item);
  const lines = [
    ...(deed
      ? [
          `${label('title', 'Title to the land')}: ${[deed.type, deed.date ? `${deed.status}, ${formatDay(deed.date)}` : deed.status, deed.number].filter(Boolean).join(' · ')}`,
          ...(deed.note ? [deed.note] : []),
        ]
      : []),
    ...approvalsOf(item).map((a) => `${a.name}: ${[a.authority, a.number, a.date ? formatDay(a.date) : ''].filter(Boolean).join(' · ')}`),
    ...registrationsOf(item).map((r) => `${r.body}: ${r.number}`),
  ];
  const amenities = metaList(item, 'features');
  return [
    { heading: label('proof', 'Title and approvals'), lines },
    { heading: label('features', 'Amenities'), lines: amenities.length ? [amenities.join(' · ')] : [] },
  ];
}

function projectNotes(item: ContentBlock, label: Label): Brochure['notes'] {
  const story = metaString(item, 'caseStudy');
  const tags = metaList(item, 'tags');
  return [
    { heading: label('about', 'About the project'), lines: story.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean) },
    { heading: label('features', 'Features'), lines: tags.length ? [tags.join(' · ')] : [] },
  ];
}

/** The cover as the link preview crops it (1.91:1 around its focal point), when that crop is made. */
function previewJpeg(db: Db, url: string): Uint8Array | undefined {
  const preview = linkPreviewOf(db, url);
  return preview && findVariant(db, preview.hash, 'jpeg');
}

/** A progress photo's JPEG variant closest above UPDATE_PHOTO_WIDTH (the widest when none is). */
function photoJpeg(db: Db, url: string): Uint8Array | undefined {
  const jpegs = pageImages(db, [url])?.[url]?.sources.jpeg ?? [];
  const [, hash] = jpegs.find(([width]) => width >= UPDATE_PHOTO_WIDTH) ?? jpegs.at(-1) ?? [];
  return hash ? findVariant(db, hash, 'jpeg') : undefined;
}
