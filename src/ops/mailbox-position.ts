// Where the company mailbox was read up to (table mailbox_positions, migration 31): kept in the data file, so a
// restart reads on from the next UID instead of looking back over the last days again, and a message that came while
// the server was down is read however long it was down. src/ops/mailbox.ts asks and tells; this stores.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { mailboxPositions } from '../db/tables.ts';

export interface MailboxPosition {
  /** The folder's UIDVALIDITY: UIDs from another one mean nothing. */
  uidValidity: string;
  /** The highest UID read (0: none yet). */
  lastUid: number;
}

export interface MailboxPositionStore {
  read(mailbox: string): MailboxPosition | undefined;
  write(mailbox: string, position: MailboxPosition): void;
}

export function mailboxPositionStore(db: Db, now: () => number): MailboxPositionStore {
  return {
    read(mailbox) {
      return db.select({ uidValidity: mailboxPositions.uidValidity, lastUid: mailboxPositions.lastUid }).from(mailboxPositions).where(eq(mailboxPositions.mailbox, mailbox)).get();
    },
    write(mailbox, { uidValidity, lastUid }) {
      const updatedAt = new Date(now()).toISOString();
      db.insert(mailboxPositions)
        .values({ mailbox, uidValidity, lastUid, updatedAt })
        .onConflictDoUpdate({ target: mailboxPositions.mailbox, set: { uidValidity, lastUid, updatedAt } })
        .run();
    },
  };
}
