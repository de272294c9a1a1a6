// Builds an app on a fresh in-memory database (migrated and seeded) for app.request() tests. No port.
import { createApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import Database from 'better-sqlite3';
import { type DatabaseHandles, handlesOver, openDatabase } from '../db/open.ts';
import { seedDatabase } from '../db/seed.ts';
import { assetsFromBuild } from '../render/asset-pack.ts';
import { createAssetStore, type AssetStore } from '../render/assets.ts';
import { readAnswer } from './answer.ts';

let builtAssets: AssetStore | undefined;

/** The built assets when `npm run build` has run, else an empty store (API tests need none). */
export function testAssets(): AssetStore {
  try {
    builtAssets ??= assetsFromBuild();
    return builtAssets;
  } catch {
    return createAssetStore(
      { publicJs: '/assets/public.js', adminJs: '/assets/admin.js', publicPreload: [], adminPreload: [], publicCss: '/assets/public.css', adminCss: '/assets/admin.css', displayFont: '/assets/display.woff2' },
      [],
    );
  }
}

let seededTemplate: Buffer | undefined;

/**
 * A fresh in-memory database, migrated and seeded: a copy of one built at the first call of the process. Migrating
 * and seeding take about 100 ms, a copy about 2, and some test files make a database for each of their tests.
 */
function seededInMemory(): DatabaseHandles {
  if (!seededTemplate) {
    const first = openDatabase(':memory:');
    seedDatabase(first.sqlite);
    seededTemplate = first.sqlite.serialize();
    first.close();
  }
  return handlesOver(new Database(seededTemplate));
}

/** `deps.now`: a clock the test controls (sign-in tokens, two-factor codes, reset links); `deps.assets`: files to serve. */
export function makeTestApp(overrides: Partial<Config> = {}, deps: { now?: () => number; assets?: AssetStore } = {}) {
  const config = testConfig(overrides);
  const inMemory = config.databasePath === ':memory:';
  const database = inMemory ? seededInMemory() : openDatabase(config.databasePath);
  if (!inMemory) seedDatabase(database.sqlite);
  const { app, services } = createApp({ config, database, assets: deps.assets ?? testAssets(), now: deps.now });
  return { app, services, database, db: database.db, sqlite: database.sqlite, config };
}

/** JSON request helper: `await call(app, 'POST', '/api/contact', body, { headers })`. */
export async function call(
  app: { request: (input: string, init?: RequestInit) => Response | Promise<Response> },
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  }
  return readAnswer(await app.request(`http://localhost${path}`, init));
}
