// npm run bench: measures the product against its targets in one run and writes bench/results/latest.json.
// Every load figure comes from wrk (see wrk.ts). Each read target is compared, in the same run and
// alternating A B A B, with a bare node:http server (and nginx, when installed) sending the very bytes and
// headers the product sent for the same request; the bench checks they are equal before measuring.
// `npm run bench -- --help` lists the stages and settings; `--only reads,writes` runs some of them.
// `npm run bench -- images` (or `--only images`) runs only the photo budget (bench/images.ts); its screenshots go to
// BENCH_SHOTS (default bench/results/shots). A failed target or budget line makes the exit status 1.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { findLitestream } from '../src/ops/replica/binary.ts';
import { PUBLIC_ROUTES } from '../web/shared/content.ts';
import { type Answer, differences, digest, fetchAnswer } from './answer.ts';
import { firstLoadBytes, SCRIPT_BUDGET, SLOW_NETWORK, slowPhoneVisits, type RouteBytes, type SlowPhone } from './bytes.ts';
import { type HttpsResult, httpsComparison } from './https.ts';
import { imageBudget } from './images.ts';
import { LIGHTHOUSE_RUNS, lighthouseScores, type Scores } from './lighthouse.ts';
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
const NGINX = process.env.BENCH_NGINX !== '0' && nginxInstalled();

const STAGES = {
  reads: 'cached GET /, /services and /api/pages/home against bare node:http and nginx on the same bytes (A B A B)',
  writes: `durable POST /api/contact at ${WRITE_CONNECTIONS} connections; every 201 checked against the rows stored`,
  replication: `the same writes on two fresh servers, one replicating with Litestream to a file:// replica (REPLICA_URL), rounds alternating; every 201 checked in the data file and, after the stop, in the replica`,
  soak: `${SOAK_SECONDS} s of mixed reads and writes; resident memory over its second half`,
  bytes: 'first-load bytes of each public route and an item page of each kind in Chromium at 375 px, with and without Save-Data',
  slow: `the same first visits on a slow phone (${SLOW_NETWORK.latencyMs} ms RTT, ${SLOW_NETWORK.kbitPerSecond} kbit/s, ${SLOW_NETWORK.cpuSlowdown}x CPU): first paint, menu and form working`,
  lighthouse: 'Lighthouse mobile scores of each public route and one item page of each kind',
  https: 'cached GET / over HTTPS + HTTP/2 (h2load) against nginx serving the same bytes with the same certificate (A B A B)',
  images: 'nine 12-megapixel photos as the home hero and project pictures: /projects bytes at 375 px, sharpness at 1280 px, Lighthouse',
} as const;
type Stage = keyof typeof STAGES;

const HELP = `npm run bench [-- --only STAGE,STAGE…]

Builds, starts node dist/server.js on a temporary database (start-up time and idle memory are always measured),
then runs these stages in order and writes bench/results/latest.json:
${Object.entries(STAGES).map(([k, v]) => `  ${k.padEnd(11)}${v}`).join('\n')}

Settings (environment): BENCH_ROUNDS=3 BENCH_SECONDS=10 BENCH_THREADS=2 BENCH_CONNECTIONS=50
BENCH_WRITE_CONNECTIONS=64 BENCH_SOAK_SECONDS=60 (0 skips the soak) BENCH_H2_REQUESTS=20000 BENCH_NGINX=0 BENCH_LIGHTHOUSE=0
BENCH_LIGHTHOUSE_RUNS=5 (per route; the median is reported).
Run it on an otherwise idle machine: wrk and the servers share the cores.`;

