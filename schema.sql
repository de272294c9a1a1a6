-- The database's source of truth. src/db/tables.ts mirrors it (a test proves they agree).
-- Applied whole to an empty database; later changes are numbered migrations in src/db/migrations.ts
-- keyed on PRAGMA user_version. Times are ISO-8601 UTC text; booleans are 0/1 integers.

-- A legacy table the original brief listed (docs/product.md § Data stored); nothing signs in with it (admins live in admin_users).
CREATE TABLE users (
  id TEXT PRIMARY KEY NOT NULL,
  username TEXT NOT NULL UNIQUE,
  password TEXT NOT NULL
);

CREATE TABLE admin_users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(username) BETWEEN 1 AND 100),
  password TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(email) BETWEEN 3 AND 254),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- 1 for an admin added by another with a first password: the panel asks them to choose their own
  must_change_password INTEGER NOT NULL DEFAULT 0 CHECK (must_change_password IN (0, 1)),
  -- base32 TOTP secret (RFC 6238) once two-factor sign-in is on; totp_pending while it is being set up
  totp_secret TEXT,
  totp_pending TEXT,
  -- the last 30-second step a code was accepted for: no code is accepted twice
  totp_last_step INTEGER
);

-- One row per signed-in token: logout and password changes revoke it, so a stolen token dies with the session.
CREATE TABLE admin_sessions (
  id TEXT PRIMARY KEY NOT NULL,
  admin_id INTEGER NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  ip TEXT,
  user_agent TEXT,
  -- refreshed at most once a minute per session
  last_seen_at TEXT,
  -- when the admin last proved it is them in this session (password or passkey): what matters asks again after 10 minutes
  verified_at TEXT
);
CREATE INDEX admin_sessions_admin_idx ON admin_sessions (admin_id);

-- Passkeys (WebAuthn): the public key of each credential an admin registered, named by them.
CREATE TABLE admin_passkeys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  admin_id INTEGER NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
  -- base64url credential id, as the browser gives it back at sign-in
  credential_id TEXT NOT NULL UNIQUE CHECK (length(credential_id) BETWEEN 1 AND 1400),
  public_key BLOB NOT NULL,
  sign_count INTEGER NOT NULL DEFAULT 0 CHECK (sign_count >= 0),
  -- JSON array of transports (internal, usb, hybrid, …) the browser reported
  transports TEXT,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  last_used_at TEXT
);
CREATE INDEX admin_passkeys_admin_idx ON admin_passkeys (admin_id);

