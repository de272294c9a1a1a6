// The production entry point: `node dist/server.js [admin … | backup FILE | restore FILE]`. With no arguments it serves.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { runAdminCommand } from './cli/admin.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/open.ts';
import { processOldImages } from './media/backfill.ts';
import { seedDatabase } from './db/seed.ts';
import { runBackupCommand } from './ops/backup.ts';
import { PROGRAM } from './ops/executable.ts';
import { markServing, runRestoreCommand } from './ops/restore.ts';
import { createLogger } from './ops/log.ts';
import { keepHeapSmall } from './ops/memory.ts';
import { assetsBesideServer } from './render/asset-pack.ts';
import { replayFirst } from './http/replay.ts';
import { AdminError, ensureBootstrapAdmin } from './security/admins.ts';

const USAGE = `Usage:
  ${PROGRAM}                                  serve the site (configuration from the environment)
  ${PROGRAM} admin create <username> <email>  create an admin (password from ADMIN_PASSWORD or stdin)
  ${PROGRAM} admin reset-password <username>  set a new password and sign that admin out everywhere
  ${PROGRAM} admin reset-2fa <username>       turn two-factor sign-in off for a locked-out admin
  ${PROGRAM} backup <file> [--force]          consistent copy of the live database
  ${PROGRAM} restore <file>                   put a backup in place (server stopped; the current file is kept)`;

/** How long in-flight requests get to finish after SIGTERM/SIGINT before the process exits anyway. */
const STOP_TIMEOUT_MS = 10_000;

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

async function main(args: string[]): Promise<number | undefined> {
  const [command, ...rest] = args;
  switch (command) {
    case undefined:
    case 'serve':
      await startServing(configOrExit());
      return undefined; // keeps running until a signal
    case 'admin': {
      const config = configOrExit();
      const database = openDatabase(config.databasePath);
      try {
        return await runAdminCommand(rest, { database, config, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
      } finally {
        database.close();
      }
    }
    case 'backup':
      return runBackupCommand(rest, { databasePath: configOrExit().databasePath, stdout: process.stdout, stderr: process.stderr });
    case 'restore':
      return runRestoreCommand(rest, { databasePath: configOrExit().databasePath, stdout: process.stdout, stderr: process.stderr });
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(`${USAGE}\n`);
      return 0;
    default:
      process.stderr.write(`Unknown command "${command}".\n${USAGE}\n`);
      return 2;
  }
}

async function startServing(config: Config) {
  keepHeapSmall();
  const log = createLogger(config.logLevel);
  const database = openDatabase(config.databasePath);
  // Tells `restore` that this file is in use.
  const unmark = markServing(config.databasePath);
  process.once('exit', unmark);
  const seeded = seedDatabase(database.sqlite);
  if (seeded.pagesAdded.length > 0) log.info(`seeded pages: ${seeded.pagesAdded.join(', ')}`);
  const { app, services } = createApp({ config, database, assets: assetsBesideServer(), log });
  try {
    await ensureBootstrapAdmin(services);
  } catch (error) {
    if (!(error instanceof AdminError)) throw error;
    log.error(error.message);
    database.close();
    process.exit(1);
  }

  services.backups?.start();
  services.retention.start();
  // In the background: pages are served (with the originals) while old uploads get their variants.
  processOldImages(services).catch((error) => log.error('media: processing old images stopped', error));
  services.pageViews.start((error) => log.warn(`page views not written yet: ${error instanceof Error ? error.message : String(error)}`));

  // A cached public page the app has answered before is replayed by node:http itself (src/http/replay.ts).
  const withReplay = ((options: object, listener: Parameters<typeof replayFirst>[1]) =>
    createServer(options, replayFirst(services.replay, listener))) as typeof createServer;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, createServer: withReplay }, (info) => {
    const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
    // Printed at every LOG_LEVEL: operators, scripts and src/testing/server.ts wait for this line.
    // performance.now() counts from process start: this is the whole start-up, module loading included.
    process.stdout.write(`INFO listening on http://${host}:${info.port}\nINFO ready in ${Math.round(performance.now())} ms\n`);
  }) as Server;
  server.on('error', (error: NodeJS.ErrnoException) => {
    log.error(`cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`);
    process.exit(1);
  });

  // Requests in flight, so that a stop can finish them and then close their keep-alive connections.
  const active = new Set<ServerResponse>();
  let stopping = false;
  // First of the request listeners, so a stop's Connection: close reaches replayed answers too.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    active.add(res);
    if (stopping && !res.headersSent) res.setHeader('Connection', 'close');
    res.once('close', () => {
      active.delete(res);
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal}: finishing ${active.size} request(s), then stopping`);
    setTimeout(() => {
      log.error(`requests still running after ${STOP_TIMEOUT_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    // Whoever is mid-request gets their answer, then the connection is closed rather than kept alive.
    for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
    server.close(async () => {
      await services.retention.stop();
      // Every reply already waited for its commit; this catches a submission still queued by a slow client.
      await services.submissions.close();
      await services.backups?.stop();
      try {
        services.pageViews.stop();
      } catch (error) {
        log.error('page views counted since the last write were lost', error);
      }
      database.close();
      log.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// Not a top-level await: the single executable (scripts/build-binary.ts) runs this bundled as CommonJS.
main(process.argv.slice(2)).then((code) => {
  if (code !== undefined) process.exit(code);
});
