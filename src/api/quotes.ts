// Priced quotes (docs/product.md § Quotes): the desk's routes (make, list, withdraw, e-mail) and the client's (the
// page, its PDF, Accept). Validation is the routes table's; the work is src/submissions/quotes.ts's.
import type { Context } from 'hono';
import * as v from 'valibot';
import { enquiryReference } from '../../web/shared/lead-desk.ts';
import { QuoteBody, quoteDateProblem, vatPercentOf, type QuoteSummary } from '../../web/shared/quotes.ts';
import { SETTING } from '../../web/shared/settings.ts';
import type { SubmissionKind } from '../../web/shared/submissions.ts';
import { readSettings } from '../content/settings.ts';
import { apiError } from '../http/errors.ts';
import { noSuch } from '../http/request-errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { IdString } from '../http/validate.ts';
import { renderQuotePage, unknownQuotePage } from '../render/quote-page.tsx';
import { findAdminProfile } from '../security/admins.ts';
import type { Services } from '../services.ts';
import { deskMessageId, loadEnquiry, type EnquiryRow } from '../submissions/lead-desk.ts';
import type { QuoteClient } from '../submissions/quote-pdf.ts';
import {
  acceptQuote, companyOf, createQuote, itemsOf, listQuotes, markOpened, numbersById, quoteById, quoteByToken, recordQuoteSent, statusOf, withdrawQuote, type QuoteRow,
} from '../submissions/quotes.ts';
import { actorOf, adminActorOf } from './actor.ts';
import type { SubmissionParams } from './inbox.ts';

export { QuoteBody };
export const QuoteParams = v.object({ id: IdString('The quote id') });

/** The client's page: /q/<token>; its PDF and its Accept hang under it. */
export const QUOTE_PAGE = '/q/:token';
/** pdf-lib and its font engine are loaded with the first quote drawn, not at every start-up (most of a second). */
const quotePdfModule = () => import('../submissions/quote-pdf.ts');

const pagePath = (token: string) => `/q/${token}`;

const NOUN: Record<SubmissionKind, string> = { contact: 'contact submission', quote: 'equipment quote request' };
const origin = (c: Context) => new URL(c.req.url).origin;

function summary(s: Services, c: Context, row: QuoteRow, replacedBy: Map<number, string>): QuoteSummary {
  const url = `${origin(c)}${pagePath(row.token)}`;
  return {
    id: row.id,
    number: row.number,
    status: statusOf(row, s.now()),
    items: itemsOf(row),
    vatPercent: row.vatPercent,
    subtotal: row.subtotal,
    vat: row.vat,
    total: row.total,
    validUntil: row.validUntil,
    notes: row.notes,
    url,
    pdfUrl: `${url}/pdf`,
    createdAt: row.createdAt,
    username: row.username,
    openedAt: row.openedAt,
    acceptedAt: row.acceptedAt,
    withdrawnAt: row.withdrawnAt,
    supersededBy: row.supersededBy ? (replacedBy.get(row.supersededBy) ?? null) : null,
  };
}

/** The client as the quote greets them. */
function clientOf(kind: SubmissionKind, row: EnquiryRow): QuoteClient {
  const name = 'firstName' in row ? `${row.firstName} ${row.lastName}` : (row.name ?? row.email);
  return { name, email: row.email, phone: row.phone ?? null, reference: enquiryReference(kind, row.id) };
}

/** POST /api/admin/submissions/:kind/:id/quotes */
export function postQuote(s: Services) {
  return (c: Context<RouteEnv>, { params, body }: Input<typeof QuoteBody, undefined, typeof SubmissionParams>) => {
    const problem = quoteDateProblem(body.validUntil, s.now());
    if (problem) return apiError(c, 400, problem, [{ path: 'validUntil', message: problem }]);
    const settings = readSettings(s.db);
    const company = {
      name: settings.get(SETTING.companyName) ?? '',
      address: settings.get(SETTING.address) ?? '',
      phone: settings.get(SETTING.phone) ?? '',
      email: settings.get(SETTING.email) ?? '',
      terms: settings.get(SETTING.quoteTerms) ?? '',
    };
    const vatPercent = body.vatPercent ?? vatPercentOf(settings.get(SETTING.quoteVatPercent));
    const row = createQuote(s, adminActorOf(s, c), params.kind, params.id, { ...body, vatPercent }, company, s.now());
    if (!row) return apiError(c, 404, noSuch(NOUN[params.kind], params.id));
    const { id, number, status, subtotal, vat, total, validUntil, url, pdfUrl, createdAt } = summary(s, c, row, new Map());
    return c.json({ id, number, status, subtotal, vat, total, validUntil, url, pdfUrl, createdAt }, 201);
  };
}

