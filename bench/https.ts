// The cached home page over HTTPS + HTTP/2: the product (DOMAIN set, its certificate already in the data file)
// against nginx serving the very bytes and headers over HTTPS + HTTP/2 with the same certificate and key, both
// driven by h2load (Debian's nghttp2-client), alternating A B A B. The ratio is product req/s ÷ nginx req/s.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { openDatabase } from '../src/db/open.ts';
import { TlsStore } from '../src/ops/tls/store.ts';
import { type Answer, differences } from './answer.ts';
import { nginxInstalled, startNginx } from './nginx.ts';
import { spawnListening } from './process.ts';

const DOMAIN = 'metrikgroup.test';
const root = join(import.meta.dirname, '..');

export const h2loadInstalled = () => !spawnSync('h2load', ['--version']).error;

export interface HttpsResult {
  target: string;
  encoding: string;
  bytes: number;
  productRps: number[];
  nginxRps: number[];
  /** median product ÷ median nginx */
  ratio: number;
  settings: string;
}

/** The answer to GET `path` over HTTP/2 (status, headers as sent minus the per-response date, raw body). */
function fetchH2(port: number, path: string, headers: Record<string, string>, ca: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(`https://127.0.0.1:${port}`, { servername: DOMAIN, ca });
    session.on('error', reject);
    const stream = session.request({ ':path': path, ':authority': DOMAIN, ...headers });
    const chunks: Buffer[] = [];
    let head: Record<string, unknown> = {};
    stream.on('response', (h) => (head = h));
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      session.close();
      const pairs = Object.entries(head)
        .filter(([name]) => !name.startsWith(':') && name !== 'date')
        .map(([name, value]) => [name, String(value)] as [string, string]);
      resolve({ status: Number(head[':status']), headers: pairs, body: Buffer.concat(chunks) });
    });
    stream.on('error', reject);
  });
}

/**
 * A fixed number of requests, every one of which must finish: with a duration (-D) h2load stops its clients when
 * the time is up and counts the streams still in flight as failed ("Process Request Failure"), which made the
 * first runs of this stage blame nginx and the product alike for up to 32 × 8 requests that were merely cut off.
 */
function h2load(url: string, requests: number, clients: number, streams: number, headers: string[]): number {
  const args = ['-c', String(clients), '-m', String(streams), '-t', '1', '-n', String(requests), ...headers.flatMap((h) => ['-H', h]), url];
  const out = execFileSync('h2load', args, { encoding: 'utf8' });
  const failed = /requests: \d+ total, \d+ started, \d+ done, (\d+) succeeded, (\d+) failed/.exec(out);
  const codes = /status codes: (\d+) 2xx, (\d+) 3xx, (\d+) 4xx, (\d+) 5xx/.exec(out);
  if (!failed || Number(failed[2]) > 0 || !codes || Number(codes[2]) + Number(codes[3]) + Number(codes[4]) > 0) throw new Error(`h2load: failures or non-2xx answers:\n${out}`);
  if (!/application protocol: h2/i.test(out)) throw new Error(`h2load did not negotiate h2:\n${out}`);
  return Number(/finished in [\d.]+m?s, ([\d.]+) req\/s/.exec(out)?.[1] ?? 0);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function httpsComparison(parent: string, options: { rounds: number; requests: number }): Promise<HttpsResult | undefined> {
  if (!h2loadInstalled() || !nginxInstalled()) {
    console.log('\nhttps: skipped (needs h2load from nghttp2-client and nginx: apt-get install nghttp2-client nginx-light)');
    return undefined;
  }
  const dir = mkdtempSync(join(parent, 'https-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  // One certificate for both servers (P-256, as the product orders from its CA).
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '90', '-keyout', keyFile, '-out', certFile, '-subj', `/CN=${DOMAIN}`, '-addext', `subjectAltName=DNS:${DOMAIN}`], { stdio: 'ignore' });
  const cert = readFileSync(certFile, 'utf8');
  const databasePath = join(dir, 'site.db');
  const database = openDatabase(databasePath);
  new TlsStore(database.sqlite).saveCertificate([DOMAIN], cert, readFileSync(keyFile, 'utf8'), new Date());
  database.close();
  const httpsPort = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  const product = await spawnListening([join(root, 'dist/server.js')], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_PATH: databasePath,
    FORM_RATE_LIMIT: '0',
    LOG_LEVEL: 'warn',
    DOMAIN,
    HTTPS_PORT: String(httpsPort),
    // Never reached: the stored certificate is not due for renewal for 60 days.
    ACME_DIRECTORY_URL: 'https://127.0.0.1:9/directory',
  });
  try {
    const headers = { 'accept-encoding': 'br' };
    let answer: Answer | undefined;
    for (let i = 0; i < 100 && !answer; i++) {
      answer = await fetchH2(httpsPort, '/', headers, cert).catch(() => undefined);
      if (!answer) await new Promise((r) => setTimeout(r, 50));
    }
    if (answer?.status !== 200) throw new Error(`the product did not serve / over HTTPS: ${answer?.status}`);
    // The second request is the replayed one (decision 006): the bytes nginx gets are those.
    answer = await fetchH2(httpsPort, '/', headers, cert);
    const nginx = await startNginx(dir, answer, { cert: certFile, key: keyFile });
    try {
      const nginxPort = Number(new URL(nginx.url).port);
      const diff = differences(answer, await fetchH2(nginxPort, '/', headers, cert));
      if (diff.some((d) => !d.startsWith('extra server:'))) throw new Error(`nginx's answer differs: ${diff.join('; ')}`);
      const load = ['accept-encoding: br', `:authority: ${DOMAIN}`];
      const productRps: number[] = [];
      const nginxRps: number[] = [];
      const settings = { clients: 32, streams: 8 };
      // A warm-up for each (connections, TLS session state, the JIT), not counted.
      h2load(`https://127.0.0.1:${httpsPort}/`, options.requests / 10, settings.clients, settings.streams, load);
      h2load(`${nginx.url}/`, options.requests / 10, settings.clients, settings.streams, load);
      for (let round = 0; round < options.rounds; round++) {
        productRps.push(h2load(`https://127.0.0.1:${httpsPort}/`, options.requests, settings.clients, settings.streams, load));
        nginxRps.push(h2load(`${nginx.url}/`, options.requests, settings.clients, settings.streams, load));
      }
      const result: HttpsResult = {
        target: 'GET / (cached) over HTTPS + HTTP/2',
        encoding: 'br',
        bytes: answer.body.length,
        productRps,
        nginxRps,
        ratio: Math.round((median(productRps) / median(nginxRps)) * 100) / 100,
        settings: `h2load -c ${settings.clients} -m ${settings.streams} -t 1 -n ${options.requests}, ${options.rounds} rounds A B A B after a warm-up; nginx 1 worker, same certificate`,
      };
      console.log(
        `\nhttps: ${result.target}, ${result.bytes} B br: product ${productRps.map(Math.round).join(' / ')} req/s, nginx ${nginxRps.map(Math.round).join(' / ')} req/s; product/nginx ${result.ratio}`,
      );
      return result;
    } finally {
      await nginx.stop();
    }
  } finally {
    await product.stop();
  }
}
