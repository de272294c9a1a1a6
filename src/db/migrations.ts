// Numbered schema changes after the baseline in schema.sql. An empty database gets schema.sql whole and is
// stamped with LATEST_VERSION; an older one runs each migration above its PRAGMA user_version, in order,
// inside one transaction. Append new entries; never edit a released one.
import type Database from 'better-sqlite3';
import { LEAD_SOURCE_NOTICE_TITLE, privacyPage } from '../../web/shared/seed/privacy.ts';
import { liteSwitchBlock, NOT_FOUND_LINKS, notFoundCallLabel, phoneBarSection, whatsappSection } from '../../web/shared/seed/site.ts';
import { REWORDED_SECTIONS } from '../../web/shared/seed/reworded.ts';
import { termsPage } from '../../web/shared/seed/terms.ts';
import { developmentsSection } from '../../web/shared/seed/developments.ts';
import { MACHINE_RATES, machineMetadata, machineRateLabels, machines } from '../../web/shared/seed/machines.ts';
import { PAINT_FACTS, paintCalculatorLabels } from '../../web/shared/seed/paints.ts';
import { slugify } from '../../web/shared/item-slugs.ts';
import { equipmentPhotoBand, quoteNameField, quoteNextSteps } from '../../web/shared/seed/equipment.ts';
import { nextStepsBlock, privacyLineBlock } from '../../web/shared/seed/contact-form.ts';
import { CONTACT_NEXT_STEPS, contactHeroImage, directionsButton, heroDirectionsButton } from '../../web/shared/seed/contact.ts';
import { REAL_ESTATE_NEXT_STEPS, realEstatePhotoBand } from '../../web/shared/seed/real-estate.ts';
import { homePage } from '../../web/shared/seed/home.ts';
import { projectProofLabels } from '../../web/shared/seed/projects.ts';
import { brochureLabels } from '../../web/shared/seed/brochure-labels.ts';
import { developmentProofLabels } from '../../web/shared/seed/developments.ts';
import { REDRAWN_ALTS } from '../../web/shared/seed/artwork-alts.ts';
import { OPENING_HOURS_DESCRIPTION, QUOTE_TERMS_SEED, QUOTE_VAT_SEED } from '../../web/shared/seed/settings.ts';
import { weekText } from '../../web/shared/opening-hours.ts';
import { weekFromHoursBlocks, weekFromHoursText } from './legacy-hours.ts';
import { SEED_REVISIONS_SQL } from './seed-revisions.ts';
import { bindSeededFigures } from './seeded-figures.ts';
import { LAST_BLOCK, LAST_SECTION, seedBlockSql, seedPageSql, seedSectionSql } from './seed-sql.ts';
import { hashRecoveryDigestSync, newRecoverySalt } from '../security/recovery-hash.ts';

export interface Migration {
  version: number;
  description: string;
  sql: string;
  /** Runs before `sql`, for what SQL alone cannot say (adding a column only where it is missing). */
  before?: (sqlite: Database.Database) => void;
}

/** A block of the seeded privacy notice, by its title. */
function privacyBlock(title: string) {
  const block = privacyPage.sections.flatMap((s) => s.blocks).find((b) => b.title === title);
  if (!block) throw new Error(`the privacy notice has no block "${title}"`);
  return block;
}

/** ALTER TABLE … ADD COLUMN unless the table has it: tests make an older database from today's schema.sql. */
function addMissingColumns(sqlite: Database.Database, table: string, columns: Record<string, string>) {
  const have = new Set((sqlite.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name));
  for (const [name, definition] of Object.entries(columns)) {
    if (!have.has(name)) sqlite.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${definition}`);
  }
}

/** The lead desk's columns, as schema.sql has them (migration 11). */
const LEAD_COLUMNS = {
  status: "TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'quoted', 'won', 'lost', 'closed'))",
  assignee_id: 'INTEGER REFERENCES admin_users(id) ON DELETE SET NULL',
  first_response_at: 'TEXT',
};

/** The projects section of the Projects page and the featured-projects section of Home (migration 2). */
const PROJECTS = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'projects' AND s.section_key = 'projects')`;
const HOME_FEATURED = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'home' AND s.section_key = 'featured_projects')`;
/** The footer of the site-wide page (migration 6). */
const SITE_FOOTER = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'site' AND s.section_key = 'footer')`;
/** The equipment gallery, whose photos become machines with pages of their own (migration 10). */
const EQUIPMENT_GALLERY = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'equipment' AND s.section_key = 'gallery')`;
/** The Paints page's products section. */
const PAINT_PRODUCTS = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'paints' AND s.section_key = 'products')`;
/** The Contact page's business-hours section, whose rows became the opening-hours setting (migration 14). */
const CONTACT_HOURS = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'contact' AND s.section_key = 'business-hours')`;
/** Who a migration's own change is by, in History and the trash. */
const MIGRATION_USER = 'update (hours moved to Settings)';
const parseObject = (json: string | null): Record<string, unknown> | null => {
  try {
    const value = json ? JSON.parse(json) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
};
const DIRECTIONS_HREF = String(directionsButton.metadata?.href);
const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
/** A seeded photo becomes its machine: the admin's own words (caption, alt text, a description) are kept. */
const photoToMachine = (m: (typeof machines)[number]) => {
  const { imageAlt: _kept, ...added } = machineMetadata(m);
  return `UPDATE content_blocks SET block_type = 'machine',
  content = CASE WHEN content = '' THEN ${sqlText(m.description)} ELSE content END,
  metadata = json_patch(COALESCE(metadata, '{}'), ${sqlText(JSON.stringify(added))})
