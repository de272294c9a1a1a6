import assert from 'node:assert/strict';
import { test } from 'node:test';
import { explainAcmeFailure } from './explain.ts';
import { canonicalHost, httpsUrl } from './plain-http.ts';

const DIRECTORY = 'https://acme-v02.api.letsencrypt.org/directory';
const explain = (detail: string) => explainAcmeFailure(new Error(detail), ['metrikgroup.ng'], DIRECTORY);

test("Let's Encrypt's words for the operator's usual mistakes become a sentence with the fix, the CA's words kept after it", () => {
  assert.match(explain('DNS problem: NXDOMAIN looking up A for metrikgroup.ng - check that a DNS record exists for this domain'), /^metrikgroup\.ng does not point at this machine yet: at your DNS provider, add an A record/);
  assert.match(explain('203.0.113.7: Fetching http://metrikgroup.ng/.well-known/acme-challenge/x: Timeout during connect (likely firewall problem)'), /open ports 80 and 443/);
  assert.match(explain('203.0.113.7: Invalid response from http://metrikgroup.ng/.well-known/acme-challenge/x: 404'), /another machine or a proxy answered/);
  assert.match(explain('too many certificates (5) already issued for this exact set of identifiers in the last 168h0m0s'), /rate limit was reached/);
  assert.match(explain('Error validating contact(s) :: contact email has forbidden domain "example.com"'), /set ACME_EMAIL to a real address/);
  assert.match(explain('getaddrinfo ENOTFOUND acme-v02.api.letsencrypt.org (reaching the directory)'), /cannot reach the certificate authority at https:\/\/acme-v02/);
  assert.match(explain('Something new'), /^The certificate authority refused a certificate for metrikgroup\.ng\. \(CA said: Something new\)$/);
  assert.match(explain('DNS problem: SERVFAIL'), /\(CA said: DNS problem: SERVFAIL\)$/);
});

test('the canonical host is a DOMAIN name: www. goes to the bare name only when both are listed, an unknown Host to the first name', () => {
  const both = ['metrikgroup.ng', 'www.metrikgroup.ng'];
  assert.equal(canonicalHost('www.metrikgroup.ng', both), 'metrikgroup.ng');
  assert.equal(canonicalHost('METRIKGROUP.NG:80', both), 'metrikgroup.ng');
  assert.equal(canonicalHost('www.metrikgroup.ng', ['www.metrikgroup.ng']), 'www.metrikgroup.ng');
  assert.equal(canonicalHost('attacker.example', both), 'metrikgroup.ng');
  assert.equal(canonicalHost(undefined, ['www.metrikgroup.ng', 'metrikgroup.ng']), 'metrikgroup.ng');
  assert.equal(httpsUrl('metrikgroup.ng', 443, '/a?b=1'), 'https://metrikgroup.ng/a?b=1');
  assert.equal(httpsUrl('metrikgroup.ng', 8443, '/'), 'https://metrikgroup.ng:8443/');
});
