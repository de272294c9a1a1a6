import type { Context } from 'hono';
import type { Encoded } from './encode.ts';

/**
 * True when an If-None-Match field names this ETag, so a GET or HEAD may answer 304 (RFC 9110 §13.1.2): the field
 * is `*` or a comma-separated list of entity tags, compared weakly (a W/ prefix on either side is ignored).
 * Commas may appear inside a quoted tag, so the list is read tag by tag, not split on commas.
 */
export function ifNoneMatchHits(field: string | undefined, etag: string): boolean {
  if (field === undefined) return false;
  if (field.trim() === '*') return true;
  const wanted = opaqueTag(etag);
  for (const [tag] of field.matchAll(/(?:W\/)?"[^"]*"/g)) {
    if (opaqueTag(tag) === wanted) return true;
  }
  return false;
}

const opaqueTag = (etag: string) => (etag.startsWith('W/') ? etag.slice(2) : etag);

/**
 * The ETag of one encoding of `etag`'s content. A strong validator names exact bytes (RFC 9110 §8.8.1), and the
 * brotli, gzip and plain bytes differ, so each gets its own tag: `"<hash>-br"`, `"<hash>-gz"`, `"<hash>"`.
 */
export const etagFor = (etag: string, encoding: ContentCoding) =>
  encoding ? `${etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"` : etag;

export type ContentCoding = 'br' | 'gzip' | undefined;

/**
 * The bytes of `body` to send for this Accept-Encoding: Brotli, then gzip, then the raw bytes. A form is read only
 * once the client is known to accept it: a cached page makes each when first read (encodeCompressedOnDemand).
 */
export function pickEncoding(body: Encoded, acceptEncoding: string | undefined): [Buffer, ContentCoding] {
  const accept = acceptEncoding ?? '';
  const br = /\bbr\b/.test(accept) ? body.br : undefined;
  if (br) return [br, 'br'];
  const gzip = /\bgzip\b/.test(accept) ? body.gzip : undefined;
  if (gzip) return [gzip, 'gzip'];
  return [body.raw, undefined];
}

/** Whatever keeps a sent answer to replay it later (src/http/replay.ts); told which bytes were chosen. */
export interface AnswerKeeper {
  offer(c: Context, body: Encoded, encoding: ContentCoding): void;
}

/**
 * Sends precompressed bytes in the best encoding the client accepts, answering 304 to a matching ETag. With
 * `keep`, the answer (200 or 304) may be replayed for the same URL without running the app again.
 */
export function sendEncoded(c: Context, body: Encoded, status: number, headers: Record<string, string>, keep?: AnswerKeeper): Response {
  const [bytes, encoding] = pickEncoding(body, c.req.header('accept-encoding'));
  // A caller's Vary (e.g. pages, which also vary on Save-Data) names Accept-Encoding too.
  const base = { Vary: 'Accept-Encoding', ...headers, ETag: etagFor(body.etag, encoding) };
  keep?.offer(c, body, encoding);
  if (ifNoneMatchHits(c.req.header('if-none-match'), base.ETag)) return new Response(null, { status: 304, headers: base });
  const out: Record<string, string> = { ...base, 'Content-Length': String(bytes.length) };
  if (encoding) out['Content-Encoding'] = encoding;
  return new Response(c.req.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), { status, headers: out });
}
