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
];

export const LATEST_VERSION = Math.max(1, ...migrations.map((m) => m.version));
