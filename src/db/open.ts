import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import * as tables from './tables.ts';
import { LATEST_VERSION, migrations } from './migrations.ts';
import { schemaSql } from './schema-source.ts';
import { applyPragmas } from './pragmas.ts';

/** The drizzle-orm query builder over the data file, typed with its tables. */
export type Db = BetterSQLite3Database<typeof tables>;
/** The opened data file, two ways in: the raw better-sqlite3 connection and drizzle over the same connection. */
export interface DatabaseHandles {
  sqlite: Database.Database;
  db: Db;
  close(): void;
}

/** Opens (creating if needed) the one data file, sets the durability pragmas and brings the schema up to date. */
export function openDatabase(path: string): DatabaseHandles {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  return handlesOver(new Database(path));
}

/** Sets the pragmas on an opened connection, brings its schema up to date and puts drizzle over it. */
export function handlesOver(sqlite: Database.Database): DatabaseHandles {
  applyPragmas(sqlite);
  migrate(sqlite);
  const db = drizzle(sqlite, { schema: tables });
  return { sqlite, db, close: () => sqlite.close() };
}

export function migrate(sqlite: Database.Database): number {
  const current = sqlite.pragma('user_version', { simple: true }) as number;
  if (current > LATEST_VERSION) {
    throw new Error(`Database schema version ${current} is newer than this build (${LATEST_VERSION}); update the program.`);
  }
  if (current === LATEST_VERSION) return current;
  sqlite.transaction(() => {
    if (current === 0) {
      sqlite.exec(schemaSql());
    } else {
      for (const m of migrations.filter((m) => m.version > current).sort((a, b) => a.version - b.version)) {
        m.before?.(sqlite);
        sqlite.exec(m.sql);
      }
    }
    sqlite.pragma(`user_version = ${LATEST_VERSION}`);
  })();
  return LATEST_VERSION;
}
