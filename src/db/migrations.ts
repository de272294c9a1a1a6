// Numbered schema changes after the baseline in schema.sql. An empty database gets schema.sql whole and is
// stamped with LATEST_VERSION; an older one runs each migration above its PRAGMA user_version, in order,
// inside one transaction. Append new entries; never edit a released one.
export interface Migration {
  version: number;
  description: string;
  sql: string;
}

export const migrations: Migration[] = [
  // version 1 is the baseline: schema.sql as first released.
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
];

export const LATEST_VERSION = Math.max(1, ...migrations.map((m) => m.version));