-- Sign-ins: each session issued to an admin, with the browser (family and OS) and the network (the client
-- address's /24 or /48) it came from. A pair never seen before for that admin is "new" and e-mails them; the first
-- sign-in of an account has nothing to compare with and is neither. The newest 100 per admin are kept.
CREATE TABLE admin_sign_ins (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  admin_id INTEGER NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
  -- the session's public name (16 hex digits of SHA-256 of its id, as the sessions list shows it), never its id
  session_ref TEXT NOT NULL CHECK (length(session_ref) = 16),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  browser TEXT NOT NULL CHECK (length(browser) BETWEEN 1 AND 60),
  network TEXT NOT NULL CHECK (length(network) BETWEEN 1 AND 60),
  -- 'first' (the account's first sign-in), 'known' (this browser and network before), 'new' (e-mailed)
  seen TEXT NOT NULL CHECK (seen IN ('first', 'known', 'new'))
);
CREATE INDEX admin_sign_ins_admin_idx ON admin_sign_ins (admin_id, browser, network);

-- Two-factor recovery codes: shown once, stored as a salted, slow hash (scrypt; src/security/recovery-hash.ts).
CREATE TABLE admin_recovery_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  admin_id INTEGER NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL UNIQUE,
  used_at TEXT
);
CREATE INDEX admin_recovery_codes_admin_idx ON admin_recovery_codes (admin_id);

-- Password reset links sent by e-mail: one use, 30 minutes, the token stored as SHA-256.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY NOT NULL,
  admin_id INTEGER NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX password_resets_admin_idx ON password_resets (admin_id);

CREATE TABLE contact_submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  first_name TEXT NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
  last_name TEXT NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  phone TEXT CHECK (phone IS NULL OR length(phone) <= 40),
  service TEXT NOT NULL CHECK (service IN ('construction', 'paint', 'real-estate', 'equipment', 'general')),
  message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  -- 1 when the honeypot field was filled: kept out of the inbox's main list but never thrown away.
  is_spam INTEGER NOT NULL DEFAULT 0 CHECK (is_spam IN (0, 1)),
  read_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- the public page the form was sent from (the Overview's enquiries per 100 views); NULL before it was recorded
  page_path TEXT CHECK (page_path IS NULL OR length(page_path) BETWEEN 1 AND 200),
  -- the lead desk (docs/product.md § Lead desk): where the enquiry stands, who works it, when the company first answered
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'quoted', 'won', 'lost', 'closed')),
  assignee_id INTEGER REFERENCES admin_users(id) ON DELETE SET NULL,
  first_response_at TEXT,
  -- where the lead came from (docs/product.md § Where leads come from): {"first": Touch, "last": Touch} as JSON, or NULL
  attribution TEXT CHECK (attribution IS NULL OR length(attribution) <= 4000)
);
CREATE INDEX contact_submissions_created_idx ON contact_submissions (is_spam, created_at DESC);

CREATE TABLE equipment_quotes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  equipment_type TEXT NOT NULL CHECK (equipment_type IN ('heavy', 'light', 'specialized')),
  rental_duration TEXT NOT NULL CHECK (rental_duration IN ('daily', 'weekly', 'monthly', 'long-term')),
  start_date TEXT NOT NULL CHECK (length(start_date) = 10),
  project_location TEXT NOT NULL CHECK (length(project_location) BETWEEN 1 AND 200),
  project_details TEXT NOT NULL CHECK (length(project_details) BETWEEN 1 AND 5000),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  phone TEXT NOT NULL CHECK (length(phone) BETWEEN 1 AND 40),
  is_spam INTEGER NOT NULL DEFAULT 0 CHECK (is_spam IN (0, 1)),
  read_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  page_path TEXT CHECK (page_path IS NULL OR length(page_path) BETWEEN 1 AND 200),
  -- the lead desk (docs/product.md § Lead desk): where the enquiry stands, who works it, when the company first answered
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'quoted', 'won', 'lost', 'closed')),
  assignee_id INTEGER REFERENCES admin_users(id) ON DELETE SET NULL,
  first_response_at TEXT,
  -- optional on the quote form (added with the lead desk, so the inbox can greet the visitor)
  name TEXT CHECK (name IS NULL OR length(name) BETWEEN 1 AND 100),
  attribution TEXT CHECK (attribution IS NULL OR length(attribution) <= 4000)
);
CREATE INDEX equipment_quotes_created_idx ON equipment_quotes (is_spam, created_at DESC);

CREATE TABLE pages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  slug TEXT NOT NULL UNIQUE CHECK (length(slug) BETWEEN 1 AND 100),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description TEXT,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- the admin who changed it last, named in the 409 a stale save gets (kept as text: it outlives the account)
  updated_by TEXT
);

CREATE TABLE sections (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  page_id INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  section_key TEXT NOT NULL CHECK (length(section_key) BETWEEN 1 AND 100),
  title TEXT NOT NULL DEFAULT '',
  subtitle TEXT,
  description TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_by TEXT,
  UNIQUE (page_id, section_key)
);
CREATE INDEX sections_page_order_idx ON sections (page_id, sort_order);

