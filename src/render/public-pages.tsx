import type { Context } from 'hono';
import { renderToString } from 'react-dom/server';
import { PublicApp } from '../../web/app.tsx';
import { createContentStore } from '../../web/state/content.tsx';
import { blocksOf, findSection, FORM_PAGES, isFormPage, itemAt, itemIn, REFERENCE_QUERY, SENT_QUERY, SITE_SLUG, type IslandPayload, type PagePayload, type PostedForm } from '../../web/shared/content.ts';
import { headMeta, itemMeta } from '../../web/shared/meta.ts';
import { itemEnquiryPrefill } from './item-enquiry.ts';
import { calculate, calculatorQuery, paintFactsOf } from '../../web/shared/paint-coverage.ts';
import { itemImage, itemStructuredData } from './item-seo.ts';
import { readPage, type ContentChange } from '../content/pages.ts';
import { countHit, isTarget, redirectFrom } from '../content/redirects.ts';
import { formThanks, isThanksFor } from '../content/form-thanks.ts';
import { readPublicSettings, readSettings } from '../content/settings.ts';
import type { Services } from '../services.ts';
import { publicCacheControl, RenderCache } from './cache.ts';
import { inlineStyleFor } from './page-style.ts';
import { htmlShell } from './html.ts';
import { canonicalPath, pageAt } from './page-paths.ts';
import { sendEncoded } from './negotiate.ts';
import { SETTING } from '../../web/shared/settings.ts';
import { liteChoice } from '../../web/shared/lite.ts';
import { isHttps } from '../security/require-admin.ts';
import { visitorReference } from '../../web/shared/lead-desk.ts';
import { ISLAND_ATTRIBUTE } from '../../web/shared/islands.ts';
import { homeStructuredData, publicOrigin, socialTags, type SocialImage } from './seo.ts';

/**
 * A public route (or the not-found screen) rendered from the database. With `preview`, the page as it would be
 * with the admin's unsaved changes (POST /api/admin/preview): static, `noindex`, no canonical address. With
 * `posted`, the page showing what became of its form when the browser posted it itself.
 */
export function renderPublicPage(
  s: Services,
  path: string,
  requestOrigin: string,
  { preview, posted, lite = false }: { preview?: { changes: readonly ContentChange[] }; posted?: PostedForm; lite?: boolean } = {},
): { status: number; html: string } {
  const item = itemAt(path);
  const slug = item ? item.route.slug : pageAt(path)?.slug;
  const changes = preview?.changes ?? [];
  const payload: PagePayload = {
    page: slug ? (readPage(s.db, slug, changes) ?? null) : null,
    site: readPage(s.db, SITE_SLUG, changes) ?? null,
    settings: readPublicSettings(s.db),
    ...(posted ? { posted } : {}),
    ...(lite ? { lite } : {}),
  };
  const shown = item ? itemIn(payload.page, item.route, item.itemSlug) : undefined;
  const found = item ? shown !== undefined : slug !== undefined;
  const store = createContentStore(payload, slug);
  const body = renderToString(<PublicApp store={store} ssrPath={path} />);
  const meta = shown ? itemMeta(shown, payload.settings) : headMeta(payload, !found);
  const origin = publicOrigin(readSettings(s.db).get(SETTING.siteUrl), requestOrigin);
  const url = `${origin}${path}`;
  const noindex = '<meta name="robots" content="noindex">';
  const social = (image?: SocialImage) => socialTags({ meta, url, origin, siteName: payload.settings.companyName, image });
  const extra = !found || preview
    ? noindex
    : item && shown && payload.page
      ? social(itemImage(s.db, shown, origin)) + itemStructuredData({ route: item.route, item: shown, page: payload.page, origin, url, settings: payload.settings })
      : social() + (slug === 'home' ? homeStructuredData(s.db, payload.settings, origin, meta.description) : '');
  const head = { ...meta, canonical: found && !preview ? url : undefined, extra };
  // The public stylesheet goes inline for a first paint without another round trip (src/render/html.ts).
  const inlineCss = preview ? undefined : inlineStyleFor(s.assets, body);
  // Only a page with a form (an island, web/islands) needs data in the browser, and not its content, which is in the HTML.
  const islands: IslandPayload | undefined = body.includes(` ${ISLAND_ATTRIBUTE}="`) ? { settings: payload.settings, ...(posted ? { posted } : {}), ...(lite ? { lite } : {}) } : undefined;
  return {
    status: found ? 200 : 404,
    html: htmlShell({ head, body, payload: islands, assets: s.assets.manifest, entry: preview ? 'preview' : 'public', inlineCss, lite }),
  };
}

/** True when a page or a visible item stands at this canonical path (a Map lookup, the items read once per content write). */
const standsAt = (s: Services, path: string) => (itemAt(path) ? s.itemPages.get().has(path) : pageAt(path) !== undefined);

/**
 * The address every missing one is rendered as: one no page or item can ever hold ('_' is never in an item's
 * slug), under the item list a missing item belongs to, so its menu still shows where the visitor was.
 */