function chosenStages(args: string[]): Set<Stage> {
  const all = Object.keys(STAGES) as Stage[];
  if (args.length === 1 && args[0] === 'images') return new Set(['images']);
  const at = args.findIndex((a) => a === '--only' || a.startsWith('--only='));
  if (at < 0) return new Set(all.filter((s) => (s !== 'lighthouse' || process.env.BENCH_LIGHTHOUSE !== '0') && (s !== 'soak' || SOAK_SECONDS > 0)));
  const list = (args[at].includes('=') ? args[at].split('=')[1] : (args[at + 1] ?? '')).split(',').filter(Boolean);
  const unknown = list.filter((s) => !all.includes(s as Stage));
  if (unknown.length || list.length === 0) throw new Error(`--only takes stages among ${all.join(', ')}; got "${list.join(',')}"`);
  return new Set(list as Stage[]);
}
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

/** Highest resident memory of a process while `work` runs, sampled every 250 ms. */
async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = rssMb(pid);
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 250);
  try {
    return { result: await work(), peakMb };
  } finally {
    clearInterval(sampler);
  }
}

/** Cached pages and the page JSON against yardsticks sending the same bytes with the same headers. */
async function reads(server: Spawned, dir: string) {
  const productPid = server.child.pid!;
  console.log(
    `\nreads: wrk -t${THREADS} -c${CONNECTIONS} -d${SECONDS}s --latency, ${ROUNDS} rounds alternating product, bare node:http${NGINX ? ', nginx' : ' (nginx not installed: skipped)'}`,
  );
  const targets = [
    { name: 'GET / (brotli)', path: '/', encoding: 'br' },
    { name: 'GET / (gzip)', path: '/', encoding: 'gzip' },
    { name: 'GET /services (brotli)', path: '/services', encoding: 'br' },
    { name: 'GET /api/pages/home (brotli)', path: '/api/pages/home', encoding: 'br' },
  ];
  const out: { target: string; bytes: number; encoding: string | undefined; ratio: number; productP99Ms: number; bareAtLeastProduct: boolean; fastestRps: number; nginxHeaderDifferences?: string[]; results: Record<string, ReturnType<typeof summarize>> }[] = [];
  const readRows: Record<string, unknown>[] = [];
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
    out.push({
      target: target.name,
      bytes: answer.body.length,
      encoding,
      ratio: round2(product.rps / bareResult.rps),
      productP99Ms: product.p99Ms,
      bareAtLeastProduct: bareResult.rps >= product.rps,
      fastestRps: Math.max(...Object.values(results).map((r) => r.rps)),
      nginxHeaderDifferences: nginxDiff,
      results,
    });
  }
  console.log(`\n${table(readRows)}`);
  for (const r of out) {
    console.log(`${r.target}: product/bare ${r.ratio} (target ≥ 0.8), product p99 ${r.productP99Ms} ms (target ≤ 10); bare ≥ product: ${r.bareAtLeastProduct ? 'yes' : 'NO'}; wrk drove ${r.fastestRps} req/s at its fastest target`);
  }
  return out;
}

