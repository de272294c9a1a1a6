// Numbered schema changes after the baseline in schema.sql. An empty database gets schema.sql whole and is
// stamped with LATEST_VERSION; an older one runs each migration above its PRAGMA user_version, in order,
// inside one transaction. Append new entries; never edit a released one.
import { SEED_REVISIONS_SQL } from './seed-revisions.ts';

export interface Migration {
  version: number;
  description: string;
  sql: string;
}

/** The projects section of the Projects page and the featured-projects section of Home (migration 2). */
const PROJECTS = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'projects' AND s.section_key = 'projects')`;
const HOME_FEATURED = `(SELECT s.id FROM sections s JOIN pages p ON p.id = s.page_id WHERE p.slug = 'home' AND s.section_key = 'featured_projects')`;

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
];

export const LATEST_VERSION = Math.max(1, ...migrations.map((m) => m.version));
