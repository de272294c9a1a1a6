// Migration 22 (docs/product.md § Company facts): a database seeded before the facts existed gets their settings,
// and its seeded figures are bound to them, each only where the stored words are still exactly the older seed's,
// so an owner's edit (their own figure, their own sentence) is never overwritten.
import type Database from 'better-sqlite3';
import { FACT_SEED } from '../../web/shared/facts.ts';
import { SEEDED_FIGURE_TEXTS, SEEDED_STATS } from '../../web/shared/seed/fact-copy.ts';
import { seedPages } from '../../web/shared/seed/index.ts';

const NOW_OF = new Map(SEEDED_FIGURE_TEXTS.map(({ was, now }) => [was, now]));

const rewrite = (text: string | null) => (text === null ? null : (NOW_OF.get(text) ?? text));

/** Every string in a block's metadata (a feature bullet, a milestone's year, a machine's specification) that is still the older seed's. */
function rewriteDeep(value: unknown): unknown {
  if (typeof value === 'string') return rewrite(value);
  if (Array.isArray(value)) return value.map(rewriteDeep);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewriteDeep(item)]));
  return value;
}

function seededStat(page: string, section: string, title: string) {
  const block = seedPages.find((p) => p.slug === page)?.sections.find((s) => s.sectionKey === section)?.blocks.find((b) => b.blockType === 'stat' && b.title === title);
  if (!block?.metadata) throw new Error(`The seed has no statistic "${title}" in ${page}/${section}`);
  return block;
}

function bindStats(sqlite: Database.Database) {
  const find = sqlite.prepare(`SELECT b.id, b.metadata FROM content_blocks b JOIN sections s ON s.id = b.section_id JOIN pages p ON p.id = s.page_id
WHERE p.slug = ? AND s.section_key = ? AND b.block_type = 'stat' AND b.title = ? AND b.content = ? AND json_extract(b.metadata, '$.fact') IS NULL`);
  const bind = sqlite.prepare('UPDATE content_blocks SET content = ?, metadata = ? WHERE id = ?');
  for (const { page, section, title, was } of SEEDED_STATS) {
    const seed = seededStat(page, section, title);
    for (const row of find.all(page, section, title, was) as { id: number; metadata: string | null }[]) {
      const { prefix: _older, ...kept } = row.metadata ? (JSON.parse(row.metadata) as Record<string, unknown>) : {};
      bind.run(seed.content ?? '', JSON.stringify({ ...kept, ...seed.metadata }), row.id);
    }
  }
}

function rewriteTexts(sqlite: Database.Database) {
  const tables = [
    { table: 'pages', columns: ['title', 'description'] },
    { table: 'sections', columns: ['title', 'subtitle', 'description'] },
    { table: 'content_blocks', columns: ['title', 'content'] },
  ];
  for (const { table, columns } of tables) {
    for (const column of columns) {
      const update = sqlite.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${column} = ?`);
      for (const [was, now] of NOW_OF) update.run(now, was);
    }
  }
  const update = sqlite.prepare('UPDATE content_blocks SET metadata = ? WHERE id = ?');
  for (const row of sqlite.prepare('SELECT id, metadata FROM content_blocks WHERE metadata IS NOT NULL').all() as { id: number; metadata: string }[]) {
    const after = JSON.stringify(rewriteDeep(JSON.parse(row.metadata)));
    if (after !== row.metadata) update.run(after, row.id);
  }
}

export function bindSeededFigures(sqlite: Database.Database): void {
  const insert = sqlite.prepare('INSERT OR IGNORE INTO site_settings (key, value, description) VALUES (?, ?, ?)');
  for (const { key, value, description } of FACT_SEED) insert.run(key, value, description);
  bindStats(sqlite);
  rewriteTexts(sqlite);
}
