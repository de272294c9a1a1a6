import type { AssetManifest } from './assets.ts';
import { LITE_ATTRIBUTE } from '../../web/shared/lite.ts';
import type { HeadMeta } from '../../web/shared/meta.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

/** JSON that is safe inside <script type="application/json">: no "</script>" or "<!--" can close it early. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export interface ShellInput {
  /** canonical: omitted on the not-found screen (a 404 has no address worth indexing). */
  head: HeadMeta & { canonical?: string; extra?: string };
  body: string;
  /** Embedded as #page-data when given (the admin's data; the data of a public page's islands, web/islands). */
  payload?: unknown;
  assets: AssetManifest;
  /** preview: the public page as an admin previews it, static (no script: nothing to hydrate in a frame). */
  entry: 'public' | 'admin' | 'preview';
  /**
   * The public stylesheet's text, put in the page instead of linked: a linked one blocks the first paint for
   * another round trip (Lighthouse on slow 4G: ~170 ms of a 1.8 s first paint). Only the rules the page can use
   * (src/render/page-style.ts).
   */
  inlineCss?: string;
  /** The lite page (web/shared/lite.ts): marked on <html> for the scripts and the stylesheet. */
  lite?: boolean;
}

export function htmlShell({ head, body, payload, assets, entry, inlineCss, lite = false }: ShellInput): string {
  const js = entry === 'public' ? assets.publicJs : entry === 'admin' ? assets.adminJs : undefined;
  const preload = entry === 'public' ? assets.publicPreload : entry === 'admin' ? assets.adminPreload : [];
  const css = entry === 'admin' ? [assets.publicCss, assets.adminCss] : [assets.publicCss];
  const inline = entry !== 'admin' && inlineCss !== undefined && !/<\/style/i.test(inlineCss);
  return (
    `<!doctype html><html lang="en"${lite ? ` ${LITE_ATTRIBUTE}="1"` : ''}><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(head.title)}</title>` +
    `<meta name="description" content="${escapeHtml(head.description)}">` +
    (head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '') +
    '<meta name="theme-color" content="#0f1e33">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    // The headings' face is needed for the first paint; without the hint it is found only once the CSS is parsed.
    // The lite page draws headings in the fallback face (base.css), so it does not fetch the font.
    (entry !== 'admin' && !lite ? `<link rel="preload" href="${assets.displayFont}" as="font" type="font/woff2" crossorigin>` : '') +
    (inline ? `<style>${inlineCss}</style>` : css.map((href) => `<link rel="stylesheet" href="${href}">`).join('')) +
    preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('') +
    (js ? `<script type="module" src="${js}"></script>` : '') +
    (head.extra ?? '') +
    `</head><body><div id="root">${body}</div>` +
    (js && payload !== undefined ? `<script type="application/json" id="page-data">${safeJson(payload)}</script>` : '') +
    '</body></html>'
  );
}