CREATE TABLE content_blocks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  section_id INTEGER NOT NULL REFERENCES sections(id) ON DELETE CASCADE,
  block_type TEXT NOT NULL CHECK (length(block_type) BETWEEN 1 AND 50),
  title TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  -- The block's picture: an upload by its id (its address is the file's), any other address (the seed's artwork, a
  -- photograph hosted elsewhere) in image_url. Never both.
  image_url TEXT,
  image_id INTEGER REFERENCES media_files(id),
  -- JSON object; structured details such as a stat's suffix, a card's feature list or a palette's colours.
  metadata TEXT CHECK (metadata IS NULL OR json_valid(metadata)),
  sort_order INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_by TEXT,
  -- set when the admin deletes the block: it leaves the site and waits in the trash for 30 days
  deleted_at TEXT,
  deleted_by TEXT
);
CREATE INDEX content_blocks_section_order_idx ON content_blocks (section_id, sort_order);
CREATE INDEX content_blocks_image_idx ON content_blocks (image_id);

-- Every change to a page, section or block: who made it and the item's fields right after (state is NULL after
-- a delete). Seeded content starts with one 'seeded' row, so the original words can always be restored.
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

-- Uploaded images live inside this file too, so copying the one .db file backs up the whole site. The stored
-- original is auto-rotated and carries no metadata; width IS NULL marks an image not yet processed (uploaded
-- before the image pipeline, processed at start-up).
CREATE TABLE media_files (
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
CREATE INDEX media_files_created_idx ON media_files (created_at DESC);

-- What visitors receive: each image resized and re-encoded (AVIF, WebP, JPEG) at the widths of the site's
-- slots, served at /media/v/<hash>.<ext> (hash of the bytes, so cached for a year). `lite`: the stronger-compressed
-- set of the phone widths that a lite page (Save-Data) offers instead.
CREATE TABLE media_variants (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  media_id INTEGER NOT NULL REFERENCES media_files(id) ON DELETE CASCADE,
  format TEXT NOT NULL CHECK (format IN ('avif', 'webp', 'jpeg')),
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  hash TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0),
  data BLOB NOT NULL,
  lite INTEGER NOT NULL DEFAULT 0 CHECK (lite IN (0, 1))
);
CREATE INDEX media_variants_media_idx ON media_variants (media_id);
CREATE INDEX media_variants_hash_idx ON media_variants (hash);

