// Malformed HTTP against the real product (node dist/server.js, built by `npm test` first), over raw sockets
// on 127.0.0.1: garbage request lines, broken framing (conflicting or negative Content-Length, smuggling
// attempts, bad chunks), bodies cut short or over the limit, raw bytes in the path, clients that vanish
// mid-request or mid-response, and slow clients trickling headers. The server answers each with a 4xx (never
// the app's 500) or closes that one connection, stores nothing, and keeps serving everyone else; afterwards
// it is healthy and its log holds no crash.
// (A request still arriving during a graceful stop is covered in e2e/server.test.ts; the app-level 413/415/400
// answers to well-formed HTTP are fuzzed in src/api/fuzz.test.ts.)
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { startServer, type RunningServer } from '../src/testing/server.ts';

let server: RunningServer;
let port: number;
before(async () => {
  server = await startServer({ FORM_RATE_LIMIT: '0' });
  port = Number(new URL(server.url).port);
});
after(() => server?.stop());

const CONTACT = JSON.stringify({ firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', service: 'general', message: 'Hello' });

interface Exchange {
  /** Everything the server sent back. */
  response: string;
  /** The server closed the connection (rather than our wait running out). */
  closed: boolean;
}

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Writes the chunks (strings or bytes, `pauseMs` apart), then waits until the server closes the connection
 * or `waitMs` passes; `end` half-closes our side after the last chunk, `destroy` resets it instead.
 */
async function exchange(chunks: (string | Buffer)[], { waitMs = 3000, pauseMs = 0, end = false, destroy = false } = {}): Promise<Exchange> {
  const socket = await open();
  let response = '';
  let closed = false;
  socket.on('data', (d) => (response += d.toString('latin1')));
  socket.on('error', () => {});
  const done = new Promise<void>((resolve) => {
    socket.once('close', () => {
      closed = true;
      resolve();
    });
    setTimeout(resolve, waitMs).unref();
  });
  for (const chunk of chunks) {
    if (socket.destroyed) break;
    socket.write(chunk);
    if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
  }
  if (destroy) socket.resetAndDestroy();
  else if (end) socket.end();
  await done;
  socket.destroy();
  return { response, closed };
}

const statusOf = (response: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(response)?.[1] ?? 0);
const bodyOf = (response: string) => response.slice(response.indexOf('\r\n\r\n') + 4);

function contactRows(): number {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return db.prepare('SELECT count(*) FROM contact_submissions').pluck().get() as number;
  } finally {
    db.close();
  }
}

async function assertHealthy() {
  const res = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(10_000) });
  assert.equal(res.status, 200);
  assert.equal(server.process.exitCode, null, 'the process is still running');
}

/** The answer is a 4xx, a 505 for an unknown HTTP version, or no answer and a closed connection — never a 500. */
function assertRefused(ex: Exchange, what: string) {
  const status = statusOf(ex.response);
  if (status === 0) assert.ok(ex.closed, `${what}: neither answered nor closed`);
  else assert.ok((status >= 400 && status < 500) || status === 505, `${what}: answered ${status}\n${ex.response.slice(0, 300)}`);
}

