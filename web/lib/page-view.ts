// The first-party page-view beacon (docs/product.md § Overview tab): the path and the referring site's host
// only, sent with navigator.sendBeacon so it never delays the page. No cookie; what the browser keeps about the
// visitor's source is web/lib/attribution.ts's.

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

/** Sends one beacon (a view, or a tap on Call or WhatsApp); skipped when the visitor's browser sends Global Privacy Control. */
export function sendBeacon(data: object, nav: Navigation = navigator): void {
  if (nav.globalPrivacyControl === true || typeof nav.sendBeacon !== 'function') return;
  nav.sendBeacon(BEACON_PATH, new Blob([JSON.stringify(data)], { type: 'application/json' }));
}

/** Reports one view of `path`, with the site the visitor came from. */
export const sendPageView = (path: string, referrer: string, nav: Navigation = navigator) => sendBeacon({ path, referrer }, nav);