-- The picture a link preview shows (og:image): each photo at least 1200 px wide cropped to 1.91:1 around its
-- focal point, a 1200 × 628 JPEG served at /media/v/<hash>.jpg. It records the focal point and the original
-- (content_hash) it was made from: one that no longer matches them is stale, never shown, and made again.
CREATE TABLE media_link_previews (
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
CREATE INDEX media_link_previews_hash_idx ON media_link_previews (hash);

CREATE TABLE site_settings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key TEXT NOT NULL UNIQUE CHECK (length(key) BETWEEN 1 AND 100),
  value TEXT NOT NULL DEFAULT '',
  description TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Server-only values (the generated JWT secret, the seed marker); never exposed through the API.
CREATE TABLE server_state (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  admin_id INTEGER REFERENCES admin_users(id) ON DELETE SET NULL,
  -- kept apart from admin_id so the trail still names who acted after an account is removed
  username TEXT,
  action TEXT NOT NULL CHECK (length(action) BETWEEN 1 AND 50),
  target TEXT,
  detail TEXT,
  ip TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC);

-- Page views counted by the first-party beacon, one row per day, page and referring site: no cookie, IP address
-- or user agent is ever stored. referrer_host is '' for a direct visit or a visit from this site.
CREATE TABLE page_views (
  day TEXT NOT NULL CHECK (length(day) = 10),
  path TEXT NOT NULL CHECK (length(path) BETWEEN 1 AND 200),
  referrer_host TEXT NOT NULL DEFAULT '' CHECK (length(referrer_host) <= 253),
  views INTEGER NOT NULL CHECK (views > 0),
  PRIMARY KEY (day, path, referrer_host)
) WITHOUT ROWID;

-- Idempotency-Key of a public form post (docs/product.md § Forms on a dropped connection): the same key within
-- 24 hours stores nothing new and is answered with the first post's submission id; the same key with other words
-- is refused. fingerprint is a SHA-256 of the validated row, so no visitor's words are kept twice. Written in the
-- submission's own transaction (src/db/commit-batch.ts); keys older than 24 hours go with the daily clean-up.
CREATE TABLE idempotency_keys (
  key TEXT PRIMARY KEY NOT NULL CHECK (length(key) BETWEEN 8 AND 128),
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'quote')),
  fingerprint TEXT NOT NULL CHECK (length(fingerprint) = 64),
  submission_id INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) WITHOUT ROWID;
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- HTTPS by itself (src/ops/tls/): the ACME account key for each certificate authority, and the certificate (full
-- chain) with its private key for each DOMAIN list, so that one backup of this file holds the whole site.
CREATE TABLE acme_accounts (
  directory_url TEXT PRIMARY KEY NOT NULL CHECK (length(directory_url) BETWEEN 1 AND 2000),
  key_pem TEXT NOT NULL,
  account_url TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE tls_certificates (
  domains TEXT PRIMARY KEY NOT NULL CHECK (length(domains) BETWEEN 1 AND 2000),
  cert_pem TEXT NOT NULL,
  key_pem TEXT NOT NULL,
  not_before TEXT NOT NULL,
  not_after TEXT NOT NULL,
  issued_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Redirects (docs/product.md § Redirects and missing pages): an old address (from_path: lower case, no trailing
-- slash, no query string) answered with a 301 or 302 to a path or an http(s) address, unless a page of the site
-- stands there. A changed item slug adds one from its old address; chains are collapsed to one hop when written.
CREATE TABLE redirects (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  from_path TEXT NOT NULL UNIQUE CHECK (length(from_path) BETWEEN 1 AND 200),
  to_target TEXT NOT NULL CHECK (length(to_target) BETWEEN 1 AND 2000),
  status INTEGER NOT NULL DEFAULT 301 CHECK (status IN (301, 302)),
  hits INTEGER NOT NULL DEFAULT 0 CHECK (hits >= 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Public addresses visitors asked for and did not find (never a query string): at most 500 rows, the least asked
-- (then the longest unseen) deleted first, counted in memory and written in batches (src/content/not-found-log.ts).
CREATE TABLE not_found_paths (
  path TEXT PRIMARY KEY NOT NULL CHECK (length(path) BETWEEN 1 AND 200),
  hits INTEGER NOT NULL CHECK (hits > 0),
  last_seen_at TEXT NOT NULL
) WITHOUT ROWID;

-- The lead desk's timeline of an enquiry (contact message or quote request): private notes, replies (e-mailed from
-- the panel, or sent on WhatsApp or by phone outside it) and status or assignee changes. Personal data: the
-- triggers below remove an enquiry's events with it, whoever deletes it (the inbox, Find a person, retention).
CREATE TABLE enquiry_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'quote')),
  submission_id INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('note', 'reply', 'change')),
  channel TEXT CHECK (channel IS NULL OR channel IN ('email', 'whatsapp', 'phone')),
  field TEXT CHECK (field IS NULL OR field IN ('status', 'assigneeId')),
  -- as sent: the admin's subject (1-200) and the enquiry's reference after it
  subject TEXT CHECK (subject IS NULL OR length(subject) BETWEEN 1 AND 300),
  body TEXT CHECK (body IS NULL OR length(body) <= 20000),
  from_value TEXT,
  to_value TEXT,
  admin_id INTEGER,
  -- kept as text: the line outlives the account
  username TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- a reply the desk sent ('out') or the client's e-mail read from the company mailbox ('in')
  direction TEXT NOT NULL DEFAULT 'out' CHECK (direction IN ('in', 'out')),
  -- the e-mail's Message-ID, without angle brackets: the desk's own, or the incoming message's (stored once)
  message_id TEXT CHECK (message_id IS NULL OR length(message_id) BETWEEN 1 AND 998),
  -- an incoming reply's sender address
  from_address TEXT CHECK (from_address IS NULL OR length(from_address) <= 320),
  -- an incoming reply's attachments as JSON [{ "name", "size" }]: listed, never stored
  attachments TEXT
);
CREATE INDEX enquiry_events_submission_idx ON enquiry_events (kind, submission_id, id);
CREATE UNIQUE INDEX enquiry_events_message_idx ON enquiry_events (message_id);
CREATE TRIGGER contact_submissions_events_gone AFTER DELETE ON contact_submissions
BEGIN DELETE FROM enquiry_events WHERE kind = 'contact' AND submission_id = OLD.id; END;
CREATE TRIGGER equipment_quotes_events_gone AFTER DELETE ON equipment_quotes
BEGIN DELETE FROM enquiry_events WHERE kind = 'quote' AND submission_id = OLD.id; END;

