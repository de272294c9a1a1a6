// The certificate keeper against a real ACME server (Pebble, real HTTP-01 validation of the challenge listener),
// under a clock the test moves: obtained, renewed at a third of its lifetime left, kept when renewal fails.
import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Agent } from 'node:https';
import { after, before, describe, test } from 'node:test';
import * as acme from 'acme-client';
import { openDatabase } from '../../../src/db/open.ts';
import { type AcmeTestServer, freePort, startAcmeServer } from '../../../src/testing/acme-server.ts';
import { createLogger } from '../../../src/ops/log.ts';
import { CertificateKeeper } from '../../../src/ops/tls/certificates.ts';
import { plainHttpListener } from '../../../src/ops/tls/plain-http.ts';
import { renewalTime, type StoredCertificate, TlsStore } from '../../../src/ops/tls/store.ts';

const DOMAINS = ['metrikgroup.test', 'www.metrikgroup.test'];

describe('certificates over ACME (Pebble)', () => {
  let pebble: AcmeTestServer;
  let challengeServer: Server;
  let keeper: CertificateKeeper;
  const database = openDatabase(':memory:');
  const store = new TlsStore(database.db);
  const logLines: string[] = [];
  const alerts: { subject: string; text: string }[] = [];
  const served: StoredCertificate[] = [];
  let clock = Date.now();

  before(async () => {
    const httpPort = await freePort();
    pebble = await startAcmeServer({ httpPort });
    // Pebble's directory is served with a test CA; production trusts the system's CAs (or NODE_EXTRA_CA_CERTS).
    acme.axios.defaults.httpsAgent = new Agent({ ca: pebble.listenerCa });
    keeper = new CertificateKeeper({
      tls: { domains: DOMAINS, httpsPort: 443, directoryUrl: pebble.directoryUrl, email: 'ops@metrikgroup.test' },
      store,
      log: createLogger('info', (line) => logLines.push(line)),
      now: () => clock,
      // Long enough that no timer fires during the test: each attempt here is the test's own check().
      retryDelaysMs: [3_600_000],
      alert: (subject, text) => alerts.push({ subject, text }),
    });
    challengeServer = createServer(plainHttpListener({ domains: DOMAINS, httpsPort: 443, challenges: keeper.challenges, httpsReady: () => false, site: (_req, res) => res.end('site') }));
    await new Promise<void>((resolve) => challengeServer.listen(httpPort, '127.0.0.1', resolve));
  });
  after(async () => {
    await keeper?.stop();
    await new Promise((resolve) => challengeServer?.close(resolve));
    await pebble?.stop();
    database.close();
  });

  test('with no certificate stored, one is obtained for every DOMAIN name, stored with the account key, and handed to HTTPS', async () => {
    keeper.start((cert) => served.push(cert));
    await keeper.check();
    assert.equal(served.length, 1, logLines.join('\n'));
    const leaf = new X509Certificate(served[0].certPem);
    assert.match(leaf.subjectAltName ?? '', /DNS:metrikgroup\.test/);
    assert.match(leaf.subjectAltName ?? '', /DNS:www\.metrikgroup\.test/);
    // The full chain: the leaf and the issuer that signed it, which chains to Pebble's root.
    const chain = served[0].certPem.match(/-----BEGIN CERTIFICATE-----/g) ?? [];
    assert.ok(chain.length >= 2, 'leaf and intermediate');
    const root = new X509Certificate(await pebble.issuedRoot());
    const issuer = new X509Certificate(served[0].certPem.slice(served[0].certPem.indexOf('-----BEGIN', 10)));
    assert.ok(leaf.verify(issuer.publicKey) && leaf.checkIssued(issuer));
    assert.ok(issuer.checkIssued(root) || issuer.verify(root.publicKey), 'the intermediate chains to the root');
    assert.equal(store.certificate(DOMAINS)?.certPem, served[0].certPem);
    assert.ok(store.account(pebble.directoryUrl)?.accountUrl, 'the account URL is kept for the next order');
    assert.equal(keeper.status().lastError, null);
    assert.equal(keeper.status().notAfter, new Date(leaf.validTo).toISOString());
  });

  test('nothing is ordered before a third of the lifetime is left; then the renewal replaces it without a restart', async () => {
    const first = served.at(-1)!;
    clock = renewalTime(first) - 60_000;
    await keeper.check();
    assert.equal(served.length, 1, 'not due yet');
    clock = renewalTime(first) + 86_400_000;
    await keeper.check();
    assert.equal(served.length, 2);
    const renewed = served[1];
    assert.notEqual(new X509Certificate(renewed.certPem).serialNumber, new X509Certificate(first.certPem).serialNumber);
    assert.equal(store.certificate(DOMAINS)?.certPem, renewed.certPem);
    assert.equal(keeper.status().renewAt, new Date(renewalTime(renewed)).toISOString());
  });

  /** A keeper for other names, whose HTTP-01 answers nobody serves (the challenge listener reads `keeper`'s). */
  const unservedKeeper = (name: string) =>
    new CertificateKeeper({
      tls: { domains: [name], httpsPort: 443, directoryUrl: pebble.directoryUrl },
      store,
      log: createLogger('silent'),
      now: () => clock,
    });

  test('a name answered by another server gets a sentence saying it does not point here, and nothing is stored', async () => {
    const elsewhere = unservedKeeper('elsewhere.metrikgroup.test');
    elsewhere.start(() => assert.fail('no certificate'));
    await elsewhere.check();
    await elsewhere.stop();
    assert.match(elsewhere.status().lastError ?? '', /^The certificate authority reached elsewhere\.metrikgroup\.test but another machine or a proxy answered/);
    assert.match(elsewhere.status().lastError ?? '', /TRUST_PROXY=1/);
    assert.equal(store.certificate(['elsewhere.metrikgroup.test']), undefined);
  });

  test('with nothing listening on the HTTP port, the sentence says to open ports 80 and 443', async () => {
    await new Promise((resolve) => challengeServer.close(resolve));
    const blocked = unservedKeeper('blocked.metrikgroup.test');
    blocked.start(() => assert.fail('no certificate'));
    await blocked.check();
    await blocked.stop();
    assert.match(blocked.status().lastError ?? '', /^The certificate authority could not reach this machine for blocked\.metrikgroup\.test, neither over plain HTTP on port 80 nor over HTTPS on port 443: open ports 80 and 443/);
    assert.equal(blocked.status().failures, 1);
  });

  test('when the CA is gone, renewal fails with a sentence, the current certificate stays, and the third failure in a row e-mails an admin', async () => {
    const current = served.at(-1)!;
    await pebble.stop();
    clock = renewalTime(current) + 1000;
    for (let attempt = 1; attempt <= 3; attempt++) {
      await keeper.check();
      clock += 3_600_000;
    }
    assert.equal(served.length, 2, 'no new certificate handed out');
    assert.equal(keeper.current(), current);
    assert.equal(store.certificate(DOMAINS)?.certPem, current.certPem);
    const status = keeper.status();
    assert.equal(status.failures, 3);
    assert.match(status.lastError ?? '', /^This machine cannot reach the certificate authority at https:\/\/127\.0\.0\.1:\d+\/dir/);
    assert.ok(logLines.some((line) => line.startsWith('ERROR') && line.includes('The current certificate is kept')));
    assert.equal(alerts.length, 1);
    assert.match(alerts[0].subject, /could not be renewed/);
    assert.match(alerts[0].text, /cannot reach the certificate authority/);
  });
});
