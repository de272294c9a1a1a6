// Encoded traversal: `%2e%2e%2f`, `..%5c`, overlong UTF-8 and their mixtures on /media, /assets,
// the ACME challenge path and every item route, as an outsider sends them. Each is a 4xx that serves nothing of the
// disk (the data file, the sources, /etc/passwd), never a 500.
import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { test } from 'node:test';
import { ITEM_ROUTES } from '../../web/shared/content.ts';
import { makeTestApp } from '../testing/app.ts';
import { plainHttpListener } from '../ops/tls/plain-http.ts';

const CLIMBS = [
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/package.json',
  '..%5c..%5c..%5cpackage.json',
  '%2e%2e%5c%2e%2e%5cdata%5csite.db',
  '%c0%ae%c0%ae%c0%af%c0%ae%c0%ae%c0%afetc%c0%afpasswd',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
  '%25c0%25ae%25c0%25ae%252fpackage.json',
  '%252e%252e%252fpackage.json',
  '..%00/package.json',
  '....//....//package.json',
];

/** Words that only the disk's files hold. */
const LEAKS = /root:x:0:0|SQLite format 3|"name": "metrik-site"|"dependencies"/;

test('on /media, /assets and every item route: a 4xx that serves nothing of the disk, never a 500', async () => {
  const t = makeTestApp();
  const prefixes = ['/media/', '/media/v/', '/assets/', '/assets/fonts/', ...ITEM_ROUTES.map((r) => `${r.listPath}/`), '/'];
  for (const prefix of prefixes) {
    for (const climb of CLIMBS) {
      const path = `${prefix}${climb}`;
      const res = await t.app.request(`http://localhost${path}`);
      const body = await res.text();
      assert.ok(res.status >= 300 && res.status < 500, `${path}: ${res.status}`);
      assert.doesNotMatch(body, LEAKS, path);
      // A redirect (an item address in another spelling) stays on the site and climbs nowhere.
      const location = res.headers.get('location');
      if (location) assert.ok(location.startsWith('/') && !location.startsWith('//') && !/(^|\/)\.\.(\/|$)/.test(decodeURIComponent(location)), `${path} → ${location}`);
    }
  }
});

test('on the ACME challenge path: only a token the keeper holds is answered, however the rest is spelled', () => {
  const answers = new Map([['good-token', 'good-token.thumbprint']]);
  const listener = plainHttpListener({ domains: ['metrikgroup.ng'], httpsPort: 443, challenges: answers as never, httpsReady: () => true, site: () => assert.fail('the site is never reached') });
  const ask = (url: string) => {
    let status = 0;
    let body = '';
    const res = { writeHead: (s: number) => (status = s), end: (b?: string) => (body = b ?? '') } as unknown as ServerResponse;
    listener({ url, method: 'GET', headers: { host: 'metrikgroup.ng' } } as IncomingMessage, res);
    return { status, body };
  };
  assert.deepEqual(ask('/.well-known/acme-challenge/good-token'), { status: 200, body: 'good-token.thumbprint' });
  for (const climb of CLIMBS) {
    const { status, body } = ask(`/.well-known/acme-challenge/${climb}`);
    assert.equal(status, 404, climb);
    assert.doesNotMatch(body, LEAKS, climb);
  }
});
