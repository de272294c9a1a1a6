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
];

export const LATEST_VERSION = Math.max(1, ...migrations.map((m) => m.version));