describe('malformed HTTP on a raw socket', () => {
  test('garbage request lines and broken headers: refused, connection closed, server healthy', async () => {
    const cases: [string, string | Buffer][] = [
      ['not HTTP at all', 'HELLO\r\n\r\n'],
      ['binary noise', Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 73 + 11) % 256))],
      ['NUL bytes', Buffer.from([0, 0, 0, 0, 13, 10, 13, 10])],
      ['unknown HTTP version', 'GET / HTTP/9.9\r\nHost: x\r\n\r\n'],
      ['lower-case method', 'get / HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['no Host header in HTTP/1.1', 'GET / HTTP/1.1\r\n\r\n'],
      ['a 100 KB request line', `GET /${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
      ['100 KB of headers', `GET / HTTP/1.1\r\nHost: x\r\n${'X-Pad: ' + 'b'.repeat(1000) + '\r\n'}`.repeat(100) + '\r\n'],
      ['NUL inside a header value', 'GET / HTTP/1.1\r\nHost: x\r\nX-Bad: a\0b\r\n\r\n'],
      ['header without a colon', 'GET / HTTP/1.1\r\nHost: x\r\nthis is not a header\r\n\r\n'],
      ['space before the colon', 'GET / HTTP/1.1\r\nHost : x\r\n\r\n'],
      ['bare LF line endings and an obsolete folded header', 'GET / HTTP/1.1\nHost: x\n X-Folded: y\n\n'],
      ['two different Content-Lengths', `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n${CONTACT}`],
      ['negative Content-Length', 'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -1\r\n\r\n{}'],
      ['Content-Length that is not a number', 'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1e3\r\n\r\n{}'],
      [
        'Content-Length and chunked together (request smuggling)',
        `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/contact HTTP/1.1\r\nHost: x\r\n\r\n`,
      ],
      ['a bad chunk size', 'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n'],
      ['an unknown transfer coding', 'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip\r\n\r\n{}'],
    ];
    const rowsBefore = contactRows();
    for (const [what, payload] of cases) {
      const ex = await exchange([payload], { end: true });
      assertRefused(ex, what);
      assert.doesNotMatch(ex.response, /"id":\d+/, `${what}: something was stored`);
    }
    assert.equal(contactRows(), rowsBefore, 'no submission from any of them');
    await assertHealthy();
  });

  test('odd request targets reach the app and get a 4xx or a page, never a 500', async () => {
    const targets = [
      '/%ZZ',
      '/api/admin/pages/%ZZ',
      '/api/pages/%ED%A0%80',
      '/api/pages/%00',
      '/../../etc/passwd',
      '/api/../api/contact',
      '//evil.example/',
      '/?q=%',
      '/api/contact?spam=%ZZ',
      'http://evil.example/api/pages/home',
      '*',
    ];
    for (const target of targets) {
      const ex = await exchange([`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`], { end: true });
      const status = statusOf(ex.response);
      assert.ok(ex.closed, `${target}: the connection was closed as asked`);
      assert.ok(status === 0 || status < 500, `${target}: answered ${status}\n${ex.response.slice(0, 300)}`);
      if (status >= 400 && /^\/api\//.test(target)) assert.equal(typeof JSON.parse(bodyOf(ex.response)).error, 'string', target);
    }
    // Raw bytes above 0x7f in the path: UTF-8 and invalid UTF-8.
    for (const bytes of [Buffer.from('/proje\u00e9cts', 'utf8'), Buffer.from([0x2f, 0xff, 0xfe, 0x41])]) {
      const ex = await exchange([Buffer.concat([Buffer.from('GET '), bytes, Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')])], { end: true });
      const status = statusOf(ex.response);
      assert.ok(status === 0 || status < 500, `raw ${bytes.toString('hex')}: answered ${status}`);
    }
    await assertHealthy();
  });

  test('bodies cut short, over the limit, or abandoned: nothing stored, nothing stuck', async () => {
    const rowsBefore = contactRows();
    const head = (length: number | string) => `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

    // A big Content-Length over the 64 KiB limit: refused from the header alone, before any body arrives.
    const tooBig = await exchange([head(10_000_000)], { waitMs: 5000 });
    assert.equal(statusOf(tooBig.response), 413, tooBig.response.slice(0, 300));
    assert.match(JSON.parse(bodyOf(tooBig.response)).error, /64 KiB/);

    // Chunked, so no length up front: the limit is counted as the bytes stream in.
    const chunk = `${(70 * 1024).toString(16)}\r\n${'{'.repeat(70 * 1024)}\r\n`;
    const streamed = await exchange([`POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`, chunk, '0\r\n\r\n'], { waitMs: 5000 });
    assert.equal(statusOf(streamed.response), 413, streamed.response.slice(0, 300));

    // Truncated: the body promised 50,000 bytes, 100 come, then the client half-closes or resets.
    const partial = CONTACT.slice(0, 100);
    const halfClosed = await exchange([head(50_000), partial], { end: true, waitMs: 5000 });
    assertRefused(halfClosed, 'truncated then half-closed');
    await exchange([head(50_000), partial], { destroy: true, waitMs: 500 });
    // The whole valid body, declared one byte longer than sent, then reset: not stored.
    await exchange([head(Buffer.byteLength(CONTACT) + 1), CONTACT], { destroy: true, waitMs: 500 });

    // Clients that vanish mid-response (a full page) or right after sending a complete request.
    for (let i = 0; i < 20; i++) {
      await exchange(['GET / HTTP/1.1\r\nHost: x\r\n\r\n'], { destroy: true, waitMs: 20 });
      await exchange([`${head(Buffer.byteLength(CONTACT))}${CONTACT}`], { destroy: true, waitMs: 0 });
    }
    await assertHealthy();
    // The abandoned complete submissions may or may not have been stored (the reply had no one to go to);
    // every cut-short or oversized one was not.
    const stored = contactRows() - rowsBefore;
    assert.ok(stored <= 20, `stored ${stored}`);
    const db = new Database(server.dbPath, { readonly: true });
    try {
      assert.equal(db.prepare("SELECT count(*) FROM contact_submissions WHERE message <> 'Hello'").pluck().get(), 0);
      assert.equal(db.pragma('integrity_check', { simple: true }), 'ok');
    } finally {
      db.close();
    }
  });

  test('pipelined requests are answered in order; garbage after them closes only that connection', async () => {
    const post = `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(CONTACT)}\r\n\r\n${CONTACT}`;
    const good = await exchange([`GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n${post}GET /api/pages/home HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`], { waitMs: 5000 });
    assert.deepEqual([...good.response.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1])), [200, 201, 200]);
    assert.ok(good.closed);
    // Node refuses the connection at the first bytes it cannot parse; what was pipelined before them may or
    // may not have been answered yet, but nothing is a 500 and the server goes on.
    const mixed = await exchange([`GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n${post}BROKEN REQUEST\r\n\r\n`], { waitMs: 5000 });
    const statuses = [...mixed.response.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
    assert.ok(statuses.every((status) => [200, 201, 400].includes(status)), `answers ${statuses}`);
    assert.equal(statuses.at(-1), 400, 'the garbage is refused');
    assert.ok(mixed.closed, 'and that connection is closed');
    await assertHealthy();
  });

  test('a client leaving mid-way through a chunked body is logged as its 400, not as a server failure', async () => {
    // Without a Content-Length the body limit reads the body itself, so the abort surfaces in the app.
    for (const [path, type] of [
      ['/api/contact', 'application/json'],
      ['/api/admin/media', 'multipart/form-data; boundary=x'],
    ]) {
      const mark = server.output().length;
      await exchange([`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`, '10\r\n{"firstName":"Ad'], { destroy: true, waitMs: 300, pauseMs: 100 });
      await exchange([`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nTransfer-Encoding: gzip\r\n\r\n{}`], { end: true });
      await assertHealthy();
      const log = server.output().slice(mark);
      assert.doesNotMatch(log, /ERROR|\n\s+at /, log);
      assert.doesNotMatch(log, new RegExp(`POST ${path} 5\\d\\d`), log);
    }
  });

  test('slow clients trickling headers do not block anyone else', { timeout: 60_000 }, async () => {
    const SLOW = 40;
    const sockets = await Promise.all(Array.from({ length: SLOW }, open));
    for (const s of sockets) {
      s.on('error', () => {});
      s.write('GET / HTTP/1.1\r\nHost: x\r\n');
    }
    try {
      // While every slow client holds its connection open mid-headers, others are served normally.
      for (let round = 0; round < 5; round++) {
        for (const s of sockets) if (!s.destroyed) s.write(`X-Slow-${round}: ${'z'.repeat(10)}\r\n`);
        await assertHealthy();
        const post = await fetch(`${server.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: CONTACT, signal: AbortSignal.timeout(10_000) });
        assert.equal(post.status, 201);
        const page = await fetch(`${server.url}/contact`, { signal: AbortSignal.timeout(10_000) });
        assert.equal(page.status, 200);
        await page.arrayBuffer();
        await new Promise((r) => setTimeout(r, 100));
      }
      // A slow client that finally finishes its request is answered too.
      const last = sockets[0];
      const answered = new Promise<string>((resolve) => {
        let text = '';
        last.on('data', (d) => {
          text += d.toString();
          if (text.includes('\r\n\r\n')) resolve(text);
        });
      });
      last.write('Connection: close\r\n\r\n');
      assert.match(await answered, /^HTTP\/1\.1 200/);
    } finally {
      for (const s of sockets) s.destroy();
    }
    await assertHealthy();
  });

  test('after all of it: healthy, and the log shows no crash or stack trace', async () => {
    await assertHealthy();
    const log = server.output();
    assert.doesNotMatch(log, /uncaught|unhandled|\n\s+at .+:\d+:\d+/i, log.slice(-2000));
    assert.doesNotMatch(log, / 5\d\d \d+ ?ms/, 'no request was answered with a 5xx');
  });
});
