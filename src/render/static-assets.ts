import type { Context, Next } from 'hono';
import type { AssetStore } from './assets.ts';
import { sendEncoded } from './negotiate.ts';

/** Serves the built assets from memory: hashed files for a year, stable /art/… files revalidated by ETag. */
export function staticAssets(assets: AssetStore) {
  return async (c: Context, next: Next) => {
    const file = assets.get(c.req.path);
    if (!file) return next();
    return sendEncoded(c, file, 200, {
      'Content-Type': file.contentType,
      'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
    });
  };
}