/** Durable submissions: every 201 must be a row in the database afterwards. */
async function writes(server: Spawned, dir: string) {
  const before = countRows(join(dir, 'site.db'));
  const writeRounds: WrkResult[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const r = await runWrk({ url: `${server.url}/api/contact`, contact: true, threads: THREADS, connections: WRITE_CONNECTIONS, seconds: SECONDS });
    writeRounds.push(r);
    console.log(`\nPOST /api/contact round ${i + 1}: ${Math.round(r.created / r.seconds)} accepted/s, ${r.created} × 201, ${r.otherStatus} other statuses, ${r.errors} errors, p99 ${r.p99Ms.toFixed(2)} ms, wrk CPU ${r.wrkCores.toFixed(2)} cores`);
  }
  const stored = countRows(join(dir, 'site.db')) - before;
  const acknowledged = writeRounds.reduce((n, r) => n + r.created, 0);
  const result = {
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
  console.log(
    `POST /api/contact (${WRITE_CONNECTIONS} connections, synchronous=FULL): ${result.acceptedPerSecond} accepted/s (median), ${acknowledged} acknowledged, ${stored} stored, lost ${result.lost} (${result.storedUnacknowledged} in flight when wrk stopped were stored too)`,
  );
  return result;
}

/**
 * The writes stage's load with continuous replication on and off: two servers started for it on fresh data files,
 * one with REPLICA_URL=file://… (Litestream as its child, in charge of checkpoints), measured in alternating rounds
 * (without, with, without, with…) so that both see the same machine. Every 201 must be a row in each data file and,
 * once the replicating server has stopped (Litestream sends the rest), a row in the replica restored by the product.
 */
async function replication(dir: string) {
  if (!findLitestream()) throw new Error('replication: Litestream was not found (npm install brings @flydotio/litestream-linux-x64)');
  const base = mkdtempSync(join(dir, 'replication-'));
  const replicaUrl = `file://${join(base, 'replica')}`;
  const start = async (name: string, extra: Record<string, string>) => {
    const data = mkdtempSync(join(base, 'data-'));
    const server = await spawnListening([join(root, 'dist/server.js')], {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: join(data, 'site.db'),
      FORM_RATE_LIMIT: '0',
      ...extra,
    });
    return { name, server, dbPath: join(data, 'site.db'), before: countRows(join(data, 'site.db')), rounds: [] as WrkResult[] };
  };
  const sides = [await start('without replication', {}), await start('with replication', { REPLICA_URL: replicaUrl })];
  // Litestream's first snapshot is in the replica before anything is measured.
  for (const deadline = Date.now() + 15_000; !hasSnapshot(join(base, 'replica')); await sleep(100)) {
    if (Date.now() > deadline) throw new Error('replication: no snapshot reached the replica in 15 s');
  }
  console.log(`
replication: POST /api/contact, wrk -t${THREADS} -c${WRITE_CONNECTIONS} -d${SECONDS}s, ${ROUNDS} rounds alternating; the replica: ${replicaUrl}`);
  for (let i = 0; i < ROUNDS; i++) {
    for (const side of sides) {
      const r = await runWrk({ url: `${side.server.url}/api/contact`, contact: true, threads: THREADS, connections: WRITE_CONNECTIONS, seconds: SECONDS });
      side.rounds.push(r);
      console.log(`  round ${i + 1} ${side.name.padEnd(20)} ${Math.round(r.created / r.seconds).toString().padStart(6)} accepted/s  ${r.created} × 201, ${r.otherStatus} other, ${r.errors} errors, p99 ${r.p99Ms.toFixed(2)} ms`);
    }
  }
  for (const side of sides) await side.server.stop();
  const restored = join(base, 'restored', 'site.db');
  const restore = spawnSync(process.execPath, [join(root, 'dist/server.js'), 'restore', '--replica'], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', DATABASE_PATH: restored, REPLICA_URL: replicaUrl },
    encoding: 'utf8',
  });
  if (restore.status !== 0) throw new Error(`replication: restore --replica failed: ${restore.stderr}`);
  const result = sides.map((side) => {
    const acknowledged = side.rounds.reduce((n, r) => n + r.created, 0);
    const stored = countRows(side.dbPath) - side.before;
    return {
      side: side.name,
      acceptedPerSecond: Math.round(median(side.rounds.map((r) => r.created / r.seconds))),
      roundsPerSecond: side.rounds.map((r) => Math.round(r.created / r.seconds)),
      p99Ms: round2(median(side.rounds.map((r) => r.p99Ms))),
      acknowledged,
      stored,
      lost: Math.max(0, acknowledged - stored),
      otherStatus: side.rounds.reduce((n, r) => n + r.otherStatus, 0),
      errors: side.rounds.reduce((n, r) => n + r.errors, 0),
    };
  });
  const replicated = result[1];
  const inReplica = countRows(restored) - sides[1].before;
  const out = { connections: WRITE_CONNECTIONS, without: result[0], with: { ...replicated, inReplica, missingFromReplica: Math.max(0, replicated.acknowledged - inReplica) } };
  console.log(`
${table(result.map((r) => ({ '': r.side, 'accepted/s (median)': r.acceptedPerSecond, rounds: r.roundsPerSecond.join(' '), 'p99 ms': r.p99Ms, acknowledged: r.acknowledged, stored: r.stored, lost: r.lost })))}`);
  console.log(
    `with replication: ${out.with.acceptedPerSecond}/s against ${out.without.acceptedPerSecond}/s without (${round2(out.with.acceptedPerSecond / out.without.acceptedPerSecond)}×); ${inReplica} rows in the replica restored after the stop, ${out.with.missingFromReplica} acknowledged rows missing from it`,
  );
  rmSync(base, { recursive: true, force: true });
  return out;
}

