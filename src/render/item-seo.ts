// What an item's own page tells search engines and link previews (docs/product.md § Item pages): its breadcrumb
// trail, the item itself in the schema.org type that fits it (a project a CreativeWork, a machine a Product with
// an Offer to rent, a development a Product with an AggregateOffer in naira), and the picture WhatsApp, Facebook
// and LinkedIn show. The sitemap's item entries are made here too.
import type { ContentBlock, ItemRoute, PageContent, PublicSettings } from '../../web/shared/content.ts';
import { metaList, metaString, picturesOf, testimonialOf } from '../../web/shared/content.ts';
import { DEVELOPMENT_AVAILABILITY, lastProgressDate, specsOf, titleDeedOf, unitTypesOf } from '../../web/shared/item-facts.ts';
import { AVAILABILITY_SCHEMA, RATE_PERIODS, ratesOf } from '../../web/shared/machine-rates.ts';
import { galleryPictures } from '../content/item-gallery.ts';
import { visibleItems } from '../content/visible-items.ts';
import { linkPreviewOf } from '../media/link-previews.ts';
import { isUploadedImage } from '../../web/shared/media.ts';
import type { Db } from '../db/open.ts';
import { divisionRef, jsonLdScript, type SitemapItem, type SocialImage } from './seo.ts';

/**
 * The client's words on a project page as a schema.org Review of the work, by the person who said them (the quote
 * is shown on the page, as Google asks of review markup); none without a quote or a name.
 */
function clientReview(item: ContentBlock) {
  const words = testimonialOf(item);
  // A review needs its author: unsigned words stay on the page only.
  if (!words?.name) return undefined;
  return { '@type': 'Review', reviewBody: words.quote, author: { '@type': 'Person', name: words.name, jobTitle: words.role || undefined } };
}

/** The absolute address of a picture the content names (a /media/ upload or the site's own art). */
const absolute = (origin: string, src: string) => (/^https?:\/\//i.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`);

/**
 * The link preview's picture: the cover (the gallery's first picture, else the item's own) as the image pipeline
 * cropped it to 1.91:1 around its focal point (src/media/link-previews.ts). Undefined (the site's card) for a cover
 * that is not an uploaded photo at least 1200 px wide, or whose crop is not made yet.
 */
export function itemImage(db: Db, item: ContentBlock, origin: string): SocialImage | undefined {
  const cover = picturesOf(item)[0]?.url ?? item.imageUrl;
  if (!isUploadedImage(cover)) return undefined;
  const preview = linkPreviewOf(db, cover);
  return preview && { url: absolute(origin, preview.path), width: preview.width, height: preview.height, alt: preview.alt || item.title };
}

/** Every picture of an item as its page shows them: its gallery, else its own picture. */
const pictureUrls = (item: ContentBlock, origin: string) => {
  const gallery = picturesOf(item).map((p) => p.url);
  return (gallery.length ? gallery : item.imageUrl ? [item.imageUrl] : []).map((src) => absolute(origin, src));
};

interface ItemLd {
  route: ItemRoute;
  item: ContentBlock;
  page: PageContent;
  origin: string;
  url: string;
  settings: PublicSettings;
}

const place = (name: string) => ({ '@type': 'Place', name, address: { '@type': 'PostalAddress', addressLocality: name, addressCountry: 'NG' } });

/** The item as schema.org sees it, by its block type. */
const DESCRIBE: Record<ItemRoute['blockType'], (ld: ItemLd) => Record<string, unknown>> = {
  project: ({ item, origin, url, settings }) => {
    const location = metaString(item, 'location');
    const year = metaString(item, 'year');
    return {
      '@type': 'CreativeWork',
      '@id': `${url}#project`,
      genre: metaString(item, 'category') || undefined,
      keywords: metaList(item, 'tags').join(', ') || undefined,
      dateCreated: /^\d{4}$/.test(year) ? year : undefined,
      locationCreated: location ? place(location) : undefined,
      creator: divisionRef(settings, origin, 'construction'),
      review: clientReview(item),
    };
  },
  // A machine for hire: a Product whose Offer is a lease (GoodRelations' LeaseOut), priced on request.
  machine: ({ item, origin, url, settings }) => ({
    '@type': 'Product',
    '@id': `${url}#machine`,
    category: 'Construction equipment rental',
    additionalProperty: specsOf(item).map((spec) => ({ '@type': 'PropertyValue', name: spec.label, value: spec.value })),
    offers: machineOffers(item, url, divisionRef(settings, origin, 'equipment-rental')),
  }),
  // A development for sale: a Product with an AggregateOffer (Residence and Accommodation take no price; see docs/product.md).
  development: ({ item, origin, url, settings }) => {
    const units = unitTypesOf(item);
    const prices = units.flatMap((u) => [u.priceFrom, u.priceTo]).filter((n) => n > 0);
    const location = metaString(item, 'location');
    const availability = DEVELOPMENT_AVAILABILITY[metaString(item, 'status')];
    return {
      '@type': 'Product',
      '@id': `${url}#development`,
      category: 'Residential real estate',
      additionalProperty: titleProperty(item),
      offers: {
        '@type': 'AggregateOffer',
        url,
        priceCurrency: 'NGN',
        ...(prices.length ? { lowPrice: Math.min(...prices), highPrice: Math.max(...prices) } : {}),
        offerCount: units.length || undefined,
        availability: availability ? `https://schema.org/${availability}` : undefined,
        offers: units.map((u) => ({
          '@type': 'Offer',
          name: u.name,
          priceCurrency: 'NGN',
          priceSpecification: { '@type': 'PriceSpecification', priceCurrency: 'NGN', minPrice: u.priceFrom || undefined, maxPrice: u.priceTo || undefined },
        })),
        seller: divisionRef(settings, origin, 'real-estate'),
        areaServed: location ? place(location) : undefined,
      },
    };
  },
};

/** The title to the land as a PropertyValue ("Certificate of Occupancy, Issued 2019-03-12"); undefined when not given. */
function titleProperty(item: ContentBlock) {
  const deed = titleDeedOf(item);
  if (!deed) return undefined;
  return [{ '@type': 'PropertyValue', name: 'Title to the land', value: [deed.type, [deed.status, deed.date].filter(Boolean).join(' ')].filter(Boolean).join(', ') }];
}

/** Two JSON-LD blocks: the trail Home › the list › this item, and the item itself. */
export function itemStructuredData(ld: ItemLd): string {
  const { route, item, page, origin, url } = ld;
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: page.title || route.slug, item: `${origin}${route.listPath}` },
      { '@type': 'ListItem', position: 3, name: item.title, item: url },
    ],
  };
  const own = { '@context': 'https://schema.org', name: item.title, description: item.content, url, image: pictureUrls(item, origin), ...DESCRIBE[route.blockType](ld) };
  return jsonLdScript(breadcrumb) + jsonLdScript(own);
}

