// The CA's links are fetched only where they may go: acme-client's requests pass the outbound
// guard, so an order, authorization or certificate URL pointing at the metadata service or this machine's
// loopback is refused before a connection, while the operator's own directory host (a Pebble on 127.0.0.1) works.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import * as acme from 'acme-client';
import { OutboundRefused } from '../../security/outbound.ts';
import { guardAcmeRequests } from './acme.ts';

test("an ACME client's request to a non-public address the operator did not name is refused; the directory's own host is reached", async () => {
  const server = createServer((_req, res) => res.end('{"newNonce":"x"}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    // An instance of its own, guarded as acme-client's shared one is, with this test's directory host.
    const instance = (acme.axios as unknown as { create(): typeof acme.axios }).create();
    guardAcmeRequests({ axios: instance } as never, new Set(['127.0.0.1']));
    assert.equal((await instance.get(`http://127.0.0.1:${port}/dir`)).status, 200);
    for (const url of ['http://169.254.169.254/latest/meta-data/iam/', 'http://localhost:9/order/1', 'http://[::1]:8080/cert']) {
      await assert.rejects(instance.get(url), (e: Error) => e instanceof OutboundRefused, url);
    }
  } finally {
    server.close();
  }
});
