/// <reference lib="webworker" />
// The site's service worker (docs/product.md § Offline and dropped connections), built from Workbox by build.ts
// into /sw.js. It keeps a visitor's form post that cannot reach the server in IndexedDB (Workbox's background-sync
// queue) and sends it again, with the Idempotency-Key the page gave it, when the connection is back: on Background
// Sync where the browser has it, and whenever a page says it is online (web/enhance/kept-forms.ts). Pages are
// network-first with a short timeout, hashed assets cache-first; a page never visited opens the offline page.
// It never touches the admin, the admin API, or any other API call.
import { Queue } from 'workbox-background-sync';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { mayKeepAnswer, mayKeepPage } from '../shared/worker-cache.ts';
import { fromOwnOrigin, KEPT_FORM_PATHS, KEPT_WORDS, OFFLINE_PATH, readPageMessage, type KeptOutcome, type KeptReply, type WorkerMessage } from '../shared/offline-forms.ts';

declare const self: ServiceWorkerGlobalScope;
/** Set by build.ts: what the first visit downloads (the offline page), with this build's revision. */
declare const __PRECACHE__: { url: string; revision: string }[];
declare const __BUILD__: string;

/** Seconds a page waits for the network before the copy kept on the phone is shown. */
const PAGE_TIMEOUT_SECONDS = 3;
/** How long a kept post is tried (minutes): a week, for a phone that stays out of reach for days. */
const KEEP_POSTS_MINUTES = 7 * 24 * 60;
const PAGES_CACHE = 'pages';
const ASSETS_CACHE = `assets-${__BUILD__}`;
const OUTCOMES_CACHE = 'kept-outcomes';
const OUTCOMES_URL = '/__kept-outcomes';

// A new build takes over at once: the page it serves next is the new build's, and its old assets are dropped.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE__);
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith('assets-') && n !== ASSETS_CACHE).map((n) => caches.delete(n)))),
  );
});

// Pages: network first. Only plain addresses are kept (a ?sent= thank-you is one visitor's, and never cached), and
// never the admin's or an answer marked no-store.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && url.search === '' && mayKeepPage(url.pathname),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
    plugins: [{ cacheWillUpdate: async ({ response }) => (mayKeepAnswer(response.status, response.headers.get('cache-control')) ? response : null) }],
  }),
);
// Content-hashed files never change under their name.
registerRoute(
  ({ url }) => url.origin === self.location.origin && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/media/v/')),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [{ cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) }] }),
);

// A navigation neither the network nor the cache could answer: the offline page, with the phone number.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate' && request.method === 'GET') return (await matchPrecache(OFFLINE_PATH)) ?? Response.error();
  return Response.error();
});

// ── Form posts kept on the phone ──

let sending: Promise<void> | undefined;

const queue = new Queue('form-posts', {
  maxRetentionTime: KEEP_POSTS_MINUTES,
  // Background Sync (or, without it, the worker's start): send what is kept. Throwing asks the browser to try again.
  onSync: async () => {
    if (!(await sendKept())) throw new Error('still offline');
  },
});

/** Sends every kept post, oldest first; false when the network failed again (the rest stays kept). */
function sendKept(): Promise<boolean> {
  sending ??= (async () => {
    for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
      let response: Response;
      try {
        response = await fetch(entry.request.clone());
      } catch {
        await queue.unshiftRequest(entry);
        throw new Error('offline');
      }
      if (response.status === 429 || response.status >= 500) {
        await queue.unshiftRequest(entry);
        throw new Error(`server answered ${response.status}`);
      }
      await recordOutcome({ path: new URL(entry.request.url).pathname, result: response.ok ? 'sent' : 'refused', at: new Date().toISOString() });
    }
  })().finally(() => {
    sending = undefined;
  });
  return sending.then(
    () => true,
    () => false,
  );
}

/** Outcomes wait in the Cache API until a page shows them (the next visit, or an open page at once). */
async function recordOutcome(outcome: KeptOutcome) {
  const cache = await caches.open(OUTCOMES_CACHE);
  const earlier = await readOutcomes(cache);
  await cache.put(OUTCOMES_URL, Response.json([...earlier, outcome]));
  await tellPages();
}

async function forget(shown: string[]) {
  const cache = await caches.open(OUTCOMES_CACHE);
  const left = (await readOutcomes(cache)).filter((outcome) => !shown.includes(outcome.at));
  await cache.put(OUTCOMES_URL, Response.json(left));
}

async function readOutcomes(cache: Cache): Promise<KeptOutcome[]> {
  const kept = await cache.match(OUTCOMES_URL);
  return kept ? ((await kept.json()) as KeptOutcome[]) : [];
}

/** Pages that asked for outcomes, so are listening (a message to a page still loading would be lost). */
const listening = new Set<string>();

/** Hands the outcomes to a listening page; they are kept until a page says it showed them ('shown'). */
async function tellPages() {
  const pages = (await self.clients.matchAll({ type: 'window' })).filter((page) => listening.has(page.id));
  if (pages.length === 0) return;
  const cache = await caches.open(OUTCOMES_CACHE);
  const outcomes = await readOutcomes(cache);
  if (outcomes.length === 0) return;
  const message: WorkerMessage = { type: 'outcomes', outcomes };
  // One page says it (the one the visitor is looking at, else the first).
  const page = pages.find((p) => p.focused) ?? pages[0];
  page.postMessage(message);
}

// The page's own JSON posts: tried on the network; one that cannot get there (offline, or the connection broke
// before an answer came back) is kept and answered 202 with words the page shows.
for (const path of KEPT_FORM_PATHS) {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname === path,
    async ({ request }) => {
      const keyed = request.headers.has('Idempotency-Key') ? request : withKey(request);
      const copy = keyed.clone();
      try {
        return await fetch(keyed);
      } catch {
        await queue.pushRequest({ request: copy });
        const reply: KeptReply = { kept: true, message: KEPT_WORDS.kept };
        return Response.json(reply, { status: 202 });
      }
    },
    'POST',
  );
}

/** A post from a page without a key (an older page script) gets one here, so its replays still count once. */
function withKey(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set('Idempotency-Key', crypto.randomUUID());
  return new Request(request, { headers });
}

/**
 * Seconds between tries after a page said it is online. The browser's "online" often comes before a route to the
 * server does (a phone joining a mast, a laptop waking), so a first failure is tried again a few times while the
 * worker may live; after that, Background Sync or the next page load carries on.
 */
const ONLINE_RETRY_SECONDS = [2, 5, 10, 20, 30];

async function sendKeptSoon(): Promise<void> {
  for (const seconds of [0, ...ONLINE_RETRY_SECONDS]) {
    if (seconds > 0) await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    if (await sendKept()) return;
  }
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  // Only a page of this origin (a window client), and only the shapes a page sends (ASVS 5.0 3.5.5); anything else is dropped.
  if (!fromOwnOrigin(event.origin, self.location.origin) || !(event.source instanceof WindowClient)) return;
  const message = readPageMessage(event.data);
  if (message?.type === 'send-kept') event.waitUntil(sendKeptSoon().then(tellPages));
  if (message?.type === 'shown') event.waitUntil(forget(message.at));
  if (message?.type === 'take-outcomes') {
    listening.add(event.source.id);
    event.waitUntil(tellPages());
  }
});
