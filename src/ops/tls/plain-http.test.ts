// The answers written outside the app (the port-80 redirect and ACME challenge, the HTTPS canonical-host redirect)
// carry the headers the app's own do: nosniff and a policy that loads and frames nothing (ASVS 5.0 3.4.4, 3.4.6),
// and HSTS on the one sent over HTTPS (3.4.1), never over plain HTTP.
import assert from 'node:assert/strict';
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { RESOURCE_CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from '../../security/headers.ts';
import { canonicalHostFirst, plainHttpListener } from './plain-http.ts';

const DOMAINS = ['metrikgroup.ng', 'www.metrikgroup.ng'];
const site = (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/plain', 'x-from': 'site' });
  res.end('the site');
};

async function listen(listener: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request with the Host header a browser would send (fetch may not set it). */
function send(base: string, path: string, { method = 'GET', host }: { method?: string; host?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers: host ? { host } : {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

function assertPlainHeaders(res: Answer, what: string) {
  assert.equal(res.headers['x-content-type-options'], 'nosniff', what);
  assert.equal(res.headers['content-security-policy'], RESOURCE_CONTENT_SECURITY_POLICY, what);
  assert.match(res.headers['content-security-policy'] ?? '', /frame-ancestors 'none'/, what);
  assert.equal(res.headers['x-frame-options'], 'DENY', what);
}

describe('answers written outside the app', () => {
  let plain: Awaited<ReturnType<typeof listen>>;
  let canonical: Awaited<ReturnType<typeof listen>>;
  before(async () => {
    const challenges = new Map([['token-1', 'token-1.thumbprint']]);
    plain = await listen(plainHttpListener({ domains: DOMAINS, httpsPort: 443, challenges, httpsReady: () => true, site }));
    // Stands for the HTTPS listener: canonicalHostFirst does not look at the socket's scheme.
    canonical = await listen(canonicalHostFirst(DOMAINS, 443, (req, res) => site(req as IncomingMessage, res as ServerResponse)));
  });
  after(() => {
    plain.server.close();
    canonical.server.close();
  });

  test('port 80: the ACME answer, a missing challenge and the redirect to HTTPS: nosniff, nothing framed, no HSTS', async () => {
    const found = await send(plain.url, '/.well-known/acme-challenge/token-1');
    assert.equal(found.status, 200);
    assert.equal(found.body, 'token-1.thumbprint');
    const missing = await send(plain.url, '/.well-known/acme-challenge/nope');
    assert.equal(missing.status, 404);
    const moved = await send(plain.url, '/contact?x=1', { host: 'www.metrikgroup.ng' });
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.location, 'https://metrikgroup.ng/contact?x=1');
    const posted = await send(plain.url, '/api/contact', { method: 'POST', host: 'metrikgroup.ng' });
    assert.equal(posted.status, 308);
    for (const [what, res] of [['challenge', found], ['missing challenge', missing], ['301', moved], ['308', posted]] as const) {
      assertPlainHeaders(res, what);
      assert.equal(res.headers['strict-transport-security'], undefined, `${what}: never HSTS over plain HTTP`);
    }
  });

  test('HTTPS: the redirect to the canonical host carries HSTS too; the site itself is answered untouched', async () => {
    const moved = await send(canonical.url, '/about', { host: 'www.metrikgroup.ng' });
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.location, 'https://metrikgroup.ng/about');
    assertPlainHeaders(moved, 'canonical redirect');
    assert.equal(moved.headers['strict-transport-security'], STRICT_TRANSPORT_SECURITY);
    assert.match(STRICT_TRANSPORT_SECURITY, /max-age=31536000; includeSubDomains/);
    const page = await send(canonical.url, '/about', { host: 'metrikgroup.ng' });
    assert.equal(page.headers['x-from'], 'site');
    assert.equal(page.body, 'the site');
  });
});
