// Redirects (docs/product.md § Redirects and missing pages): an old address answered with a 301 or 302, the
// admin's (an old website's addresses) and those a changed item slug leaves behind. One rule for both: a source
// is a path (lower case, no trailing slash, no query string), it never stands where a page of the site stands,
// and chains are collapsed when written, so every redirect is one hop.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { redirects } from '../db/tables.ts';
import { publish, type SiteStore } from '../db/unit-of-work.ts';
import type { Actor } from '../security/audit.ts';
import type { NotFoundLog } from './not-found-log.ts';
import { isSitePath, type Redirect } from '../../web/shared/redirects.ts';

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export const FROM_MAX = 200;
export const TO_MAX = 2000;
/** More hops than any collapsed chain can hold: a guard against a loop written by hand in the database. */
const MAX_HOPS = 20;

const columns = { id: redirects.id, from: redirects.fromPath, to: redirects.toTarget, status: redirects.status, hits: redirects.hits, createdAt: redirects.createdAt };

/** '/Old-Page/' → '/old-page': the spelling a source is stored and looked up in. */
export const sourcePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase() || '/';

const hasControl = (text: string) => [...text].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127);

/** A path a redirect may start from: one leading slash, no query string, fragment, space or control character. */
export const isSourcePath = (path: string) => path.length <= FROM_MAX && !hasControl(path) && /^\/(?!\/)[^?#\s]*$/.test(path);

/**
 * Where a redirect may go: a path that cannot leave this site (isSitePath), or an absolute http(s) address that
 * says so, printable ASCII only (what a Location header can carry) with a host and no backslash.
 */
export const isTarget = (to: string) =>
  isSitePath(to, TO_MAX) || (to.length <= TO_MAX && /^[\x21-\x5b\x5d-\x7e]*$/.test(to) && /^https?:\/\/[^/?#@]+(?:[/?#].*)?$/i.test(to) && URL.canParse(to));

/**
 * A target that leads to a page of this site, in the spelling of a source: a path, or an absolute address at one
 * of the site's own origins (its Website address, the address the admin's request came to); undefined for
 * another site, so a loop through the site's own absolute address is found like one through a path.
 */
function asSource(to: string, ownOrigins: readonly string[]): string | undefined {
  if (to.startsWith('/')) return sourcePath(to.split(/[?#]/)[0]);
  if (!/^https?:\/\//i.test(to) || !URL.canParse(to)) return undefined;
  const url = new URL(to);
  return ownOrigins.includes(url.origin) ? sourcePath(url.pathname) : undefined;
}

export function listRedirects(db: Db): Redirect[] {
  return db.select(columns).from(redirects).orderBy(redirects.fromPath).all();
}

export function redirectFrom(db: Db, path: string): Redirect | undefined {
  return db.select(columns).from(redirects).where(eq(redirects.fromPath, sourcePath(path))).get();
}

export function countHit(db: Db, id: number): void {
  db.update(redirects).set({ hits: sql`${redirects.hits} + 1` }).where(eq(redirects.id, id)).run();
}

/** Where `to` ends up after the redirects already stored (itself when none starts there); undefined for a loop. */
function finalTarget(db: Db, to: string, ownOrigins: readonly string[]): string | undefined {
  let current = to;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const source = asSource(current, ownOrigins);
    const next = source === undefined ? undefined : redirectFrom(db, source);
    if (!next) return current;
    current = next.to;
  }
  return undefined;
}

export type AddOutcome = { redirect: Redirect } | { status: 400 | 409; message: string; path: 'from' | 'to' };

/**
 * Stores a redirect from `from` (already a source path not standing on a page) to wherever `to` finally leads,
 * and points the redirects that led to `from` straight there too; the source is off the list of addresses not
 * found. Refused: a source that already redirects (409), a target that leads back to the source (400). Checked
 * and written in one transaction, so two admins adding at once cannot build a loop between them.
 */
export function addRedirect(store: SiteStore & { notFound: NotFoundLog }, actor: Actor, input: RedirectInput): AddOutcome {
  const added = (outcome: AddOutcome) =>
    'redirect' in outcome
      ? { action: 'redirect_created' as const, target: `redirects/${outcome.redirect.id}`, detail: `${outcome.redirect.from} → ${outcome.redirect.to} (${outcome.redirect.status})` }
      : undefined;
  const outcome = publish(store, actor, added, () => addInside(store.db, input));
  if ('redirect' in outcome) store.notFound.forget(outcome.redirect.from);
  return outcome;
}

/** `ownOrigins`: the origins that are this site (e.g. https://metrikgroup.ng), for finding loops through them. */
interface RedirectInput {
  from: string;
  to: string;
  status: RedirectStatus;
  ownOrigins: readonly string[];
}

function addInside(db: Db, input: RedirectInput): AddOutcome {
  const from = sourcePath(input.from);
  if (redirectFrom(db, from)) return { status: 409, path: 'from', message: `${from} already redirects: delete that redirect first, or change its target.` };
  const to = finalTarget(db, input.to, input.ownOrigins);
  if (to === undefined || asSource(to, input.ownOrigins) === from) {
    return { status: 400, path: 'to', message: `${input.to} leads back to ${from}: a visitor would go round in a loop. Choose another target.` };
  }
  const id = db.insert(redirects).values({ fromPath: from, toTarget: to, status: input.status }).returning({ id: redirects.id }).get().id;
  db.update(redirects).set({ toTarget: to }).where(eq(redirects.toTarget, from)).run();
  return { redirect: db.select(columns).from(redirects).where(eq(redirects.id, id)).get() as Redirect };
}

/**
 * An item's address changed from `oldPath` to `newPath`: the old one answers 301 for good, the redirects that led
 * to it lead to the new one, and one that started at the new address goes (a page stands there now).
 */
export function followRename(db: Db, oldPath: string, newPath: string): void {
  const from = sourcePath(oldPath);
  const to = sourcePath(newPath);
  if (from === to) return;
  db.delete(redirects).where(eq(redirects.fromPath, to)).run();
  db.update(redirects).set({ toTarget: to }).where(eq(redirects.toTarget, from)).run();
  const existing = redirectFrom(db, from);
  if (existing) db.update(redirects).set({ toTarget: to, status: 301 }).where(eq(redirects.id, existing.id)).run();
  else db.insert(redirects).values({ fromPath: from, toTarget: to, status: 301 }).run();
}

/** False when there was no such redirect. */
export function deleteRedirect(store: SiteStore, actor: Actor, id: number): boolean {
  return publish(store, actor, (deleted) => (deleted ? { action: 'redirect_deleted', target: `redirects/${id}` } : undefined), () =>
    store.db.delete(redirects).where(eq(redirects.id, id)).run().changes > 0,
  );
}