/** Whether Litestream has written a snapshot under a file:// replica. */
function hasSnapshot(replica: string): boolean {
  const generations = join(replica, 'generations');
  if (!existsSync(generations)) return false;
  return readdirSync(generations).some((g) => existsSync(join(generations, g, 'snapshots')) && readdirSync(join(generations, g, 'snapshots')).length > 0);
}

/** Soak: mixed reads and writes; memory sampled each second, growth judged over the second half. */
async function soak(server: Spawned) {
  const samples: number[] = [];
  const pid = server.child.pid!;
  const soakSampler = setInterval(() => samples.push(rssMb(pid)), 1000);
  const run = (url: string, connections: number, extra: { headers?: Record<string, string>; contact?: boolean } = {}) =>
    runWrk({ url, threads: 1, connections, seconds: SOAK_SECONDS, ...extra });
  await Promise.all([
    run(`${server.url}/`, 16, { headers: { 'accept-encoding': 'br' } }),
    run(`${server.url}/api/pages/projects`, 8),
    run(`${server.url}/nope-${Date.now()}`, 4),
    run(`${server.url}/api/contact`, 8, { contact: true }),
  ]);
  clearInterval(soakSampler);
  const mid = samples[Math.floor(samples.length / 2)] ?? 0;
  const end = samples.at(-1) ?? 0;
  console.log(`soak ${SOAK_SECONDS}s: RSS ${mid.toFixed(1)} → ${end.toFixed(1)} MB over the second half`);
  return {
    seconds: SOAK_SECONDS,
    rssMidMb: Number(mid.toFixed(1)),
    rssEndMb: Number(end.toFixed(1)),
    rssPeakMb: Number(Math.max(...samples).toFixed(1)),
    secondHalfGrowthPct: Number((((end - mid) / mid) * 100).toFixed(1)),
  };
}

interface Target {
  figure: string;
  measured: string;
  target: string;
  met: string;
}

