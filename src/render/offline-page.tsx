// GET /offline: the page the service worker keeps from the first visit and shows for a page the phone never opened
// while there is no connection (docs/product.md § Offline and dropped connections): the site's header and footer,
// the phone number as a tel: link and WhatsApp when set. No script (it must work from the worker's cache alone),
// the public stylesheet inline, noindex.
import type { Context } from 'hono';
import { renderToString } from 'react-dom/server';
import { OfflineApp } from '../../web/offline-app.tsx';
import { SITE_SLUG, type PagePayload } from '../../web/shared/content.ts';
import { OFFLINE_PATH, OFFLINE_WORDS } from '../../web/shared/offline-forms.ts';
import { createContentStore } from '../../web/state/content.tsx';
import { readPage } from '../content/pages.ts';
import { readPublicSettings } from '../content/settings.ts';
import type { Services } from '../services.ts';
import { RenderCache } from './cache.ts';
import { htmlShell } from './html.ts';
import { inlineStyleFor } from './page-style.ts';
import { sendEncoded } from './negotiate.ts';

function renderOfflinePage(s: Services): string {
  const payload: PagePayload = { page: null, site: readPage(s.db, SITE_SLUG) ?? null, settings: readPublicSettings(s.db) };
  const body = renderToString(<OfflineApp store={createContentStore(payload, undefined)} />);
  const head = { title: `${OFFLINE_WORDS.title} | ${payload.settings.companyName}`, description: OFFLINE_WORDS.lead, extra: '<meta name="robots" content="noindex">' };
  const inlineCss = inlineStyleFor(s.assets, body);
  return htmlShell({ head, body, payload, assets: s.assets.manifest, entry: 'preview', inlineCss });
}

/** Rendered and compressed once per content change (a phone downloads it once per build, ~10 KB compressed). */
export function offlinePage(s: Services) {
  const cache = new RenderCache(1);
  s.changes.subscribe(() => cache.clear());
  return (c: Context) => {
    const page = cache.get(OFFLINE_PATH) ?? cache.set(OFFLINE_PATH, 200, renderOfflinePage(s));
    // Revalidated: the worker fetches it once per build, and the phone number in it may change.
    return sendEncoded(c, page, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  };
}
