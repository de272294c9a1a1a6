// GET /api/admin/mailbox: whether the company mailbox (IMAP_URL) answers, for the Submissions tab's warning.
import type { Context } from 'hono';
import type { MailboxState } from '../../web/shared/mailbox.ts';
import type { Services } from '../services.ts';

export function mailboxStatus(s: Services) {
  return (c: Context) =>
    c.json((s.mailbox ? { configured: true, ...s.mailbox.status() } : { configured: false, ok: false, error: null, checkedAt: null }) satisfies MailboxState);
}
