// The first-party page-view beacon (docs/product.md § Overview tab): the path and the referring site's host
// only, sent with navigator.sendBeacon so it never delays the page. No cookie, nothing stored in the browser.

const BEACON_PATH = '/api/beacon';

/** The referring site's host for the first view of a visit; '' for a direct visit, this site, or later views. */
export function externalReferrer(referrer: string, ownHost: string): string {
  try {
    const host = referrer ? new URL(referrer).hostname : '';
    return host && host !== ownHost ? host : '';
  } catch {
    return '';
  }
}

interface Navigation {
  globalPrivacyControl?: boolean;
  sendBeacon?: (url: string, data: Blob) => boolean;
}

/** Reports one view of `path`; skipped when the visitor's browser sends Global Privacy Control. */
export function sendPageView(path: string, referrer: string, nav: Navigation = navigator): void {
  if (nav.globalPrivacyControl === true || typeof nav.sendBeacon !== 'function') return;
  const body = new Blob([JSON.stringify({ path, referrer })], { type: 'application/json' });
  nav.sendBeacon(BEACON_PATH, body);
}
