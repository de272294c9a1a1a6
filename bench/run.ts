// npm run bench: measures the product against its targets in one run and writes bench/results/latest.json.
// Every load figure comes from wrk (see wrk.ts). Each read target is compared, in the same run and
// alternating A B A B, with a bare node:http server (and nginx, when installed) sending the very bytes and
// headers the product sent for the same request; the bench checks they are equal before measuring.
//   BENCH_ROUNDS=3 BENCH_SECONDS=10 BENCH_THREADS=2 BENCH_CONNECTIONS=50 BENCH_WRITE_CONNECTIONS=64
//   BENCH_SOAK_SECONDS=60 BENCH_NGINX=0 BENCH_LIGHTHOUSE=0 npm run bench
// One stage alone: `npm run bench -- images` (the image budget, bench/images.ts), written to bench/results/images.json;
// its screenshots go to BENCH_SHOTS (default bench/results/shots). A failed budget line makes the exit status 1.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { PUBLIC_ROUTES } from '../web/shared/content.ts';
import { type Answer, differences, digest, fetchAnswer } from './answer.ts';
import { firstLoadBytes, type RouteBytes } from './bytes.ts';
import { imageBudget } from './images.ts';
import { lighthouseScores, type Scores } from './lighthouse.ts';
import { nginxInstalled, nginxWorkerPid, startNginx } from './nginx.ts';
import { rssMb, type Spawned, spawnListening } from './process.ts';
import { cpuSeconds, ensureWrk, median, runWrk, type WrkResult } from './wrk.ts';

const root = join(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const THREADS = Number(process.env.BENCH_THREADS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WRITE_CONNECTIONS = Number(process.env.BENCH_WRITE_CONNECTIONS ?? 64);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const NGINX = process.env.BENCH_NGINX !== '0' && nginxInstalled();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const RESULTS = join(import.meta.dirname, 'results');
/** Screenshots of the image stage (the media library, / and /projects with the photos). */
const SHOTS = process.env.BENCH_SHOTS ?? join(RESULTS, 'shots');

async function timeToHealthy(dir: string): Promise<{ ms: number; server: Spawned }> {
  const started = performance.now();
  const server = await spawnListening([join(root, 'dist/server.js')], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_PATH: join(dir, 'site.db'),
    FORM_RATE_LIMIT: '0',
  });
  for (;;) {
    const ok = await fetch(`${server.url}/healthz`).then((r) => r.ok, () => false);
    if (ok) return { ms: performance.now() - started, server };
    await sleep(2);
  }
}

function startBare(answer: Answer, dir: string): Promise<Spawned> {
  const file = join(mkdtempSync(join(dir, 'bare-')), 'answer.json');
  writeFileSync(file, JSON.stringify({ ...answer, body: answer.body.toString('base64') }));
  return spawnListening(['--import', 'tsx', join(import.meta.dirname, 'bare-server.ts'), file], {});
}

function table(rows: Record<string, unknown>[]): string {
  const keys = Object.keys(rows[0] ?? {});
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  return [line(keys), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(keys.map((k) => String(r[k]))))].join('\n');
}

interface Round extends WrkResult {
  /** CPU of the process that answered, in cores, over the run. */
  serverCores: number;
}

/** One wrk run against a target, with the CPU the answering process used meanwhile. */
async function measure(url: string, pid: number, headers: Record<string, string>): Promise<Round> {
  const cpuBefore = cpuSeconds(pid);
  const result = await runWrk({ url, threads: THREADS, connections: CONNECTIONS, seconds: SECONDS, headers });
  return { ...result, serverCores: (cpuSeconds(pid) - cpuBefore) / result.seconds };
}

