// Server-side requests to addresses learnt from elsewhere: loopback, link-local (the cloud's
// metadata service), private and other non-public addresses refused, written any way; the operator's own hosts allowed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertOutbound, isNotPublic, OutboundRefused } from './outbound.ts';

test('loopback, link-local, private, carrier-NAT, unspecified and multicast addresses are not public, in IPv4, IPv6 and IPv4-mapped form', () => {
  for (const address of ['127.0.0.1', '127.8.9.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fe80::1', 'fd00::1', 'fc00::abcd', '::ffff:127.0.0.1', '::FFFF:169.254.169.254', 'not-an-ip']) {
    assert.equal(isNotPublic(address), true, address);
  }
  for (const address of ['8.8.8.8', '102.89.32.1', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8']) assert.equal(isNotPublic(address), false, address);
});

test('a URL to a non-public address is refused unless the operator named its host; a host name is judged by what it resolves to', async () => {
  const none = new Set<string>();
  for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://127.0.0.1:8080/admin', 'https://[::1]/', 'http://0x7f000001/', 'http://localhost:3000/', 'http://10.0.0.5/acme/order/1']) {
    await assert.rejects(assertOutbound(url, none), (e: Error) => e instanceof OutboundRefused && /not a public address, and no setting of the operator names it/.test(e.message), url);
  }
  await assertOutbound('https://127.0.0.1:14000/dir', new Set(['127.0.0.1']));
  await assertOutbound('http://localhost:3000/', new Set(['localhost']));
  await assertOutbound('https://8.8.8.8/', none);
  await assert.rejects(assertOutbound('not a url', none), OutboundRefused);
});
