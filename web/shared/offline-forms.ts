// What the service worker (web/sw/service-worker.ts) and the page say to each other about form posts kept on the
// phone while it is offline (docs/product.md § Forms on a dropped connection). Shared, so both sides name the same
// paths, messages and words.

/** The JSON form posts the worker keeps and sends again; the page's own (no-script) posts are left to the browser. */
export const KEPT_FORM_PATHS = ['/api/contact', '/api/equipment-quote'] as const;

/** The worker's answer to a post it kept: 202, this body. */
export interface KeptReply {
  kept: true;
  message: string;
}

export const isKeptReply = (reply: unknown): reply is KeptReply => (reply as { kept?: unknown } | null)?.kept === true;

/** page → worker */
export type PageMessage = { type: 'send-kept' } | { type: 'take-outcomes' } | { type: 'shown'; at: string[] };

/** What became of a kept post once the worker sent it. */
export interface KeptOutcome {
  path: string;
  /** 'sent': stored (or already stored: the key was seen); 'refused': the server turned the words down (400, 409). */
  result: 'sent' | 'refused';
  at: string;
}

/** worker → page */
export type WorkerMessage = { type: 'outcomes'; outcomes: KeptOutcome[] };

export const KEPT_WORDS = {
  title: 'No connection right now: your message is kept',
  kept: 'Your message is kept on this phone and will be sent by itself when you are back online. You can close this page.',
  sentTitle: 'Your message has been sent',
  sent: 'The message you wrote while offline reached us. We will get back to you soon.',
  refusedTitle: 'A message you wrote offline was not accepted',
  refused: 'Please open the form again and check what you wrote.',
} as const;

/** The worker script's address (its scope is the whole site). */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The offline page the worker keeps from the first visit (src/render/offline-page.tsx). */
export const OFFLINE_PATH = '/offline';
/** The logo every page's header and footer show (web/static/art/logo.svg). */
export const LOGO_PATH = '/art/logo.svg';
/** What the worker downloads at the first visit: the offline page and the logo it shows, which no page would otherwise have kept. */
export const PRECACHED_PATHS = [OFFLINE_PATH, LOGO_PATH];

export const OFFLINE_WORDS = {
  title: 'You are offline',
  lead: 'This page has not been opened on this phone before, so it cannot be shown without a connection. Pages you have already visited still open.',
  call: 'Call',
  later: 'When your signal is back,',
  retry: 'try this page again',
} as const;
