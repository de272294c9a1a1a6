// The 'seeded' revision every page, section and block starts with (docs/product.md § History and undo): the
// item as it stood before any admin touched it, so "back to the original words" always exists. One statement
// for a fresh seed and for the migration of an older database; items that already have a revision are skipped.
// The state objects have the shape src/content/revisions.ts writes for later revisions: a page and a section with
// the order of what they hold.
const bool = (column: string) => `json(CASE WHEN ${column} THEN 'true' ELSE 'false' END)`;
/** The ids of `table`'s rows under one parent, in the order the page shows them, as a JSON array. */
const orderJson = (table: string, parentColumn: string, parentId: string, live = '') =>
  `json((SELECT json_group_array(id ORDER BY sort_order, id) FROM ${table} WHERE ${parentColumn} = ${parentId}${live}))`;
const missing = (entity: string, table: string) =>
  `NOT EXISTS (SELECT 1 FROM revisions r WHERE r.entity = '${entity}' AND r.entity_id = ${table}.id)`;

export const SEED_REVISIONS_SQL = `
INSERT INTO revisions (entity, entity_id, action, state, created_at)
SELECT 'page', id, 'seeded',
  json_object('slug', slug, 'title', title, 'description', description, 'isActive', ${bool('is_active')},
    'sectionIds', ${orderJson('sections', 'page_id', 'pages.id')}),
  created_at
FROM pages WHERE ${missing('page', 'pages')};

INSERT INTO revisions (entity, entity_id, action, state, created_at)
SELECT 'section', id, 'seeded',
  json_object('pageId', page_id, 'sectionKey', section_key, 'title', title, 'subtitle', subtitle,
    'description', description, 'sortOrder', sort_order, 'isActive', ${bool('is_active')},
    'blockIds', ${orderJson('content_blocks', 'section_id', 'sections.id', ' AND deleted_at IS NULL')}),
  created_at
FROM sections WHERE ${missing('section', 'sections')};

INSERT INTO revisions (entity, entity_id, action, state, created_at)
SELECT 'block', id, 'seeded',
  json_object('sectionId', section_id, 'blockType', block_type, 'title', title, 'content', content,
    'imageUrl', image_url, 'metadata', json(metadata), 'sortOrder', sort_order, 'isActive', ${bool('is_active')}),
  created_at
FROM content_blocks WHERE deleted_at IS NULL AND ${missing('block', 'content_blocks')};
`;
