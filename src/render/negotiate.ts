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
export const etagFor = (etag: string, encoding: 'br' | 'gzip' | undefined) =>
  encoding ? `${etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"` : etag;

/** Sends precompressed bytes in the best encoding the client accepts, answering 304 to a matching ETag. */
export function sendEncoded(c: Context, body: Encoded, status: number, headers: Record<string, string>): Response {
  const accept = c.req.header('accept-encoding') ?? '';
  const [bytes, encoding] =
    body.br && /\bbr\b/.test(accept) ? [body.br, 'br' as const] : body.gzip && /\bgzip\b/.test(accept) ? [body.gzip, 'gzip' as const] : [body.raw, undefined];
  const base = { ...headers, ETag: etagFor(body.etag, encoding), Vary: 'Accept-Encoding' };
  if (ifNoneMatchHits(c.req.header('if-none-match'), base.ETag)) return new Response(null, { status: 304, headers: base });
  const out: Record<string, string> = { ...base, 'Content-Length': String(bytes.length) };
  if (encoding) out['Content-Encoding'] = encoding;
  return new Response(c.req.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), { status, headers: out });
}
