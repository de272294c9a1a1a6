// Any SQLite file read as a file rather than as this site's schema: a backup before it is restored, a replica's
// copy beside the live file. Its tables may be older, newer or someone else's, so these read sqlite_master.
import type Database from 'better-sqlite3';

/** The file's triggers and views, "trigger <name>" → its SQL with the spacing evened out. */
export function triggersAndViews(db: Database.Database): Map<string, string> {
  const rows = db.prepare("SELECT type || ' ' || name AS object, sql FROM sqlite_master WHERE type IN ('trigger', 'view')").all() as { object: string; sql: string }[];
  return new Map(rows.map((row) => [row.object, row.sql.replace(/\s+/g, ' ').trim()]));
}

/** The names of the file's tables, SQLite's and Litestream's own included. */
export function tableNames(db: Database.Database): string[] {
  return db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
}

export function rowCount(db: Database.Database, table: string): number {
  return db.prepare(`SELECT count(*) FROM "${table.replaceAll('"', '""')}"`).pluck().get() as number;
}

/** Each table of the site's (not SQLite's nor Litestream's own) → its number of rows. */
export function tableCounts(db: Database.Database): Map<string, number> {
  return new Map(tableNames(db).filter((t) => !t.startsWith('sqlite_') && !t.startsWith('_litestream')).map((t) => [t, rowCount(db, t)]));
}
