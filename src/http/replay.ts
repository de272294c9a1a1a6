// Cached public pages answered at node:http's speed. A profile of GET / under wrk showed the app spending most
// of its JavaScript time around the cached bytes, not on them: building a Request and a Headers object per
// request, the async middleware chain, the security-header middleware setting a dozen headers through undici's
// validating Headers (~10 % of the process), and @hono/node-server copying those Headers back into a plain object
// for writeHead. None of it changes between two requests for the same cached page, so the first answer the app
// sends is kept (status, final header list, bytes) and replayed from the node:http handler afterwards.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { TLSSocket } from 'node:tls';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentChanges } from '../content/changes.ts';
import type { Logger } from '../ops/log.ts';
import { logRequest } from '../ops/request-log.ts';
import type { Encoded } from '../render/encode.ts';
import { liteChoice } from '../../web/shared/lite.ts';
import { isHttps, schemeIsHttps } from '../security/require-admin.ts';
import { type AnswerKeeper, type ContentCoding, etagFor, ifNoneMatchHits, pickEncoding } from '../render/negotiate.ts';

/** One answer as the app sent it: status and header fields exactly as @hono/node-server wrote them. */
interface Kept {
  status: number;
  /** name, value, name, value… (lower-case names in the order Headers iterates them, as the app's answer had) */
  headers: string[];
}

/** Everything kept for one URL: the bytes it was sent with, and each answer seen (by encoding and 200/304). */
interface Entry {
  body: Encoded;
  answers: Map<string, Kept>;
}

interface Offer {
  body: Encoded;
  /** variantOf the request the answer was made for. */
  variant: string;
  encoding: ContentCoding;
  /** The content version the bytes were taken at: a write before the answer is kept makes it unusable. */
  version: number;
}

const answerKey = (encoding: ContentCoding, status: number) => `${encoding ?? 'identity'} ${status}`;

/**
 * Which answer a request gets besides its URL: the scheme the visitor used (the socket's, or X-Forwarded-Proto
 * behind a trusted proxy: HSTS and the lite cookie's name depend on it, and the URL alone shows only the
 * socket's), then the full page, the lite page asked for with Save-Data (shared, Vary), or the lite page chosen with
 * the footer's cookie (private). web/shared/lite.ts.
 */
function variantOf(https: boolean, saveData: string | null | undefined, cookie: string | null | undefined): string {
  const { lite, byCookie } = liteChoice(saveData, cookie, https);
  return (https ? ' https' : ' http') + (lite ? (byCookie ? ' lite-cookie' : ' lite') : '');
}

/**
 * Answers kept for replay, keyed by the request URL exactly as @hono/node-server builds it (`http://` + Host +
 * request target), so a replay only ever happens for a request the app would have seen as the same URL. Only
 * what a handler offers (sendEncoded with a keeper) is kept, only a 200 or 304, and everything is dropped on
 * every content write, like the render caches the offered bytes come from. A handler must not offer an answer
 * that depends on anything but the URL, Accept-Encoding, If-None-Match and whether the page is lite (Save-Data,
 * the lite cookie); not on other cookies, other headers or the time.
 */
export class AnswerReplay implements AnswerKeeper {
  #entries = new Map<string, Entry>();
  #offers = new WeakMap<Request, Offer>();

  constructor(
    private readonly changes: ContentChanges,
    private readonly log: Logger,
    /** Whether X-Forwarded-Proto says the visitor's scheme (config.trustProxy), as the app reads it. */
    private readonly trustProxy: boolean,
    private readonly maxUrls = 128,
  ) {
    changes.subscribe(() => this.#entries.clear());
  }

  offer(c: Context, body: Encoded, encoding: ContentCoding): void {
    const variant = variantOf(isHttps(c, this.trustProxy), c.req.header('save-data'), c.req.header('cookie'));
    this.#offers.set(c.req.raw, { body, encoding, variant, version: this.changes.version });
  }

  /** Outermost but for the request log: sees the final status and headers of an offered answer, and keeps them. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      await next();
      const offer = this.#offers.get(c.req.raw);
      if (offer) this.#keep(c.req.url + offer.variant, offer, c.res);
    };
  }

  #keep(url: string, offer: Offer, res: Response) {
    if (offer.version !== this.changes.version || (res.status !== 200 && res.status !== 304)) return;
    const headers: string[] = [];
    for (const [name, value] of res.headers) headers.push(name, value);
    // @hono/node-server would add a default Content-Type or split Set-Cookie: not an answer to replay as is.
    if (!res.headers.has('content-type') || res.headers.has('set-cookie')) return;
    let entry = this.#entries.get(url);
    if (!entry || entry.body.etag !== offer.body.etag) {
      if (!entry && this.#entries.size >= this.maxUrls) this.#entries.delete(this.#entries.keys().next().value as string);
      entry = { body: offer.body, answers: new Map() };
      this.#entries.set(url, entry);
    }
    entry.answers.set(answerKey(offer.encoding, res.status), { status: res.status, headers });
  }

  /**
   * Answers a GET or HEAD from what was kept, with the same request-log line the app writes; false when nothing
   * kept fits, and the request goes to the app.
   */
  answer(req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse): boolean {
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || this.#entries.size === 0) return false;
    // Over HTTP/2 the host is :authority; over TLS the scheme is https, as @hono/node-server builds the URL.
    const host = (req as Http2ServerRequest).authority ?? req.headers.host;
    const target = req.url;
    if (!host || !target || target.charCodeAt(0) !== 47) return false;
    const overTls = (req.socket as TLSSocket).encrypted === true;
    const url = `${overTls ? 'https' : 'http'}://${host}${target}`;
    const https = schemeIsHttps(overTls, headerText(req.headers['x-forwarded-proto']), this.trustProxy);
    const entry = this.#entries.get(url + variantOf(https, headerText(req.headers['save-data']), headerText(req.headers.cookie)));
    if (!entry) return false;
    const started = performance.now();
    const [bytes, encoding] = pickEncoding(entry.body, req.headers['accept-encoding']);
    const notModified = ifNoneMatchHits(req.headers['if-none-match'], etagFor(entry.body.etag, encoding));
    const kept = entry.answers.get(answerKey(encoding, notModified ? 304 : 200));
    if (!kept) return false;
    (res as ServerResponse).writeHead(kept.status, kept.headers);
    if (method === 'HEAD' || notModified) res.end();
    else res.end(bytes);
    logRequest(this.log, method, url, kept.status, started);
    return true;
  }

  get size(): number {
    return this.#entries.size;
  }
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join('; ') : value);

type Listener = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => void;

/** A node:http or node:http2 request listener that replays a kept answer when one fits, else hands the request to `app`. */
export function replayFirst(replay: AnswerReplay, app: Listener): Listener {
  return (req, res) => {
    if (!replay.answer(req, res)) app(req, res);
  };
}
