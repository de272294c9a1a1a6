// GET /api/contact and GET /api/equipment-quotes: the admin's inbox. Visitors' personal data, so the routes are
// 'admin' in the ROUTES table although their paths lack /admin.
import { and, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { contactSubmissions, equipmentQuotes } from '../db/tables.ts';
import type { Services } from '../services.ts';
import { apiError } from './errors.ts';
import { submissionSearch } from './inbox.ts';

/** `?spam=1` lists only honeypot-flagged rows; no parameter (or `spam=0`) lists the real ones. */
function spamFilter(c: Context): boolean | undefined {
  const value = c.req.query('spam');
  if (value === undefined || value === '0' || value === '') return false;
  if (value === '1') return true;
  return undefined;
}

const badSpam = (c: Context) =>
  apiError(c, 400, 'The spam parameter must be 1 (only spam) or 0 (no spam).', [{ path: 'spam', message: 'Use 1 or 0' }]);

/** Newest first: camelCase fields as SPEC.md §3, plus isSpam and readAt. `?q=` narrows by name/e-mail/phone/text. */
export function listContactSubmissions(s: Services) {
  return (c: Context) => {
    const spam = spamFilter(c);
    if (spam === undefined) return badSpam(c);
    const rows = s.db
      .select()
      .from(contactSubmissions)
      .where(and(eq(contactSubmissions.isSpam, spam), submissionSearch('contact', c.req.query('q'))))
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .all();
    c.header('Cache-Control', 'no-store');
    return c.json(rows);
  };
}

export function listEquipmentQuotes(s: Services) {
  return (c: Context) => {
    const spam = spamFilter(c);
    if (spam === undefined) return badSpam(c);
    const rows = s.db
      .select()
      .from(equipmentQuotes)
      .where(and(eq(equipmentQuotes.isSpam, spam), submissionSearch('quotes', c.req.query('q'))))
      .orderBy(desc(equipmentQuotes.createdAt), desc(equipmentQuotes.id))
      .all();
    c.header('Cache-Control', 'no-store');
    return c.json(rows);
  };
}
