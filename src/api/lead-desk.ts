// The lead desk's routes (docs/product.md § Lead desk): one enquiry with its timeline, its status and assignee,
// notes, replies e-mailed from the panel and answers given on WhatsApp or by phone. Validation is the routes
// table's; the work is src/submissions/lead-desk.ts's.
import type { Context } from 'hono';
import { ContactedBody, enquiryReference, NoteBody, ReplyBody, SubmissionPatchBody, subjectWithReference } from '../../web/shared/lead-desk.ts';
import { SETTING } from '../../web/shared/settings.ts';
import type { SubmissionKind } from '../../web/shared/submissions.ts';
import { readSettings } from '../content/settings.ts';
import { clientWroteAgain } from '../../web/shared/mailbox.ts';
import { findAdminProfile } from '../security/admins.ts';
import { apiError } from '../http/errors.ts';
import { enquiryLink, lagosTime } from '../ops/mail-words.ts';
import { DURATION_LABELS, EQUIPMENT_LABELS, SERVICE_LABELS } from '../../web/shared/submission-labels.ts';
import { noSuch } from '../http/request-errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { adminActorOf } from './actor.ts';
import type { Services } from '../services.ts';
import {
  addNote,
  answerEnquiry,
  deskMessageId,
  loadEnquiry,
  patchEnquiry,
  promiseHoursOf,
  timelineOf,
  UnknownAssigneeError,
  withOverdue,
  type EnquiryRow,
} from '../submissions/lead-desk.ts';
import type { SubmissionParams } from './inbox.ts';

export { ContactedBody, NoteBody, ReplyBody, SubmissionPatchBody };

type Params = Input<undefined, undefined, typeof SubmissionParams>['params'];

const NOUN: Record<SubmissionKind, string> = { contact: 'contact submission', quote: 'equipment quote request' };
const notFound = (c: Context, { kind, id }: Params) => apiError(c, 404, noSuch(NOUN[kind], id));

/** The enquiry with its overdue flag and its timeline: what GET answers and every change answers with. */
function detail(s: Services, kind: SubmissionKind, row: EnquiryRow) {
  const timeline = timelineOf(s.db, kind, row.id);
  return { ...withOverdue(row, promiseHoursOf(s.db), s.now()), ...timeline, clientWroteAgain: clientWroteAgain(row.status, timeline) };
}

/** GET /api/admin/submissions/:kind/:id */
export function getSubmission(s: Services) {
  return (c: Context<RouteEnv>, { params }: Input<undefined, undefined, typeof SubmissionParams>) => {
    const row = loadEnquiry(s.db, params.kind, params.id);
    return row ? c.json(detail(s, params.kind, row)) : notFound(c, params);
  };
}

/** PATCH /api/admin/submissions/:kind/:id { read?, status?, assigneeId? } */
export function patchSubmission(s: Services) {
  return (c: Context<RouteEnv>, { params, body }: Input<typeof SubmissionPatchBody, undefined, typeof SubmissionParams>) => {
    const actor = adminActorOf(s, c);
    let result: ReturnType<typeof patchEnquiry>;
    try {
      result = patchEnquiry(s, actor, params.kind, params.id, body, s.now());
    } catch (error) {
      if (error instanceof UnknownAssigneeError) return apiError(c, 400, error.message, [{ path: 'assigneeId', message: error.message }]);
      throw error;
    }
    if (!result) return notFound(c, params);
    for (const change of result.changes) {
      if (change.field === 'assigneeId' && change.to !== null && change.to !== actor.id) tellAssignee(s, params, result.row, change.to as number, actor.username);
    }
    return c.json(detail(s, params.kind, result.row));
  };
}