WHERE block_type = 'photo' AND section_id = ${EQUIPMENT_GALLERY} AND title = ${sqlText(m.title)};`;
};
/** Placed right after the page's section `key` (last when it has none). */
const after = (key: string) => `(SELECT COALESCE((SELECT sort_order + 5 FROM sections WHERE page_id = parent.id AND section_key = '${key}'), ${LAST_SECTION}))`;
const AFTER_SERVICES = after('services');
/** A section of Home's seed with its heading words only. */
const homeHeading = (key: string) => ({ ...homePage.sections.find((section) => section.sectionKey === key)!, blocks: [] });
const legalPath = (titleLike: string, path: string) =>
  `UPDATE content_blocks SET metadata = json_set(COALESCE(metadata, '{}'), '$.path', '${path}')
WHERE block_type = 'legal' AND section_id IN ${SITE_FOOTER} AND title LIKE '${titleLike}' AND json_extract(metadata, '$.path') IS NULL;`;

export const migrations: Migration[] = [
  // version 1 is the baseline: schema.sql as first released (src/db/fixtures/schema-v1.sql).
  {
    version: 2,
    description:
      "Content structure and history: blocks go to a trash (deleted_at, deleted_by), items name who changed them last, a revisions table with a 'seeded' revision per item; Home's featured projects become a `featured` flag on the Projects page's project blocks",
    sql: `
ALTER TABLE pages ADD COLUMN updated_by TEXT;
ALTER TABLE sections ADD COLUMN updated_by TEXT;
ALTER TABLE content_blocks ADD COLUMN updated_by TEXT;
ALTER TABLE content_blocks ADD COLUMN deleted_at TEXT;
ALTER TABLE content_blocks ADD COLUMN deleted_by TEXT;

