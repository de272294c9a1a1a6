import { encodeCompressed } from './encode.ts';

/** Pages are compressed while a visitor waits: a little larger than the build's, several times faster. */
const PAGE_BROTLI_QUALITY = 9;

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
    const { raw, br, gzip, etag } = encodeCompressed(Buffer.from(html), { brotliQuality: PAGE_BROTLI_QUALITY });
    const page: CachedPage = { status, html: raw, br, gzip, etag };
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