/** The new assignee learns by e-mail (when mail is set up); a failure is logged and never undoes the change. */
function tellAssignee(s: Services, params: Params, row: EnquiryRow, assigneeId: number, by: string) {
  const assignee = findAdminProfile(s.db, assigneeId);
  if (!s.mailer || !assignee) return;
  const ref = enquiryReference(params.kind, params.id);
  const settings = readSettings(s.db);
  const customer = 'firstName' in row ? `${row.firstName} ${row.lastName}` : row.name?.trim() || row.email;
  const what = 'service' in row ? (row.service === 'real-estate' ? 'real-estate enquiry' : `message about ${SERVICE_LABELS[row.service] ?? row.service}`) : `equipment quote request (${EQUIPMENT_LABELS[row.equipmentType] ?? row.equipmentType}, ${(DURATION_LABELS[row.rentalDuration] ?? row.rentalDuration).toLowerCase()})`;
  const text = [
    `Hello ${assignee.username},`,
    '',
    `${by} gave you ${customer}'s ${what} ${ref}, received ${lagosTime(row.createdAt)} (Port Harcourt time).`,
    '',
    `Open it: ${enquiryLink(settings.get(SETTING.siteUrl) ?? '', params.kind, params.id)}`,
  ].join('\n');
  const company = settings.get(SETTING.companyName)?.trim() || 'Website';
  s.mailer
    .send({ to: assignee.email, subject: `${customer}'s enquiry is yours ${ref}`, text, sender: { name: company, address: settings.get(SETTING.email)?.trim() || assignee.email } })
    .catch((error) => s.log.warn(`could not e-mail the assignee of ${ref}: ${error instanceof Error ? error.message : String(error)}`));
}

/** POST /api/admin/submissions/:kind/:id/notes { text } */
export function postNote(s: Services) {
  return (c: Context<RouteEnv>, { params, body }: Input<typeof NoteBody, undefined, typeof SubmissionParams>) => {
    const note = addNote(s, adminActorOf(s, c), params.kind, params.id, body.text, s.now());
    if (!note) return notFound(c, params);
    return c.json(note, 201);
  };
}

/** Enquiries whose reply is on its way: a double click, or a second tab, must not send a second e-mail. */
const sending = new WeakMap<Services, Set<string>>();

/** POST /api/admin/submissions/:kind/:id/reply { subject, body } */
export function postReply(s: Services) {
  return async (c: Context<RouteEnv>, { params, body }: Input<typeof ReplyBody, undefined, typeof SubmissionParams>) => {
    if (!s.mailer) {
      return apiError(
        c,
        409,
        'Replies are e-mailed through your mail server, and none is set up: set SMTP_URL (for example smtps://user:password@smtp.example.com:465) in the server\'s environment and restart it. Until then, answer by phone or WhatsApp and record it with "I called them".',
      );
    }
    const row = loadEnquiry(s.db, params.kind, params.id);
    if (!row) return notFound(c, params);
    const settings = readSettings(s.db);
    const companyEmail = settings.get(SETTING.email)?.trim() ?? '';
    if (!companyEmail) return apiError(c, 409, "Set the company's e-mail in Settings first: replies go out with it as the address the visitor answers to.");
    const key = `${params.kind}/${params.id}`;
    const inFlight = sending.get(s) ?? new Set<string>();
    sending.set(s, inFlight);
    if (inFlight.has(key)) return apiError(c, 409, 'A reply to this enquiry is being sent right now; it is sent once.');
    inFlight.add(key);
    try {
      const subject = subjectWithReference(body.subject, enquiryReference(params.kind, params.id));
      const messageId = deskMessageId(companyEmail);
      try {
        await s.mailer.send({
          messageId: `<${messageId}>`,
          to: row.email,
          replyTo: companyEmail,
          sender: { name: settings.get(SETTING.companyName) || 'Website', address: companyEmail },
          subject,
          text: body.body,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        s.log.warn(`reply to ${key} not sent: ${reason}`);
        return apiError(c, 502, `The mail server did not accept the reply, so nothing was sent or recorded: ${reason.slice(0, 300)}. Try again in a moment, or answer by phone or WhatsApp.`);
      }
      const recorded = answerEnquiry(s, adminActorOf(s, c), params.kind, params.id, { channel: 'email', subject, body: body.body, messageId }, s.now());
      // The enquiry was erased while the mail was on its way: the e-mail went, and there is nothing left to record it on.
      if (!recorded) return notFound(c, params);
      return c.json(recorded.reply, 201);
    } finally {
      inFlight.delete(key);
    }
  };
}

/** POST /api/admin/submissions/:kind/:id/contacted { channel, body? } */
export function postContacted(s: Services) {
  return (c: Context<RouteEnv>, { params, body }: Input<typeof ContactedBody, undefined, typeof SubmissionParams>) => {
    const recorded = answerEnquiry(s, adminActorOf(s, c), params.kind, params.id, { channel: body.channel, body: body.body }, s.now());
    if (!recorded) return notFound(c, params);
    return c.json(recorded.reply, 201);
  };
}