function notFoundStandIn(path: string): string {
  const item = itemAt(path);
  return item ? `${item.route.listPath}/_` : '/_';
}

/** Server-renders a public route (or the not-found screen) from the database; cached until content changes. */
export function publicPages(s: Services) {
  const cache = new RenderCache();
  s.changes.subscribe(() => cache.clear());
  const sharedCacheControl = publicCacheControl(s.config.cdnCacheSeconds, 200);
  const notFoundCacheControl = publicCacheControl(s.config.cdnCacheSeconds, 404);
  // A lite answer chosen with the footer's cookie is this visitor's own; one asked for with Save-Data may be shared (Vary).
  const liteCacheControl = 'private, no-cache';

  const thanks = formThanks(s.db, s.changes);

  /**
   * The rendered page of a canonical path (full or lite), from the cache when it is there. Every missing address
   * shares one not-found answer (one per item list): rendering and compressing a page of its own took about a
   * second of CPU, so a flood of distinct unknown addresses starved the site and pushed its real pages out of the cache.
   */
  const cached = (path: string, origin: string, lite = false) => {
    const keyOf = (shown: string) => `${origin}${shown}${lite ? ' lite' : ''}`;
    const own = cache.get(keyOf(path));
    if (own) return own;
    const shown = standsAt(s, path) ? path : notFoundStandIn(path);
    return cache.get(keyOf(shown)) ?? (() => {
      const { status, html } = renderPublicPage(s, shown, origin, { lite });
      return cache.set(keyOf(shown), status, html);
    })();
  };
  /** A redirect standing at an address no page holds (docs/product.md § Redirects and missing pages), the query string carried over. */
  const redirected = (c: Context, url: URL) => {
    const found = redirectFrom(s.db, url.pathname);
    // A row written before targets were checked as they are now (or by hand) never sends a visitor off the site.
    if (!found || !isTarget(found.to)) return undefined;
    countHit(s.db, found.id);
    c.header('Cache-Control', 'no-store');
    const query = url.search.slice(1);
    return c.redirect(query ? `${found.to}${found.to.includes('?') ? '&' : '?'}${query}` : found.to, found.status as 301 | 302);
  };

  return (c: Context) => {
    const url = new URL(c.req.url);
    // An item's address has one spelling: lower case, no trailing slash (docs/product.md § Item pages); an old
    // one that no item holds any more goes straight to where its redirect leads.
    const item = itemAt(url.pathname);
    if (item && item.canonical !== url.pathname) {
      if (cached(item.canonical, url.origin).status === 404) {
        const moved = redirected(c, url);
        if (moved) return moved;
      }
      return c.redirect(`${item.canonical}${url.search}`, 301);
    }
    const path = canonicalPath(url.pathname);
    const { lite, byCookie } = liteChoice(c.req.header('save-data'), c.req.header('cookie'), isHttps(c, s.config.trustProxy));
    const prefill = itemEnquiryPrefill(s, path, url);
    if (prefill) {
      // An item page's call to action: the form filled in for that item, for this visitor only.
      c.header('Cache-Control', 'no-store');
      return c.html(renderPublicPage(s, path, url.origin, { posted: prefill, lite }).html);
    }
    const calculator = path === '/paints' ? calculatorQuery(url.searchParams) : undefined;
    if (calculator) {
      // The coverage calculator's GET form (web/pages/parts/PaintCalculator.tsx): the answer for this query, or 400
      // with the page saying what to change.
      c.header('Cache-Control', 'no-store');
      const paints = blocksOf(findSection(readPage(s.db, 'paints'), 'products'), 'product').map(paintFactsOf);
      const result = calculate(calculator, paints);
      const { status, html } = renderPublicPage(s, path, url.origin, { posted: { path, values: calculator, errors: {} }, lite });
      return c.html(html, result && 'problems' in result ? 400 : (status as 200));
    }
    const sent = url.searchParams.get(SENT_QUERY);
    if (sent !== null && isFormPage(path) && isThanksFor(sent)) {
      // After a form the browser posted itself (Post/Redirect/Get): the page with its thank-you, for this visitor only.
      c.header('Cache-Control', 'no-store');
      const id = url.searchParams.get(REFERENCE_QUERY) ?? '';
      const reference = /^[1-9]\d{0,15}$/.test(id) ? visitorReference(FORM_PAGES[path], Number(id)) : undefined;
      return c.html(renderPublicPage(s, path, url.origin, { posted: { path, sent: thanks(sent), reference }, lite }).html);
    }
    const page = cached(path, url.origin, lite);
    if (page.status === 404) {
      const moved = redirected(c, url);
      if (moved) return moved;
      s.notFound.record(url.pathname);
    }
    return sendEncoded(
      c,
      page,
      page.status,
      {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': byCookie ? liteCacheControl : page.status === 200 ? sharedCacheControl : notFoundCacheControl,
        Vary: 'Accept-Encoding, Save-Data',
      },
      page.status === 200 ? s.replay : undefined,
    );
  };
}
