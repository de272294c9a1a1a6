// The admin's inbox beyond the two lists: unread counts, delete for good (a visitor's right to be forgotten under
// the NDPA) and the CSV export. What the lists hold and how they are searched is src/submissions/inbox.ts.
import type { Context } from 'hono';
import * as v from 'valibot';
import { INBOX_LIST, kindOfInboxList, type SubmissionKind, type SubmissionsSummary } from '../../web/shared/submissions.ts';
import { apiError } from '../http/errors.ts';
import { noSuch } from '../http/request-errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { IdString } from '../http/validate.ts';
import type { Services } from '../services.ts';
import { deleteSubmission as deleteRow, exportInboxCsv, inboxCounts, KINDS, lagosDate } from '../submissions/inbox.ts';
import { actorOf } from './actor.ts';

/** GET /api/admin/submissions/summary — per list: total, unread, overdue and per status (not spam), and spam. */
export function submissionsSummary(s: Services) {
  return (c: Context<RouteEnv>) => {
    const summary: SubmissionsSummary = { contact: inboxCounts(s.db, 'contact', s.now()), quotes: inboxCounts(s.db, 'quote', s.now()) };
    return c.json(summary);
  };
}

/** :kind names an inbox list (an unknown one is a 404), :id a row in it. */
export const SubmissionParams = v.object({
  kind: v.pipe(
    v.picklist(Object.values(INBOX_LIST), `There is no such submissions list; use ${Object.values(INBOX_LIST).join(' or ')}`),
    v.transform((list) => kindOfInboxList(list) as SubmissionKind),
  ),
  id: IdString('The submission id'),
});
type Target = Input<undefined, undefined, typeof SubmissionParams>;

/** DELETE /api/admin/submissions/:kind/:id — 204; the row is gone for good (its notes and replies with it). The audit line names only the id. */
export function deleteSubmission(s: Services) {
  return (c: Context<RouteEnv>, { params: { kind, id } }: Target) => {
    if (!deleteRow(s, actorOf(s, c), kind, id)) return apiError(c, 404, noSuch(KINDS[kind].noun, id));
    return c.body(null, 204);
  };
}

/**
 * GET /api/admin/submissions/contact.csv and /quotes.csv — every non-spam row, newest first, as a spreadsheet
 * file (see csv.ts for quoting, BOM and the formula guard).
 */
export function exportSubmissionsCsv(kind: SubmissionKind) {
  return (s: Services) => (c: Context<RouteEnv>) => {
    const text = exportInboxCsv(s, actorOf(s, c), kind);
    return c.body(text, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${KINDS[kind].fileStem}-${lagosDate(new Date())}.csv"`,
    });
  };
}
