// GET /api/contact and GET /api/equipment-quotes: the admin's inbox. Visitors' personal data, so the routes are
// 'admin' in the routes table although their paths lack /admin.
import { and, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { SubmissionKind } from '../../web/shared/submissions.ts';
import type { contactSubmissions } from '../db/tables.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import type { Services } from '../services.ts';
import { submissionSearch, submissionTable } from './inbox.ts';

/** `?spam=1` lists only honeypot-flagged rows; none (or `spam=0`) the real ones. `?q=` narrows by name/e-mail/phone/text. */
export const SubmissionListQuery = v.object({
  spam: v.optional(
    v.pipe(
      v.picklist(['', '0', '1'], 'The spam parameter must be 1 (only spam) or 0 (no spam)'),
      v.transform((value) => value === '1'),
    ),
    '0',
  ),
  q: v.optional(v.string()),
});

type ListInput = Input<undefined, typeof SubmissionListQuery>;

/** GET /api/contact, GET /api/equipment-quotes. Newest first: camelCase fields as docs/product.md § Data stored, plus isSpam and readAt. */
export function listSubmissions(kind: SubmissionKind) {
  return (s: Services) => (c: Context<RouteEnv>, { query: { spam, q } }: ListInput) => {
    // One select for both tables: the columns differ, and the JSON carries whichever the table has.
    const t = submissionTable(kind) as typeof contactSubmissions;
    return c.json(
      s.db.select().from(t).where(and(eq(t.isSpam, spam), submissionSearch(kind, q))).orderBy(desc(t.createdAt), desc(t.id)).all(),
    );
  };
}
