// The ALPN names of real ClientHellos (made by node:tls, captured on a plain TCP listener), whole and in pieces.
import assert from 'node:assert/strict';
import { createServer, type Socket, connect as tcp } from 'node:net';
import { connect } from 'node:tls';
import { test } from 'node:test';
import { offeredAlpn, readClientHello } from './client-hello.ts';

/** The first bytes a TLS client sends when it offers `alpn` (the handshake then fails: nobody answers). */
async function clientHello(alpn: string[] | undefined): Promise<Buffer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const received = new Promise<Buffer>((resolve) =>
    server.once('connection', (socket) => {
      let bytes = Buffer.alloc(0);
      socket.on('data', (chunk) => {
        bytes = Buffer.concat([bytes, chunk]);
        if (offeredAlpn(bytes) !== 'incomplete') {
          resolve(bytes);
          socket.destroy();
        }
      });
    }),
  );
  const client = connect({ host: '127.0.0.1', port: (server.address() as { port: number }).port, servername: 'metrikgroup.test', ALPNProtocols: alpn });
  client.on('error', () => {});
  const bytes = await received;
  client.destroy();
  server.close();
  return bytes;
}

test("a certificate authority's TLS-ALPN-01 hello offers acme-tls/1 alone", async () => {
  assert.deepEqual(offeredAlpn(await clientHello(['acme-tls/1'])), ['acme-tls/1']);
});

test("a browser's hello offers h2 and http/1.1; a hello without ALPN offers nothing", async () => {
  assert.deepEqual(offeredAlpn(await clientHello(['h2', 'http/1.1'])), ['h2', 'http/1.1']);
  assert.deepEqual(offeredAlpn(await clientHello(undefined)), []);
});

test('a hello cut short is incomplete; bytes that are no TLS hello are left to the TLS server', async () => {
  const hello = await clientHello(['acme-tls/1']);
  for (const cut of [0, 3, 5, 40, hello.length - 1]) assert.equal(offeredAlpn(hello.subarray(0, cut)), 'incomplete', `cut at ${cut}`);
  assert.equal(offeredAlpn(Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n')), undefined);
  const noHello = Buffer.from(hello);
  noHello[5] = 0x02;
  assert.equal(offeredAlpn(noHello), undefined);
  const lying = Buffer.from(hello);
  lying.writeUInt16BE(hello.length - 5, 3);
  lying.writeUIntBE(0xffffff, 6, 3);
  assert.equal(offeredAlpn(lying), undefined);
});

test('a hello arriving a few bytes at a time is read whole and put back untouched for the TLS server', async () => {
  const hello = await clientHello(['h2', 'http/1.1']);
  const server = createServer({ pauseOnConnect: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve));
  const sender = tcp((server.address() as { port: number }).port, '127.0.0.1');
  const socket = await accepted;
  const read = readClientHello(socket);
  for (let at = 0; at < hello.length; at += 100) {
    sender.write(hello.subarray(at, at + 100));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  assert.deepEqual(await read, ['h2', 'http/1.1']);
  assert.equal(socket.readableLength, hello.length);
  assert.deepEqual(socket.read(), hello);
  sender.destroy();
  socket.destroy();
  server.close();
});
