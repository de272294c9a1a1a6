// nginx (when installed) serving the product's answer as a static file with the same headers: what this
// machine can do for those bytes without Node at all. One worker process, like the one Node process.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import type { Answer } from './answer.ts';
import type { Spawned } from './process.ts';

export const nginxInstalled = () => !spawnSync('nginx', ['-v']).error;

/** Headers nginx sets itself from the file and the config rather than from add_header. */
const FROM_CONFIG = new Set(['content-type', 'content-length']);

/** `tls`: serve HTTPS with HTTP/2 on this certificate and key (the HTTPS comparison, bench/https.ts). */
export async function startNginx(parent: string, answer: Answer, tls?: { cert: string; key: string }): Promise<Spawned> {
  const dir = mkdtempSync(join(parent, 'nginx-'));
  mkdirSync(join(dir, 'root'));
  writeFileSync(join(dir, 'root', 'answer'), answer.body);
  // The worker drops to an unprivileged user when started as root: it must be able to read the file.
  for (const d of [parent, dir, join(dir, 'root')]) chmodSync(d, 0o755);
  chmodSync(join(dir, 'root', 'answer'), 0o644);
  const contentType = answer.headers.find(([n]) => n === 'content-type')?.[1] ?? 'application/octet-stream';
  const adds = answer.headers.filter(([n]) => !FROM_CONFIG.has(n)).map(([n, v]) => `      add_header ${n} ${quote(v)} always;`);
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      '  server_tokens off;',
      '  etag off;',
      '  max_ranges 0;',
      '  types {}',
      `  default_type ${quote(contentType)};`,
      ...temp,
      '  server {',
      ...(tls
        ? [`    listen 127.0.0.1:${port} ssl http2;`, `    ssl_certificate ${tls.cert};`, `    ssl_certificate_key ${tls.key};`, '    ssl_protocols TLSv1.2 TLSv1.3;', '    ssl_session_cache shared:SSL:1m;']
        : [`    listen 127.0.0.1:${port};`]),
      `    root ${dir}/root;`,
      '    location / {',
      '      try_files /answer =404;',
      ...adds,
      // An empty value removes the Last-Modified nginx takes from the file.
      '      add_header Last-Modified "";',
      '    }',
      '  }',
      '}',
    ].join('\n'),
  );
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}${safeRead(join(dir, 'error.log'))}`);
    if (await listening(port)) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    child,
    url,
    listeningMs: performance.now() - started,
    async stop() {
      if (child.exitCode !== null) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await done;
    },
  };
}

/** The worker's pid (the process that answers), for its CPU time. */
export function nginxWorkerPid(master: number): number {
  const children = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/);
  return Number(children[0] ?? master);
}

const quote = (v: string) => {
  // nginx would read "$name" in a value as a variable; no header of the product has one today.
  if (v.includes('$')) throw new Error(`cannot pass a header value with "$" to nginx: ${v}`);
  return `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
};

const safeRead = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