-- Taps on the public site's Call and WhatsApp links per day and lead source (no cookie, nothing about the visitor)
CREATE TABLE contact_taps (
  day TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('call', 'whatsapp')),
  source TEXT NOT NULL DEFAULT 'direct' CHECK (length(source) <= 200),
  taps INTEGER NOT NULL,
  PRIMARY KEY (day, channel, source)
);

-- Priced quotes a client accepts online (docs/product.md § Quotes). A newer quote on the same enquiry withdraws the
-- one before it (superseded_by), which stays listed; `expired` is not stored: it is a sent quote past valid_until.
CREATE TABLE quotes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'quote')),
  submission_id INTEGER NOT NULL,
  -- Q-2026-0007: the year's own count
  number TEXT NOT NULL UNIQUE CHECK (number GLOB 'Q-[0-9][0-9][0-9][0-9]-[0-9][0-9][0-9][0-9]*'),
  -- the client's link: 32 random bytes, base64url; no sign-in
  token TEXT NOT NULL UNIQUE CHECK (length(token) >= 40),
  -- JSON [{ description, quantity, unitPrice }], naira
  items TEXT NOT NULL,
  vat_percent REAL NOT NULL CHECK (vat_percent BETWEEN 0 AND 100),
  subtotal REAL NOT NULL,
  vat REAL NOT NULL,
  total REAL NOT NULL,
  valid_until TEXT NOT NULL,
  notes TEXT CHECK (notes IS NULL OR length(notes) <= 5000),
  -- the company's name, address, phone, e-mail and terms as they were when the quote was made (JSON)
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
CREATE INDEX quotes_submission_idx ON quotes (kind, submission_id, id);
CREATE TRIGGER contact_submissions_quotes_gone AFTER DELETE ON contact_submissions
BEGIN DELETE FROM quotes WHERE kind = 'contact' AND submission_id = OLD.id; END;
CREATE TRIGGER equipment_quotes_quotes_gone AFTER DELETE ON equipment_quotes
BEGIN DELETE FROM quotes WHERE kind = 'quote' AND submission_id = OLD.id; END;

-- Where the company mailbox (IMAP_URL) was read up to (src/ops/mailbox.ts), so that a restart neither reads a
-- message again nor misses one that came while the server was down: per mailbox (host, port, user, folder), its
-- UIDVALIDITY and the highest UID read. A new UIDVALIDITY (the folder was recreated) starts that mailbox afresh.
CREATE TABLE mailbox_positions (
  mailbox TEXT PRIMARY KEY NOT NULL CHECK (length(mailbox) BETWEEN 1 AND 1000),
  uid_validity TEXT NOT NULL CHECK (length(uid_validity) BETWEEN 1 AND 40),
  last_uid INTEGER NOT NULL CHECK (last_uid >= 0),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
