
import type { Context } from 'hono';
import * as v from 'valibot';
import type { SubmissionKind } from '../../web/shared/submissions.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import type { Services } from '../services.ts';
import { listInbox } from '../submissions/inbox.ts';
import { ENQUIRY_STATUSES } from '../../web/shared/lead-desk.ts';
import { SERVICE_OPTIONS as SERVICES } from '../../web/shared/schemas.ts';
import { IdString } from '../http/validate.ts';

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
  status: v.optional(v.picklist(ENQUIRY_STATUSES, `status must be one of ${ENQUIRY_STATUSES.join(', ')}`)),
  /** An admin id, or "none" for enquiries given to nobody. */
  assignee: v.optional(v.union([v.literal('none'), IdString('assignee')], 'assignee must be an admin id or none')),
  /** 1: only enquiries still waiting for a first answer (status new). */
  needsReply: v.optional(v.pipe(v.picklist(['', '0', '1'], 'needsReply must be 1 or 0'), v.transform((value) => value === '1')), '0'),
  /** Only enquiries about one service (contact messages: real-estate lists the real-estate enquiries). */
  service: v.optional(v.picklist(SERVICES, `service must be one of ${SERVICES.join(', ')}`)),
});

type ListInput = Input<undefined, typeof SubmissionListQuery>;

/**
 * GET /api/contact, GET /api/equipment-quotes. Newest first: camelCase fields as docs/product.md § Data stored,
 * plus isSpam, readAt and the lead desk's status, assigneeId, firstResponseAt and overdue.
 */
export function listSubmissions(kind: SubmissionKind) {
  return (s: Services) => (c: Context<RouteEnv>, { query }: ListInput) => c.json(listInbox(s.db, kind, query, s.now()));
}
