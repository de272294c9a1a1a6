// schema.sql is the source of truth; tables.ts must describe exactly the same tables, or drizzle's queries and
// types quietly lie about the database. CHECK constraints and collations live only in schema.sql (drizzle
// neither needs nor enforces them), so they are not compared; everything drizzle does describe is.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { is, SQL } from 'drizzle-orm';
import { getTableConfig, SQLiteSyncDialect, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { schemaSql } from './schema-source.ts';
import * as tables from './tables.ts';

interface ColumnShape {
  name: string;
  type: string;
  notNull: boolean;
  primaryKey: boolean;
  default: string | null;
}
interface IndexShape {
  name: string;
  unique: boolean;
  columns: string[];
}
interface ForeignKeyShape {
  from: string;
  table: string;
  to: string;
  onDelete: string;
}
interface TableShape {
  columns: ColumnShape[];
  /** Column lists of UNIQUE constraints, e.g. "page_id,section_key". */
  uniques: string[];
  indexes: IndexShape[];
  foreignKeys: ForeignKeyShape[];
}

type Shapes = Record<string, TableShape>;

/** What SQLite says about a database made from the given SQL. */
function shapeOfSql(sql: string): Shapes {
  const db = new Database(':memory:');
  db.exec(sql);
  const names = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  const shapes: Shapes = {};
  for (const table of names) {
    const info = db.pragma(`table_info(${table})`) as { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[];
    const indexList = db.pragma(`index_list(${table})`) as { name: string; unique: number; origin: string }[];
    const columnsOf = (index: string) =>
      (db.pragma(`index_xinfo(${index})`) as { name: string | null; desc: number; key: number }[])
        .filter((c) => c.key === 1)
        .map((c) => `${c.name}${c.desc ? ' desc' : ''}`);
    const fks = db.pragma(`foreign_key_list(${table})`) as { table: string; from: string; to: string; on_delete: string }[];
    shapes[table] = {
      columns: info.map((c) => ({
        name: c.name,
        type: c.type.toLowerCase(),
        // An INTEGER PRIMARY KEY is the rowid: never NULL even without the words NOT NULL.
        notNull: c.notnull === 1 || (c.pk > 0 && c.type.toUpperCase() === 'INTEGER'),
        primaryKey: c.pk > 0,
        default: withoutOuterParens(c.dflt_value),
      })),
      uniques: indexList
        .filter((i) => i.origin === 'u')
        .map((i) => columnsOf(i.name).join(','))
        .sort(),
      indexes: indexList
        .filter((i) => i.origin === 'c')
        .map((i) => ({ name: i.name, unique: i.unique === 1, columns: columnsOf(i.name) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      foreignKeys: fks.map((f) => ({ from: f.from, table: f.table, to: f.to, onDelete: f.on_delete.toLowerCase() })).sort(byJson),
    };
  }
  db.close();
  return shapes;
}

const dialect = new SQLiteSyncDialect();
const renderSql = (value: SQL) => dialect.sqlToQuery(value).sql;

/** SQLite reports `DEFAULT (expr)` as `expr`; drizzle renders its sql`(expr)` with the parentheses. */
function withoutOuterParens(text: string | null): string | null {
  if (text === null || !text.startsWith('(') || !text.endsWith(')')) return text;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    if (depth === 0 && i < text.length - 1) return text; // "(a) + (b)": the first pair closes early
  }
  return withoutOuterParens(text.slice(1, -1));
}

function renderDefault(value: unknown): string | null {
  if (value === undefined) return null;
  if (is(value, SQL)) return withoutOuterParens(renderSql(value));
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  return JSON.stringify(value);
}

/** What tables.ts says. */
function shapeOfDrizzle(module: Record<string, unknown>): Shapes {
  const shapes: Shapes = {};
  for (const table of Object.values(module).filter((t): t is SQLiteTable => is(t, SQLiteTable))) {
    const config = getTableConfig(table);
    const indexColumn = (column: unknown) => {
      if (is(column, SQL)) {
        // desc(t.createdAt) renders as `"audit_log"."created_at" desc`
        const match = /^(?:"[^"]+"\.)?"([^"]+)"(?:\s+(asc|desc))?$/i.exec(renderSql(column));
        assert.ok(match, `index column of ${config.name} must be a column or desc(column): ${renderSql(column)}`);
        return `${match[1]}${match[2]?.toLowerCase() === 'desc' ? ' desc' : ''}`;
      }
      return (column as { name: string }).name;
    };
    // A composite PRIMARY KEY (page_views) is a table constraint in drizzle, a flag on each column in SQLite.
    const inCompositeKey = new Set(config.primaryKeys.flatMap((k) => k.columns.map((c) => c.name)));
    shapes[config.name] = {
      columns: config.columns.map((c) => ({
        name: c.name,
        type: c.getSQLType().toLowerCase(),
        notNull: c.notNull,
        primaryKey: c.primary || inCompositeKey.has(c.name),
        default: c.hasDefault ? renderDefault(c.default) : null,
      })),
      uniques: [
        ...config.columns.filter((c) => c.isUnique).map((c) => c.name),
        ...config.uniqueConstraints.map((u) => u.columns.map((c) => c.name).join(',')),
      ].sort(),
      indexes: config.indexes
        .map((i) => ({ name: i.config.name, unique: i.config.unique, columns: i.config.columns.map(indexColumn) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      foreignKeys: config.foreignKeys
        .map((fk) => {
          const ref = fk.reference();
          assert.equal(ref.columns.length, 1, 'single-column foreign keys only');
          return {
            from: ref.columns[0].name,
            table: getTableConfig(ref.foreignTable).name,
            to: ref.foreignColumns[0].name,
            onDelete: (fk.onDelete ?? 'no action').toLowerCase(),
          };
        })
        .sort(byJson),
    };
  }
  return shapes;
}

function byJson(a: unknown, b: unknown) {
  return JSON.stringify(a).localeCompare(JSON.stringify(b));
}

/** Human-readable differences, table by table; empty when they agree. */
function differences(sqlSide: Shapes, drizzleSide: Shapes): string[] {
  const out: string[] = [];
  for (const name of new Set([...Object.keys(sqlSide), ...Object.keys(drizzleSide)])) {
    const a = sqlSide[name];
    const b = drizzleSide[name];
    if (!a) out.push(`${name}: in tables.ts but not in schema.sql`);
    else if (!b) out.push(`${name}: in schema.sql but not in tables.ts`);
    else {
      for (const key of ['columns', 'uniques', 'indexes', 'foreignKeys'] as const) {
        const [x, y] = [JSON.stringify(a[key]), JSON.stringify(b[key])];
        if (x !== y) out.push(`${name}.${key}:\n  schema.sql: ${x}\n  tables.ts:  ${y}`);
      }
    }
  }
  return out;
}

describe('schema.sql and the drizzle tables agree', () => {
  const sqlShapes = shapeOfSql(schemaSql());
  const drizzleShapes = shapeOfDrizzle(tables);

  test('same tables, columns (name, type, NOT NULL, primary key, default), UNIQUEs, indexes and foreign keys', () => {
    assert.deepEqual(differences(sqlShapes, drizzleShapes), []);
  });

  test('the comparison covers every table of docs/product.md § Data stored', () => {
    for (const name of [
      'users',
      'admin_users',
      'contact_submissions',
      'equipment_quotes',
      'pages',
      'sections',
      'content_blocks',
      'media_files',
      'site_settings',
      'admin_sessions',
      'audit_log',
    ]) {
      assert.ok(sqlShapes[name], `schema.sql has ${name}`);
      assert.ok(sqlShapes[name].columns.length > 0);
    }
    // Spot checks that the shapes really carry what they claim to compare.
    assert.deepEqual(sqlShapes.sections.foreignKeys, [{ from: 'page_id', table: 'pages', to: 'id', onDelete: 'cascade' }]);
    assert.deepEqual(sqlShapes.sections.uniques, ['page_id,section_key']);
    assert.equal(sqlShapes.pages.columns.find((c) => c.name === 'is_active')?.default, '1');
    assert.deepEqual(sqlShapes.contact_submissions.indexes[0].columns, ['is_spam', 'created_at desc']);
  });

  // The test above must be able to fail: each of these one-line edits to schema.sql is a disagreement it reports.
  const mutations: [string, RegExp, string][] = [
    ['a column type', /(\bphone TEXT NOT NULL CHECK)/, 'phone INTEGER NOT NULL CHECK'],
    ['NOT NULL dropped', /title TEXT NOT NULL CHECK \(length\(title\) BETWEEN 1 AND 200\)/, 'title TEXT CHECK (length(title) BETWEEN 1 AND 200)'],
    ['a default', /sort_order INTEGER NOT NULL DEFAULT 0/, 'sort_order INTEGER NOT NULL DEFAULT 5'],
    ['ON DELETE', /REFERENCES pages\(id\) ON DELETE CASCADE/, 'REFERENCES pages(id) ON DELETE RESTRICT'],
    ['a UNIQUE', /slug TEXT NOT NULL UNIQUE/, 'slug TEXT NOT NULL'],
    ['an index column order', /ON sections \(page_id, sort_order\)/, 'ON sections (sort_order, page_id)'],
    ['an index direction', /\(is_spam, created_at DESC\)/, '(is_spam, created_at)'],
    ['a missing index', /CREATE INDEX media_files_created_idx[^;]*;/, ''],
    ['an extra column', /read_at TEXT,\n/, 'read_at TEXT,\n  archived INTEGER,\n'],
    ['a missing table', /CREATE TABLE users \([^;]*;/, ''],
  ];
  for (const [what, pattern, replacement] of mutations) {
    test(`would fail on: ${what}`, () => {
      const original = schemaSql();
      assert.match(original, pattern, 'the mutation still applies to schema.sql');
      const mutated = original.replace(pattern, replacement);
      assert.notDeepEqual(differences(shapeOfSql(mutated), drizzleShapes), []);
    });
  }
});