interface Report {
  date: string;
  machine: Record<string, unknown>;
  settings: Record<string, unknown>;
  startup?: { toHealthyMs: number; idleRssMb: number };
  memory: { idleRssMb: number; [peak: string]: number };
  reads?: Awaited<ReturnType<typeof reads>>;
  writes?: Awaited<ReturnType<typeof writes>>;
  replication?: Awaited<ReturnType<typeof replication>>;
  soak?: Awaited<ReturnType<typeof soak>>;
  firstLoadBytes?: RouteBytes[];
  slowPhone?: SlowPhone[];
  lighthouse?: Scores[];
  images?: Awaited<ReturnType<typeof imageBudget>>;
  https?: HttpsResult;
  targets?: Target[];
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(HELP);
    return;
  }
  const stages = chosenStages(args);
  if (stages.has('reads') || stages.has('writes') || stages.has('soak') || stages.has('replication')) ensureWrk();
  const dir = mkdtempSync(join(tmpdir(), 'metrik-bench-'));
  const report: Report = {
    date: new Date().toISOString(),
    memory: { idleRssMb: 0 },
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadAverage: loadavg().map((n) => round2(n)) },
    settings: { generator: 'wrk', stages: [...stages], rounds: ROUNDS, seconds: SECONDS, threads: THREADS, connections: CONNECTIONS, writeConnections: WRITE_CONNECTIONS, soakSeconds: SOAK_SECONDS, nginx: NGINX },
  };
  console.log(`stages: ${[...stages].join(', ')}; load average before the run: ${loadavg().map((n) => n.toFixed(2)).join(' ')} on ${cpus().length} cores`);
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
  const memory = report.memory;
  memory.idleRssMb = Number(idleRss.toFixed(1));

  if (stages.has('reads')) {
    const { result, peakMb } = await peakRssDuring(productPid, () => reads(server, dir));
    report.reads = result;
    memory.peakDuringReadsMb = Number(peakMb.toFixed(1));
  }
  if (stages.has('writes')) {
    const { result, peakMb } = await peakRssDuring(productPid, () => writes(server, dir));
    report.writes = result;
    memory.peakDuringWritesMb = Number(peakMb.toFixed(1));
  }
  if (stages.has('soak')) {
    report.soak = await soak(server);
    memory.peakDuringSoakMb = report.soak.rssPeakMb;
  }
  const loaded = Object.entries(memory).filter(([k]) => k.startsWith('peak'));
  console.log(`\nmemory: idle ${memory.idleRssMb} MB${loaded.map(([k, v]) => `, ${k.replace(/^peakDuring(\w+)Mb$/, 'peak during $1').toLowerCase()} ${v} MB`).join('')}`);

  const routes = PUBLIC_ROUTES.map((r) => r.path);
  const withItems = [...routes, ...(await firstItemPages(server.url))];
  if (stages.has('bytes')) {
    const bytes = await firstLoadBytes(server.url, withItems);
    report.firstLoadBytes = bytes;
    const rows = bytes.map((b) => {
      const budget = b.form ? SCRIPT_BUDGET.form : SCRIPT_BUDGET.page;
      return {
        route: b.route,
        'Save-Data': b.saveData ? 'on' : '',
        html: kb(b.html),
        js: kb(b.js),
        'js budget': `${kb(budget)}${b.js <= budget ? '' : ' OVER'}`,
        css: kb(b.css),
        other: kb(b.other),
        total: kb(b.total),
        scripts: b.scripts,
      };
    });
    console.log(`\nfirst-load bytes in Chromium (375 px, as encoded on the wire; JS includes a form page's islands, fetched after paint)\n${table(rows)}`);
  }
  if (stages.has('slow')) {
    const visits = await slowPhoneVisits(server.url, withItems);
    report.slowPhone = visits;
    const s = (ms: number | null) => (ms === null ? '' : `${(ms / 1000).toFixed(2)} s`);
    const rows = visits.map((v) => ({ route: v.route, 'first paint': s(v.firstContentfulPaintMs), 'menu works': s(v.menuWorksMs), 'form works': s(v.formWorksMs) }));
    console.log(`\nfirst visit on a slow phone (${STAGES.slow.replace(/^the same first visits on a slow phone /, '')})\n${table(rows)}`);
  }
  if (stages.has('lighthouse')) {
    const scores: Scores[] = await lighthouseScores(server.url, withItems);
    report.lighthouse = scores;
    const rows = scores.map(({ runs, ...s }) => ({ ...s, 'performance of each run': runs.join(' ') }));
    console.log(`\nlighthouse (mobile; median of ${LIGHTHOUSE_RUNS} runs by Performance, the other categories and CLS the worst run)\n${table(rows)}`);
  }

  await server.stop();

  // Writes with and without replication: on servers and data files of their own.
  if (stages.has('replication')) report.replication = await replication(dir);
  rmSync(dir, { recursive: true, force: true });

  // HTTPS: on a server, database and certificate of their own.
  if (stages.has('https')) {
    report.https = await httpsComparison(tmpdir(), { rounds: Math.max(2, ROUNDS - 1), requests: Number(process.env.BENCH_H2_REQUESTS ?? 20_000) });
  }

  // Photos: on a server and database of their own, so the figures above are not disturbed.
  if (stages.has('images')) {
    report.images = await imageBudget({ lighthouse: process.env.BENCH_LIGHTHOUSE !== '0', shotsDir: SHOTS });
    if (report.images.lines.some((l) => !l.pass)) process.exitCode = 1;
  }
  report.targets = targets(report);
  console.log(`\ntargets\n${table(report.targets as unknown as Record<string, unknown>[])}`);
  console.log(`load average after the run: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  mkdirSync(RESULTS, { recursive: true });
  const out = join(RESULTS, stages.size === 1 && stages.has('images') ? 'images.json' : 'latest.json');
  writeFileSync(out, JSON.stringify(report, null, 2));
  console.log(`\nwritten to ${out}`);
}

/** Each measured figure next to its target (the budgets in README.md § Performance and reliability), for the stages that ran. */
function targets(report: Report): Target[] {
  const rows: Target[] = [];
  const row = (figure: string, measured: string, target: string, met: boolean) => rows.push({ figure, measured, target, met: met ? 'yes' : 'NO' });
  for (const r of report.reads ?? []) row(`${r.target} vs bare`, `${r.ratio}×, p99 ${r.productP99Ms} ms`, '≥ 0.8×, p99 ≤ 10 ms', r.ratio >= 0.8 && r.productP99Ms <= 10);
  if (report.https) row('cached / over HTTPS + HTTP/2 vs nginx', `${report.https.ratio}×`, 'reported (no target set)', true);
  if (report.writes) row('durable writes', `${report.writes.acceptedPerSecond}/s, ${report.writes.lost} lost`, '≥ 3,000/s, 0 lost', report.writes.acceptedPerSecond >= 3000 && report.writes.lost === 0);
  if (report.replication) {
    const { with: w, without } = report.replication;
    row(
      'durable writes with replication (file://)',
      `${w.acceptedPerSecond}/s (${without.acceptedPerSecond}/s without), ${w.lost} lost, ${w.missingFromReplica} missing from the replica`,
      '≥ 3,000/s, 0 lost, 0 missing',
      w.acceptedPerSecond >= 3000 && w.lost === 0 && without.lost === 0 && w.missingFromReplica === 0,
    );
  }
  row('memory idle', `${report.memory.idleRssMb} MB`, '≤ 80 MB', report.memory.idleRssMb <= 80);
  const peaks = Object.entries(report.memory).filter(([k]) => k.startsWith('peak'));
  if (peaks.length) {
    const peak = Math.max(...peaks.map(([, v]) => v));
    row('memory under load (peak)', `${peak} MB`, '≤ 200 MB', peak <= 200);
  }
  if (report.startup) row('start to healthy', `${report.startup.toHealthyMs} ms`, '< 500 ms', report.startup.toHealthyMs < 500);
  if (report.firstLoadBytes) {
    for (const form of [false, true]) {
      const js = Math.max(...report.firstLoadBytes.filter((b) => b.form === form).map((b) => b.js));
      const budget = form ? SCRIPT_BUDGET.form : SCRIPT_BUDGET.page;
      row(`first-load JS, worst page ${form ? 'with' : 'without'} a form`, kb(js), `≤ ${kb(budget)}`, js <= budget);
    }
  }
  if (report.lighthouse) {
    const perf = report.lighthouse.map((s) => s.performance);
    const all = report.lighthouse.flatMap((s) => [s.performance, s.accessibility, s.bestPractices, s.seo]);
    row(`Lighthouse mobile Performance, median of ${LIGHTHOUSE_RUNS}`, `${Math.min(...perf)}–${Math.max(...perf)}`, '100 on every route', Math.min(...all) === 100);
  }
  return rows;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The first project, machine and development of the sitemap: an item page of each kind. */
async function firstItemPages(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>[^<]*?(\/(?:projects|equipment|real-estate)\/[^<]+)<\/loc>/g)].map((m) => m[1]);
  return ['/projects/', '/equipment/', '/real-estate/'].flatMap((prefix) => paths.find((p) => p.startsWith(prefix)) ?? []);
}

function countRows(dbPath: string): number {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM contact_submissions').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

await main();