/** Every item page a visitor can open (it, its section and its list page shown), for /sitemap.xml. */
export function itemSitemapItems(db: Db, origin: string): SitemapItem[] {
  return visibleItems(db).map((item) => {
    const images = [...new Set([...galleryPictures(db, item.metadata).map((p) => p.url), ...(item.imageUrl ? [item.imageUrl] : [])])];
    // A development with a progress log is as current as its newest update, the date its page says (docs/product.md § Item pages).
    const block = { ...item, blockType: item.route.blockType, content: '', sortOrder: 0 };
    const updatedAt = item.route.blockType === 'development' ? lastProgressDate(block) || item.updatedAt : item.updatedAt;
    return { path: item.path, updatedAt, images: images.map((src) => absolute(origin, src)) };
  });
}

/** The UN/CEFACT code and count of each rate's period: a day, a week, four weeks. */
const RATE_UNITS = { rateDay: ['DAY', 1], rateWeek: ['WEE', 1], rateFourWeeks: ['WEE', 4] } as const;

/**
 * A machine's hire as Offers (docs/product.md § Machine pages): a lease (GoodRelations' LeaseOut) for each period with a rate,
 * priced per day, week or four weeks in naira; one Offer priced on request when it has none.
 */
function machineOffers(item: ContentBlock, url: string, seller: unknown) {
  const r = ratesOf(item);
  const base = {
    '@type': 'Offer',
    url,
    // schema.org's range is BusinessFunction, an enumeration member named by its address, not a string.
    businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
    availability: `https://schema.org/${AVAILABILITY_SCHEMA[r.availability]}`,
    availabilityStarts: r.availability !== 'available' && r.availableFrom ? r.availableFrom : undefined,
    areaServed: { '@type': 'State', name: 'Rivers State, Nigeria' },
    seller,
  };
  const priced = RATE_PERIODS.filter((period) => r[period.key] > 0);
  if (!priced.length) return base;
  return priced.map((period) => {
    const [unitCode, value] = RATE_UNITS[period.key];
    return {
      ...base,
      '@id': `${url}#rate-${period.label}`,
      price: r[period.key],
      priceCurrency: 'NGN',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: r[period.key],
        priceCurrency: 'NGN',
        valueAddedTaxIncluded: false,
        referenceQuantity: { '@type': 'QuantitativeValue', value, unitCode },
      },
    };
  });
}
