// Every HTTP route of the API with who may call it, what it accepts and how it is limited: the one screen to
// read for a review of access. createApp() (src/app.ts) turns each property into middleware, and the API
// reference (/api/openapi.json, docs/api.md) is generated from these rows and their words (src/route-docs.ts).
// Admin and setup rows always answer with `Cache-Control: no-store`.
import * as v from 'valibot';
import { FORM_PAGES } from '../web/shared/content.ts';
import {
  BlocksQuery, ContentBlockBody, listContentBlocks, listPages, listSections, FieldsBody, SectionsQuery, updateContentBlock, updatePage,
  updateSection,
} from './api/admin-content.ts';
import { AuditQuery, listAudit } from './api/audit.ts';
import { BeaconBody, recordPageView } from './api/beacon.ts';
import { mailboxStatus } from './api/mailbox.ts';
import { getLeadSources, getOverview, LeadSourcesQuery } from './api/overview.ts';
import { ChecklistBody, getLaunchChecklist, putLaunchChecklist } from './api/launch-checklist.ts';
import {
  BlockOrderBody, createBlock, CreateBlockBody, deleteBlock, duplicateBlock, listRevisions, listTrash, orderBlocks, orderSections,
  restoreFromTrash, restoreRevision, RevisionsQuery, SectionOrderBody,
} from './api/content-structure.ts';
import { PREVIEW_PATH, PreviewBody, previewPage } from './api/preview.ts';
import { backupStatus, downloadBackup, listBackups } from './api/backups.ts';
import { AdminCreateBody, changePassword, createFirstAdmin, currentAdmin, login, LoginBody, logout } from './api/auth.ts';
import { postContact, postEquipmentQuote } from './api/forms.ts';
import { postFormPage } from './render/form-posts.ts';
import { confirmPasswordReset, requestPasswordReset } from './api/password-reset.ts';
import {
  addAdmin, AdminParams, deleteAdmin, deleteOtherSessions, deleteSession, endAllSessions, endSessionsOfAdmin, getAdmins, getSessions, getSignIns, NewAdminBody,
  RemoveAdminQuery, SessionParams,
} from './api/team.ts';
import { disableTwoFactorRoute, enableTwoFactor, loginSecondStep, startTwoFactor, twoFactorStatus } from './api/two-factor.ts';
import {
  AddPasskeyBody, ConfirmBody, DisableBody, PasskeyNameBody, PasskeySignInBody, PasswordChangeBody, ReauthBody, ResetConfirmBody, ResetRequestBody,
  SecondStepBody, SecurityPolicyBody,
} from '../web/shared/admin-schemas.ts';
import {
  addPasskey, deletePasskey, getPasskeys, PasskeyOptionsQuery, PasskeyParams, getSecurityPolicy, newRecoveryCodes, passkeyRegistrationOptions, passkeySignIn, passkeySignInOptions,
  putSecurityPolicy, reauthenticate, reauthOptions, renamePasskeyRoute,
} from './api/passkeys.ts';
import { health, httpsStatus } from './api/health.ts';
import { deleteSubmission, exportSubmissionsCsv, SubmissionParams, submissionsSummary } from './api/inbox.ts';
import {
  ContactedBody, getSubmission, NoteBody, patchSubmission, postContacted, postNote, postReply, ReplyBody, SubmissionPatchBody,
} from './api/lead-desk.ts';
import {
  deleteMedia, listMedia, MEDIA_UPLOAD_PATH, MediaBody, replaceMediaFile, serveMedia, serveMediaVariant, updateMedia, uploadMedia,
} from './api/media.ts';
import { serveOpenApi } from './api/openapi.ts';
import {
  getQuotePage, getQuotePdf, getQuotes, postQuote, postQuoteAccept, postQuoteEmail, postWithdraw, QUOTE_PAGE, QuoteBody, QuoteParams,
} from './api/quotes.ts';
import { getPublicPage, PageSlug } from './api/pages.ts';
import { erasePerson, exportPerson, findPerson, PersonQuery } from './api/people.ts';
import { listSettings, SettingsBody, updateSettings } from './api/settings.ts';
import { listSubmissions, SubmissionListQuery } from './api/submissions.ts';
import { createRedirect, getNotFound, getRedirects, RedirectBody, RedirectParams, removeRedirect } from './api/redirects.ts';
import { documented, route, type Route, type RouteRow } from './http/route.ts';
import { ROUTE_DOCS } from './route-docs.ts';
import { IdString } from './http/validate.ts';
import {
  enquiries, formSubmissions, pageViewBeacons, passkeyAttempts, replyMails, passwordAttempts, resetConfirms, resetRequests, signInAttempts, twoFactorAttempts,
} from './security/limits.ts';
import { getRobots, getSitemap } from './render/sitemap-routes.ts';
import { getSecurityTxt, SECURITY_TXT_PATH } from './render/security-txt.ts';

