// Drizzle mirror of schema.sql (schema.sql is the source of truth; tables.test.ts proves they agree).
import { desc, sql } from 'drizzle-orm';
import type { Attribution } from '../../web/shared/attribution.ts';
import { ENQUIRY_STATUSES, REPLY_CHANNELS } from '../../web/shared/lead-desk.ts';
import { blob, index, integer, primaryKey, real, sqliteTable, text, unique, uniqueIndex } from 'drizzle-orm/sqlite-core';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text('created_at').notNull().default(now);
const updatedAt = () => text('updated_at').notNull().default(now);

export const users = sqliteTable('users', {
  id: text('id').primaryKey().notNull(),
  username: text('username').notNull().unique(),
  password: text('password').notNull(),
});

export const adminUsers = sqliteTable('admin_users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  username: text('username').notNull().unique(),
  password: text('password').notNull(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  mustChangePassword: integer('must_change_password', { mode: 'boolean' }).notNull().default(false),
  totpSecret: text('totp_secret'),
  totpPending: text('totp_pending'),
  totpLastStep: integer('totp_last_step'),
});

export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    id: text('id').primaryKey().notNull(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    lastSeenAt: text('last_seen_at'),
    verifiedAt: text('verified_at'),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

export const adminPasskeys = sqliteTable(
  'admin_passkeys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: blob('public_key', { mode: 'buffer' }).notNull(),
    signCount: integer('sign_count').notNull().default(0),
    transports: text('transports'),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: text('last_used_at'),
  },
  (t) => [index('admin_passkeys_admin_idx').on(t.adminId)],
);

export const adminSignIns = sqliteTable(
  'admin_sign_ins',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    sessionRef: text('session_ref').notNull(),
    createdAt: createdAt(),
    browser: text('browser').notNull(),
    network: text('network').notNull(),
    seen: text('seen', { enum: ['first', 'known', 'new'] }).notNull(),
  },
  (t) => [index('admin_sign_ins_admin_idx').on(t.adminId, t.browser, t.network)],
);

export const adminRecoveryCodes = sqliteTable(
  'admin_recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: text('used_at'),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);

export const passwordResets = sqliteTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey().notNull(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('password_resets_admin_idx').on(t.adminId)],
);

export const contactSubmissions = sqliteTable(
  'contact_submissions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    service: text('service').notNull(),
    message: text('message').notNull(),
    isSpam: integer('is_spam', { mode: 'boolean' }).notNull().default(false),
    readAt: text('read_at'),
    createdAt: createdAt(),
    pagePath: text('page_path'),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    firstResponseAt: text('first_response_at'),
    attribution: text('attribution', { mode: 'json' }).$type<Attribution>(),
  },
  (t) => [index('contact_submissions_created_idx').on(t.isSpam, desc(t.createdAt))],
);

export const equipmentQuotes = sqliteTable(
  'equipment_quotes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    equipmentType: text('equipment_type').notNull(),
    rentalDuration: text('rental_duration').notNull(),
    startDate: text('start_date').notNull(),
    projectLocation: text('project_location').notNull(),
    projectDetails: text('project_details').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    isSpam: integer('is_spam', { mode: 'boolean' }).notNull().default(false),
    readAt: text('read_at'),
    createdAt: createdAt(),
    pagePath: text('page_path'),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    firstResponseAt: text('first_response_at'),
    name: text('name'),
    attribution: text('attribution', { mode: 'json' }).$type<Attribution>(),
  },
  (t) => [index('equipment_quotes_created_idx').on(t.isSpam, desc(t.createdAt))],
);

export const pages = sqliteTable('pages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description'),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
});

export const sections = sqliteTable(
  'sections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    sectionKey: text('section_key').notNull(),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle'),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (t) => [unique().on(t.pageId, t.sectionKey), index('sections_page_order_idx').on(t.pageId, t.sortOrder)],
);

export const contentBlocks = sqliteTable(
  'content_blocks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    blockType: text('block_type').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url'),
    imageId: integer('image_id').references(() => mediaFiles.id),
    metadata: text('metadata', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
    deletedAt: text('deleted_at'),
    deletedBy: text('deleted_by'),
  },
  (t) => [index('content_blocks_section_order_idx').on(t.sectionId, t.sortOrder), index('content_blocks_image_idx').on(t.imageId)],
);

export const revisions = sqliteTable(
  'revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    username: text('username'),
    state: text('state', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [index('revisions_entity_idx').on(t.entity, t.entityId, t.id)],
);

export const mediaFiles = sqliteTable(
  'media_files',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    filename: text('filename').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    url: text('url').notNull().unique(),
    altText: text('alt_text'),
    data: blob('data', { mode: 'buffer' }).notNull(),
    createdAt: createdAt(),
    width: integer('width'),
    height: integer('height'),
    focalX: real('focal_x').notNull().default(0.5),
    focalY: real('focal_y').notNull().default(0.5),
    placeholder: text('placeholder'),
    contentHash: text('content_hash'),
    processingError: text('processing_error'),
  },
  (t) => [index('media_files_created_idx').on(desc(t.createdAt))],
);

