// Clients' answers read from the company mailbox (docs/product.md § Replies from the mailbox): what the server and
// the admin panel share about them.

/** A file that came with a client's e-mail: listed by name and size, never stored. */
export interface MailAttachment {
  name: string;
  size: number;
}

/** Statuses after which a client's new e-mail is flagged "client wrote again". */
export const CLOSED_STATUSES: readonly string[] = ['won', 'lost', 'closed'];

/**
 * A closed enquiry whose client wrote after its last status change, from the time of the client's latest e-mail and
 * of the latest status change (ISO times, null for none): the lists ask the database for both, the dialog its timeline.
 */
export function wroteAgainAfter(status: string, lastIncoming: string | null | undefined, lastStatusChange: string | null | undefined): boolean {
  return CLOSED_STATUSES.includes(status) && Boolean(lastIncoming) && (lastIncoming as string) > (lastStatusChange ?? '');
}

/** The same for one enquiry's timeline. */
export function clientWroteAgain(status: string, timeline: { replies: { direction?: string; sentAt: string }[]; history: { field: string; at: string }[] }): boolean {
  const lastIn = timeline.replies.filter((r) => r.direction === 'in').at(-1)?.sentAt;
  const lastChange = timeline.history.filter((h) => h.field === 'status').at(-1)?.at;
  return wroteAgainAfter(status, lastIn, lastChange);
}

/** GET /api/admin/mailbox: the company mailbox the clients' answers are read from (IMAP_URL). */
export interface MailboxState {
  configured: boolean;
  ok: boolean;
  /** The mail server's words when it refused the login or could not be reached. */
  error: string | null;
  checkedAt: string | null;
}