/** GET /api/admin/submissions/:kind/:id/quotes */
export function getQuotes(s: Services) {
  return (c: Context<RouteEnv>, { params }: Input<undefined, undefined, typeof SubmissionParams>) => {
    if (!loadEnquiry(s.db, params.kind, params.id)) return apiError(c, 404, noSuch(NOUN[params.kind], params.id));
    const rows = listQuotes(s.db, params.kind, params.id);
    const replacedBy = numbersById(s.db, rows);
    return c.json(rows.map((row) => summary(s, c, row, replacedBy)));
  };
}

/** POST /api/admin/quotes/:id/withdraw */
export function postWithdraw(s: Services) {
  return (c: Context<RouteEnv>, { params }: Input<undefined, undefined, typeof QuoteParams>) => {
    const outcome = withdrawQuote(s, actorOf(s, c), params.id, s.now());
    if (!outcome) return apiError(c, 404, noSuch('quote', params.id));
    if ('refused' in outcome) return apiError(c, 409, `Quote ${outcome.row.number} was accepted by the client; an accepted quote cannot be withdrawn.`);
    const row = outcome.withdrawn;
    return c.json(summary(s, c, row, numbersById(s.db, [row])));
  };
}

/** POST /api/admin/quotes/:id/email: the quote to the client, as a link and as the PDF attached; on the timeline as a reply. */
export function postQuoteEmail(s: Services) {
  return async (c: Context<RouteEnv>, { params }: Input<undefined, undefined, typeof QuoteParams>) => {
    if (!s.mailer) return apiError(c, 409, "Quotes are e-mailed through your mail server, and none is set up (SMTP_URL). Share the quote's link on WhatsApp instead.");
    const row = quoteById(s.db, params.id);
    if (!row) return apiError(c, 404, noSuch('quote', params.id));
    const enquiry = loadEnquiry(s.db, row.kind, row.submissionId);
    if (!enquiry) return apiError(c, 404, noSuch(NOUN[row.kind], row.submissionId));
    if (statusOf(row, s.now()) !== 'sent') return apiError(c, 409, `Quote ${row.number} is ${statusOf(row, s.now())}: make a new one to send.`);
    const company = companyOf(row);
    const client = clientOf(row.kind, enquiry);
    const { url } = summary(s, c, row, new Map());
    const subject = `Your quote ${row.number} from ${company.name} ${client.reference}`;
    const text = [
      `Dear ${client.name},`,
      '',
      `Thank you for your enquiry. Your quote ${row.number} is attached as a PDF and can be read and accepted here:`,
      url,
      '',
      `It is valid until ${row.validUntil}. Reply to this e-mail with any question.`,
      '',
      company.name,
      [company.phone, company.email].filter(Boolean).join(' · '),
    ].join('\n');
    const pdf = await (await quotePdfModule()).quotePdf(row, client, s.assets);
    const messageId = deskMessageId(company.email || enquiry.email);
    try {
      await s.mailer.send({
        messageId: `<${messageId}>`,
        to: enquiry.email,
        replyTo: company.email || undefined,
        sender: { name: company.name || 'Website', address: company.email || enquiry.email },
        subject,
        text,
        attachments: [{ filename: `${row.number}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' }],
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return apiError(c, 502, `The mail server did not accept the quote, so nothing was sent: ${reason.slice(0, 300)}. Share its link on WhatsApp instead.`);
    }
    const recorded = recordQuoteSent(s, adminActorOf(s, c), row, { subject, body: text, messageId }, s.now());
    return c.json(recorded?.reply ?? null, 201);
  };
}

// ---------------------------------------------------------------------------------------------------------
// The client's side: no sign-in, the token is the key.

const noIndex = (c: Context) => {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  c.header('Referrer-Policy', 'no-referrer');
};

function found(s: Services, c: Context) {
  const row = quoteByToken(s.db, c.req.param('token') ?? '');
  const enquiry = row ? loadEnquiry(s.db, row.kind, row.submissionId) : undefined;
  return row && enquiry ? { row, client: clientOf(row.kind, enquiry) } : undefined;
}

function page(s: Services, c: Context, row: QuoteRow, client: QuoteClient, status: 200 | 410) {
  const url = `${origin(c)}${pagePath(row.token)}`;
  const html = renderQuotePage({
    ...row,
    status: statusOf(row, s.now()),
    items: itemsOf(row),
    company: companyOf(row),
    clientName: client.name,
    reference: client.reference,
    pdfUrl: `${url}/pdf`,
    acceptUrl: `${url}/accept`,
    supersededBy: row.supersededBy ? (numbersById(s.db, [row]).get(row.supersededBy) ?? null) : null,
    displayFontUrl: s.assets.manifest.displayFont,
  });
  return c.html(html, status);
}

const missing = (c: Context) => c.html(unknownQuotePage(), 404);

/** GET /q/:token: the first opening is recorded (the PDF's is not). */
export function getQuotePage(s: Services) {
  return (c: Context<RouteEnv>) => {
    noIndex(c);
    const hit = found(s, c);
    if (!hit) return missing(c);
    if (!hit.row.openedAt) markOpened(s, actorOf(s, c), hit.row, s.now());
    return page(s, c, hit.row, hit.client, 200);
  };
}

/** GET /q/:token/pdf */
export function getQuotePdf(s: Services) {
  return async (c: Context<RouteEnv>) => {
    noIndex(c);
    const hit = found(s, c);
    if (!hit) return missing(c);
    const pdf = await (await quotePdfModule()).quotePdf(hit.row, hit.client, s.assets);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `inline; filename="${hit.row.number}.pdf"`);
    return c.body(pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer, 200);
  };
}

/** POST /q/:token/accept: 303 to the page, which says it is accepted; 410 with the page's sentence when it cannot be. */
export function postQuoteAccept(s: Services) {
  return (c: Context<RouteEnv>) => {
    noIndex(c);
    const hit = found(s, c);
    if (!hit) return missing(c);
    const outcome = acceptQuote(s, actorOf(s, c), hit.row, s.now());
    if ('refused' in outcome) return page(s, c, outcome.row, hit.client, 410);
    if (outcome.first) tellAccepted(s, c, outcome.accepted, hit.client);
    return c.redirect(pagePath(hit.row.token), 303);
  };
}

/** The enquiry's assignee (else the notification address) learns at once; a failure is logged, never shown to the client. */
function tellAccepted(s: Services, c: Context, row: QuoteRow, client: QuoteClient) {
  if (!s.mailer) return;
  const settings = readSettings(s.db);
  const enquiry = loadEnquiry(s.db, row.kind, row.submissionId);
  const assignee = enquiry?.assigneeId ? findAdminProfile(s.db, enquiry.assigneeId) : undefined;
  const to = assignee?.email ?? settings.get(SETTING.notificationEmail)?.trim();
  if (!to) return;
  const company = companyOf(row);
  const link = `${origin(c)}/admin/submissions/${row.kind === 'quote' ? 'quotes' : 'contact'}/${row.submissionId}`;
  s.mailer
    .send({
      to,
      sender: { name: company.name || 'Website', address: settings.get(SETTING.email)?.trim() || to },
      subject: `${client.name} accepted quote ${row.number}`,
      text: [
        `${client.name} accepted quote ${row.number} (${row.total.toLocaleString('en-NG', { style: 'currency', currency: 'NGN' })}). The enquiry is now Won.`,
        '',
        `Open it: ${link}`,
      ].join('\n'),
    })
    .catch((error) => s.log.warn(`could not tell anyone that ${row.number} was accepted: ${error instanceof Error ? error.message : String(error)}`));
}
