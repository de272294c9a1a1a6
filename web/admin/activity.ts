// What the server counts as the admin doing something, for its inactivity timeout ("Session lifetime" in
// docs/product.md § Roles and access). Every request counts, except the panel's own refetches of data it already has (the
// inbox's polling every 20 seconds, a refetch after a change): those carry BACKGROUND_HEADER, unless the admin has
// clicked or typed since the last request that counted. And while they type in a form for a long time without
// sending anything, one request every few minutes says they are there.
import { BACKGROUND_HEADER } from '../shared/admins.ts';
import { apiRequest } from '../lib/api.ts';

/** While the admin clicks or types without the panel asking the server anything, it says so this often. */
export const PRESENCE_EVERY_MS = 5 * 60_000;

/** The page's opening is the admin's doing. */
let lastInput = Date.now();
/** When a request last counted as activity (0: none yet). */
let lastCounted = 0;

const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Watches the admin's clicks and keys on `target` (the panel's window) until the returned function stops it.
 * `signedIn` says whether a presence request may be sent (not on the sign-in page).
 */
export function watchActivity(target: EventTarget, signedIn: () => boolean, now: () => number = Date.now): () => void {
  const onInput = () => {
    lastInput = now();
    if (signedIn() && lastInput - lastCounted >= PRESENCE_EVERY_MS) {
      lastCounted = lastInput;
      // A 401 here is answered by the next real request; nothing to show for this one.
      apiRequest('GET', '/api/admin/me').catch(() => undefined);
    }
  };
  for (const type of INPUT_EVENTS) target.addEventListener(type, onInput, { capture: true, passive: true });
  return () => {
    for (const type of INPUT_EVENTS) target.removeEventListener(type, onInput, { capture: true });
  };
}

/**
 * The headers of a GET: the first load of something is the admin's doing (they opened it); a refetch of data the
 * panel already has is background, unless they clicked or typed since the last request that counted.
 */
export function activityHeaders(refetch: boolean, now: () => number = Date.now): Record<string, string> {
  if (!refetch || lastInput > lastCounted) {
    lastCounted = now();
    return {};
  }
  return { [BACKGROUND_HEADER]: '1' };
}
