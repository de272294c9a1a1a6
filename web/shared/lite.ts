// The lite page (docs/product.md § Lite pages): for a visitor whose browser sends `Save-Data: on` (Android's data
// saver, Opera) or who chose "Lite version" in the footer (a cookie, never tracked): pictures no wider than their
// slot at 1× and no decorative motion. Same URL; the answer varies on Save-Data.
import { isSitePath } from './redirects.ts';

/**
 * The footer switch's cookie: `lite=1` while it is on. Over HTTPS it is `__Host-lite` (Secure, Path=/, no Domain),
 * and only that name is read there, so a sibling subdomain or a plain-HTTP answer cannot set it (ASVS 5.0 3.3.1,
 * 3.3.3); over plain HTTP browsers refuse a Secure cookie, so it keeps the plain name.
 */
export const LITE_COOKIE = 'lite';
const LITE_COOKIE_OVER_HTTPS = `__Host-${LITE_COOKIE}`;
export const liteCookieName = (https: boolean) => (https ? LITE_COOKIE_OVER_HTTPS : LITE_COOKIE);
/** Where the footer's switch posts: { lite: 'on' | 'off', back: the page to return to }. */
export const LITE_PATH = '/lite';
/** The data attribute on <html> that tells the scripts (motion.ts) a page is lite. */
export const LITE_ATTRIBUTE = 'data-lite';

export interface LiteChoice {
  lite: boolean;
  /** Chosen with the footer switch: the answer is this visitor's own, not for a shared cache. */
  byCookie: boolean;
}

/** From the request's `Save-Data` and `Cookie` headers, and its scheme (the cookie's name). */
export function liteChoice(saveData: string | null | undefined, cookie: string | null | undefined, https: boolean): LiteChoice {
  const byHeader = saveData?.trim().toLowerCase() === 'on';
  const byCookie = cookie ? new RegExp(`(?:^|;\\s*)${liteCookieName(https)}=1(?:;|$)`).test(cookie) : false;
  return { lite: byHeader || byCookie, byCookie };
}

/**
 * A slot's `sizes` for a lite page: every length halved, so a 2× phone picks the picture its slot needs at 1×
 * (and a 1× screen half as wide: blurrier, and a quarter of the bytes).
 */
export function liteSizes(sizes: string): string {
  const half = (length: string) => length.replace(/(\d+(?:\.\d+)?)(px|vw)\b/g, (_, n: string, unit: string) => `${Math.round((Number(n) / 2) * 100) / 100}${unit}`);
  // Each entry is "(media condition) length" or a bare length: only the length is halved.
  return sizes
    .split(',')
    .map((entry) => {
      const condition = entry.lastIndexOf(')') + 1;
      return entry.slice(0, condition) + half(entry.slice(condition));
    })
    .join(',');
}

/** A page path the switch may send the visitor back to: a site path, never another site. */
export function safeBackPath(back: string | undefined): string {
  return back && isSitePath(back, 500) ? back : '/';
}
