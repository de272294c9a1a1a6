// What each row of the routes table (src/routes.ts) is for, in words: its summary and its success answer, keyed by
// method and path, for the API reference (/api/openapi.json, docs/api.md). Kept apart so that a row reads as
// policy; every row has its entry and every entry its row (src/http/route-docs.test.ts).
import { NOTE_MAX, REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from '../web/shared/lead-desk.ts';
import { MAX_UPLOAD_MB } from '../web/shared/limits.ts';
import { MEDIA_UPLOAD_PATH } from './api/media.ts';
import { PREVIEW_PATH } from './api/preview.ts';
import { QUOTE_PAGE } from './api/quotes.ts';
import type { RouteDoc, RouteKey } from './http/route.ts';
import { SECURITY_TXT_PATH } from './render/security-txt.ts';

export const ROUTE_DOCS: Record<RouteKey, RouteDoc> = {
  'GET /healthz': {
    summary:
      'Liveness: the database answers; a signed-in admin also gets version, uptime, database and WAL size, backups, certificates and ' +
      'mail status',
    success: {
      status: 200,
      description: '{ "ok": true } (public); plus version, uptimeSeconds, database, backups, certificates, mail (admin)',
    },
  },
  'GET /api/openapi.json': {
    summary: 'This API reference, generated from the routes table',
    success: { status: 200, description: 'OpenAPI 3.1 document' },
  },
  'GET /api/pages/:slug': {
    summary: 'A public page with its active sections and blocks, by sortOrder (compressed, ETag, 304)',
    success: { status: 200, description: 'The page record' },
  },
  [`GET ${QUOTE_PAGE}`]: {
    summary: "A quote's page for its client (the link's token is the key, no sign-in): items, VAT, total, validity and Accept; the first opening is recorded (404 for an unknown token)",
    success: { status: 200, type: 'text/html', description: 'The quote as a page' },
  },
  [`GET ${QUOTE_PAGE}/pdf`]: {
    summary: 'The same quote as an A4 PDF',
    success: { status: 200, type: 'application/pdf', description: 'The PDF' },
  },
  [`POST ${QUOTE_PAGE}/accept`]: {
    summary: "The client accepts (a form post, no script needed): the enquiry becomes Won with the total and its assignee is told; 410 with the page's sentence for an expired or withdrawn quote; a second accept changes nothing",
    success: { status: 303, description: 'To the page, which says it is accepted' },
  },
  'GET /sitemap.xml': {
    summary: 'Sitemap of the active public pages and every visible project, machine and development page (with lastmod and image:image)',
    success: { status: 200, type: 'application/xml', description: 'XML sitemap' },
  },
  [`GET ${SECURITY_TXT_PATH}`]: {
    summary: "Where to report a security flaw (RFC 9116): the company's e-mail from Settings, else the contact page, with an expiry 180 days ahead",
    success: { status: 200, type: 'text/plain', description: 'security.txt' },
  },
  'GET /robots.txt': {
    summary: 'Crawler rules',
    success: { status: 200, type: 'text/plain', description: 'robots.txt' },
  },
  'POST /api/contact': {
    summary:
      'Contact and real-estate enquiry form. An Idempotency-Key header (8-128 letters, digits, - or _) makes a resend harmless for 24 ' +
      'hours: the first answer again (same id), 409 for other words under that key',
    success: { status: 201, description: '{ id, message }: stored on disk (a replay: the first answer, with Idempotent-Replayed: true)' },
  },
  'POST /api/equipment-quote': {
    summary: 'Equipment rental quote form. Idempotency-Key as for /api/contact',
    success: { status: 201, description: '{ id, message }: stored on disk (a replay: the first answer, with Idempotent-Replayed: true)' },
  },
  // The browser's own post of a page's form (without the page's script): the form's fields, answered with the page.
  'POST /contact': {
    summary: "The contact page's form, posted by the browser itself. Idempotency-Key as for /api/contact",
    success: { status: 303, description: 'Stored on disk: to the page with its thank-you and the reference (?sent=<thank-you>&ref=<id>#form-sent)' },
  },
  'POST /real-estate': {
    summary: "The real-estate page's enquiry form, posted by the browser itself. Idempotency-Key as for /api/contact",
    success: { status: 303, description: 'Stored on disk: to the page with its thank-you and the reference (?sent=<thank-you>&ref=<id>#form-sent)' },
  },
  'POST /equipment': {
    summary: "The equipment page's quote form, posted by the browser itself. Idempotency-Key as for /api/contact",
    success: { status: 303, description: 'Stored on disk: to the page with its thank-you and the reference (?sent=<thank-you>&ref=<id>#form-sent)' },
  },
  'GET /api/contact': {
    summary: 'Contact submissions, newest first',
    success: { status: 200, description: 'List of contact submissions' },
  },
  'GET /api/equipment-quotes': {
    summary: 'Equipment quote requests, newest first',
    success: { status: 200, description: 'List of quote requests' },
  },
  'POST /api/admin/login': {
    summary: 'Sign in; also sets the HttpOnly admin cookie',
    success: { status: 200, description: '{ token }' },
  },
  'POST /api/admin/create': {
    summary: 'Create the first admin (only while none exists)',
    success: { status: 201, description: '{ id, username, email }' },
  },
  'POST /api/admin/logout': {
    summary: 'Sign out: the session ends, the cookie is cleared',
    success: { status: 204, description: 'Signed out' },
  },
  'GET /api/admin/me': {
    summary: 'The signed-in admin',
    success: { status: 200, description: '{ id, username, email, … }' },
  },
  'POST /api/admin/password': {
    summary: 'Change your own password; other sessions end',
    success: { status: 204, description: 'Changed' },
  },
  'POST /api/admin/login/2fa': {
    summary: 'Second sign-in step: the ticket from login and a TOTP or recovery code; sets the cookie',
    success: { status: 200, description: '{ token }' },
  },
  'POST /api/admin/password-reset': {
    summary: 'E-mail a one-time link to set a new password (when SMTP_URL is set); the same answer for any address',
    success: { status: 202, description: '{ message }' },
  },
  'POST /api/admin/password-reset/confirm': {
    summary: "Set a new password with the link's token (once, within 30 minutes); every session of that admin ends",
    success: { status: 204, description: 'Changed' },
  },
  'GET /api/admin/admins': {
    summary: 'Every admin',
    success: { status: 200, description: 'List of { id, username, email, createdAt, mustChangePassword, twoFactorEnabled }' },
  },
  'POST /api/admin/admins': {
    summary: 'Add an admin with a first password they are asked to change',
    success: { status: 201, description: 'The new admin' },
  },
  'DELETE /api/admin/admins/:id': {
    summary: 'Remove an admin (never the last; yourself only with ?confirmSelf=1); their sessions end',
    success: { status: 204, description: 'Removed' },
  },
  'DELETE /api/admin/admins/:id/sessions': {
    summary: 'Sign an admin out on every device (yours: every session but this one); they can sign in again',
    success: { status: 200, description: '{ ended }: how many sessions ended' },
  },
  'DELETE /api/admin/all-sessions': {
    summary: 'Sign every admin out on every device, all but this session',
    success: { status: 200, description: '{ ended }: how many sessions ended' },
  },
  'GET /api/admin/sessions': {
    summary: 'Your own signed-in sessions',
    success: { status: 200, description: 'List of { id, createdAt, lastSeenAt, ip, userAgent, current }' },
  },
  'GET /api/admin/sign-ins': {
    summary: 'Your own newest sign-ins: browser, network, new or known',
    success: { status: 200, description: 'List of { id, sessionId, createdAt, browser, network, seen, live, current }' },
  },
  'DELETE /api/admin/sessions': {
    summary: 'End every one of your sessions but this one (asks again, as ending one does)',
    success: { status: 200, description: '{ ended }: how many sessions ended' },
  },
  'DELETE /api/admin/sessions/:id': {
    summary: 'End one of your own sessions (asks again: ending one is what a stolen session would do first)',
    success: { status: 204, description: 'Ended' },
  },
  'GET /api/admin/2fa': {
    summary: 'Whether your two-factor sign-in is on, and recovery codes left',
    success: { status: 200, description: '{ enabled, recoveryCodesLeft }' },
  },
  'POST /api/admin/2fa/setup': {
    summary: 'Start turning two-factor sign-in on: a new secret and its QR code',
    success: { status: 200, description: '{ secret, uri, qrSvg }' },
  },
  'POST /api/admin/2fa/enable': {
    summary: 'Confirm with a current code: two-factor sign-in is on',
    success: { status: 200, description: '{ recoveryCodes }: ten single-use codes, shown once' },
  },
  'POST /api/admin/2fa/disable': {
    summary: 'Turn two-factor sign-in off (needs your password)',
    success: { status: 204, description: 'Off' },
  },
  'POST /api/admin/login/passkey/options': {
    summary:
      'Start signing in with a passkey: a one-time prompt for any passkey of this site (no username); the device must verify its user ' +
      '(PIN, fingerprint, face) unless ?step=second (after the password)',
    success: { status: 200, description: '{ ceremony, options }: options for navigator.credentials.get' },
  },
  'POST /api/admin/login/passkey': {
    summary:
      "Sign in with a passkey alone, or as the second step with the password step's ticket (then it must be that admin's passkey); sets " +
      'the cookie. 401 for a removed passkey, another site\'s, or a wrong signature',
    success: { status: 200, description: '{ token }' },
  },
  'GET /api/admin/passkeys': {
    summary: 'Your own passkeys, and your recovery codes left',
    success: { status: 200, description: '{ passkeys: [{ id, name, createdAt, lastUsedAt }], recoveryCodesLeft }' },
  },
  'POST /api/admin/passkeys/options': {
    summary: 'Start adding a passkey: a one-time prompt for navigator.credentials.create',
    success: { status: 200, description: '{ ceremony, options }' },
  },
  'POST /api/admin/passkeys': {
    summary: "Add a passkey: the browser's answer to the prompt, with a name; the first one without an authenticator app brings ten recovery codes",
    success: { status: 201, description: '{ passkey, recoveryCodes? }: the codes shown once' },
  },
  'PATCH /api/admin/passkeys/:id': {
    summary: 'Rename one of your passkeys',
    success: { status: 200, description: 'The passkey' },
  },
  'DELETE /api/admin/passkeys/:id': {
    summary: "Remove one of your passkeys: it never signs in again (not your last second factor while the owner's rule is on)",
    success: { status: 204, description: 'Removed' },
  },
  'POST /api/admin/recovery-codes': {
    summary: 'Ten new recovery codes (the old ones stop working); needs a passkey or the authenticator app',
    success: { status: 200, description: '{ recoveryCodes }: shown once' },
  },
  'POST /api/admin/reauth/options': {
    summary: 'A one-time prompt for one of your own passkeys, to confirm it is you',
    success: { status: 200, description: '{ ceremony, options }' },
  },
  'POST /api/admin/reauth': {
    summary: 'Confirm it is you with your password or a passkey: routes that ask again are open for 10 minutes; the session goes on under a new token, the old one ends',
    success: { status: 200, description: '{ token }: the session\'s new token (the cookie is renewed too)' },
  },
  'GET /api/admin/security-policy': {
    summary: "The owner's sign-in rule: whether every admin must use a passkey or an authenticator app",
    success: { status: 200, description: '{ requireSecondFactor }' },
  },
  'PUT /api/admin/security-policy': {
    summary: 'Turn the rule on or off (on only by an admin who has a second factor): admins without one are sent to set one up',
    success: { status: 200, description: '{ requireSecondFactor }' },
  },
  'GET /api/admin/pages': {
    summary: 'Every page with its number of sections',
    success: { status: 200, description: 'List of pages' },
  },
  'PUT /api/admin/pages/:id': {
    summary: 'Edit a page: title, description; with updatedAt, 409 when someone saved it since',
    success: { status: 200, description: 'The updated page' },
  },
  'GET /api/admin/sections': {
    summary: "A page's sections, by sortOrder",
    success: { status: 200, description: 'List of sections' },
  },
  'PUT /api/admin/sections/:id': {
    summary: 'Edit a section: title, subtitle, description, isActive; with updatedAt, 409 when someone saved it since',
    success: { status: 200, description: 'The updated section' },
  },
  'GET /api/admin/content-blocks': {
    summary: "A section's blocks, by sortOrder",
    success: { status: 200, description: 'List of content blocks' },
  },
  'PUT /api/admin/content-blocks/:id': {
    summary:
      "Edit a block: title, content, imageUrl, metadata (fitting its type), isActive; with updatedAt, 409 when someone saved it since",
    success: { status: 200, description: 'The updated block' },
  },
  'POST /api/admin/content-blocks': {
    summary: 'Add a block of a type its section takes, placed last or (position: first) first (at most 200 per section)',
    success: { status: 201, description: 'The new block' },
  },
  'POST /api/admin/content-blocks/:id/duplicate': {
    summary: 'Copy a block, placed right after the original',
    success: { status: 201, description: 'The copy' },
  },
  'DELETE /api/admin/content-blocks/:id': {
    summary: 'Delete a block: it leaves the site and waits in the trash for 30 days',
    success: { status: 204, description: 'In the trash' },
  },
  'PUT /api/admin/sections/:id/order': {
    summary: "A section's blocks in a new order: every block exactly once",
    success: { status: 200, description: "The section's blocks in the new order" },
  },
  'PUT /api/admin/pages/:id/order': {
    summary: "A page's sections in a new order: every section exactly once",
    success: { status: 200, description: "The page's sections in the new order" },
  },
  'GET /api/admin/trash': {
    summary: 'Deleted blocks of the last 30 days, newest first (older ones are removed for good)',
    success: {
      status: 200,
      description:
        'List of { id, sectionId, title, blockType, deletedAt, deletedBy, sectionTitle, sectionKey, pageId, pageSlug, pageTitle, ' +
        'purgeAt }',
    },
  },
  'POST /api/admin/trash/:id/restore': {
    summary: 'Put a deleted block back where it was',
    success: { status: 200, description: 'The block' },
  },
  'GET /api/admin/revisions': {
    summary: "An item's history, newest first",
    success: {
      status: 200,
      description:
        'List of { id, entity, entityId, action, username, createdAt, state, sentence } (a page\'s or section\'s state with sectionIds ' +
        'or blockIds, its order; sentence for a reorder or a restore of an order, else null)',
    },
  },
  'POST /api/admin/revisions/:id/restore': {
    summary:
      "Set an item back to a revision's state (a deleted block comes back; a page or section gets back the order of its sections or " +
      "blocks); itself a revision",
    success: { status: 200, description: 'The item' },
  },
  [`POST ${PREVIEW_PATH}`]: {
    summary: 'A public page rendered with unsaved changes; nothing saved, never cached, noindex',
    success: { status: 200, type: 'text/html', description: 'The page as HTML' },
  },
  'GET /api/admin/submissions/summary': {
    summary: 'Per inbox: total, unread and spam counts',
    success: { status: 200, description: '{ contact, quotes }' },
  },
  'GET /api/admin/submissions/contact.csv': {
    summary: 'Contact submissions as a spreadsheet file',
    success: { status: 200, type: 'text/csv', description: 'CSV download' },
  },
  'GET /api/admin/submissions/quotes.csv': {
    summary: 'Quote requests as a spreadsheet file',
    success: { status: 200, type: 'text/csv', description: 'CSV download' },
  },
  'GET /api/admin/submissions/:kind/:id': {
    summary: 'One enquiry with its status, assignee, overdue flag, private notes, replies and history of changes',
    success: {
      status: 200,
      description:
        'The submission with notes[] { id, text, username, createdAt }, replies[] { id, channel, subject, body, username, sentAt } and ' +
        'history[] { field, from, to, username, at }',
    },
  },
  'PATCH /api/admin/submissions/:kind/:id': {
    summary:
      'Change any of read, status (new, contacted, quoted, won, lost, closed) and assigneeId (an admin id or null); each change goes to ' +
      'its history and the audit log, and a new assignee is e-mailed',
    success: { status: 200, description: 'The submission, as GET answers it' },
  },
  'POST /api/admin/submissions/:kind/:id/notes': {
    summary: `Add a private note (1-${NOTE_MAX} characters): only admins ever see notes`,
    success: { status: 201, description: 'The note { id, text, username, createdAt }' },
  },
  'POST /api/admin/submissions/:kind/:id/reply': {
    summary:
      `E-mail a reply (subject 1-${REPLY_SUBJECT_MAX}, body 1-${REPLY_BODY_MAX}) through SMTP_URL to the visitor, Reply-To the ` +
      "company's e-mail, the subject ending [contact #id] or [quote #id]; a new enquiry becomes contacted. 409 without SMTP_URL or " +
      "while the same enquiry's reply is being sent; 502 when the mail server refuses (nothing recorded)",
    success: { status: 201, description: 'The reply { id, channel, subject, body, username, sentAt }' },
  },
  'POST /api/admin/submissions/:kind/:id/contacted': {
    summary:
      'Record an answer given outside the panel (channel whatsapp or phone, optional body): same effect on status and firstResponseAt ' +
      'as a reply',
    success: { status: 201, description: 'The reply' },
  },
  'POST /api/admin/submissions/:kind/:id/quotes': {
    summary: "A priced quote for the enquiry (numbered per year, VAT from the setting unless given, valid until a day not in the past); a newer quote withdraws the one before it, and a New, Contacted or Quoted enquiry becomes Quoted with the total",
    success: { status: 201, description: '{ id, number, status: "sent", subtotal, vat, total, validUntil, url, pdfUrl, createdAt }' },
  },
  'GET /api/admin/submissions/:kind/:id/quotes': {
    summary: "The enquiry's quotes, oldest first, each with its status (sent, accepted, expired, withdrawn), openedAt and acceptedAt",
    success: { status: 200, description: 'List of quotes' },
  },
  'POST /api/admin/quotes/:id/withdraw': {
    summary: 'Withdraws a sent quote: its link then says so and cannot accept it (409 for an accepted one)',
    success: { status: 200, description: 'The quote, status "withdrawn"' },
  },
  'POST /api/admin/quotes/:id/email': {
    summary: "E-mails a sent quote to the enquiry's address: its link and its PDF attached; on the timeline as a reply (409 without SMTP_URL, 502 when the mail server refuses)",
    success: { status: 201, description: 'The reply as recorded' },
  },
  'DELETE /api/admin/submissions/:kind/:id': {
    summary: 'Delete a submission for good',
    success: { status: 204, description: 'Deleted' },
  },
  'GET /api/admin/people': {
    summary:
      'Everything stored about one person, spam included: ?q= an e-mail address (exact, any case) or a phone number (its digits; 0803… ' +
      'and +234 803… are the same)',
    success: {
      status: 200,
      description: '{ query: { type, value }, total, counts, records: { contactMessages, realEstateEnquiries, equipmentQuotes } }',
    },
  },
  'GET /api/admin/people/export': {
    summary: 'The same as a JSON file to give to the person (audited with the counts)',
    success: { status: 200, description: 'JSON download personal-data-<date>.json (Content-Disposition: attachment)' },
  },
  'DELETE /api/admin/people': {
    summary:
      'Erase every row about one person in one transaction (audited with the counts, never the address or number; nothing stored: total ' +
      '0, no audit line)',
    success: { status: 200, description: '{ erased: { contactMessages, realEstateEnquiries, equipmentQuotes }, total }' },
  },
  'POST /api/beacon': {
    summary:
      'Count one page view (path, referring host); no cookie, IP or user agent is stored; bots, prefetches and Global Privacy Control ' +
      'are not counted',
    success: { status: 204, description: 'Received (whether or not it counted)' },
  },
  'GET /api/admin/overview': {
    summary: 'The Overview: unread enquiries, enquiries per week, page views per day and page, enquiries per 100 views, referring sites',
    success: { status: 200, description: '{ today, unread, weeks, days, pages, referrers }' },
  },
  'GET /api/admin/lead-sources': {
    summary: 'Where leads come from: per source of their first visit, enquiries, quoted, won and lost, with taps on Call and WhatsApp, over the last `days` (7, 30, 90 or 365; 30 by default)',
    success: { status: 200, description: '{ days, since, sources: [{ source, enquiries, quoted, won, lost, wonValue, lostValue, calls, whatsapp }] busiest first, totals: the same counts for all sources together } (values in naira)' },
  },
  'GET /api/admin/launch-checklist': {
    summary: 'The launch checklist: every placeholder the public site still shows (seeded illustrations, leaders without a photo, …), each linked to where it is replaced',
    success: { status: 200, description: '{ steps: [{ key, entries: [{ label, count, link }] }], remaining, dismissed }' },
  },
  'PUT /api/admin/launch-checklist': {
    summary: 'Put the launch checklist away on the Overview ({ dismissed: true }) or bring it back (false), for every admin',
    success: { status: 200, description: 'The checklist, as GET answers it' },
  },
  'GET /api/admin/redirects': {
    summary: 'Every redirect: an old address answered with a 301 or 302 (the admin\'s, and those a changed item address left)',
    success: { status: 200, description: 'List of { id, from, to, status, hits, createdAt }' },
  },
  'POST /api/admin/redirects': {
    summary:
      'Add a redirect from a path (letter case and a trailing slash ignored) to a path or an http(s) address; chains are collapsed to ' +
      'one hop',
    success: {
      status: 201,
      description:
        'The redirect; 400 for a source that is not a path, is a page of the site, or a target leading back to it; 409 when the source ' +
        'already redirects',
    },
  },
  'DELETE /api/admin/redirects/:id': {
    summary: 'Delete a redirect',
    success: { status: 204, description: 'Deleted' },
  },
  'GET /api/admin/not-found': {
    summary:
      'Public addresses visitors asked for and did not find, most asked first (never a query string; at most 500 kept, the least asked ' +
      'dropped first)',
    success: { status: 200, description: 'List of { path, hits, lastSeenAt }' },
  },
  'GET /api/admin/audit': {
    summary: 'The audit trail, newest first, paged by id',
    success: { status: 200, description: 'List of audit lines' },
  },
  'GET /api/admin/settings': {
    summary: 'Every site setting',
    success: { status: 200, description: 'List of settings' },
  },
  'PUT /api/admin/settings': {
    summary: 'Change settings (all or nothing)',
    success: { status: 200, description: 'Every setting' },
  },
  'GET /api/admin/backup': {
    summary: 'Download a consistent snapshot of the whole database now',
    success: { status: 200, type: 'application/vnd.sqlite3', description: 'The database file (Content-Disposition: attachment)' },
  },
  'GET /api/admin/backups': {
    summary: 'The automatic daily backups, newest first',
    success: { status: 200, description: 'List of { name, size, createdAt }' },
  },
  'GET /api/admin/mailbox': {
    summary: "The company mailbox (IMAP_URL) the clients' answers are read from: whether it answers, and the server's words when it does not",
    success: { status: 200, description: '{ configured, ok, error, checkedAt } (ok false and error null when IMAP_URL is unset)' },
  },
  'GET /api/admin/certificates': {
    summary: 'HTTPS by itself (DOMAIN): each certificate with its expiry, renewal date and the last renewal error as a sentence',
    success: {
      status: 200,
      description:
        '{ managed, certificates: [{ domains, notBefore, notAfter, renewAt, issuedAt, lastError, lastFailedAt, failures, nextAttemptAt ' +
        '}] }',
    },
  },
  'GET /api/admin/backups/status': {
    summary: 'Where backups go, how long they are kept, and a warning when they need attention',
    success: { status: 200, description: '{ dir, keepDays, commandConfigured, lastAttemptAt, lastError, commandError, newest, warning }' },
  },
  'GET /api/admin/media': {
    summary: 'The media library: each image with its size, focal point, placeholder, variants and where it is used',
    success: { status: 200, description: 'List of images' },
  },
  [`POST ${MEDIA_UPLOAD_PATH}`]: {
    summary:
      `Upload a JPEG, PNG, WebP or AVIF photo (multipart: file, altText; ${MAX_UPLOAD_MB} MB, 50 megapixels); ` +
      '503 with Retry-After while busy',
    success: { status: 201, description: 'The stored image with its variants' },
  },
  'PATCH /api/admin/media/:id': {
    summary: "Change an image's alt text or focal point",
    success: { status: 200, description: 'The image' },
  },
  'PUT /api/admin/media/:id/file': {
    summary: 'Replace the picture, keeping its id and URL everywhere it is used (multipart: file, altText)',
    success: { status: 200, description: 'The image with its new variants' },
  },
  'DELETE /api/admin/media/:id': {
    summary: 'Delete an image (409 naming where it is still used)',
    success: { status: 204, description: 'Deleted' },
  },
  'GET /media/:filename': {
    summary: 'An uploaded original (upright, no metadata), revalidated by ETag',
    success: { status: 200, type: 'image/*', description: 'The image bytes' },
  },
  'GET /media/v/:name': {
    summary: 'A variant of an uploaded image, named by its content hash and cached for a year',
    success: { status: 200, type: 'image/*', description: 'The image bytes' },
  },
};
