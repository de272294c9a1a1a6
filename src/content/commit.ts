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

/** Runs `write` in one transaction, then tells the caches and the audit trail; `write`'s result. */
export function commit<T>(store: Store, actor: Actor, edit: Edit<T>, write: () => T): T {
  const result = store.sqlite.transaction(write)();
  store.changes.notify();
  audit(store.db, actor, edit.action, { target: typeof edit.target === 'string' ? edit.target : edit.target(result), detail: edit.detail });
  return result;
}
