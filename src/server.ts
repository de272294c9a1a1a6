// The server's program, `node dist/server.js [admin … | backup FILE | restore FILE]` (entered through src/main.ts).
// With no arguments it serves.
import { createServer, type Server } from 'node:http';
import { getRequestListener, serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { runAdminCommand } from './cli/admin.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/open.ts';
import { processOldImages } from './media/backfill.ts';
import { makeDueLinkPreviews } from './media/link-previews.ts';
import { makeDueLiteVariants } from './media/lite-variants.ts';
import { PhotoWorker } from './media/photo-worker.ts';
import { seedDatabase } from './db/seed.ts';
import { runBackupCommand } from './ops/backup.ts';
import { runServiceCommand } from './ops/service.ts';
import { offsiteBackups } from './ops/offsite/offsite.ts';
import { PROGRAM } from './ops/executable.ts';
import { markServing, runRestoreCommand } from './ops/restore.ts';
import { createLogger } from './ops/log.ts';
import { findLitestream } from './ops/replica/binary.ts';
import { runReplicaCommand, runReplicaRestore } from './ops/replica/commands.ts';
import { restoreBeforeFirstStart } from './ops/replica/restore.ts';
import { keepHeapSmall } from './ops/memory.ts';
import { assetsBesideServer } from './render/asset-pack.ts';
import { replayFirst } from './http/replay.ts';
import { AdminError, ensureBootstrapAdmin } from './security/admins.ts';
import { BEHIND_A_PROXY } from './ops/tls/explain.ts';
import { HttpsServer } from './ops/tls/https-server.ts';
import { CONNECTION_LIMITS, ConnectionGuard, httpTimeouts } from './ops/connection-guard.ts';
import { type AnyRequest, type AnyResponse, canonicalHostFirst, plainHttpListener } from './ops/tls/plain-http.ts';

const USAGE = `Usage:
  ${PROGRAM}                                  serve the site (configuration from the environment)
  ${PROGRAM} admin create <username> <email>  create an admin (password from ADMIN_PASSWORD or stdin)
  ${PROGRAM} admin reset-password <username>  set a new password and sign that admin out everywhere
  ${PROGRAM} admin reset-2fa <username>       turn two-factor sign-in off for a locked-out admin
  ${PROGRAM} backup <file> [--force]          consistent copy of the live database
  ${PROGRAM} restore <file>                   put a backup in place (server stopped; the current file is kept)
  ${PROGRAM} restore --replica [--at <time>] [--force]  bring the data file back from REPLICA_URL
  ${PROGRAM} replica verify                   the drill: restore the replica's newest state to a temporary file and check it
  ${PROGRAM} service install                  as root: a systemd service that starts at boot (README § Deploy on a fresh VPS)`;

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
    case 'restore': {
      const config = configOrExit();
      if (command === 'restore' && rest[0] === '--replica') return runReplicaRestore(rest, { config, stdout: process.stdout, stderr: process.stderr });
      const run = command === 'backup' ? runBackupCommand : runRestoreCommand;
      return run(rest, { databasePath: config.databasePath, offsite: offsiteBackups(config), stdout: process.stdout, stderr: process.stderr });
    }
    case 'replica':
      return runReplicaCommand(rest, { config: configOrExit(), stdout: process.stdout, stderr: process.stderr });
    case 'service':
      return runServiceCommand(rest, { env: process.env, stdout: process.stdout, stderr: process.stderr });
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

/** A new machine (REPLICA_URL set, no data file yet) serves the replica's newest state, never an empty site. */
async function restoreFirst(config: Config, log: ReturnType<typeof createLogger>) {
  if (!config.replica) return;
  try {
    const outcome = await restoreBeforeFirstStart({ databasePath: config.databasePath, replica: config.replica, ageIdentity: config.ageIdentity });
    if (outcome === 'restored') log.info(`replica: no data file yet, so ${config.databasePath} was restored from the replica before serving`);
    if (outcome === 'empty') log.info('replica: no data file and no copy in the replica yet: starting a new site');
  } catch (error) {
    log.error(
      `There is no data file yet and the replica could not be read, so the server does not start an empty site over it: ${error instanceof Error ? error.message : String(error)} ` +
        'Fix the replica settings (or unset REPLICA_URL to start a new, empty site).',
    );
    process.exit(1);
  }
}

async function startServing(config: Config) {
  keepHeapSmall();
  const log = createLogger(config.logLevel);
  if (config.replica) await restoreFirst(config, log);
  const database = openDatabase(config.databasePath);
  // Tells `restore` that this file is in use.
  const unmark = markServing(config.databasePath);
  process.once('exit', unmark);
  const seeded = seedDatabase(database.sqlite);
  if (seeded.pagesAdded.length > 0) log.info(`seeded pages: ${seeded.pagesAdded.join(', ')}`);
  // Litestream takes over checkpoints (it checkpoints after copying the WAL), so SQLite's own are turned off, on
  // this connection and the writer thread's, which copies the setting. Without the program, SQLite keeps them.
  if (config.replica && findLitestream()) database.sqlite.pragma('wal_autocheckpoint = 0');
  const photos = new PhotoWorker();
  const { app, services } = createApp({ config, database, assets: assetsBesideServer(), log, processPhoto: photos.process, cutLinkPreview: photos.cutLinkPreview, cutLiteVariants: photos.cutLiteVariants });
  try {
    await ensureBootstrapAdmin(services);
  } catch (error) {
    if (!(error instanceof AdminError)) throw error;
    log.error(error.message);
    database.close();
    process.exit(1);
  }

  await services.replica?.start();
  services.backups?.start();
  services.retention.start();
  services.overdueDigest.start();
  services.mailbox?.start();
  // In the background: pages are served (with the originals) while old uploads get their variants, then photos
  // without a current link preview get theirs (meanwhile their pages' og:image is the site's card), then photos
  // without lite variants (meanwhile their lite pages offer the usual ones).
  processOldImages(services)
    .then(() => makeDueLinkPreviews(services))
    .then(() => makeDueLiteVariants(services))
    .catch((error) => log.error('media: processing old images stopped', error));
  services.pageViews.start((error) => log.warn(`page views not written yet: ${error instanceof Error ? error.message : String(error)}`));
  services.notFound.start((error) => log.warn(`missing addresses not written yet: ${error instanceof Error ? error.message : String(error)}`));

  // A cached public page the app has answered before is replayed by node:http itself (src/http/replay.ts).
  const site = replayFirst(services.replay, getRequestListener(app.fetch));
  // With DOMAIN set, HTTPS_PORT serves the site over HTTP/2 and HTTP/1.1 once a certificate is held, and PORT
  // answers the ACME challenge and redirects to HTTPS (src/ops/tls/).
  const tls = config.tls;
  const keeper = services.certificates;
  const toCanonicalHost = tls ? canonicalHostFirst(tls.domains, tls.httpsPort, site) : site;
  const connections = new ConnectionGuard({ ...CONNECTION_LIMITS, perClient: config.trustProxy ? Number.POSITIVE_INFINITY : CONNECTION_LIMITS.perClient });
  const https =
    tls && keeper
      ? new HttpsServer({
          port: tls.httpsPort,
          host: config.host,
          listener: (req, res) => {
            track(req, res);
            toCanonicalHost(req, res);
          },
          log,
          connections,
          alpnChallenges: keeper.alpnChallenges,
          onListening: (port) => process.stdout.write(`INFO serving HTTPS on https://${tls.domains[0]}${port === 443 ? '' : `:${port}`}\n`),
        })
      : undefined;
  const plain = tls && keeper && https ? plainHttpListener({ domains: tls.domains, httpsPort: tls.httpsPort, challenges: keeper.challenges, httpsReady: () => https.ready, site }) : site;
  const withListener = ((options: object) => createServer({ ...options, ...httpTimeouts() }, plain)) as typeof createServer;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, createServer: withListener }, (info) => {
    const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
    // Printed at every LOG_LEVEL: operators, scripts and src/testing/server.ts wait for this line.
    // performance.now() counts from process start: this is the whole start-up, module loading included.
    process.stdout.write(`INFO listening on http://${host}:${info.port}\nINFO ready in ${Math.round(performance.now())} ms\n`);
    if (tls && keeper && https) {
      if (config.trustProxy) log.warn(BEHIND_A_PROXY);
      https.listen();
      keeper.start((cert) => https.serve(cert));
    }
  }) as Server;
  connections.watch(server);
  server.on('error', (error: NodeJS.ErrnoException) => {
    log.error(`cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`);
    process.exit(1);
  });

  // Requests in flight, so that a stop can finish them and then close their keep-alive connections.
  const active = new Set<AnyResponse>();
  let stopping = false;
  // HTTP/2 has no Connection header: a stop ends its sessions with a GOAWAY instead (HttpsServer.close).
  const closeAfter = (req: AnyRequest, res: AnyResponse) => {
    if (req.httpVersionMajor === 1 && !res.headersSent) res.setHeader('Connection', 'close');
  };
  // First of the request listeners, so a stop's Connection: close reaches replayed answers too.
  function track(req: AnyRequest, res: AnyResponse) {
    active.add(res);
    if (stopping) closeAfter(req, res);
    res.once('close', () => {
      active.delete(res);
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  }
  server.prependListener('request', track);

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
    for (const res of active) closeAfter(res.req, res);
    const httpsClosed = https?.close(() => active.size === 0);
    server.close(async () => {
      await httpsClosed;
      await keeper?.stop();
      services.overdueDigest.stop();
      await services.mailbox?.stop();
      await services.retention.stop();
      // Every reply already waited for its commit; this catches a submission still queued by a slow client.
      await services.submissions.close();
      await services.backups?.stop();
      photos.stop();
      try {
        services.pageViews.stop();
      } catch (error) {
        log.error('page views counted since the last write were lost', error);
      }
      try {
        services.notFound.stop();
      } catch (error) {
        log.error('missing addresses counted since the last write were lost', error);
      }
      database.close();
      // After the file is closed: Litestream sends the last writes, then ends.
      await services.replica?.stop();
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
