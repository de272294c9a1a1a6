import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export interface CachedPage {
  status: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Finished responses keyed by URL path; compressed once, dropped whole on any content write. */
export class RenderCache {
  #pages = new Map<string, CachedPage>();

  constructor(private readonly maxEntries = 64) {}

  get(key: string): CachedPage | undefined {
    return this.#pages.get(key);
  }

  set(key: string, status: number, html: string): CachedPage {
    const raw = Buffer.from(html);
    const page: CachedPage = {
      status,
      html: raw,
      br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gzip: gzipSync(raw, { level: 9 }),
      etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 16)}"`,
    };
    // Unknown paths are rendered too (404s); the cap keeps a crawler of random URLs from growing memory.
    if (this.#pages.size >= this.maxEntries) this.#pages.delete(this.#pages.keys().next().value as string);
    this.#pages.set(key, page);
    return page;
  }

  clear(): void {
    this.#pages.clear();
  }

  get size(): number {
    return this.#pages.size;
  }
}
