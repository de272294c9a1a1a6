import { encodeCompressedOnDemand, type Encoded } from './encode.ts';

/** Pages are compressed while a visitor waits: a little larger than the build's, several times faster. */
const PAGE_BROTLI_QUALITY = 9;

/** A rendered body (HTML, or a page's JSON) with its compressed forms and ETag, and the status to send it with. */
export interface CachedPage extends Required<Encoded> {
  status: number;
}

/** Finished responses (HTML pages, their JSON) keyed by URL; each encoding made once, when first asked for; dropped whole on any content write. */
export class RenderCache {
  #pages = new Map<string, CachedPage>();

  constructor(private readonly maxEntries = 64) {}

  get(key: string): CachedPage | undefined {
    return this.#pages.get(key);
  }

  set(key: string, status: number, body: string): CachedPage {
    // Compressed when first sent in an encoding, once per encoding (a spread would compress it here, in both).
    const page: CachedPage = Object.assign(encodeCompressedOnDemand(Buffer.from(body), { brotliQuality: PAGE_BROTLI_QUALITY }), { status });
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

/**
 * Cache-Control of a public page and its JSON. Browsers always revalidate (cheap: ETag, 304). With
 * CDN_CACHE_SECONDS a shared cache may keep it: half the time fresh, half served stale while it refetches,
 * so an edit reaches every visitor within CDN_CACHE_SECONDS. Not-found answers are never shared.
 */
export function publicCacheControl(cdnSeconds: number, status: number): string {
  if (cdnSeconds <= 0 || status !== 200) return 'no-cache';
  const fresh = Math.ceil(cdnSeconds / 2);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${cdnSeconds - fresh}`;
}
