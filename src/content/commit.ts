// One edit of the site's structure: its writes in one SQLite transaction (each records its revision), then the
// render caches are told and the audit trail gets its line.
import type { Services } from '../services.ts';
import { audit, type Actor, type AuditAction } from '../security/audit.ts';

/** What an edit needs of the server: the database, its connection for transactions, the caches to tell. */
export type Store = Pick<Services, 'db' | 'sqlite' | 'changes'>;

export interface Edit<T> {
  action: AuditAction;
  /** What was acted on, e.g. "content_blocks/12", or made from the result (a new block's id). */
  target: string | ((result: T) => string);
  detail?: string;
}

/** One audit line of an edit whose lines depend on what the write found (a settings save: one per changed key). */
export interface EditLine {
  action: AuditAction;
  target: string;
  detail?: string;
}

/**
 * Runs `write` in one transaction, then tells the caches and the audit trail; `write`'s result. `edit` may instead
 * make the lines from the result: none means nothing changed, so no cache is told either.
 */
export function commit<T>(store: Store, actor: Actor, edit: Edit<T> | ((result: T) => readonly EditLine[]), write: () => T): T {
  const result = store.sqlite.transaction(write)();
  const lines = typeof edit === 'function' ? edit(result) : [{ ...edit, target: typeof edit.target === 'string' ? edit.target : edit.target(result) }];
  if (lines.length === 0) return result;
  store.changes.notify();
  for (const line of lines) audit(store.db, actor, line.action, { target: line.target, detail: line.detail });
  return result;
}