CREATE TABLE revisions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  entity TEXT NOT NULL CHECK (entity IN ('page', 'section', 'block')),
  entity_id INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (length(action) BETWEEN 1 AND 50),
  admin_id INTEGER REFERENCES admin_users(id) ON DELETE SET NULL,
  username TEXT,
  state TEXT CHECK (state IS NULL OR json_valid(state)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX revisions_entity_idx ON revisions (entity, entity_id, id);

-- Home's project cards were copies of Projects page blocks: the matching project (by title) becomes featured,
-- a copy with no match moves to the Projects page as a featured project, and Home then reads them from there.
UPDATE content_blocks SET metadata = json_set(COALESCE(metadata, '{}'), '$.featured', json('true'))
WHERE block_type = 'project' AND section_id IN ${PROJECTS}
  AND title IN (SELECT title FROM content_blocks WHERE block_type = 'project' AND section_id IN ${HOME_FEATURED});
UPDATE content_blocks
SET section_id = ${PROJECTS},
    sort_order = (SELECT COALESCE(MAX(sort_order), 0) FROM content_blocks WHERE section_id IN ${PROJECTS}) + id,
    metadata = json_set(COALESCE(metadata, '{}'), '$.featured', json('true'))
WHERE block_type = 'project' AND section_id IN ${HOME_FEATURED} AND EXISTS ${PROJECTS}
  AND title NOT IN (SELECT title FROM content_blocks WHERE block_type = 'project' AND section_id IN ${PROJECTS});
DELETE FROM content_blocks WHERE block_type = 'project' AND section_id IN ${HOME_FEATURED} AND EXISTS ${PROJECTS};
${SEED_REVISIONS_SQL}`,
  },
  {
    version: 3,
    description: 'image pipeline: AVIF originals, intrinsic size, focal point, placeholder, media_variants',
    // SQLite cannot change a CHECK constraint in place: media_files is rebuilt with the same rows. The images
    // themselves are processed after start-up (src/media/backfill.ts), where a broken one can be logged and skipped.
    sql: `
      CREATE TABLE media_files_v3 (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        filename TEXT NOT NULL UNIQUE,
        original_name TEXT NOT NULL,
        mime_type TEXT NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
        size INTEGER NOT NULL CHECK (size > 0),
        url TEXT NOT NULL UNIQUE,
        alt_text TEXT,
        data BLOB NOT NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        width INTEGER CHECK (width > 0),
        height INTEGER CHECK (height > 0),
        focal_x REAL NOT NULL DEFAULT 0.5 CHECK (focal_x BETWEEN 0 AND 1),
        focal_y REAL NOT NULL DEFAULT 0.5 CHECK (focal_y BETWEEN 0 AND 1),
        placeholder TEXT,
        content_hash TEXT,
        processing_error TEXT
      );
      INSERT INTO media_files_v3 (id, filename, original_name, mime_type, size, url, alt_text, data, created_at)
        SELECT id, filename, original_name, mime_type, size, url, alt_text, data, created_at FROM media_files;
      DROP TABLE media_files;
      ALTER TABLE media_files_v3 RENAME TO media_files;
      CREATE INDEX media_files_created_idx ON media_files (created_at DESC);
      CREATE TABLE media_variants (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        media_id INTEGER NOT NULL REFERENCES media_files(id) ON DELETE CASCADE,
        format TEXT NOT NULL CHECK (format IN ('avif', 'webp', 'jpeg')),
        width INTEGER NOT NULL CHECK (width > 0),
        height INTEGER NOT NULL CHECK (height > 0),
        hash TEXT NOT NULL,
        size INTEGER NOT NULL CHECK (size > 0),
        data BLOB NOT NULL
      );
      CREATE INDEX media_variants_media_idx ON media_variants (media_id);
      CREATE INDEX media_variants_hash_idx ON media_variants (hash);
    `,
  },
  {
    version: 4,
    description: 'Admins in the panel: first-password flag, two-factor sign-in, recovery codes, session details, reset links',
    sql: `
      ALTER TABLE admin_users ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0 CHECK (must_change_password IN (0, 1));
      ALTER TABLE admin_users ADD COLUMN totp_secret TEXT;
      ALTER TABLE admin_users ADD COLUMN totp_pending TEXT;
      ALTER TABLE admin_users ADD COLUMN totp_last_step INTEGER;
      ALTER TABLE admin_sessions ADD COLUMN ip TEXT;
      ALTER TABLE admin_sessions ADD COLUMN user_agent TEXT;
      ALTER TABLE admin_sessions ADD COLUMN last_seen_at TEXT;
      CREATE TABLE admin_recovery_codes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        admin_id INTEGER NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL UNIQUE,
        used_at TEXT
      );
      CREATE INDEX admin_recovery_codes_admin_idx ON admin_recovery_codes (admin_id);
      CREATE TABLE password_resets (
        token_hash TEXT PRIMARY KEY NOT NULL,
        admin_id INTEGER NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        expires_at TEXT NOT NULL,
        used_at TEXT
      );
      CREATE INDEX password_resets_admin_idx ON password_resets (admin_id);
    `,
  },
  {
    version: 5,
    description: 'first-party page views per day, page and referring site; the page each submission was sent from',
    sql: `
      ALTER TABLE contact_submissions ADD COLUMN page_path TEXT CHECK (page_path IS NULL OR length(page_path) BETWEEN 1 AND 200);
      ALTER TABLE equipment_quotes ADD COLUMN page_path TEXT CHECK (page_path IS NULL OR length(page_path) BETWEEN 1 AND 200);
      CREATE TABLE page_views (
        day TEXT NOT NULL CHECK (length(day) = 10),
        path TEXT NOT NULL CHECK (length(path) BETWEEN 1 AND 200),
        referrer_host TEXT NOT NULL DEFAULT '' CHECK (length(referrer_host) <= 253),
        views INTEGER NOT NULL CHECK (views > 0),
        PRIMARY KEY (day, path, referrer_host)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 6,
    description:
      'Privacy and terms: the /privacy and /terms pages, the privacy line of the three forms, the footer legal lines as links, the WhatsApp link words; each new item with its seeded revision',
    // Written from the seed module, so the words are those a fresh database gets (no text is written twice).
    sql: [
      seedPageSql(privacyPage),
      seedPageSql(termsPage),
      seedSectionSql('site', whatsappSection, LAST_SECTION),
      seedBlockSql('contact', 'contact-form', privacyLineBlock, LAST_BLOCK),
      seedBlockSql('real-estate', 'enquiry-form', privacyLineBlock, LAST_BLOCK),
      seedBlockSql('equipment', 'quote-form', privacyLineBlock, LAST_BLOCK),
      legalPath('%privacy%', '/privacy'),
      legalPath('%terms%', '/terms'),
      SEED_REVISIONS_SQL,
    ].join('\n'),
  },
  // 7 was reserved for a migration that was not needed.
  {
    version: 8,
    description: 'Idempotency-Key of the public form posts: one row per key for 24 hours, naming the submission it stored',
    // Written as schema.sql has it (sqlite_master keeps the text); IF NOT EXISTS, which SQLite drops from that
    // text, lets the migration tests of earlier versions start from today's schema.
    sql: `
CREATE TABLE IF NOT EXISTS idempotency_keys (
  key TEXT PRIMARY KEY NOT NULL CHECK (length(key) BETWEEN 8 AND 128),
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'quote')),
  fingerprint TEXT NOT NULL CHECK (length(fingerprint) = 64),
  submission_id INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS idempotency_keys_created_idx ON idempotency_keys (created_at);
`,
  },
  {
    version: 9,
    description: 'HTTPS by itself: the ACME account key per certificate authority and the certificates, kept in the data file',
    // IF NOT EXISTS: tests make an older database from today's schema.sql and set its user_version back.
    sql: `
      CREATE TABLE IF NOT EXISTS acme_accounts (
        directory_url TEXT PRIMARY KEY NOT NULL CHECK (length(directory_url) BETWEEN 1 AND 2000),
        key_pem TEXT NOT NULL,
        account_url TEXT,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE TABLE IF NOT EXISTS tls_certificates (
        domains TEXT PRIMARY KEY NOT NULL CHECK (length(domains) BETWEEN 1 AND 2000),
        cert_pem TEXT NOT NULL,
        key_pem TEXT NOT NULL,
        not_before TEXT NOT NULL,
        not_after TEXT NOT NULL,
        issued_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
    `,
  },
  {
    version: 10,
    description:
      'Item pages: the equipment gallery\'s photos become machines (a page each at /equipment/<slug>, with the seeded specifications), the real-estate page gets its developments section with the two seeded developments; redirects and the not-found log',
    // The tables as schema.sql has them; IF NOT EXISTS (dropped from sqlite_master's text) as in migration 8.
    sql: [
      `CREATE TABLE IF NOT EXISTS redirects (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  from_path TEXT NOT NULL UNIQUE CHECK (length(from_path) BETWEEN 1 AND 200),
  to_target TEXT NOT NULL CHECK (length(to_target) BETWEEN 1 AND 2000),
  status INTEGER NOT NULL DEFAULT 301 CHECK (status IN (301, 302)),
  hits INTEGER NOT NULL DEFAULT 0 CHECK (hits >= 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE IF NOT EXISTS not_found_paths (
  path TEXT PRIMARY KEY NOT NULL CHECK (length(path) BETWEEN 1 AND 200),
  hits INTEGER NOT NULL CHECK (hits > 0),
  last_seen_at TEXT NOT NULL
) WITHOUT ROWID;`,
      ...machines.map(photoToMachine),
      // A photo the admin added: a machine too, of the heavy type until the admin says otherwise.
      `UPDATE content_blocks SET block_type = 'machine', metadata = json_set(COALESCE(metadata, '{}'), '$.equipmentType', 'heavy')
WHERE block_type = 'photo' AND section_id = ${EQUIPMENT_GALLERY};`,
      // Only what is missing: a database made from today's seed and set back to an older version already has them.
      seedSectionSql('real-estate', developmentsSection, AFTER_SERVICES, true),
      SEED_REVISIONS_SQL,
    ].join('\n'),
  },
  {
    version: 11,
    description: "Link previews: each photo at least 1200 px wide gets a 1200 × 628 crop around its focal point (an item page's og:image); photos already stored get theirs after start-up (src/media/link-previews.ts)",
    // The table as schema.sql has it; IF NOT EXISTS (dropped from sqlite_master's text) as in migration 8.
    sql: `CREATE TABLE IF NOT EXISTS media_link_previews (
  media_id INTEGER PRIMARY KEY NOT NULL REFERENCES media_files(id) ON DELETE CASCADE,
  source_hash TEXT NOT NULL,
  focal_x REAL NOT NULL CHECK (focal_x BETWEEN 0 AND 1),
  focal_y REAL NOT NULL CHECK (focal_y BETWEEN 0 AND 1),
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  hash TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0),
  data BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS media_link_previews_hash_idx ON media_link_previews (hash);`,
  },
  {
    version: 12,
    description:
      'The lead desk: every enquiry gets a status, an assignee and its first-reply time; quote requests an optional name; notes, replies and changes go to enquiry_events, removed with their enquiry. The footer gets its Lite version switch',
    before: (sqlite) => {
      addMissingColumns(sqlite, 'contact_submissions', LEAD_COLUMNS);
      addMissingColumns(sqlite, 'equipment_quotes', { ...LEAD_COLUMNS, name: 'TEXT CHECK (name IS NULL OR length(name) BETWEEN 1 AND 100)' });
    },
    // As schema.sql has them; IF NOT EXISTS as in migration 8. Enquiries read before the desk existed were
    // answered somehow: they start as contacted rather than filling the overdue list on the first morning.
    sql: `
CREATE TABLE IF NOT EXISTS enquiry_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'quote')),
  submission_id INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('note', 'reply', 'change')),
  channel TEXT CHECK (channel IS NULL OR channel IN ('email', 'whatsapp', 'phone')),
  field TEXT CHECK (field IS NULL OR field IN ('status', 'assigneeId')),
  subject TEXT CHECK (subject IS NULL OR length(subject) BETWEEN 1 AND 300),
  body TEXT CHECK (body IS NULL OR length(body) <= 20000),
  from_value TEXT,
  to_value TEXT,
  admin_id INTEGER,
  username TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS enquiry_events_submission_idx ON enquiry_events (kind, submission_id, id);
CREATE TRIGGER IF NOT EXISTS contact_submissions_events_gone AFTER DELETE ON contact_submissions
BEGIN DELETE FROM enquiry_events WHERE kind = 'contact' AND submission_id = OLD.id; END;
CREATE TRIGGER IF NOT EXISTS equipment_quotes_events_gone AFTER DELETE ON equipment_quotes
BEGIN DELETE FROM enquiry_events WHERE kind = 'quote' AND submission_id = OLD.id; END;
${seedBlockSql('equipment', 'quote-form', quoteNameField, 5, true)}
${seedBlockSql('site', 'footer', liteSwitchBlock, LAST_BLOCK, true)}
UPDATE contact_submissions SET status = 'contacted' WHERE status = 'new' AND read_at IS NOT NULL AND is_spam = 0;
UPDATE equipment_quotes SET status = 'contacted' WHERE status = 'new' AND read_at IS NOT NULL AND is_spam = 0;
`,
  },
  {
    version: 13,
    description:
      "History undoes a reorder: each page's and section's seeded revision records the order of its sections or blocks (the order their own seeded revisions name), as revisions now record it on every change",
    // Only seeded revisions: for those the order is known exactly; a later one without it keeps the order when
    // restored, and the first reorder fills in the newest one (src/content/revisions.ts recordOrderIfMissing).
    sql: `
UPDATE revisions SET state = json_set(state, '$.blockIds', json((
  SELECT json_group_array(b.entity_id ORDER BY json_extract(b.state, '$.sortOrder'), b.entity_id) FROM revisions b
  WHERE b.entity = 'block' AND b.action = 'seeded' AND b.state IS NOT NULL AND json_extract(b.state, '$.sectionId') = revisions.entity_id)))
WHERE entity = 'section' AND action = 'seeded' AND state IS NOT NULL AND json_type(state, '$.blockIds') IS NULL;
UPDATE revisions SET state = json_set(state, '$.sectionIds', json((
  SELECT json_group_array(s.entity_id ORDER BY json_extract(s.state, '$.sortOrder'), s.entity_id) FROM revisions s
  WHERE s.entity = 'section' AND s.action = 'seeded' AND s.state IS NOT NULL AND json_extract(s.state, '$.pageId') = revisions.entity_id)))
WHERE entity = 'page' AND action = 'seeded' AND state IS NOT NULL AND json_type(state, '$.sectionIds') IS NULL;
`,
  },
  {
    version: 14,
    description:
      "Opening hours are one setting (opening_hours: per weekday open from/to, closed or emergencies only), made from the Contact page's hours rows (else the footer's text); the rows go to the trash and the footer's text setting business_hours goes",
    before: (sqlite) => {
      const blocks = sqlite
        .prepare(
          `SELECT content, metadata FROM content_blocks WHERE block_type = 'hours' AND deleted_at IS NULL AND is_active = 1 AND section_id = ${CONTACT_HOURS} ORDER BY sort_order, id`,
        )
        .all() as { content: string; metadata: string | null }[];
      const footerText = (sqlite.prepare("SELECT value FROM site_settings WHERE key = 'business_hours'").pluck().get() as string | undefined) ?? '';
      const week = weekFromHoursBlocks(blocks.map((b) => ({ content: b.content, metadata: parseObject(b.metadata) }))) ?? weekFromHoursText(footerText);
      // No hours that read as a week: none published (the card and the footer line hide), rather than invented ones.
      sqlite.prepare('INSERT OR IGNORE INTO site_settings (key, value, description) VALUES (?, ?, ?)').run('opening_hours', week ? weekText(week) : '', OPENING_HOURS_DESCRIPTION);
    },
    // The rows leave as an admin's delete would (a 'deleted' revision, 30 days in the trash); their type is
    // retired (web/shared/block-types.ts), so History and the trash show them but cannot bring them back.
    sql: `
INSERT INTO revisions (entity, entity_id, action, username, state)
SELECT 'block', id, 'deleted', ${sqlText(MIGRATION_USER)}, NULL FROM content_blocks WHERE block_type = 'hours' AND deleted_at IS NULL;
UPDATE content_blocks SET deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), deleted_by = ${sqlText(MIGRATION_USER)}
WHERE block_type = 'hours' AND deleted_at IS NULL;
DELETE FROM site_settings WHERE key = 'business_hours';
`,
  },
  {
    version: 15,
    description:
      'A sent form is confirmed in the page, with what happens next and its reference: each form section gets its "After sending" words',
    // Only into a form that has none (by type: an admin may have renamed the heading of one already there).
    before: (sqlite) => {
      const forms = [
        ['contact', 'contact-form', nextStepsBlock(CONTACT_NEXT_STEPS)],
        ['real-estate', 'enquiry-form', nextStepsBlock(REAL_ESTATE_NEXT_STEPS)],
        ['equipment', 'quote-form', quoteNextSteps],
      ] as const;
      const has = sqlite.prepare(
        "SELECT 1 FROM content_blocks b JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id WHERE p.slug = ? AND s.section_key = ? AND b.block_type = 'next_steps'",
      );
      for (const [slug, sectionKey, block] of forms) if (!has.get(slug, sectionKey)) sqlite.exec(seedBlockSql(slug, sectionKey, block, LAST_BLOCK));
    },
    sql: SEED_REVISIONS_SQL,
  },
  {
    version: 16,
    description: "Every hero uses its full width: the Contact page's hero gets a picture (engineers talking a project over), editable like any hero picture",
    // Only where the hero has no picture yet: an admin's own stays the one shown.
    sql: [
      `INSERT INTO content_blocks (section_id, block_type, title, content, image_url, metadata, sort_order)
SELECT s.id, 'image', ${sqlText(contactHeroImage.title)}, '', ${sqlText(contactHeroImage.imageUrl ?? '')}, NULL, 5
FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'contact' AND s.section_key = 'hero'
AND NOT EXISTS (SELECT 1 FROM content_blocks b WHERE b.section_id = s.id AND b.block_type = 'image' AND b.deleted_at IS NULL);`,
      SEED_REVISIONS_SQL,
    ].join('\n'),
  },
  {
    version: 17,
    description: 'On phones a bar keeps Call, WhatsApp and Get a quote one tap away: the site page gets its Phone bar section',
    // Only where the section is missing: seedSectionSql's per-block check would bring back a label the admin renamed.
    before: (sqlite) => {
      const has = sqlite.prepare("SELECT 1 FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'site' AND s.section_key = 'phone_bar'").get();
      if (!has) sqlite.exec(seedSectionSql('site', phoneBarSection, LAST_SECTION));
    },
    sql: SEED_REVISIONS_SQL,
  },
  {
    version: 18,
    description:
      "Home gets a strip of accreditations and clients (after the statistics) and a band of clients' words (after the services, so the navy band parts the two card grids). Both stay hidden until they hold something: the admin adds the accreditations, and the client's words of a project",
    // Headings only: listing an accreditation or quoting a client is the owner's claim to make, not a release's.
    sql: [
      seedSectionSql('home', homeHeading('credentials'), after('statistics'), true),
      seedSectionSql('home', homeHeading('testimonials'), after('services'), true),
      SEED_REVISIONS_SQL,
    ].join('\n'),
  },
  {
    version: 19,
    description: 'The seeded pictures were redrawn: the five whose old alt text no longer describes them get new words, where a block still has the seed\'s old ones',
    sql: Object.values(REDRAWN_ALTS)
      .map(
        ({ imageUrl, was, now }) => `UPDATE content_blocks SET title = ${sqlText(now)} WHERE block_type = 'image' AND image_url = ${sqlText(imageUrl)} AND title = ${sqlText(was)};
UPDATE content_blocks SET metadata = json_set(metadata, '$.imageAlt', ${sqlText(now)}) WHERE image_url = ${sqlText(imageUrl)} AND json_extract(metadata, '$.imageAlt') = ${sqlText(was)};`,
      )
      .join('\n'),
  },
  {
    version: 20,
    description:
      'A full-bleed picture band parts the card sections of Equipment (after the categories) and Real Estate (after the services); an older database gets it hidden, for the admin to show once its words and picture are theirs',
    // Hidden: "Site visits every Saturday" is a promise only the owner can make, and their own photograph may replace the seeded picture.
    before: (sqlite) => {
      for (const [slug, band, afterKey] of [
        ['equipment', equipmentPhotoBand, 'categories'],
        ['real-estate', realEstatePhotoBand, 'services'],
      ] as const) {
        const where = `page_id = (SELECT id FROM pages WHERE slug = '${slug}') AND section_key = '${band.sectionKey}'`;
        if (sqlite.prepare(`SELECT 1 FROM sections WHERE ${where}`).get()) continue;
        sqlite.exec(seedSectionSql(slug, band, after(afterKey)));
        sqlite.exec(`UPDATE sections SET is_active = 0 WHERE ${where}`);
      }
    },
    sql: SEED_REVISIONS_SQL,
  },
  {
    version: 21,
    description:
      "Lite pages (Save-Data) get pictures compressed harder: each photo gets a second set of its phone-width variants, marked lite; photos stored before have none and are cut after start-up (src/media/lite-variants.ts)",
    before: (sqlite) => addMissingColumns(sqlite, 'media_variants', { lite: 'INTEGER NOT NULL DEFAULT 0 CHECK (lite IN (0, 1))' }),
    sql: '',
  },
  {
    version: 22,
    description:
      "One set of company facts: the Company facts settings are added (as seeded, unconfirmed), the seeded statistics read their fact and the seeded sentences name theirs ({yearFounded}, {onTimePercent}, …), each only where it is still exactly the older seed's; miles, sq ft and tons become km, m² and tonnes",
    before: bindSeededFigures,
    sql: '',
  },
  {
    version: 23,
    description:
      "The not-found screen and the Contact page's emergency banner speak as the company: the seed's new words where a section still has the old ones word for word ({days} in the banner: the days the line answers, from the opening hours); the not-found screen gets links to Projects, Services and Contact and the words before the phone number",
    // By path and by key, trashed blocks included: a link or label the owner renamed or deleted is not brought back.
    sql: [
      ...REWORDED_SECTIONS.map(
        ({ slug, sectionKey, was, now }) =>
          `UPDATE sections SET description = ${sqlText(now)} WHERE section_key = ${sqlText(sectionKey)} AND description = ${sqlText(was)} AND page_id = (SELECT id FROM pages WHERE slug = ${sqlText(slug)});`,
      ),
      ...NOT_FOUND_LINKS.map((link) => seedBlockSql('site', 'not_found', link, LAST_BLOCK, `json_extract(b.metadata, '$.path') = ${sqlText(String(link.metadata?.path))}`)),
      seedBlockSql('site', 'not_found', notFoundCallLabel, LAST_BLOCK, `json_extract(b.metadata, '$.key') = ${sqlText(String(notFoundCallLabel.metadata?.key))}`),
      SEED_REVISIONS_SQL,
    ].join('\n'),
  },
  {
    version: 25,
    description: "The Contact page's headquarters card gets its Get Directions button (the way to the address in the settings), unless it has one",
    sql: [
      seedBlockSql('contact', 'headquarters', directionsButton, LAST_BLOCK, `json_extract(b.metadata, '$.href') = ${sqlText(DIRECTIONS_HREF)}`),
      SEED_REVISIONS_SQL,
    ].join('\n'),
  },
  {
    version: 26,
    description: "Project cards and pages name the client and the handover date: the Projects section gets the labels of both, unless it has them",
    sql: [
      ...projectProofLabels.map((label) => seedBlockSql('projects', 'projects', label, LAST_BLOCK, `json_extract(b.metadata, '$.key') = ${sqlText(String(label.metadata?.key))}`)),
      SEED_REVISIONS_SQL,
    ].join('\n'),
  },
  {
    version: 27,
    description: 'Priced quotes a client accepts online: the quotes table (numbered per year, items, VAT, validity, the link\'s token) and the VAT and terms settings',
    sql: `
CREATE TABLE IF NOT EXISTS quotes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'quote')),
  submission_id INTEGER NOT NULL,
  number TEXT NOT NULL UNIQUE CHECK (number GLOB 'Q-[0-9][0-9][0-9][0-9]-[0-9][0-9][0-9][0-9]*'),
  token TEXT NOT NULL UNIQUE CHECK (length(token) >= 40),
  items TEXT NOT NULL,
  vat_percent REAL NOT NULL CHECK (vat_percent BETWEEN 0 AND 100),
  subtotal REAL NOT NULL,
  vat REAL NOT NULL,
  total REAL NOT NULL,
  valid_until TEXT NOT NULL,
  notes TEXT CHECK (notes IS NULL OR length(notes) <= 5000),
  company TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'accepted', 'withdrawn')),
  superseded_by INTEGER,
  admin_id INTEGER,
  username TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  opened_at TEXT,
  accepted_at TEXT,
  withdrawn_at TEXT
);
CREATE INDEX IF NOT EXISTS quotes_submission_idx ON quotes (kind, submission_id, id);
CREATE TRIGGER IF NOT EXISTS contact_submissions_quotes_gone AFTER DELETE ON contact_submissions
BEGIN DELETE FROM quotes WHERE kind = 'contact' AND submission_id = OLD.id; END;
CREATE TRIGGER IF NOT EXISTS equipment_quotes_quotes_gone AFTER DELETE ON equipment_quotes
BEGIN DELETE FROM quotes WHERE kind = 'quote' AND submission_id = OLD.id; END;
INSERT OR IGNORE INTO site_settings (key, value, description) VALUES
  (${sqlText(QUOTE_VAT_SEED.key)}, ${sqlText(QUOTE_VAT_SEED.value)}, ${sqlText(QUOTE_VAT_SEED.description)}),
  (${sqlText(QUOTE_TERMS_SEED.key)}, ${sqlText(QUOTE_TERMS_SEED.value)}, ${sqlText(QUOTE_TERMS_SEED.description)});
`,
  },
  {
    version: 28,
    description:
      "Replies come back and every lead says where it came from: the desk's e-mails and the client's answers keep their Message-ID (stored once), direction, sender and attachments' names; enquiries keep their first and last touch; Call and WhatsApp taps are counted per source",
    before: (sqlite) => {
      addMissingColumns(sqlite, 'enquiry_events', {
        direction: "TEXT NOT NULL DEFAULT 'out' CHECK (direction IN ('in', 'out'))",
        message_id: 'TEXT CHECK (message_id IS NULL OR length(message_id) BETWEEN 1 AND 998)',
        from_address: 'TEXT CHECK (from_address IS NULL OR length(from_address) <= 320)',
        attachments: 'TEXT',
      });
      for (const table of ['contact_submissions', 'equipment_quotes']) {
        addMissingColumns(sqlite, table, { attribution: 'TEXT CHECK (attribution IS NULL OR length(attribution) <= 4000)' });
      }
    },
    // The privacy notice says what the browser keeps about where the visitor came from, unless the owner already wrote a block of that name.
    sql: `${seedBlockSql('privacy', 'what-we-collect', privacyBlock(LEAD_SOURCE_NOTICE_TITLE), LAST_BLOCK, true)}
${SEED_REVISIONS_SQL}
CREATE UNIQUE INDEX IF NOT EXISTS enquiry_events_message_idx ON enquiry_events (message_id);
CREATE TABLE IF NOT EXISTS contact_taps (
  day TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('call', 'whatsapp')),
  source TEXT NOT NULL DEFAULT 'direct' CHECK (length(source) <= 200),
  taps INTEGER NOT NULL,
  PRIMARY KEY (day, channel, source)
);
`,
  },
  {
    version: 30,
    description:
      "Home gets a strip of the clients the company has built for (after their words), and the Contact page's hero its Get Directions button, unless it has one",
    // The strip's heading only, as for the accreditations (version 18): naming a client is the owner's claim to make.
    sql: [
      seedSectionSql('home', homeHeading('clients'), after('testimonials'), true),
      seedBlockSql('contact', 'hero', heroDirectionsButton, LAST_BLOCK, `json_extract(b.metadata, '$.href') = ${sqlText(DIRECTIONS_HREF)}`),
      SEED_REVISIONS_SQL,
    ].join('\n'),
  },
  {
    version: 31,
    description:
      'The company mailbox is read on from where it was left: the last UID read and the UIDVALIDITY per mailbox are kept, so a restart neither reads a message again nor misses one that came while the server was down',
    sql: `
CREATE TABLE IF NOT EXISTS mailbox_positions (
  mailbox TEXT PRIMARY KEY NOT NULL CHECK (length(mailbox) BETWEEN 1 AND 1000),
  uid_validity TEXT NOT NULL CHECK (length(uid_validity) BETWEEN 1 AND 40),
  last_uid INTEGER NOT NULL CHECK (last_uid >= 0),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
`,
  },
  {
    version: 32,
    description:
      'Passkeys: each admin may register WebAuthn credentials (their public keys, names and counters in admin_passkeys); every session records when the admin last proved it is them (verified_at), so what matters asks again after 10 minutes',
    before: (sqlite) => addMissingColumns(sqlite, 'admin_sessions', { verified_at: 'TEXT' }),
    sql: `
CREATE TABLE IF NOT EXISTS admin_passkeys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  admin_id INTEGER NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE CHECK (length(credential_id) BETWEEN 1 AND 1400),
  public_key BLOB NOT NULL,
  sign_count INTEGER NOT NULL DEFAULT 0 CHECK (sign_count >= 0),
  transports TEXT,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  last_used_at TEXT
);
CREATE INDEX IF NOT EXISTS admin_passkeys_admin_idx ON admin_passkeys (admin_id);
`,
  },
  {
    version: 33,
    description: "A development's page shows its title, approvals and progress log: the Real Estate developments section gets the words of them as labels, unless it has them",
    sql: [
      ...developmentProofLabels.map((label) => seedBlockSql('real-estate', 'developments', label, LAST_BLOCK, `json_extract(b.metadata, '$.key') = ${sqlText(String(label.metadata?.key))}`)),
      SEED_REVISIONS_SQL,
    ].join('\n'),
  },
  {
    version: 34,
    description:
      "A machine's rates and terms and a paint's coverage: the seeded machines and paint products that have none get theirs, and the equipment gallery and paint products sections get the words of them as labels, unless they have them",
    sql: [
      ...machines.map(
        (m) => `UPDATE content_blocks SET metadata = json_patch(COALESCE(metadata, '{}'), ${sqlText(JSON.stringify(MACHINE_RATES[m.title] ?? {}))})
WHERE block_type = 'machine' AND section_id = ${EQUIPMENT_GALLERY} AND json_extract(metadata, '$.slug') = ${sqlText(slugify(m.title, 'machine'))} AND json_type(metadata, '$.rateDay') IS NULL;`,
      ),
      ...Object.entries(PAINT_FACTS).map(
        ([title, facts]) => `UPDATE content_blocks SET metadata = json_patch(COALESCE(metadata, '{}'), ${sqlText(JSON.stringify(facts))})
WHERE block_type = 'product' AND section_id = ${PAINT_PRODUCTS} AND title = ${sqlText(title)} AND json_type(metadata, '$.coverage') IS NULL;`,
      ),
      ...machineRateLabels.map((label) => seedBlockSql('equipment', 'gallery', label, LAST_BLOCK, `json_extract(b.metadata, '$.key') = ${sqlText(String(label.metadata?.key))}`)),
      ...paintCalculatorLabels.map((label) => seedBlockSql('paints', 'products', label, LAST_BLOCK, `json_extract(b.metadata, '$.key') = ${sqlText(String(label.metadata?.key))}`)),
      SEED_REVISIONS_SQL,
    ].join('\n'),
  },
  {
    version: 35,
    description:
      'Know when someone else signs in: every sign-in is kept with its browser and approximate network (admin_sign_ins), so one from a browser and network never seen for that admin e-mails them, and Team & security lists them',
    sql: `
CREATE TABLE IF NOT EXISTS admin_sign_ins (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  admin_id INTEGER NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
  session_ref TEXT NOT NULL CHECK (length(session_ref) = 16),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  browser TEXT NOT NULL CHECK (length(browser) BETWEEN 1 AND 60),
  network TEXT NOT NULL CHECK (length(network) BETWEEN 1 AND 60),
  seen TEXT NOT NULL CHECK (seen IN ('first', 'known', 'new'))
);
CREATE INDEX IF NOT EXISTS admin_sign_ins_admin_idx ON admin_sign_ins (admin_id, browser, network);
`,
  },
  {
    version: 36,
    description: "A project's and a development's page offer their brochure (a PDF of the page): the projects and the developments sections get the link's and the PDF's words as labels, unless they have them",
    sql: [
      ...[
        ['projects', 'projects'],
        ['real-estate', 'developments'],
      ].flatMap(([page, section]) =>
        brochureLabels.map((label) => seedBlockSql(page, section, label, LAST_BLOCK, `json_extract(b.metadata, '$.key') = ${sqlText(String(label.metadata?.key))}`)),
      ),
      SEED_REVISIONS_SQL,
    ].join('\n'),
  },
  {
    version: 37,
    description:
      "Recovery codes are kept as salted, slow hashes (scrypt) instead of plain SHA-256 digests: each unused code's digest is hashed again under a new salt per admin, so the codes already handed out keep working; used ones, never checked again, are dropped",
    sql: '',
    before: wrapRecoveryDigests,
  },
  {
    version: 38,
    description:
      "A block's uploaded picture is stored by the file's id (image_id), so where a picture is used, Replace and Delete follow the id; image_url keeps only an address that is not an upload (the seed's artwork, a photograph hosted elsewhere)",
    before: (sqlite) => addMissingColumns(sqlite, 'content_blocks', { image_id: 'INTEGER REFERENCES media_files(id)' }),
    sql: `
CREATE INDEX IF NOT EXISTS content_blocks_image_idx ON content_blocks (image_id);
UPDATE content_blocks SET image_id = (SELECT m.id FROM media_files m WHERE m.url = content_blocks.image_url), image_url = NULL
WHERE image_url IN (SELECT url FROM media_files);`,
  },
];

/** Migration 37: the digests stored before it become what src/security/recovery-hash.ts stores. */
function wrapRecoveryDigests(sqlite: Database.Database): void {
  sqlite.exec(`DELETE FROM admin_recovery_codes WHERE used_at IS NOT NULL AND code_hash NOT LIKE 'scrypt1$%'`);
  const rows = sqlite.prepare(`SELECT id, admin_id AS adminId, code_hash AS digest FROM admin_recovery_codes WHERE code_hash NOT LIKE 'scrypt1$%'`).all() as {
    id: number;
    adminId: number;
    digest: string;
  }[];
  const update = sqlite.prepare('UPDATE admin_recovery_codes SET code_hash = ? WHERE id = ?');
  const salts = new Map<number, string>();
  for (const row of rows) {
    if (!/^[0-9a-f]{64}$/.test(row.digest)) continue;
    const salt = salts.get(row.adminId) ?? newRecoverySalt();
    salts.set(row.adminId, salt);
    update.run(hashRecoveryDigestSync(row.digest, salt), row.id);
  }
}

export const LATEST_VERSION = Math.max(1, ...migrations.map((m) => m.version));
