// npm run bench: measures the product against its targets (issue "Prove it") in one run and writes
// bench/results/latest.json. Each load figure is the median of several rounds at 64 connections.
//   BENCH_ROUNDS=3 BENCH_SECONDS=5 BENCH_SOAK_SECONDS=60 BENCH_LIGHTHOUSE=1 npm run bench
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { PUBLIC_ROUTES } from '../web/shared/content.ts';
import { firstLoadBytes, type RouteBytes } from './bytes.ts';
import { lighthouseScores, type Scores } from './lighthouse.ts';
import { medianOf, runLoad, type LoadResult } from './load.ts';
import { rssMb, spawnListening } from './process.ts';

const root = join(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const CONNECTIONS = 64;
const WRITES_PER_ROUND = Number(process.env.BENCH_WRITES ?? 15000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const contactBody = (() => {
  let n = 0;
  return () =>
    JSON.stringify({
      firstName: 'Bench',
      lastName: `Visitor ${++n}`,
      email: `bench${n}@example.ng`,
      phone: '+234 803 000 0000',
      service: 'construction',
      message: 'We would like a quote for a two-storey office building in Trans-Amadi.',
    });
})();

async function timeToHealthy(dir: string): Promise<{ ms: number; server: Awaited<ReturnType<typeof spawnListening>> }> {
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

async function bareServerFor(url: string, dir: string) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  const body = Buffer.from(await res.arrayBuffer());
  // fetch already decoded the body; re-serve the decoded bytes without the encoding header.
  const headers: Record<string, string> = {};
  for (const [k, v] of res.headers) if (!['content-encoding', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k)) headers[k] = v;
  const file = join(dir, 'bare-body');
  writeFileSync(file, body);
  return spawnListening(['--import', 'tsx', join(import.meta.dirname, 'bare-server.ts'), file, JSON.stringify(headers)], {});
}

function table(rows: Record<string, unknown>[]): string {
  const keys = Object.keys(rows[0] ?? {});
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  return [line(keys), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(keys.map((k) => String(r[k]))))].join('\n');
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'metrik-bench-'));
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    settings: { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, soakSeconds: SOAK_SECONDS },
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
  const idleRss = rssMb(server.child.pid!);
  const toHealthyMs = Math.round(startups.sort((a, b) => a - b)[1]);
  report.startup = { toHealthyMs, idleRssMb: Number(idleRss.toFixed(1)) };
  console.log(`start-up to healthy: ${toHealthyMs} ms, idle RSS ${idleRss.toFixed(1)} MB`);

  // Cached SSR pages and the JSON API against a bare node:http server sending the same bytes.
  const encoded = { 'accept-encoding': 'br' };
  const targets: [string, string][] = [
    ['GET / (SSR, cached)', '/'],
    ['GET /services (SSR, cached)', '/services'],
    ['GET /api/pages/home', '/api/pages/home'],
  ];
  const reads: Record<string, unknown>[] = [];
  let peakRss = idleRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.child.pid!))), 250);
  for (const [name, path] of targets) {
    const product = await medianOf(ROUNDS, { url: `${server.url}${path}`, connections: CONNECTIONS, seconds: SECONDS, headers: encoded });
    const bare = await bareServerFor(`${server.url}${path}`, dir);
    const baseline = await medianOf(ROUNDS, { url: `${bare.url}/`, connections: CONNECTIONS, seconds: SECONDS, headers: encoded });
    await bare.stop();
    reads.push(row(name, product, baseline));
  }
  report.reads = reads;
  console.log(`\n${table(reads)}`);

  // Durable submissions: every 201 must be a row in the database afterwards.
  const before = countRows(join(dir, 'site.db'));
  const writes = await medianOf(ROUNDS, {
    url: `${server.url}/api/contact`,
    method: 'POST',
    connections: CONNECTIONS,
    amount: WRITES_PER_ROUND,
    headers: { 'content-type': 'application/json' },
    body: contactBody,
  });
  const stored = countRows(join(dir, 'site.db')) - before;
  clearInterval(sampler);
  report.writes = { acceptedPerSecond: Math.round(writes.rps), acknowledged: writes.ok, stored, lost: writes.ok - stored, non2xx: writes.non2xx, errors: writes.errors, p99Ms: writes.p99 };
  report.memory = { idleRssMb: Number(idleRss.toFixed(1)), peakUnderLoadRssMb: Number(peakRss.toFixed(1)) };
  console.log(`\nPOST /api/contact: ${Math.round(writes.rps)} accepted/s (synchronous=FULL), ${writes.ok} acknowledged, ${stored} stored, lost ${writes.ok - stored}`);

  // Soak: mixed reads and writes; memory sampled each second, growth judged over the second half.
  if (SOAK_SECONDS > 0) {
    const samples: number[] = [];
    const soakSampler = setInterval(() => samples.push(rssMb(server.child.pid!)), 1000);
    await Promise.all([
      runLoad({ url: `${server.url}/`, connections: 16, seconds: SOAK_SECONDS, headers: encoded }),
      runLoad({ url: `${server.url}/api/pages/projects`, connections: 8, seconds: SOAK_SECONDS }),
      runLoad({ url: `${server.url}/nope-${Date.now()}`, connections: 4, seconds: SOAK_SECONDS }),
      runLoad({ url: `${server.url}/api/contact`, method: 'POST', connections: 8, seconds: SOAK_SECONDS, headers: { 'content-type': 'application/json' }, body: contactBody }),
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
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  const out = join(import.meta.dirname, 'results', 'latest.json');
  writeFileSync(out, JSON.stringify(report, null, 2));
  console.log(`\nwritten to ${out}`);
}

function row(name: string, product: LoadResult, bare: LoadResult) {
  return {
    target: name,
    'req/s': Math.round(product.rps),
    'p50 ms': product.p50,
    'p99 ms': product.p99,
    'bare req/s': Math.round(bare.rps),
    'bare p99 ms': bare.p99,
    ratio: Number((product.rps / bare.rps).toFixed(2)),
    errors: product.errors + product.non2xx,
  };
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

await main();
