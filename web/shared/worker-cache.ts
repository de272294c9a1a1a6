// What the service worker (web/sw/service-worker.ts) may keep on a phone: public pages only. Nothing of the admin
// (its screens, its sign-in and reset pages) or of the API goes into any cache, however the address is spelled.

/** The address as the server reads it: percent-decoded (a browser sends /%61dmin as typed), in lower case. */
function asServerReads(pathname: string): string | undefined {
  let path = pathname;
  // Decoded until it no longer changes, so no depth of encoding hides a prefix.
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(path);
    } catch {
      return undefined;
    }
    if (next === path) return path.toLowerCase();
    path = next;
  }
  return undefined;
}

/** The admin's screens, its sign-in and reset pages (/metrikwebadmin-…), and the API. */
const PRIVATE = /^\/+(admin|api|metrikwebadmin)/;

/** True for a page address the worker may keep: never an admin-ish one, encoded or not, nor one it cannot read. */
export function mayKeepPage(pathname: string): boolean {
  const path = asServerReads(pathname.replace(/\\/g, '/'));
  return path !== undefined && !PRIVATE.test(path);
}

/** True for an answer the worker may keep: a 200 that its server did not mark no-store (every admin answer is). */
export function mayKeepAnswer(status: number, cacheControl: string | null): boolean {
  return status === 200 && !/\bno-store\b/i.test(cacheControl ?? '');
}
