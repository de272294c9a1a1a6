import { serve } from '@hono/node-server';
import embedded from 'virtual:embedded-assets';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { seedDatabase } from './db/seed.ts';
import { assetsFromEmbedded } from './render/assets.ts';

// TODO(ops): CLI (admin, backup), graceful stop, request log.
const config = loadConfig();
const database = openDatabase(config.databasePath);
seedDatabase(database.sqlite);
const { app, services } = createApp({ config, database, assets: assetsFromEmbedded(embedded) });
serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  services.log.info(`listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${info.port}`);
});
