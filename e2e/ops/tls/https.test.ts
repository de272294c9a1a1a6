// The real product (node dist/server.js) with DOMAIN set, against a real ACME server (Pebble validating HTTP-01
// on the product's PORT): HTTPS with HTTP/2, the redirects, /healthz for an admin, and the certificate kept in
// the data file across a restart made while the ACME server is gone.
import assert from 'node:assert/strict';
import type { X509Certificate } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { ClientHttp2Session } from 'node:http2';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { after, before, describe, test } from 'node:test';
import { type AcmeTestServer, freePort, startAcmeServer } from '../../../src/testing/acme-server.ts';
import { type H2Answer, h2 as request, openH2 } from '../../../src/testing/h2.ts';
import { ADMIN, ADMIN_ENV } from '../../../src/testing/admin.ts';
import { type RunningServer, startServer } from '../../../src/testing/server.ts';

const DOMAIN = 'metrikgroup.test';

type Answer = H2Answer;

/** One HTTP/2 request on `session` (the product's HTTPS port), for DOMAIN unless another authority is given. */
const h2 = (session: ClientHttp2Session, method: string, path: string, options: { authority?: string; headers?: Record<string, string>; body?: string } = {}) =>
  request(session, method, path, { ...options, authority: options.authority ?? DOMAIN });

