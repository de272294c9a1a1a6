import type { Context } from 'hono';

interface Encoded {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

/** Sends precompressed bytes in the best encoding the client accepts, answering 304 to a matching ETag. */
export function sendEncoded(c: Context, body: Encoded, status: number, headers: Record<string, string>): Response {
  const base = { ...headers, ETag: body.etag, Vary: 'Accept-Encoding' };
  if (c.req.header('if-none-match') === body.etag) return new Response(null, { status: 304, headers: base });
  const accept = c.req.header('accept-encoding') ?? '';
  const [bytes, encoding] =
    body.br && /\bbr\b/.test(accept) ? [body.br, 'br'] : body.gzip && /\bgzip\b/.test(accept) ? [body.gzip, 'gzip'] : [body.raw, undefined];
  const out: Record<string, string> = { ...base, 'Content-Length': String(bytes.length) };
  if (encoding) out['Content-Encoding'] = encoding;
  return new Response(c.req.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), { status, headers: out });
}
