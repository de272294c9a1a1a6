import type { Config } from './config.ts';
import type { Database_, Db } from './db/open.ts';
import { ContentChanges } from './content/changes.ts';
import type { Logger } from './ops/log.ts';
import { createLogger } from './ops/log.ts';
import type { AssetStore } from './render/assets.ts';

/** Everything a handler may use, built once per app (tests build one per case, with an in-memory database). */
export interface Services {
  config: Config;
  database: Database_;
  db: Db;
  log: Logger;
  /** Notified on every content write; the render cache drops its pages. */
  changes: ContentChanges;
  assets: AssetStore;
}

export interface ServiceDeps {
  config: Config;
  database: Database_;
  assets: AssetStore;
  log?: Logger;
}

export function createServices(deps: ServiceDeps): Services {
  return {
    config: deps.config,
    database: deps.database,
    db: deps.database.db,
    log: deps.log ?? createLogger(deps.config.logLevel),
    changes: new ContentChanges(),
    assets: deps.assets,
  };
}
