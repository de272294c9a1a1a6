// The one way a request's write reaches the data file: its rows and its audit lines in one SQLite transaction, so a
// change is never stored without the trail saying who made it (nor the reverse); then, when visitors see the change,
// the render caches are told. A domain function calls one of these with the narrow handles it was given; the
// handlers only parse, call and answer.
import type { ContentChanges } from '../content/changes.ts';
import { audit, type Actor, type AuditAction } from '../security/audit.ts';
import type { DatabaseHandles } from './open.ts';

/** What a write needs: the query builder and its connection (for the transaction). */
export type Store = Pick<DatabaseHandles, 'db' | 'sqlite'>;
/** What a write visitors see needs besides: the caches to tell. */
export type SiteStore = Store & { changes: ContentChanges };

/** One line of the audit trail: what was done, on what (e.g. "content_blocks/12"), and in a few words how. */
export interface Line {
  action: AuditAction;
  target?: string;
  detail?: string;
  /** Who, when the write itself finds out (the first admin, created by themselves; whoever a reset link belongs to). */
  actor?: Actor;
}

/**
 * What a write did, for the trail: one line (its target may be made from the result, e.g. a new row's id), or the
 * lines made from the result. No line (undefined, an empty list) means nothing was done: nothing is audited, and
 * no cache is told.
 */
export type Said<T> =
  | (Omit<Line, 'target'> & { target?: string | ((result: T) => string) })
  | ((result: T) => Line | readonly Line[] | undefined);

function linesOf<T>(said: Said<T>, result: T): readonly Line[] {
  if (typeof said === 'function') {
    const lines = said(result);
    return lines === undefined ? [] : 'action' in lines ? [lines] : lines;
  }
  return [{ ...said, target: typeof said.target === 'function' ? said.target(result) : said.target }];
}

function inOneTransaction<T>(store: Store, actor: Actor, said: Said<T>, write: () => T): { result: T; done: boolean } {
  return store.sqlite.transaction(() => {
    const result = write();
    // Its rows would land after the transaction ended, outside it: the wait belongs before the unit.
    if (result instanceof Promise) throw new TypeError('A unit of work writes synchronously: await first, then commit.');
    const lines = linesOf(said, result);
    for (const line of lines) audit(store.db, line.actor ?? actor, line.action, { target: line.target, detail: line.detail });
    return { result, done: lines.length > 0 };
  })();
}

/** A write visitors never see (enquiries, admins, sessions, media not yet placed): `write` and its audit lines in one transaction. */
export function commit<T>(store: Store, actor: Actor, said: Said<T>, write: () => T): T {
  return inOneTransaction(store, actor, said, write).result;
}

/**
 * A write that changes what visitors see (content, photos in use, redirects): as `commit`, then the render caches
 * are told, once the rows are stored and only when something was done.
 */
export function publish<T>(store: SiteStore, actor: Actor, said: Said<T>, write: () => T): T {
  const { result, done } = inOneTransaction(store, actor, said, write);
  if (done) store.changes.notify();
  return result;
}

/**
 * An action whose only write is its audit line: a sign-in or a refused one, a download, an export, or a change
 * another module stored in its own transaction around a wait (a password hashed, a code checked).
 */
export function record(store: Pick<Store, 'db'>, actor: Actor, line: Omit<Line, 'actor'>): void {
  audit(store.db, actor, line.action, { target: line.target, detail: line.detail });
}