const ById = (noun: string) => v.object({ id: IdString(`The ${noun} id`) });

const ROWS: RouteRow[] = [
  route({ method: 'GET', path: '/healthz', access: 'public', handler: health }),
  route({ method: 'GET', path: '/api/openapi.json', access: 'public', handler: serveOpenApi(() => ROUTES) }),
  route({ method: 'GET', path: '/api/pages/:slug', access: 'public', params: PageSlug, handler: getPublicPage }),
  route({ method: 'GET', path: QUOTE_PAGE, access: 'public', handler: getQuotePage }),
  route({ method: 'GET', path: `${QUOTE_PAGE}/pdf`, access: 'public', handler: getQuotePdf }),
  route({ method: 'POST', path: `${QUOTE_PAGE}/accept`, access: 'public', limit: formSubmissions, handler: postQuoteAccept }),
  route({ method: 'GET', path: '/sitemap.xml', access: 'public', handler: getSitemap }),
  route({ method: 'GET', path: SECURITY_TXT_PATH, access: 'public', handler: getSecurityTxt }),
  route({ method: 'GET', path: '/robots.txt', access: 'public', handler: getRobots }),

  route({ method: 'POST', path: '/api/contact', access: 'public', enquiry: 'contact', limit: enquiries, handler: postContact }),
  route({ method: 'POST', path: '/api/equipment-quote', access: 'public', enquiry: 'quote', limit: enquiries, handler: postEquipmentQuote }),
  // The same forms posted by the browser itself to their page, before or without the page's script.
  ...Object.entries(FORM_PAGES).map(([path, kind]) =>
    route({ method: 'POST', path, access: 'public', pageForm: true, enquiry: kind, limit: enquiries, handler: postFormPage(kind) }),
  ),
  // Visitors' personal data: admin-only although the paths lack /admin.
  route({ method: 'GET', path: '/api/contact', access: 'admin', query: SubmissionListQuery, handler: listSubmissions('contact') }),
  route({ method: 'GET', path: '/api/equipment-quotes', access: 'admin', query: SubmissionListQuery, handler: listSubmissions('quote') }),

  route({ method: 'POST', path: '/api/admin/login', access: 'public', body: LoginBody, limit: signInAttempts, noStore: true, handler: login }),
  route({ method: 'POST', path: '/api/admin/create', access: 'setup', body: AdminCreateBody, handler: createFirstAdmin }),
  route({ method: 'POST', path: '/api/admin/logout', access: 'admin', duringSetup: true, handler: logout }),
  route({ method: 'GET', path: '/api/admin/me', access: 'admin', duringSetup: true, handler: currentAdmin }),
  route({ method: 'POST', path: '/api/admin/password', access: 'admin', body: PasswordChangeBody, limit: passwordAttempts, handler: changePassword }),

  // Team & security: admins, your own sessions, two-factor sign-in, password reset by e-mail.
  route({ method: 'POST', path: '/api/admin/login/2fa', access: 'public', body: SecondStepBody, limit: twoFactorAttempts, noStore: true, handler: loginSecondStep }),
  route({
    method: 'POST', path: '/api/admin/password-reset', access: 'public', body: ResetRequestBody, limit: resetRequests, noStore: true,
    handler: requestPasswordReset,
  }),
  route({
    method: 'POST', path: '/api/admin/password-reset/confirm', access: 'public', body: ResetConfirmBody, limit: resetConfirms,
    noStore: true, handler: confirmPasswordReset,
  }),
  route({ method: 'GET', path: '/api/admin/admins', access: 'admin', handler: getAdmins }),
  route({ method: 'POST', path: '/api/admin/admins', access: 'admin', recentAuth: true, body: NewAdminBody, handler: addAdmin }),
  route({ method: 'DELETE', path: '/api/admin/admins/:id', access: 'admin', recentAuth: true, params: AdminParams, query: RemoveAdminQuery, handler: deleteAdmin }),
  route({ method: 'DELETE', path: '/api/admin/admins/:id/sessions', access: 'admin', recentAuth: true, params: AdminParams, handler: endSessionsOfAdmin }),
  route({ method: 'DELETE', path: '/api/admin/all-sessions', access: 'admin', recentAuth: true, handler: endAllSessions }),
  route({ method: 'GET', path: '/api/admin/sessions', access: 'admin', handler: getSessions }),
  route({ method: 'GET', path: '/api/admin/sign-ins', access: 'admin', handler: getSignIns }),
  route({ method: 'DELETE', path: '/api/admin/sessions', access: 'admin', recentAuth: true, handler: deleteOtherSessions }),
  route({ method: 'DELETE', path: '/api/admin/sessions/:id', access: 'admin', recentAuth: true, params: SessionParams, handler: deleteSession }),
  route({ method: 'GET', path: '/api/admin/2fa', access: 'admin', duringSetup: true, handler: twoFactorStatus }),
  route({ method: 'POST', path: '/api/admin/2fa/setup', access: 'admin', duringSetup: true, recentAuth: true, handler: startTwoFactor }),
  route({ method: 'POST', path: '/api/admin/2fa/enable', access: 'admin', duringSetup: true, recentAuth: true, body: ConfirmBody, handler: enableTwoFactor }),
  route({ method: 'POST', path: '/api/admin/2fa/disable', access: 'admin', body: DisableBody, limit: passwordAttempts, handler: disableTwoFactorRoute }),

  route({ method: 'POST', path: '/api/admin/login/passkey/options', access: 'public', noStore: true, query: PasskeyOptionsQuery, handler: passkeySignInOptions }),
  route({
    method: 'POST', path: '/api/admin/login/passkey', access: 'public', body: PasskeySignInBody, limit: passkeyAttempts, noStore: true,
    handler: passkeySignIn,
  }),
  route({ method: 'GET', path: '/api/admin/passkeys', access: 'admin', duringSetup: true, handler: getPasskeys }),
  route({ method: 'POST', path: '/api/admin/passkeys/options', access: 'admin', duringSetup: true, recentAuth: true, handler: passkeyRegistrationOptions }),
  route({ method: 'POST', path: '/api/admin/passkeys', access: 'admin', duringSetup: true, recentAuth: true, body: AddPasskeyBody, handler: addPasskey }),
  route({ method: 'PATCH', path: '/api/admin/passkeys/:id', access: 'admin', params: PasskeyParams, body: PasskeyNameBody, handler: renamePasskeyRoute }),
  route({ method: 'DELETE', path: '/api/admin/passkeys/:id', access: 'admin', recentAuth: true, params: PasskeyParams, handler: deletePasskey }),
  route({ method: 'POST', path: '/api/admin/recovery-codes', access: 'admin', recentAuth: true, handler: newRecoveryCodes }),
  route({ method: 'POST', path: '/api/admin/reauth/options', access: 'admin', duringSetup: true, handler: reauthOptions }),
  route({ method: 'POST', path: '/api/admin/reauth', access: 'admin', duringSetup: true, body: ReauthBody, limit: passwordAttempts, handler: reauthenticate }),
  route({ method: 'GET', path: '/api/admin/security-policy', access: 'admin', duringSetup: true, handler: getSecurityPolicy }),
  route({ method: 'PUT', path: '/api/admin/security-policy', access: 'admin', recentAuth: true, body: SecurityPolicyBody, handler: putSecurityPolicy }),

  route({ method: 'GET', path: '/api/admin/pages', access: 'admin', handler: listPages }),
  route({ method: 'PUT', path: '/api/admin/pages/:id', access: 'admin', params: ById('page'), body: FieldsBody, handler: updatePage }),
  route({ method: 'GET', path: '/api/admin/sections', access: 'admin', query: SectionsQuery, handler: listSections }),
  route({ method: 'PUT', path: '/api/admin/sections/:id', access: 'admin', params: ById('section'), body: FieldsBody, handler: updateSection }),
  route({ method: 'GET', path: '/api/admin/content-blocks', access: 'admin', query: BlocksQuery, handler: listContentBlocks }),
  route({
    method: 'PUT', path: '/api/admin/content-blocks/:id', access: 'admin', params: ById('content block'), body: ContentBlockBody,
    handler: updateContentBlock,
  }),
  // Content structure, preview and history (docs/product.md § Content structure): add, copy, trash, reorder, undo.
  route({ method: 'POST', path: '/api/admin/content-blocks', access: 'admin', body: CreateBlockBody, handler: createBlock }),
  route({ method: 'POST', path: '/api/admin/content-blocks/:id/duplicate', access: 'admin', params: ById('content block'), handler: duplicateBlock }),
  route({ method: 'DELETE', path: '/api/admin/content-blocks/:id', access: 'admin', params: ById('content block'), handler: deleteBlock }),
  route({ method: 'PUT', path: '/api/admin/sections/:id/order', access: 'admin', params: ById('section'), body: BlockOrderBody, handler: orderBlocks }),
  route({ method: 'PUT', path: '/api/admin/pages/:id/order', access: 'admin', params: ById('page'), body: SectionOrderBody, handler: orderSections }),
  route({ method: 'GET', path: '/api/admin/trash', access: 'admin', handler: listTrash }),
  route({ method: 'POST', path: '/api/admin/trash/:id/restore', access: 'admin', params: ById('trash item'), handler: restoreFromTrash }),
  route({ method: 'GET', path: '/api/admin/revisions', access: 'admin', query: RevisionsQuery, handler: listRevisions }),
  route({ method: 'POST', path: '/api/admin/revisions/:id/restore', access: 'admin', params: ById('revision'), handler: restoreRevision }),
  route({ method: 'POST', path: PREVIEW_PATH, access: 'admin', body: PreviewBody, handler: previewPage }),

  route({ method: 'GET', path: '/api/admin/submissions/summary', access: 'admin', handler: submissionsSummary }),
  route({ method: 'GET', path: '/api/admin/submissions/contact.csv', access: 'admin', handler: exportSubmissionsCsv('contact') }),
  route({ method: 'GET', path: '/api/admin/submissions/quotes.csv', access: 'admin', handler: exportSubmissionsCsv('quote') }),
  // The lead desk (docs/product.md § Lead desk): :kind is contact or quotes.
  route({ method: 'GET', path: '/api/admin/submissions/:kind/:id', access: 'admin', params: SubmissionParams, handler: getSubmission }),
  route({
    method: 'PATCH', path: '/api/admin/submissions/:kind/:id', access: 'admin', params: SubmissionParams, body: SubmissionPatchBody,
    handler: patchSubmission,
  }),
  route({ method: 'POST', path: '/api/admin/submissions/:kind/:id/notes', access: 'admin', params: SubmissionParams, body: NoteBody, handler: postNote }),
  route({
    method: 'POST', path: '/api/admin/submissions/:kind/:id/reply', access: 'admin', params: SubmissionParams, body: ReplyBody,
    limit: replyMails, handler: postReply,
  }),
  route({
    method: 'POST', path: '/api/admin/submissions/:kind/:id/contacted', access: 'admin', params: SubmissionParams, body: ContactedBody,
    handler: postContacted,
  }),
  route({ method: 'POST', path: '/api/admin/submissions/:kind/:id/quotes', access: 'admin', params: SubmissionParams, body: QuoteBody, handler: postQuote }),
  route({ method: 'GET', path: '/api/admin/submissions/:kind/:id/quotes', access: 'admin', params: SubmissionParams, handler: getQuotes }),
  route({ method: 'POST', path: '/api/admin/quotes/:id/withdraw', access: 'admin', params: QuoteParams, handler: postWithdraw }),
  route({ method: 'POST', path: '/api/admin/quotes/:id/email', access: 'admin', params: QuoteParams, limit: replyMails, handler: postQuoteEmail }),
  route({ method: 'DELETE', path: '/api/admin/submissions/:kind/:id', access: 'admin', params: SubmissionParams, handler: deleteSubmission }),
  // Find a person (docs/product.md § Find a person): a visitor's request for a copy or for erasure (NDPA).
  route({ method: 'GET', path: '/api/admin/people', access: 'admin', query: PersonQuery, handler: findPerson }),
  route({ method: 'GET', path: '/api/admin/people/export', access: 'admin', query: PersonQuery, handler: exportPerson }),
  route({ method: 'DELETE', path: '/api/admin/people', access: 'admin', recentAuth: true, query: PersonQuery, handler: erasePerson }),

  // First-party, cookieless page views (docs/product.md § Overview tab): counted in memory, written in batches.
  route({ method: 'POST', path: '/api/beacon', access: 'public', body: BeaconBody, limit: pageViewBeacons, handler: recordPageView }),
  route({ method: 'GET', path: '/api/admin/overview', access: 'admin', handler: getOverview }),
  route({ method: 'GET', path: '/api/admin/lead-sources', access: 'admin', query: LeadSourcesQuery, handler: getLeadSources }),
  route({ method: 'GET', path: '/api/admin/launch-checklist', access: 'admin', handler: getLaunchChecklist }),
  route({ method: 'PUT', path: '/api/admin/launch-checklist', access: 'admin', body: ChecklistBody, handler: putLaunchChecklist }),

  route({ method: 'GET', path: '/api/admin/redirects', access: 'admin', handler: getRedirects }),
  route({ method: 'POST', path: '/api/admin/redirects', access: 'admin', body: RedirectBody, handler: createRedirect }),
  route({ method: 'DELETE', path: '/api/admin/redirects/:id', access: 'admin', params: RedirectParams, handler: removeRedirect }),
  route({ method: 'GET', path: '/api/admin/not-found', access: 'admin', handler: getNotFound }),
  route({ method: 'GET', path: '/api/admin/audit', access: 'admin', query: AuditQuery, handler: listAudit }),
  route({ method: 'GET', path: '/api/admin/settings', access: 'admin', handler: listSettings }),
  route({ method: 'PUT', path: '/api/admin/settings', access: 'admin', body: SettingsBody, handler: updateSettings }),

  route({ method: 'GET', path: '/api/admin/backup', access: 'admin', recentAuth: true, handler: downloadBackup }),
  route({ method: 'GET', path: '/api/admin/backups', access: 'admin', handler: listBackups }),
  route({ method: 'GET', path: '/api/admin/mailbox', access: 'admin', handler: mailboxStatus }),
  route({ method: 'GET', path: '/api/admin/certificates', access: 'admin', handler: httpsStatus }),
  route({ method: 'GET', path: '/api/admin/backups/status', access: 'admin', handler: backupStatus }),

  route({ method: 'GET', path: '/api/admin/media', access: 'admin', handler: listMedia }),
  route({ method: 'POST', path: MEDIA_UPLOAD_PATH, access: 'admin', upload: true, handler: uploadMedia }),
  route({ method: 'PATCH', path: '/api/admin/media/:id', access: 'admin', params: ById('image'), body: MediaBody, handler: updateMedia }),
  route({ method: 'PUT', path: '/api/admin/media/:id/file', access: 'admin', params: ById('image'), upload: true, handler: replaceMediaFile }),
  route({ method: 'DELETE', path: '/api/admin/media/:id', access: 'admin', params: ById('image'), handler: deleteMedia }),
  route({ method: 'GET', path: '/media/:filename', access: 'public', handler: serveMedia }),
  route({ method: 'GET', path: '/media/v/:name', access: 'public', handler: serveMediaVariant }),
];

export const ROUTES: Route[] = documented(ROWS, ROUTE_DOCS);
