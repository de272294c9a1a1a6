// Where this visitor came from (docs/product.md § Where leads come from), kept on their device only (localStorage)
// until a form is sent: the first visit and the latest one that came from somewhere (an advert, a search, a shared
// link). A visit within the site, or a later direct one, changes nothing. Small on purpose: the public script.

import { sendBeacon } from './page-view.ts';

const KEY = 'lead_source';
type Touch = Record<string, string | null>;

function read(): { first: Touch; last: Touch } | null {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
}

/** Records this page view as a touch when it came from outside (or is the first), and fills the forms' hidden fields. */
export function rememberVisit(): void {
  const q = new URLSearchParams(location.search);
  const u = (name: string) => q.get(`utm_${name}`)?.slice(0, 200) || null;
  let referrer: string | null = null;
  try {
    referrer = document.referrer ? new URL(document.referrer).hostname : null;
  } catch {}
  if (referrer === location.hostname) referrer = null;
  const click = ['gclid', 'fbclid', 'ctwa_clid'].find((name) => q.get(name));
  const stored = read();
  const outside = u('source') || click || referrer;
  // A form posted by the browser itself (not yet enhanced) carries the hidden field; the island's forgets after sending.
  addEventListener('submit', (event) => {
    if (!event.defaultPrevented && (event.target as HTMLFormElement).querySelector('input[name=attribution]')) forgetVisit();
  });
  // A tap on Call or WhatsApp counts as a contact from the visitor's source (no cookie; Global Privacy Control honoured).
  addEventListener('click', (event) => {
    const href = (event.target as Element).closest?.('a')?.getAttribute('href') ?? '';
    const tap = href.startsWith('tel:') ? 'call' : /\/\/(wa\.me|api\.whatsapp\.com)\//.test(href) ? 'whatsapp' : '';
    if (tap) sendBeacon({ path: location.pathname, tap, source: read()?.last.source ?? 'direct' });
  });
  if (stored && !outside) {
    fill();
    return;
  }
  const touch: Touch = {
    source: u('source') ?? referrer ?? 'direct',
    medium: u('medium') ?? (referrer ? 'referral' : null),
    campaign: u('campaign'),
    referrer,
    landingPath: location.pathname.slice(0, 200),
    clickId: click ? `${click}:${q.get(click)!.slice(0, 180)}` : null,
    at: new Date().toISOString(),
  };
  try {
    localStorage.setItem(KEY, JSON.stringify({ first: stored?.first ?? touch, last: touch }));
  } catch {}
  fill();
}

/** What a form sends as `attribution`: the stored touches, or nothing. */
export const attribution = () => read();

/** After a form is sent (or kept to send later): nothing about the visit stays on the device. */
export function forgetVisit(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {}
}

function fill() {
  const stored = read();
  const value = stored ? JSON.stringify(stored) : '';
  for (const input of document.querySelectorAll<HTMLInputElement>('input[name=attribution]')) input.value = value;
}
