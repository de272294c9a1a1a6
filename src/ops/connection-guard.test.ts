// Connections held open as an outsider would: nothing sent, half a request line, a request
// line a byte at a time, a ClientHello and silence on the TLS port, and one client opening connection after
// connection. Real sockets against the same guard and timeouts the server uses, with the times shortened.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect as h2connect } from 'node:http2';
import { connect, createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { after, describe, test } from 'node:test';
import { createLogger } from './log.ts';
import { CONNECTION_LIMITS, ConnectionGuard, httpTimeouts, type ConnectionLimits } from './connection-guard.ts';
import { HttpsServer } from './tls/https-server.ts';

/** A self-signed certificate for localhost and 127.0.0.1, made once for these tests (src/testing/tls/). */
const TEST_CERTIFICATE = {
  domains: ['localhost'],
  certPem: readFileSync(new URL('../testing/tls/localhost-cert.pem', import.meta.url), 'utf8'),
  keyPem: readFileSync(new URL('../testing/tls/localhost-key.pem', import.meta.url), 'utf8'),
  notBefore: new Date(),
  notAfter: new Date(),
  issuedAt: '',
};

const SHORT: ConnectionLimits = { headersTimeoutMs: 600, requestTimeoutMs: 2_000, idleMs: 400, perClient: 5 };

/** Answers 'ok', after `answerMs` (a photo waiting for the worker, say). */
function httpServer(limits: ConnectionLimits, answerMs = 0) {
  const guard = new ConnectionGuard(limits);
  const server = createServer(httpTimeouts(limits), (_req, res) => setTimeout(() => res.end('ok'), answerMs));
  guard.watch(server);
  return new Promise<{ port: number; guard: ConnectionGuard; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as AddressInfo).port, guard, close: () => server.close() })),
  );
}

const open = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });

/** Milliseconds until the server hangs up (or the limit, as Infinity). */
function closedWithin(socket: Socket, limitMs: number): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve(0);
    const timer = setTimeout(() => resolve(Number.POSITIVE_INFINITY), limitMs);
    socket.on('error', () => {});
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

// Each test has its own server, guard and sockets, and mostly waits for a timeout to pass: the tests of each port run
// side by side: the file takes its longest test of each port, about 4 to 5 s, instead of their sum, 9.
describe('the HTTP port', { concurrency: true }, () => {
  const servers: (() => void)[] = [];
  after(() => {
    for (const close of servers) close();
  });

  test('a connection that sends nothing, or half a request line, is dropped', async () => {
    const { port, close } = await httpServer(SHORT);
    servers.push(close);
    const silent = await open(port);
    const half = await open(port);
    half.write('GET /contact HT');
    assert.ok((await closedWithin(silent, 3_000)) < 3_000, 'silent');
    assert.ok((await closedWithin(half, 3_000)) < 3_000, 'half a request line');
  });

  test('a request line sent a byte at a time (each byte resets the idle clock) is dropped at the headers timeout', async () => {
    const { port, close } = await httpServer({ ...SHORT, idleMs: 5_000 });
    servers.push(close);
    const slow = await open(port);
    const line = 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Padding: ' + 'a'.repeat(200);
    let i = 0;
    const drip = setInterval(() => (slow.destroyed || i >= line.length ? clearInterval(drip) : slow.write(line[i++])), 50);
    const ms = await closedWithin(slow, 4_000);
    clearInterval(drip);
    assert.ok(ms < 4_000, `still open after ${ms} ms`);
  });

  test('a request answered after longer than the idle limit gets its answer; the connection is idle again after it', async () => {
    const { port, close } = await httpServer(SHORT, SHORT.idleMs * 3);
    servers.push(close);
    const socket = await open(port);
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk;
        if (text.endsWith('ok')) resolve(text);
      });
      socket.once('close', () => resolve(text));
    });
    socket.write('POST /api/admin/media HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\n\r\nhi');
    assert.match(await answer, /^HTTP\/1\.1 200/);
    assert.ok((await closedWithin(socket, 3_000)) < 3_000, 'closed once idle after the answer');
  });

  test('one client address holds a bounded number of connections; a closed one frees its place; a real request still works', async () => {
    const { port, guard, close } = await httpServer({ ...SHORT, idleMs: 5_000 });
    servers.push(close);
    const held = await Promise.all(Array.from({ length: SHORT.perClient }, () => open(port)));
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(guard.openFrom('127.0.0.1'), SHORT.perClient);
    const extra = await open(port);
    assert.ok((await closedWithin(extra, 1_000)) < 1_000, 'the connection over the bound is closed at once');
    held[0].destroy();
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(guard.openFrom('127.0.0.1'), SHORT.perClient - 1);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    assert.equal(await res.text(), 'ok');
    for (const socket of held) socket.destroy();
  });

  test('the limits the server runs with', () => {
    assert.deepEqual(httpTimeouts(), { headersTimeout: 10_000, requestTimeout: 300_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 });
    assert.ok(CONNECTION_LIMITS.idleMs <= 30_000 && CONNECTION_LIMITS.perClient >= 32);
  });
});

/** A port nothing listens on (the HTTPS server says its port only once it has a certificate). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('the TLS port', { concurrency: true }, () => {
  test('an HTTP/2 request answered after longer than the idle limit gets its answer', async () => {
    const guard = new ConnectionGuard(SHORT);
    const port = await freePort();
    const https = new HttpsServer({ port, host: '127.0.0.1', listener: (_req, res) => setTimeout(() => res.end('ok'), SHORT.idleMs * 3), log: createLogger('silent'), connections: guard, alpnChallenges: new Map() });
    https.listen();
    https.serve(TEST_CERTIFICATE);
    const session = h2connect(`https://localhost:${port}`, { ca: TEST_CERTIFICATE.certPem });
    try {
      const text = await new Promise<string>((resolve, reject) => {
        const stream = session.request({ ':path': '/' });
        let body = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => (body += chunk));
        stream.on('end', () => resolve(body));
        stream.on('error', reject);
        stream.end();
      });
      assert.equal(text, 'ok');
    } finally {
      session.destroy();
      await https.close(() => true);
    }
  });

  test('a connection that sends nothing, or the start of a ClientHello and silence, is dropped; one client is bounded there too', async () => {
    const guard = new ConnectionGuard({ ...SHORT, perClient: 2 });
    const port = await freePort();
    const https = new HttpsServer({ port, host: '127.0.0.1', listener: () => {}, log: createLogger('silent'), connections: guard, alpnChallenges: new Map() });
    https.listen();
    await new Promise((r) => setTimeout(r, 100));
    try {
      const silent = await open(port);
      const hello = await open(port);
      // A TLS handshake record header promising 512 bytes, and only its first few.
      hello.write(Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00]));
      const over = await open(port);
      assert.ok((await closedWithin(over, 1_000)) < 1_000, 'the third connection of one client');
      assert.ok((await closedWithin(silent, 3_000)) < 3_000, 'silent');
      assert.ok((await closedWithin(hello, 3_000)) < 3_000, 'a ClientHello begun and left');
    } finally {
      await https.close(() => true);
    }
  });
});