function summarize(rounds: Round[]) {
  const pick = (k: keyof Round) => median(rounds.map((r) => r[k]));
  return {
    rps: Math.round(pick('rps')),
    p50Ms: round2(pick('p50Ms')),
    p99Ms: round2(pick('p99Ms')),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    serverCores: round2(pick('serverCores')),
    wrkCores: round2(pick('wrkCores')),
    roundsRps: rounds.map((r) => Math.round(r.rps)),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

async function main() {
  ensureWrk();
  const dir = mkdtempSync(join(tmpdir(), 'metrik-bench-'));
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    settings: { generator: 'wrk', rounds: ROUNDS, seconds: SECONDS, threads: THREADS, connections: CONNECTIONS, writeConnections: WRITE_CONNECTIONS, soakSeconds: SOAK_SECONDS, nginx: NGINX },
  };
  // Start-up: the median of three cold starts on a fresh database each (migrate + seed included).
  const startups: number[] = [];
  for (let i = 0; i < 3; i++) {
    const d = mkdtempSync(join(dir, 'start-'));
    const { ms, server } = await timeToHealthy(d);
    startups.push(ms);
    await server.stop();
  }
  const { server } = await timeToHealthy(dir);
  await sleep(1500);
  const productPid = server.child.pid!;
  const idleRss = rssMb(productPid);
  const toHealthyMs = Math.round(startups.sort((a, b) => a - b)[1]);
  report.startup = { toHealthyMs, idleRssMb: Number(idleRss.toFixed(1)) };
  console.log(`start-up to healthy: ${toHealthyMs} ms, idle RSS ${idleRss.toFixed(1)} MB`);
  console.log(
    `\nreads: wrk -t${THREADS} -c${CONNECTIONS} -d${SECONDS}s --latency, ${ROUNDS} rounds alternating product, bare node:http${NGINX ? ', nginx' : ' (nginx not installed: skipped)'}`,
  );

  // Cached pages and the page JSON against yardsticks sending the same bytes with the same headers.
  const targets = [
    { name: 'GET / (brotli)', path: '/', encoding: 'br' },
    { name: 'GET / (gzip)', path: '/', encoding: 'gzip' },
    { name: 'GET /services (brotli)', path: '/services', encoding: 'br' },
    { name: 'GET /api/pages/home (brotli)', path: '/api/pages/home', encoding: 'br' },
  ];
  const reads: Record<string, unknown>[] = [];
  const readRows: Record<string, unknown>[] = [];
  let peakRss = idleRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(productPid))), 250);
  for (const target of targets) {
    const headers = { 'accept-encoding': target.encoding };
    const answer = await fetchAnswer(`${server.url}${target.path}`, headers);
    const encoding = answer.headers.find(([n]) => n === 'content-encoding')?.[1];
    if (answer.status !== 200 || encoding !== target.encoding) throw new Error(`${target.name}: status ${answer.status}, content-encoding ${encoding}`);
    const bare = await startBare(answer, dir);
    const bareDiff = differences(answer, await fetchAnswer(`${bare.url}${target.path}`, headers));
    if (bareDiff.length) throw new Error(`${target.name}: the bare server's answer differs: ${bareDiff.join('; ')}`);
    console.log(`\n${target.name}: product ${answer.status}, ${answer.body.length} B ${encoding} (${digest(answer.body)}), headers: ${answer.headers.map(([n]) => n).join(', ')}`);
    console.log('  bare node:http: same status, same body bytes, same header set and values (only Date/Connection/Keep-Alive are per response)');
    const yardsticks: { name: string; url: string; pid: number; stop: () => Promise<void> }[] = [
      { name: 'product', url: `${server.url}${target.path}`, pid: productPid, stop: async () => {} },
      { name: 'bare node:http', url: `${bare.url}${target.path}`, pid: bare.child.pid!, stop: () => bare.stop() },
    ];
    let nginxDiff: string[] | undefined;
    if (NGINX) {
      const nginx = await startNginx(dir, answer);
      nginxDiff = differences(answer, await fetchAnswer(`${nginx.url}${target.path}`, headers));
      console.log(`  nginx (static file): same status and body bytes; headers ${nginxDiff.length ? `differ only in: ${nginxDiff.join('; ')}` : 'the same'}`);
      if (nginxDiff.some((d) => !d.startsWith('extra server:'))) throw new Error(`${target.name}: nginx's answer differs: ${nginxDiff.join('; ')}`);
      yardsticks.push({ name: 'nginx', url: `${nginx.url}${target.path}`, pid: nginxWorkerPid(nginx.child.pid!), stop: () => nginx.stop() });
    }
    const rounds = new Map<string, Round[]>(yardsticks.map((y) => [y.name, []]));
    for (let i = 0; i < ROUNDS; i++) {
      for (const y of yardsticks) {
        const r = await measure(y.url, y.pid, headers);
        rounds.get(y.name)!.push(r);
        console.log(`  round ${i + 1} ${y.name.padEnd(14)} ${Math.round(r.rps).toString().padStart(6)} req/s  p50 ${r.p50Ms.toFixed(2)} ms  p99 ${r.p99Ms.toFixed(2)} ms  errors ${r.errors}  server CPU ${r.serverCores.toFixed(2)}  wrk CPU ${r.wrkCores.toFixed(2)} cores`);
      }
    }
    for (const y of yardsticks) await y.stop();
    const results = Object.fromEntries([...rounds].map(([name, rs]) => [name, summarize(rs)]));
    const product = results.product;
    const bareResult = results['bare node:http'];
    const ratio = round2(product.rps / bareResult.rps);
    for (const [name, r] of Object.entries(results)) {
      readRows.push({
        target: target.name,
        server: name,
        'req/s': r.rps,
        'p50 ms': r.p50Ms,
        'p99 ms': r.p99Ms,
        errors: r.errors,
        'server CPU': r.serverCores,
        'wrk CPU': r.wrkCores,
        'vs bare': round2(r.rps / bareResult.rps),
      });
    }
    const fastest = Math.max(...Object.values(results).map((r) => r.rps));
    reads.push({ target: target.name, bytes: answer.body.length, encoding, ratio, bareAtLeastProduct: bareResult.rps >= product.rps, fastestRps: fastest, nginxHeaderDifferences: nginxDiff, results });
  }
  report.reads = reads;
  console.log(`\n${table(readRows)}`);
  for (const r of reads as { target: string; ratio: number; bareAtLeastProduct: boolean; fastestRps: number }[]) {
    console.log(`${r.target}: product/bare ${r.ratio} (target ≥ 0.8); bare ≥ product: ${r.bareAtLeastProduct ? 'yes' : 'NO'}; wrk drove ${r.fastestRps} req/s at its fastest target`);
  }

  // Durable submissions: every 201 must be a row in the database afterwards.
  const before = countRows(join(dir, 'site.db'));
  const writeRounds: WrkResult[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const r = await runWrk({ url: `${server.url}/api/contact`, contact: true, threads: THREADS, connections: WRITE_CONNECTIONS, seconds: SECONDS });
    writeRounds.push(r);
    console.log(`\nPOST /api/contact round ${i + 1}: ${Math.round(r.created / r.seconds)} accepted/s, ${r.created} × 201, ${r.otherStatus} other statuses, ${r.errors} errors, p99 ${r.p99Ms.toFixed(2)} ms, wrk CPU ${r.wrkCores.toFixed(2)} cores`);
  }
  const stored = countRows(join(dir, 'site.db')) - before;
  clearInterval(sampler);
  const acknowledged = writeRounds.reduce((n, r) => n + r.created, 0);
  const writes = {
    connections: WRITE_CONNECTIONS,
    acceptedPerSecond: Math.round(median(writeRounds.map((r) => r.created / r.seconds))),
    p99Ms: round2(median(writeRounds.map((r) => r.p99Ms))),
    acknowledged,
    stored,
    lost: Math.max(0, acknowledged - stored),
    // Requests in flight when wrk stopped: stored by the server, their 201 never read (at most the connections).
    storedUnacknowledged: Math.max(0, stored - acknowledged),
    otherStatus: writeRounds.reduce((n, r) => n + r.otherStatus, 0),
    errors: writeRounds.reduce((n, r) => n + r.errors, 0),
  };
  report.writes = writes;
  report.memory = { idleRssMb: Number(idleRss.toFixed(1)), peakUnderLoadRssMb: Number(peakRss.toFixed(1)) };
  console.log(
    `POST /api/contact (${WRITE_CONNECTIONS} connections, synchronous=FULL): ${writes.acceptedPerSecond} accepted/s (median), ${acknowledged} acknowledged, ${stored} stored, lost ${writes.lost} (${writes.storedUnacknowledged} in flight when wrk stopped were stored too)`,
  );
  console.log(`memory: idle ${idleRss.toFixed(1)} MB, peak under load ${peakRss.toFixed(1)} MB`);

  // Soak: mixed reads and writes; memory sampled each second, growth judged over the second half.
  if (SOAK_SECONDS > 0) {
    const samples: number[] = [];
    const soakSampler = setInterval(() => samples.push(rssMb(productPid)), 1000);
    const soak = (url: string, connections: number, extra: { headers?: Record<string, string>; contact?: boolean } = {}) =>
      runWrk({ url, threads: 1, connections, seconds: SOAK_SECONDS, ...extra });
    await Promise.all([
      soak(`${server.url}/`, 16, { headers: { 'accept-encoding': 'br' } }),
      soak(`${server.url}/api/pages/projects`, 8),
      soak(`${server.url}/nope-${Date.now()}`, 4),
      soak(`${server.url}/api/contact`, 8, { contact: true }),
    ]);
    clearInterval(soakSampler);
    const mid = samples[Math.floor(samples.length / 2)] ?? 0;
    const end = samples.at(-1) ?? 0;
    report.soak = {
      seconds: SOAK_SECONDS,
      rssMidMb: Number(mid.toFixed(1)),
      rssEndMb: Number(end.toFixed(1)),
      secondHalfGrowthPct: Number((((end - mid) / mid) * 100).toFixed(1)),
    };
    console.log(`soak ${SOAK_SECONDS}s: RSS ${mid.toFixed(1)} → ${end.toFixed(1)} MB over the second half`);
  }

  const routes = PUBLIC_ROUTES.map((r) => r.path);
  const bytes: (RouteBytes & { encoding: string })[] = [];
  for (const route of routes) {
    bytes.push({ ...(await firstLoadBytes(server.url, route, 'br')), encoding: 'br' });
    bytes.push({ ...(await firstLoadBytes(server.url, route, 'gzip')), encoding: 'gzip' });
  }
  report.firstLoadBytes = bytes;
  console.log(`\nfirst-load bytes\n${table(bytes.map((b) => ({ ...b, html: kb(b.html), js: kb(b.js), css: kb(b.css), total: kb(b.total) })))}`);

  if (LIGHTHOUSE) {
    const scores: Scores[] = await lighthouseScores(server.url, routes);
    report.lighthouse = scores;
    console.log(`\nlighthouse (mobile)\n${table(scores as unknown as Record<string, unknown>[])}`);
  }

  await server.stop();
  rmSync(dir, { recursive: true, force: true });

  // Photos: on a server and database of their own, so the figures above are not disturbed.
  const images = await imageBudget({ lighthouse: LIGHTHOUSE, shotsDir: SHOTS });
  report.images = images;
  writeReport('latest.json', report);
  if (images.lines.some((l) => !l.pass)) process.exitCode = 1;
}

function writeReport(name: string, report: unknown) {
  mkdirSync(RESULTS, { recursive: true });
  const out = join(RESULTS, name);
  writeFileSync(out, JSON.stringify(report, null, 2));
  console.log(`\nwritten to ${out}`);
}

/** `npm run bench -- images`: only the image budget. */
async function imagesAlone() {
  const images = await imageBudget({ lighthouse: LIGHTHOUSE, shotsDir: SHOTS });
  writeReport('images.json', { date: new Date().toISOString(), machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version }, images });
  if (images.lines.some((l) => !l.pass)) process.exitCode = 1;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function countRows(dbPath: string): number {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM contact_submissions').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

const stages = process.argv.slice(2);
if (stages.length === 0) await main();
else if (stages.length === 1 && stages[0] === 'images') await imagesAlone();
else {
  console.error(`unknown stage ${stages.join(' ')}: run \`npm run bench\` for everything or \`npm run bench -- images\` for the image budget`);
  process.exitCode = 2;
}
