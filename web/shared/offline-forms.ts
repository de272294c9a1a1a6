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

// Each side reads a message only through these (ASVS 5.0 3.5.5): from its own origin, in exactly the shape above,
// or it is dropped. Hand-written rather than a schema library: both run on every public page and in the worker,
// whose first download has a size budget. A message is data only; its words shown are always KEPT_WORDS.

/** At most this many outcomes in one message, and this long each `at` (an ISO time): nothing larger is read. */
const MAX_OUTCOMES = 50;
const MAX_AT_LENGTH = 40;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasOnly = (value: Record<string, unknown>, keys: string[]) => Object.keys(value).every((key) => keys.includes(key));
const isAt = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_AT_LENGTH;

/** Whether a message event came from this origin (a page or worker of another origin, or an opaque one, is not). */
export const fromOwnOrigin = (eventOrigin: string, ownOrigin: string) => eventOrigin === ownOrigin && ownOrigin !== 'null';

/** A page's message as the worker may act on it, or undefined for anything else. */
export function readPageMessage(data: unknown): PageMessage | undefined {
  if (!isRecord(data)) return undefined;
  if ((data.type === 'send-kept' || data.type === 'take-outcomes') && hasOnly(data, ['type'])) return { type: data.type };
  if (data.type === 'shown' && hasOnly(data, ['type', 'at']) && Array.isArray(data.at) && data.at.length <= MAX_OUTCOMES && data.at.every(isAt)) {
    return { type: 'shown', at: [...data.at] };
  }
  return undefined;
}

function readOutcome(value: unknown): KeptOutcome | undefined {
  if (!isRecord(value) || !hasOnly(value, ['path', 'result', 'at'])) return undefined;
  const { path, result, at } = value;
  if (!(KEPT_FORM_PATHS as readonly unknown[]).includes(path) || (result !== 'sent' && result !== 'refused') || !isAt(at)) return undefined;
  return { path: path as string, result, at };
}

/** The worker's message as the page may show it, or undefined for anything else (one bad outcome drops it all). */
export function readWorkerMessage(data: unknown): WorkerMessage | undefined {
  if (!isRecord(data) || data.type !== 'outcomes' || !hasOnly(data, ['type', 'outcomes'])) return undefined;
  if (!Array.isArray(data.outcomes) || data.outcomes.length === 0 || data.outcomes.length > MAX_OUTCOMES) return undefined;
  const outcomes = data.outcomes.map(readOutcome);
  return outcomes.every((o) => o !== undefined) ? { type: 'outcomes', outcomes: outcomes as KeptOutcome[] } : undefined;
}

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
/** What the worker downloads at the first visit: the offline page, which no page would otherwise have kept (its logo is drawn inline). */
export const PRECACHED_PATHS = [OFFLINE_PATH];

export const OFFLINE_WORDS = {
  title: 'You are offline',
  lead: 'This page has not been opened on this phone before, so it cannot be shown without a connection. Pages you have already visited still open.',
  call: 'Call',
  later: 'When your signal is back,',
  retry: 'try this page again',
} as const;