export const mediaVariants = sqliteTable(
  'media_variants',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['avif', 'webp', 'jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    hash: text('hash').notNull(),
    size: integer('size').notNull(),
    data: blob('data', { mode: 'buffer' }).notNull(),
    lite: integer('lite', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('media_variants_media_idx').on(t.mediaId), index('media_variants_hash_idx').on(t.hash)],
);

export const mediaLinkPreviews = sqliteTable(
  'media_link_previews',
  {
    mediaId: integer('media_id')
      .primaryKey()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    sourceHash: text('source_hash').notNull(),
    focalX: real('focal_x').notNull(),
    focalY: real('focal_y').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    hash: text('hash').notNull(),
    size: integer('size').notNull(),
    data: blob('data', { mode: 'buffer' }).notNull(),
  },
  (t) => [index('media_link_previews_hash_idx').on(t.hash)],
);

export const siteSettings = sqliteTable('site_settings', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  key: text('key').notNull().unique(),
  value: text('value').notNull().default(''),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const serverState = sqliteTable('server_state', {
  key: text('key').primaryKey().notNull(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** HTTPS by itself (src/ops/tls/store.ts reads and writes these). */
export const acmeAccounts = sqliteTable('acme_accounts', {
  directoryUrl: text('directory_url').primaryKey().notNull(),
  keyPem: text('key_pem').notNull(),
  accountUrl: text('account_url'),
  createdAt: createdAt(),
});

export const tlsCertificates = sqliteTable('tls_certificates', {
  domains: text('domains').primaryKey().notNull(),
  certPem: text('cert_pem').notNull(),
  keyPem: text('key_pem').notNull(),
  notBefore: text('not_before').notNull(),
  notAfter: text('not_after').notNull(),
  issuedAt: text('issued_at').notNull().default(now),
});

export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    username: text('username'),
    action: text('action').notNull(),
    target: text('target'),
    detail: text('detail'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(desc(t.createdAt))],
);

export const pageViews = sqliteTable(
  'page_views',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    referrerHost: text('referrer_host').notNull().default(''),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.referrerHost] })],
);

export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey().notNull(),
    kind: text('kind', { enum: ['contact', 'quote'] }).notNull(),
    fingerprint: text('fingerprint').notNull(),
    submissionId: integer('submission_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const redirects = sqliteTable('redirects', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  fromPath: text('from_path').notNull().unique(),
  toTarget: text('to_target').notNull(),
  status: integer('status').notNull().default(301),
  hits: integer('hits').notNull().default(0),
  createdAt: createdAt(),
});

export const notFoundPaths = sqliteTable('not_found_paths', {
  path: text('path').primaryKey().notNull(),
  hits: integer('hits').notNull(),
  lastSeenAt: text('last_seen_at').notNull(),
});

export const quotes = sqliteTable(
  'quotes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['contact', 'quote'] }).notNull(),
    submissionId: integer('submission_id').notNull(),
    number: text('number').notNull().unique(),
    token: text('token').notNull().unique(),
    items: text('items').notNull(),
    vatPercent: real('vat_percent').notNull(),
    subtotal: real('subtotal').notNull(),
    vat: real('vat').notNull(),
    total: real('total').notNull(),
    validUntil: text('valid_until').notNull(),
    notes: text('notes'),
    company: text('company').notNull(),
    status: text('status', { enum: ['sent', 'accepted', 'withdrawn'] }).notNull().default('sent'),
    supersededBy: integer('superseded_by'),
    adminId: integer('admin_id'),
    username: text('username'),
    createdAt: createdAt(),
    openedAt: text('opened_at'),
    acceptedAt: text('accepted_at'),
    withdrawnAt: text('withdrawn_at'),
  },
  (t) => [index('quotes_submission_idx').on(t.kind, t.submissionId, t.id)],
);

export const enquiryEvents = sqliteTable(
  'enquiry_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['contact', 'quote'] }).notNull(),
    submissionId: integer('submission_id').notNull(),
    type: text('type', { enum: ['note', 'reply', 'change'] }).notNull(),
    channel: text('channel', { enum: REPLY_CHANNELS }),
    field: text('field', { enum: ['status', 'assigneeId'] }),
    subject: text('subject'),
    body: text('body'),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    adminId: integer('admin_id'),
    username: text('username'),
    createdAt: createdAt(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull().default('out'),
    messageId: text('message_id'),
    fromAddress: text('from_address'),
    attachments: text('attachments'),
  },
  (t) => [index('enquiry_events_submission_idx').on(t.kind, t.submissionId, t.id), uniqueIndex('enquiry_events_message_idx').on(t.messageId)],
);

export const contactTaps = sqliteTable(
  'contact_taps',
  {
    day: text('day').notNull(),
    channel: text('channel', { enum: ['call', 'whatsapp'] }).notNull(),
    source: text('source').notNull().default('direct'),
    taps: integer('taps').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel, t.source] })],
);

/** Where the company mailbox was read up to (src/ops/mailbox-position.ts reads and writes it with plain SQL). */
export const mailboxPositions = sqliteTable('mailbox_positions', {
  mailbox: text('mailbox').primaryKey().notNull(),
  uidValidity: text('uid_validity').notNull(),
  lastUid: integer('last_uid').notNull(),
  updatedAt: updatedAt(),
});