/** A plain HTTP request to PORT with the Host a browser would send. */
function plain(port: number, method: string, path: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The served leaf certificate and the protocol ALPN picked for an HTTP/1.1-only client. */
function http1Handshake(port: number, ca: string): Promise<{ serial: string; alpn: string | false; status: number }> {
  return new Promise((resolve, reject) => {
    const options: RequestOptions & { ALPNProtocols: string[] } = { host: '127.0.0.1', port, servername: DOMAIN, ca, path: '/', headers: { host: DOMAIN }, ALPNProtocols: ['http/1.1'] };
    const req = httpsRequest(options, (res) => {
      const socket = res.socket as TLSSocket;
      resolve({ serial: socket.getPeerX509Certificate()!.serialNumber, alpn: socket.alpnProtocol ?? false, status: res.statusCode ?? 0 });
      res.resume();
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitFor(condition: () => boolean, what: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('HTTPS by itself (DOMAIN set, Pebble as the certificate authority)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'metrik-https-'));
  let pebble: AcmeTestServer;
  let server: RunningServer;
  let root: string;
  let httpPort: number;
  let httpsPort: number;
  let env: Record<string, string>;
  let session: ClientHttp2Session;
  /** The leaf certificate the current session was served (read at its handshake). */
  let leaf: X509Certificate;

  const startProduct = async () => {
    const running = await startServer(env, dir);
    await waitFor(() => running.output().includes('serving HTTPS on'), `HTTPS in:\n${running.output()}`);
    return running;
  };
  const stopProduct = async (running: RunningServer) => {
    const exited = new Promise((resolve) => running.process.once('exit', resolve));
    running.process.kill('SIGTERM');
    await exited;
  };
  const openSession = async () => {
    const connection = await openH2(httpsPort, { servername: DOMAIN, ca: root });
    leaf = connection.leaf;
    return connection.session;
  };

  before(async () => {
    [httpPort, httpsPort] = await Promise.all([freePort(), freePort()]);
    pebble = await startAcmeServer({ httpPort });
    root = await pebble.issuedRoot();
    env = {
      PORT: String(httpPort),
      HTTPS_PORT: String(httpsPort),
      DOMAIN: `${DOMAIN},www.${DOMAIN}`,
      ACME_DIRECTORY_URL: pebble.directoryUrl,
      ACME_EMAIL: `ops@${DOMAIN}`,
      // How an operator trusts a private CA; Pebble's directory is served with a test certificate.
      NODE_EXTRA_CA_CERTS: pebble.listenerCaFile,
      ...ADMIN_ENV,
    };
    server = await startProduct();
    session = await openSession();
  });
  after(async () => {
    session?.close();
    if (server) await stopProduct(server);
    await pebble?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a certificate for both names is obtained over HTTP-01 and served with its chain, over HTTP/2 with HSTS', async () => {
    const socket = session.socket as TLSSocket;
    assert.equal(session.alpnProtocol, 'h2');
    assert.equal(socket.authorized, true, 'the chain verifies against the CA root');
    assert.match(leaf.subjectAltName ?? '', new RegExp(`DNS:www\\.${DOMAIN.replace('.', '\\.')}`));
    const first = await h2(session, 'GET', '/');
    assert.equal(first.status, 200);
    assert.match(first.body, /Building Excellence/);
    assert.match(String(first.headers['strict-transport-security']), /max-age=\d{7,}/);
    // The cached page is then answered from the replay path (decision 006) over HTTP/2 as well: same bytes.
    const again = await h2(session, 'GET', '/');
    assert.equal(again.status, 200);
    assert.equal(again.body, first.body);
    assert.equal(again.headers.etag, first.headers.etag);
    assert.equal(again.headers['content-security-policy'], first.headers['content-security-policy']);
  });

  test('an HTTP/1.1-only client is served too', async () => {
    const handshake = await http1Handshake(httpsPort, root);
    assert.equal(handshake.alpn, 'http/1.1');
    assert.equal(handshake.status, 200);
  });

  test('plain HTTP redirects to HTTPS (www. to the bare name), and the challenge path is not redirected', async () => {
    const page = await plain(httpPort, 'GET', '/projects?ref=card', DOMAIN);
    assert.equal(page.status, 301);
    assert.equal(page.headers.location, `https://${DOMAIN}:${httpsPort}/projects?ref=card`);
    const www = await plain(httpPort, 'GET', '/about', `www.${DOMAIN}`);
    assert.equal(www.headers.location, `https://${DOMAIN}:${httpsPort}/about`);
    const foreign = await plain(httpPort, 'GET', '/', 'evil.example');
    assert.equal(foreign.headers.location, `https://${DOMAIN}:${httpsPort}/`, 'never a redirect to a host not in DOMAIN');
    assert.equal((await plain(httpPort, 'POST', '/api/contact', DOMAIN)).status, 308);
    const challenge = await plain(httpPort, 'GET', '/.well-known/acme-challenge/unknown-token', DOMAIN);
    assert.equal(challenge.status, 404);
    assert.equal(challenge.headers.location, undefined);
  });

  test('www. over HTTPS goes to the bare name', async () => {
    const www = await h2(session, 'GET', '/contact', { authority: `www.${DOMAIN}` });
    assert.equal(www.status, 301);
    assert.equal(www.headers.location, `https://${DOMAIN}:${httpsPort}/contact`);
  });

  test("an admin's /healthz and the HTTPS panel's route show the certificate's expiry; the public sees only ok", async () => {
    const publicHealth = JSON.parse((await h2(session, 'GET', '/healthz')).body);
    assert.deepEqual(publicHealth, { ok: true });
    const signIn = await h2(session, 'POST', '/api/admin/login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }) });
    assert.equal(signIn.status, 200, signIn.body);
    // Over HTTPS the sign-in cookie is host-bound (`__Host-`, Secure, Path=/, no Domain: ASVS 5.0 3.3.1, 3.3.3).
    const [cookie] = [signIn.headers['set-cookie'] ?? []].flat();
    assert.match(cookie ?? '', /^__Host-admin_token=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    assert.equal((await h2(session, 'GET', '/api/admin/me', { headers: { cookie: cookie.split(';')[0] } })).status, 200, 'the cookie alone signs in');
    const auth = { authorization: `Bearer ${JSON.parse(signIn.body).token}` };
    const health = JSON.parse((await h2(session, 'GET', '/healthz', { headers: auth })).body);
    assert.equal(health.certificates.length, 1);
    assert.deepEqual(health.certificates[0].domains, [DOMAIN, `www.${DOMAIN}`]);
    assert.equal(health.certificates[0].notAfter, new Date(leaf.validTo).toISOString());
    assert.equal(health.certificates[0].lastError, null);
    const panel = JSON.parse((await h2(session, 'GET', '/api/admin/certificates', { headers: auth })).body);
    assert.equal(panel.managed, true);
    assert.equal(panel.certificates[0].notAfter, health.certificates[0].notAfter);
    assert.equal((await h2(session, 'GET', '/api/admin/certificates')).status, 401);
  });

  test('after a restart with the ACME server gone, the same certificate is served from the data file', async () => {
    const before = leaf;
    session.close();
    await stopProduct(server);
    await pebble.stop();
    server = await startProduct();
    session = await openSession();
    assert.equal(leaf.serialNumber, before.serialNumber);
    assert.equal((await h2(session, 'GET', '/')).status, 200);
    assert.doesNotMatch(server.output(), /obtaining the certificate/);
  });
});

describe('port 80 blocked: the certificate comes over TLS-ALPN-01 on HTTPS_PORT', () => {
  const dir = mkdtempSync(join(tmpdir(), 'metrik-tls-alpn-'));
  let pebble: AcmeTestServer;
  let server: RunningServer | undefined;

  after(async () => {
    if (server) {
      const exited = new Promise((resolve) => server!.process.once('exit', resolve));
      server.process.kill('SIGTERM');
      await exited;
    }
    await pebble?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the HTTP-01 check cannot connect, so the TLS-ALPN-01 check is answered and the site is served over HTTP/2', async () => {
    // Pebble checks HTTP-01 on a port nothing listens on (a firewall that drops port 80), TLS-ALPN-01 on HTTPS_PORT.
    const [httpPort, blockedPort, httpsPort] = await Promise.all([freePort(), freePort(), freePort()]);
    pebble = await startAcmeServer({ httpPort: blockedPort, tlsPort: httpsPort });
    const root = await pebble.issuedRoot();
    server = await startServer(
      { PORT: String(httpPort), HTTPS_PORT: String(httpsPort), DOMAIN, ACME_DIRECTORY_URL: pebble.directoryUrl, NODE_EXTRA_CA_CERTS: pebble.listenerCaFile },
      dir,
    );
    await waitFor(() => server!.output().includes('serving HTTPS on'), `HTTPS in:\n${server.output()}`);
    assert.match(server.output(), /\(tls-alpn-01\) valid until/);
    const { session } = await openH2(httpsPort, { servername: DOMAIN, ca: root });
    assert.equal(session.alpnProtocol, 'h2');
    assert.equal((session.socket as TLSSocket).authorized, true);
    const home = await h2(session, 'GET', '/');
    session.close();
    assert.equal(home.status, 200);
    assert.match(home.body, /Building Excellence/);
  });
});
