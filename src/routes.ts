// Every HTTP route of the API with who may call it, what it accepts and how it is limited: the one screen to
// read for a review of access. createApp() (src/app.ts) turns each property into middleware, and the API
// reference (/api/openapi.json, docs/api.md) is generated from these rows. Admin and setup rows always answer
// with `Cache-Control: no-store`.
import * as v from 'valibot';
import { ContactSchema, EquipmentQuoteSchema } from '../web/shared/schemas.ts';
import { NOTE_MAX, REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from '../web/shared/lead-desk.ts';
import { MAX_UPLOAD_MB } from '../web/shared/limits.ts';
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
import { route, type Route } from './http/route.ts';
import { IdString } from './http/validate.ts';
import {
  formSubmissions, pageViewBeacons, passkeyAttempts, replyMails, passwordAttempts, resetConfirms, resetRequests, signInAttempts, twoFactorAttempts,
} from './security/limits.ts';
import { getRobots, getSitemap } from './render/sitemap-routes.ts';
import { getSecurityTxt, SECURITY_TXT_PATH } from './render/security-txt.ts';

const ById = (noun: string) => v.object({ id: IdString(`The ${noun} id`) });

export const ROUTES: Route[] = [
  route({
    method: 'GET', path: '/healthz', access: 'public', handler: health,
    summary:
      'Liveness: the database answers; a signed-in admin also gets version, uptime, database and WAL size, backups, certificates and ' +
      'mail status',
    success: {
      status: 200,
      description: '{ "ok": true } (public); plus version, uptimeSeconds, database, backups, certificates, mail (admin)',
    },
  }),
  route({
    method: 'GET', path: '/api/openapi.json', access: 'public', handler: serveOpenApi(() => ROUTES),
    summary: 'This API reference, generated from the routes table',
    success: { status: 200, description: 'OpenAPI 3.1 document' },
  }),
  route({
    method: 'GET', path: '/api/pages/:slug', access: 'public', params: PageSlug, handler: getPublicPage,
    summary: 'A public page with its active sections and blocks, by sortOrder (compressed, ETag, 304)',
    success: { status: 200, description: 'The page record' },
  }),
  route({
    method: 'GET', path: QUOTE_PAGE, access: 'public', handler: getQuotePage,
    summary: "A quote's page for its client (the link's token is the key, no sign-in): items, VAT, total, validity and Accept; the first opening is recorded (404 for an unknown token)",
    success: { status: 200, type: 'text/html', description: 'The quote as a page' },
  }),
  route({
    method: 'GET', path: `${QUOTE_PAGE}/pdf`, access: 'public', handler: getQuotePdf,
    summary: 'The same quote as an A4 PDF',
    success: { status: 200, type: 'application/pdf', description: 'The PDF' },
  }),
  route({
    method: 'POST', path: `${QUOTE_PAGE}/accept`, access: 'public', limit: formSubmissions, handler: postQuoteAccept,
    summary: "The client accepts (a form post, no script needed): the enquiry becomes Won with the total and its assignee is told; 410 with the page's sentence for an expired or withdrawn quote; a second accept changes nothing",
    success: { status: 303, description: 'To the page, which says it is accepted' },
  }),
  route({
    method: 'GET', path: '/sitemap.xml', access: 'public', handler: getSitemap,
    summary: 'Sitemap of the active public pages and every visible project, machine and development page (with lastmod and image:image)',
    success: { status: 200, type: 'application/xml', description: 'XML sitemap' },
  }),
  route({
    method: 'GET', path: SECURITY_TXT_PATH, access: 'public', handler: getSecurityTxt,
    summary: "Where to report a security flaw (RFC 9116): the company's e-mail from Settings, else the contact page, with an expiry 180 days ahead",
    success: { status: 200, type: 'text/plain', description: 'security.txt' },
  }),
  route({
    method: 'GET', path: '/robots.txt', access: 'public', handler: getRobots,
    summary: 'Crawler rules',
    success: { status: 200, type: 'text/plain', description: 'robots.txt' },
  }),

  route({
    method: 'POST', path: '/api/contact', access: 'public', body: ContactSchema, limit: formSubmissions, handler: postContact,
    summary:
      'Contact and real-estate enquiry form. An Idempotency-Key header (8-128 letters, digits, - or _) makes a resend harmless for 24 ' +
      'hours: the first answer again (same id), 409 for other words under that key',
    success: { status: 201, description: '{ id, message }: stored on disk (a replay: the first answer, with Idempotent-Replayed: true)' },
  }),
  route({
    method: 'POST', path: '/api/equipment-quote', access: 'public', body: EquipmentQuoteSchema, limit: formSubmissions,
    handler: postEquipmentQuote,
    summary: 'Equipment rental quote form. Idempotency-Key as for /api/contact',
    success: { status: 201, description: '{ id, message }: stored on disk (a replay: the first answer, with Idempotent-Replayed: true)' },
  }),
  // Visitors' personal data: admin-only although the paths lack /admin.
  route({
    method: 'GET', path: '/api/contact', access: 'admin', query: SubmissionListQuery, handler: listSubmissions('contact'),
    summary: 'Contact submissions, newest first',
    success: { status: 200, description: 'List of contact submissions' },
  }),
  route({
    method: 'GET', path: '/api/equipment-quotes', access: 'admin', query: SubmissionListQuery, handler: listSubmissions('quote'),
    summary: 'Equipment quote requests, newest first',
    success: { status: 200, description: 'List of quote requests' },
  }),

  route({
    method: 'POST', path: '/api/admin/login', access: 'public', body: LoginBody, limit: signInAttempts, noStore: true, handler: login,
    summary: 'Sign in; also sets the HttpOnly admin cookie',
    success: { status: 200, description: '{ token }' },
  }),
  route({
    method: 'POST', path: '/api/admin/create', access: 'setup', body: AdminCreateBody, handler: createFirstAdmin,
    summary: 'Create the first admin (only while none exists)',
    success: { status: 201, description: '{ id, username, email }' },
  }),
  route({
    method: 'POST', path: '/api/admin/logout', access: 'admin', duringSetup: true, handler: logout,
    summary: 'Sign out: the session ends, the cookie is cleared',
    success: { status: 204, description: 'Signed out' },
  }),
  route({
    method: 'GET', path: '/api/admin/me', access: 'admin', duringSetup: true, handler: currentAdmin,
    summary: 'The signed-in admin',
    success: { status: 200, description: '{ id, username, email, … }' },
  }),
  route({
    method: 'POST', path: '/api/admin/password', access: 'admin', body: PasswordChangeBody, limit: passwordAttempts,
    handler: changePassword,
    summary: 'Change your own password; other sessions end',
    success: { status: 204, description: 'Changed' },
  }),

  // Team & security: admins, your own sessions, two-factor sign-in, password reset by e-mail.
  route({
    method: 'POST', path: '/api/admin/login/2fa', access: 'public', body: SecondStepBody, limit: twoFactorAttempts, noStore: true,
    handler: loginSecondStep,
    summary: 'Second sign-in step: the ticket from login and a TOTP or recovery code; sets the cookie',
    success: { status: 200, description: '{ token }' },
  }),
  route({
    method: 'POST', path: '/api/admin/password-reset', access: 'public', body: ResetRequestBody, limit: resetRequests, noStore: true,
    handler: requestPasswordReset,
    summary: 'E-mail a one-time link to set a new password (when SMTP_URL is set); the same answer for any address',
    success: { status: 202, description: '{ message }' },
  }),
  route({
    method: 'POST', path: '/api/admin/password-reset/confirm', access: 'public', body: ResetConfirmBody, limit: resetConfirms,
    noStore: true, handler: confirmPasswordReset,
    summary: "Set a new password with the link's token (once, within 30 minutes); every session of that admin ends",
    success: { status: 204, description: 'Changed' },
  }),
  route({
    method: 'GET', path: '/api/admin/admins', access: 'admin', handler: getAdmins,
    summary: 'Every admin',
    success: { status: 200, description: 'List of { id, username, email, createdAt, mustChangePassword, twoFactorEnabled }' },
  }),
  route({
    method: 'POST', path: '/api/admin/admins', access: 'admin', recentAuth: true, body: NewAdminBody, handler: addAdmin,
    summary: 'Add an admin with a first password they are asked to change',
    success: { status: 201, description: 'The new admin' },
  }),
  route({
    method: 'DELETE', path: '/api/admin/admins/:id', access: 'admin', recentAuth: true, params: AdminParams, query: RemoveAdminQuery, handler: deleteAdmin,
    summary: 'Remove an admin (never the last; yourself only with ?confirmSelf=1); their sessions end',
    success: { status: 204, description: 'Removed' },
  }),
  route({
    method: 'DELETE', path: '/api/admin/admins/:id/sessions', access: 'admin', recentAuth: true, params: AdminParams, handler: endSessionsOfAdmin,
    summary: 'Sign an admin out on every device (yours: every session but this one); they can sign in again',
    success: { status: 200, description: '{ ended }: how many sessions ended' },
  }),
  route({
    method: 'DELETE', path: '/api/admin/all-sessions', access: 'admin', recentAuth: true, handler: endAllSessions,
    summary: 'Sign every admin out on every device, all but this session',
    success: { status: 200, description: '{ ended }: how many sessions ended' },
  }),
  route({
    method: 'GET', path: '/api/admin/sessions', access: 'admin', handler: getSessions,
    summary: 'Your own signed-in sessions',
    success: { status: 200, description: 'List of { id, createdAt, lastSeenAt, ip, userAgent, current }' },
  }),
  route({
    method: 'GET', path: '/api/admin/sign-ins', access: 'admin', handler: getSignIns,
    summary: 'Your own newest sign-ins: browser, network, new or known',
    success: { status: 200, description: 'List of { id, sessionId, createdAt, browser, network, seen, live, current }' },
  }),
  route({
    method: 'DELETE', path: '/api/admin/sessions', access: 'admin', recentAuth: true, handler: deleteOtherSessions,
    summary: 'End every one of your sessions but this one (asks again, as ending one does)',
    success: { status: 200, description: '{ ended }: how many sessions ended' },
  }),
  route({
    method: 'DELETE', path: '/api/admin/sessions/:id', access: 'admin', recentAuth: true, params: SessionParams, handler: deleteSession,
    summary: 'End one of your own sessions (asks again: ending one is what a stolen session would do first)',
    success: { status: 204, description: 'Ended' },
  }),
  route({
    method: 'GET', path: '/api/admin/2fa', access: 'admin', duringSetup: true, handler: twoFactorStatus,
    summary: 'Whether your two-factor sign-in is on, and recovery codes left',
    success: { status: 200, description: '{ enabled, recoveryCodesLeft }' },
  }),
  route({
    method: 'POST', path: '/api/admin/2fa/setup', access: 'admin', duringSetup: true, recentAuth: true, handler: startTwoFactor,
    summary: 'Start turning two-factor sign-in on: a new secret and its QR code',
    success: { status: 200, description: '{ secret, uri, qrSvg }' },
  }),
  route({
    method: 'POST', path: '/api/admin/2fa/enable', access: 'admin', duringSetup: true, recentAuth: true, body: ConfirmBody, handler: enableTwoFactor,
    summary: 'Confirm with a current code: two-factor sign-in is on',
    success: { status: 200, description: '{ recoveryCodes }: ten single-use codes, shown once' },
  }),
  route({
    method: 'POST', path: '/api/admin/2fa/disable', access: 'admin', body: DisableBody, limit: passwordAttempts,
    handler: disableTwoFactorRoute,
    summary: 'Turn two-factor sign-in off (needs your password)',
    success: { status: 204, description: 'Off' },
  }),

  route({
    method: 'POST', path: '/api/admin/login/passkey/options', access: 'public', noStore: true, query: PasskeyOptionsQuery, handler: passkeySignInOptions,
    summary:
      'Start signing in with a passkey: a one-time prompt for any passkey of this site (no username); the device must verify its user ' +
      '(PIN, fingerprint, face) unless ?step=second (after the password)',
    success: { status: 200, description: '{ ceremony, options }: options for navigator.credentials.get' },
  }),
  route({
    method: 'POST', path: '/api/admin/login/passkey', access: 'public', body: PasskeySignInBody, limit: passkeyAttempts, noStore: true,
    handler: passkeySignIn,
    summary:
      "Sign in with a passkey alone, or as the second step with the password step's ticket (then it must be that admin's passkey); sets " +
      'the cookie. 401 for a removed passkey, another site\'s, or a wrong signature',
    success: { status: 200, description: '{ token }' },
  }),
  route({
    method: 'GET', path: '/api/admin/passkeys', access: 'admin', duringSetup: true, handler: getPasskeys,
    summary: 'Your own passkeys, and your recovery codes left',
    success: { status: 200, description: '{ passkeys: [{ id, name, createdAt, lastUsedAt }], recoveryCodesLeft }' },
  }),
  route({
    method: 'POST', path: '/api/admin/passkeys/options', access: 'admin', duringSetup: true, recentAuth: true,
    handler: passkeyRegistrationOptions,
    summary: 'Start adding a passkey: a one-time prompt for navigator.credentials.create',
    success: { status: 200, description: '{ ceremony, options }' },
  }),
  route({
    method: 'POST', path: '/api/admin/passkeys', access: 'admin', duringSetup: true, recentAuth: true, body: AddPasskeyBody,
    handler: addPasskey,
    summary: "Add a passkey: the browser's answer to the prompt, with a name; the first one without an authenticator app brings ten recovery codes",
    success: { status: 201, description: '{ passkey, recoveryCodes? }: the codes shown once' },
  }),
  route({
    method: 'PATCH', path: '/api/admin/passkeys/:id', access: 'admin', params: PasskeyParams, body: PasskeyNameBody,
    handler: renamePasskeyRoute,
    summary: 'Rename one of your passkeys',
    success: { status: 200, description: 'The passkey' },
  }),
  route({
    method: 'DELETE', path: '/api/admin/passkeys/:id', access: 'admin', recentAuth: true, params: PasskeyParams, handler: deletePasskey,
    summary: "Remove one of your passkeys: it never signs in again (not your last second factor while the owner's rule is on)",
    success: { status: 204, description: 'Removed' },
  }),
  route({
    method: 'POST', path: '/api/admin/recovery-codes', access: 'admin', recentAuth: true, handler: newRecoveryCodes,
    summary: 'Ten new recovery codes (the old ones stop working); needs a passkey or the authenticator app',
    success: { status: 200, description: '{ recoveryCodes }: shown once' },
  }),
  route({
    method: 'POST', path: '/api/admin/reauth/options', access: 'admin', duringSetup: true, handler: reauthOptions,
    summary: 'A one-time prompt for one of your own passkeys, to confirm it is you',
    success: { status: 200, description: '{ ceremony, options }' },
  }),
  route({
    method: 'POST', path: '/api/admin/reauth', access: 'admin', duringSetup: true, body: ReauthBody, limit: passwordAttempts,
    handler: reauthenticate,
    summary: 'Confirm it is you with your password or a passkey: routes that ask again are open for 10 minutes; the session goes on under a new token, the old one ends',
    success: { status: 200, description: '{ token }: the session\'s new token (the cookie is renewed too)' },
  }),
  route({
    method: 'GET', path: '/api/admin/security-policy', access: 'admin', duringSetup: true, handler: getSecurityPolicy,
    summary: "The owner's sign-in rule: whether every admin must use a passkey or an authenticator app",
    success: { status: 200, description: '{ requireSecondFactor }' },
  }),
  route({
    method: 'PUT', path: '/api/admin/security-policy', access: 'admin', recentAuth: true, body: SecurityPolicyBody,
    handler: putSecurityPolicy,
    summary: 'Turn the rule on or off (on only by an admin who has a second factor): admins without one are sent to set one up',
    success: { status: 200, description: '{ requireSecondFactor }' },
  }),

  route({
    method: 'GET', path: '/api/admin/pages', access: 'admin', handler: listPages,
    summary: 'Every page with its number of sections',
    success: { status: 200, description: 'List of pages' },
  }),
  route({
    method: 'PUT', path: '/api/admin/pages/:id', access: 'admin', params: ById('page'), body: FieldsBody, handler: updatePage,
    summary: 'Edit a page: title, description; with updatedAt, 409 when someone saved it since',
    success: { status: 200, description: 'The updated page' },
  }),
  route({
    method: 'GET', path: '/api/admin/sections', access: 'admin', query: SectionsQuery, handler: listSections,
    summary: "A page's sections, by sortOrder",
    success: { status: 200, description: 'List of sections' },
  }),
  route({
    method: 'PUT', path: '/api/admin/sections/:id', access: 'admin', params: ById('section'), body: FieldsBody, handler: updateSection,
    summary: 'Edit a section: title, subtitle, description, isActive; with updatedAt, 409 when someone saved it since',
    success: { status: 200, description: 'The updated section' },
  }),
  route({
    method: 'GET', path: '/api/admin/content-blocks', access: 'admin', query: BlocksQuery, handler: listContentBlocks,
    summary: "A section's blocks, by sortOrder",
    success: { status: 200, description: 'List of content blocks' },
  }),
  route({
    method: 'PUT', path: '/api/admin/content-blocks/:id', access: 'admin', params: ById('content block'), body: ContentBlockBody,
    handler: updateContentBlock,
    summary:
      "Edit a block: title, content, imageUrl, metadata (fitting its type), isActive; with updatedAt, 409 when someone saved it since",
    success: { status: 200, description: 'The updated block' },
  }),
  // Content structure, preview and history (docs/product.md § Content structure): add, copy, trash, reorder, undo.
  route({
    method: 'POST', path: '/api/admin/content-blocks', access: 'admin', body: CreateBlockBody, handler: createBlock,
    summary: 'Add a block of a type its section takes, placed last or (position: first) first (at most 200 per section)',
    success: { status: 201, description: 'The new block' },
  }),
  route({
    method: 'POST', path: '/api/admin/content-blocks/:id/duplicate', access: 'admin', params: ById('content block'),
    handler: duplicateBlock,
    summary: 'Copy a block, placed right after the original',
    success: { status: 201, description: 'The copy' },
  }),
  route({
    method: 'DELETE', path: '/api/admin/content-blocks/:id', access: 'admin', params: ById('content block'), handler: deleteBlock,
    summary: 'Delete a block: it leaves the site and waits in the trash for 30 days',
    success: { status: 204, description: 'In the trash' },
  }),
  route({
    method: 'PUT', path: '/api/admin/sections/:id/order', access: 'admin', params: ById('section'), body: BlockOrderBody,
    handler: orderBlocks,
    summary: "A section's blocks in a new order: every block exactly once",
    success: { status: 200, description: "The section's blocks in the new order" },
  }),
  route({
    method: 'PUT', path: '/api/admin/pages/:id/order', access: 'admin', params: ById('page'), body: SectionOrderBody,
    handler: orderSections,
    summary: "A page's sections in a new order: every section exactly once",
    success: { status: 200, description: "The page's sections in the new order" },
  }),
  route({
    method: 'GET', path: '/api/admin/trash', access: 'admin', handler: listTrash,
    summary: 'Deleted blocks of the last 30 days, newest first (older ones are removed for good)',
    success: {
      status: 200,
      description:
        'List of { id, sectionId, title, blockType, deletedAt, deletedBy, sectionTitle, sectionKey, pageId, pageSlug, pageTitle, ' +
        'purgeAt }',
    },
  }),
  route({
    method: 'POST', path: '/api/admin/trash/:id/restore', access: 'admin', params: ById('trash item'), handler: restoreFromTrash,
    summary: 'Put a deleted block back where it was',
    success: { status: 200, description: 'The block' },
  }),
  route({
    method: 'GET', path: '/api/admin/revisions', access: 'admin', query: RevisionsQuery, handler: listRevisions,
    summary: "An item's history, newest first",
    success: {
      status: 200,
      description:
        'List of { id, entity, entityId, action, username, createdAt, state, sentence } (a page\'s or section\'s state with sectionIds ' +
        'or blockIds, its order; sentence for a reorder or a restore of an order, else null)',
    },
  }),
  route({
    method: 'POST', path: '/api/admin/revisions/:id/restore', access: 'admin', params: ById('revision'), handler: restoreRevision,
    summary:
      "Set an item back to a revision's state (a deleted block comes back; a page or section gets back the order of its sections or " +
      "blocks); itself a revision",
    success: { status: 200, description: 'The item' },
  }),
  route({
    method: 'POST', path: PREVIEW_PATH, access: 'admin', body: PreviewBody, handler: previewPage,
    summary: 'A public page rendered with unsaved changes; nothing saved, never cached, noindex',
    success: { status: 200, type: 'text/html', description: 'The page as HTML' },
  }),

  route({
    method: 'GET', path: '/api/admin/submissions/summary', access: 'admin', handler: submissionsSummary,
    summary: 'Per inbox: total, unread and spam counts',
    success: { status: 200, description: '{ contact, quotes }' },
  }),
  route({
    method: 'GET', path: '/api/admin/submissions/contact.csv', access: 'admin', handler: exportSubmissionsCsv('contact'),
    summary: 'Contact submissions as a spreadsheet file',
    success: { status: 200, type: 'text/csv', description: 'CSV download' },
  }),
  route({
    method: 'GET', path: '/api/admin/submissions/quotes.csv', access: 'admin', handler: exportSubmissionsCsv('quote'),
    summary: 'Quote requests as a spreadsheet file',
    success: { status: 200, type: 'text/csv', description: 'CSV download' },
  }),
  // The lead desk (docs/product.md § Lead desk): :kind is contact or quotes.
  route({
    method: 'GET', path: '/api/admin/submissions/:kind/:id', access: 'admin', params: SubmissionParams, handler: getSubmission,
    summary: 'One enquiry with its status, assignee, overdue flag, private notes, replies and history of changes',
    success: {
      status: 200,
      description:
        'The submission with notes[] { id, text, username, createdAt }, replies[] { id, channel, subject, body, username, sentAt } and ' +
        'history[] { field, from, to, username, at }',
    },
  }),
  route({
    method: 'PATCH', path: '/api/admin/submissions/:kind/:id', access: 'admin', params: SubmissionParams, body: SubmissionPatchBody,
    handler: patchSubmission,
    summary:
      'Change any of read, status (new, contacted, quoted, won, lost, closed) and assigneeId (an admin id or null); each change goes to ' +
      'its history and the audit log, and a new assignee is e-mailed',
    success: { status: 200, description: 'The submission, as GET answers it' },
  }),
  route({
    method: 'POST', path: '/api/admin/submissions/:kind/:id/notes', access: 'admin', params: SubmissionParams, body: NoteBody,
    handler: postNote,
    summary: `Add a private note (1-${NOTE_MAX} characters): only admins ever see notes`,
    success: { status: 201, description: 'The note { id, text, username, createdAt }' },
  }),
  route({
    method: 'POST', path: '/api/admin/submissions/:kind/:id/reply', access: 'admin', params: SubmissionParams, body: ReplyBody,
    limit: replyMails, handler: postReply,
    summary:
      `E-mail a reply (subject 1-${REPLY_SUBJECT_MAX}, body 1-${REPLY_BODY_MAX}) through SMTP_URL to the visitor, Reply-To the ` +
      "company's e-mail, the subject ending [contact #id] or [quote #id]; a new enquiry becomes contacted. 409 without SMTP_URL or " +
      "while the same enquiry's reply is being sent; 502 when the mail server refuses (nothing recorded)",
    success: { status: 201, description: 'The reply { id, channel, subject, body, username, sentAt }' },
  }),
  route({
    method: 'POST', path: '/api/admin/submissions/:kind/:id/contacted', access: 'admin', params: SubmissionParams, body: ContactedBody,
    handler: postContacted,
    summary:
      'Record an answer given outside the panel (channel whatsapp or phone, optional body): same effect on status and firstResponseAt ' +
      'as a reply',
    success: { status: 201, description: 'The reply' },
  }),
  route({
    method: 'POST', path: '/api/admin/submissions/:kind/:id/quotes', access: 'admin', params: SubmissionParams, body: QuoteBody, handler: postQuote,
    summary: "A priced quote for the enquiry (numbered per year, VAT from the setting unless given, valid until a day not in the past); a newer quote withdraws the one before it, and a New, Contacted or Quoted enquiry becomes Quoted with the total",
    success: { status: 201, description: '{ id, number, status: "sent", subtotal, vat, total, validUntil, url, pdfUrl, createdAt }' },
  }),
  route({
    method: 'GET', path: '/api/admin/submissions/:kind/:id/quotes', access: 'admin', params: SubmissionParams, handler: getQuotes,
    summary: "The enquiry's quotes, oldest first, each with its status (sent, accepted, expired, withdrawn), openedAt and acceptedAt",
    success: { status: 200, description: 'List of quotes' },
  }),
  route({
    method: 'POST', path: '/api/admin/quotes/:id/withdraw', access: 'admin', params: QuoteParams, handler: postWithdraw,
    summary: 'Withdraws a sent quote: its link then says so and cannot accept it (409 for an accepted one)',
    success: { status: 200, description: 'The quote, status "withdrawn"' },
  }),
  route({
    method: 'POST', path: '/api/admin/quotes/:id/email', access: 'admin', params: QuoteParams, limit: replyMails, handler: postQuoteEmail,
    summary: "E-mails a sent quote to the enquiry's address: its link and its PDF attached; on the timeline as a reply (409 without SMTP_URL, 502 when the mail server refuses)",
    success: { status: 201, description: 'The reply as recorded' },
  }),
  route({
    method: 'DELETE', path: '/api/admin/submissions/:kind/:id', access: 'admin', params: SubmissionParams, handler: deleteSubmission,
    summary: 'Delete a submission for good',
    success: { status: 204, description: 'Deleted' },
  }),
  // Find a person (docs/product.md § Find a person): a visitor's request for a copy or for erasure (NDPA).
  route({
    method: 'GET', path: '/api/admin/people', access: 'admin', query: PersonQuery, handler: findPerson,
    summary:
      'Everything stored about one person, spam included: ?q= an e-mail address (exact, any case) or a phone number (its digits; 0803… ' +
      'and +234 803… are the same)',
    success: {
      status: 200,
      description: '{ query: { type, value }, total, counts, records: { contactMessages, realEstateEnquiries, equipmentQuotes } }',
    },
  }),
  route({
    method: 'GET', path: '/api/admin/people/export', access: 'admin', query: PersonQuery, handler: exportPerson,
    summary: 'The same as a JSON file to give to the person (audited with the counts)',
    success: { status: 200, description: 'JSON download personal-data-<date>.json (Content-Disposition: attachment)' },
  }),
  route({
    method: 'DELETE', path: '/api/admin/people', access: 'admin', recentAuth: true, query: PersonQuery, handler: erasePerson,
    summary:
      'Erase every row about one person in one transaction (audited with the counts, never the address or number; nothing stored: total ' +
      '0, no audit line)',
    success: { status: 200, description: '{ erased: { contactMessages, realEstateEnquiries, equipmentQuotes }, total }' },
  }),

  // First-party, cookieless page views (docs/product.md § Overview tab): counted in memory, written in batches.
  route({
    method: 'POST', path: '/api/beacon', access: 'public', body: BeaconBody, limit: pageViewBeacons, handler: recordPageView,
    summary:
      'Count one page view (path, referring host); no cookie, IP or user agent is stored; bots, prefetches and Global Privacy Control ' +
      'are not counted',
    success: { status: 204, description: 'Received (whether or not it counted)' },
  }),
  route({
    method: 'GET', path: '/api/admin/overview', access: 'admin', handler: getOverview,
    summary: 'The Overview: unread enquiries, enquiries per week, page views per day and page, enquiries per 100 views, referring sites',
    success: { status: 200, description: '{ today, unread, weeks, days, pages, referrers }' },
  }),
  route({
    method: 'GET', path: '/api/admin/lead-sources', access: 'admin', query: LeadSourcesQuery, handler: getLeadSources,
    summary: 'Where leads come from: per source of their first visit, enquiries, quoted, won and lost, with taps on Call and WhatsApp, over the last `days` (7, 30, 90 or 365; 30 by default)',
    success: { status: 200, description: '{ days, since, sources: [{ source, enquiries, quoted, won, lost, wonValue, lostValue, calls, whatsapp }] busiest first, totals: the same counts for all sources together } (values in naira)' },
  }),
  route({
    method: 'GET', path: '/api/admin/launch-checklist', access: 'admin', handler: getLaunchChecklist,
    summary: 'The launch checklist: every placeholder the public site still shows (seeded illustrations, leaders without a photo, …), each linked to where it is replaced',
    success: { status: 200, description: '{ steps: [{ key, entries: [{ label, count, link }] }], remaining, dismissed }' },
  }),
  route({
    method: 'PUT', path: '/api/admin/launch-checklist', access: 'admin', body: ChecklistBody, handler: putLaunchChecklist,
    summary: 'Put the launch checklist away on the Overview ({ dismissed: true }) or bring it back (false), for every admin',
    success: { status: 200, description: 'The checklist, as GET answers it' },
  }),

  route({
    method: 'GET', path: '/api/admin/redirects', access: 'admin', handler: getRedirects,
    summary: 'Every redirect: an old address answered with a 301 or 302 (the admin\'s, and those a changed item address left)',
    success: { status: 200, description: 'List of { id, from, to, status, hits, createdAt }' },
  }),
  route({
    method: 'POST', path: '/api/admin/redirects', access: 'admin', body: RedirectBody, handler: createRedirect,
    summary:
      'Add a redirect from a path (letter case and a trailing slash ignored) to a path or an http(s) address; chains are collapsed to ' +
      'one hop',
    success: {
      status: 201,
      description:
        'The redirect; 400 for a source that is not a path, is a page of the site, or a target leading back to it; 409 when the source ' +
        'already redirects',
    },
  }),
  route({
    method: 'DELETE', path: '/api/admin/redirects/:id', access: 'admin', params: RedirectParams, handler: removeRedirect,
    summary: 'Delete a redirect',
    success: { status: 204, description: 'Deleted' },
  }),
  route({
    method: 'GET', path: '/api/admin/not-found', access: 'admin', handler: getNotFound,
    summary:
      'Public addresses visitors asked for and did not find, most asked first (never a query string; at most 500 kept, the least asked ' +
      'dropped first)',
    success: { status: 200, description: 'List of { path, hits, lastSeenAt }' },
  }),
  route({
    method: 'GET', path: '/api/admin/audit', access: 'admin', query: AuditQuery, handler: listAudit,
    summary: 'The audit trail, newest first, paged by id',
    success: { status: 200, description: 'List of audit lines' },
  }),
  route({
    method: 'GET', path: '/api/admin/settings', access: 'admin', handler: listSettings,
    summary: 'Every site setting',
    success: { status: 200, description: 'List of settings' },
  }),
  route({
    method: 'PUT', path: '/api/admin/settings', access: 'admin', body: SettingsBody, handler: updateSettings,
    summary: 'Change settings (all or nothing)',
    success: { status: 200, description: 'Every setting' },
  }),

  route({
    method: 'GET', path: '/api/admin/backup', access: 'admin', recentAuth: true, handler: downloadBackup,
    summary: 'Download a consistent snapshot of the whole database now',
    success: { status: 200, type: 'application/vnd.sqlite3', description: 'The database file (Content-Disposition: attachment)' },
  }),
  route({
    method: 'GET', path: '/api/admin/backups', access: 'admin', handler: listBackups,
    summary: 'The automatic daily backups, newest first',
    success: { status: 200, description: 'List of { name, size, createdAt }' },
  }),
  route({
    method: 'GET', path: '/api/admin/mailbox', access: 'admin', handler: mailboxStatus,
    summary: "The company mailbox (IMAP_URL) the clients' answers are read from: whether it answers, and the server's words when it does not",
    success: { status: 200, description: '{ configured, ok, error, checkedAt } (ok false and error null when IMAP_URL is unset)' },
  }),
  route({
    method: 'GET', path: '/api/admin/certificates', access: 'admin', handler: httpsStatus,
    summary: 'HTTPS by itself (DOMAIN): each certificate with its expiry, renewal date and the last renewal error as a sentence',
    success: {
      status: 200,
      description:
        '{ managed, certificates: [{ domains, notBefore, notAfter, renewAt, issuedAt, lastError, lastFailedAt, failures, nextAttemptAt ' +
        '}] }',
    },
  }),
  route({
    method: 'GET', path: '/api/admin/backups/status', access: 'admin', handler: backupStatus,
    summary: 'Where backups go, how long they are kept, and a warning when they need attention',
    success: { status: 200, description: '{ dir, keepDays, commandConfigured, lastAttemptAt, lastError, commandError, newest, warning }' },
  }),

  route({
    method: 'GET', path: '/api/admin/media', access: 'admin', handler: listMedia,
    summary: 'The media library: each image with its size, focal point, placeholder, variants and where it is used',
    success: { status: 200, description: 'List of images' },
  }),
  route({
    method: 'POST', path: MEDIA_UPLOAD_PATH, access: 'admin', upload: true, handler: uploadMedia,
    summary:
      `Upload a JPEG, PNG, WebP or AVIF photo (multipart: file, altText; ${MAX_UPLOAD_MB} MB, 50 megapixels); ` +
      '503 with Retry-After while busy',
    success: { status: 201, description: 'The stored image with its variants' },
  }),
  route({
    method: 'PATCH', path: '/api/admin/media/:id', access: 'admin', params: ById('image'), body: MediaBody, handler: updateMedia,
    summary: "Change an image's alt text or focal point",
    success: { status: 200, description: 'The image' },
  }),
  route({
    method: 'PUT', path: '/api/admin/media/:id/file', access: 'admin', params: ById('image'), upload: true, handler: replaceMediaFile,
    summary: 'Replace the picture, keeping its id and URL everywhere it is used (multipart: file, altText)',
    success: { status: 200, description: 'The image with its new variants' },
  }),
  route({
    method: 'DELETE', path: '/api/admin/media/:id', access: 'admin', params: ById('image'), handler: deleteMedia,
    summary: 'Delete an image (409 naming where it is still used)',
    success: { status: 204, description: 'Deleted' },
  }),
  route({
    method: 'GET', path: '/media/:filename', access: 'public', handler: serveMedia,
    summary: 'An uploaded original (upright, no metadata), revalidated by ETag',
    success: { status: 200, type: 'image/*', description: 'The image bytes' },
  }),
  route({
    method: 'GET', path: '/media/v/:name', access: 'public', handler: serveMediaVariant,
    summary: 'A variant of an uploaded image, named by its content hash and cached for a year',
    success: { status: 200, type: 'image/*', description: 'The image bytes' },
  }),
];
