import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig, testConfig } from './config.ts';
import { BCRYPT_COST, LOWEST_COST } from './security/passwords.ts';

test('CDN_CACHE_SECONDS: 0 by default, a whole number of seconds up to a day, anything else stops start-up with a sentence', () => {
  assert.equal(loadConfig({}).cdnCacheSeconds, 0);
  assert.equal(loadConfig({ CDN_CACHE_SECONDS: '120' }).cdnCacheSeconds, 120);
  assert.throws(() => loadConfig({ CDN_CACHE_SECONDS: 'ten' }), /CDN_CACHE_SECONDS must be a whole number of seconds/);
  assert.throws(() => loadConfig({ CDN_CACHE_SECONDS: '90000' }), /CDN_CACHE_SECONDS must be at most 86400/);
});

test('DOMAIN: a comma-separated list of names turns HTTPS on with its defaults; a URL or a bare host name is refused with a sentence', () => {
  assert.equal(loadConfig({}).tls, undefined);
  assert.deepEqual(loadConfig({ DOMAIN: 'MetrikGroup.ng, www.metrikgroup.ng' }).tls, {
    domains: ['metrikgroup.ng', 'www.metrikgroup.ng'],
    httpsPort: 443,
    directoryUrl: 'https://acme-v02.api.letsencrypt.org/directory',
    email: undefined,
  });
  const staging = loadConfig({ DOMAIN: 'metrikgroup.ng', HTTPS_PORT: '8443', ACME_DIRECTORY_URL: 'https://acme-staging-v02.api.letsencrypt.org/directory', ACME_EMAIL: 'ops@metrikgroup.ng' });
  assert.equal(staging.tls?.httpsPort, 8443);
  assert.equal(staging.tls?.email, 'ops@metrikgroup.ng');
  assert.throws(() => loadConfig({ DOMAIN: 'https://metrikgroup.ng/' }), /DOMAIN must be domain names separated by commas/);
  assert.throws(() => loadConfig({ DOMAIN: 'localhost' }), /DOMAIN must be domain names/);
  assert.throws(() => loadConfig({ DOMAIN: 'metrikgroup.ng', ACME_EMAIL: 'not-an-address' }), /ACME_EMAIL must be an e-mail address/);
});

test('IMAP_URL: imaps:// or imap:// (a server without TLS) turns the mailbox reader on; anything else stops start-up with a sentence; IMAP_POLL_SECONDS 1-60, 60 by default', () => {
  assert.equal(loadConfig({}).imapUrl, undefined);
  assert.equal(loadConfig({ IMAP_URL: 'imaps://office:secret@mail.example.ng:993/INBOX' }).imapUrl, 'imaps://office:secret@mail.example.ng:993/INBOX');
  assert.equal(loadConfig({ IMAP_URL: 'imap://office:secret@127.0.0.1:143/INBOX' }).imapUrl, 'imap://office:secret@127.0.0.1:143/INBOX');
  assert.throws(() => loadConfig({ IMAP_URL: 'https://mail.example.ng' }), /IMAP_URL must look like imaps:\/\/user:password@mail\.example\.ng:993\/INBOX/);
  // Read within 60 seconds of a message's arrival (docs/product.md § Replies from the mailbox): IDLE, and a read at least every IMAP_POLL_SECONDS.
  assert.equal(loadConfig({}).imapPollSeconds, 60);
  assert.equal(loadConfig({ IMAP_POLL_SECONDS: '5' }).imapPollSeconds, 5);
  assert.throws(() => loadConfig({ IMAP_POLL_SECONDS: '61' }), /IMAP_POLL_SECONDS must be at most 60/);
  assert.throws(() => loadConfig({ IMAP_POLL_SECONDS: '0' }), /IMAP_POLL_SECONDS must be at least 1/);
});

test('passwords are stored at bcrypt cost 12, whatever the environment says; only the tests\' config lowers it', () => {
  assert.equal(loadConfig({}).passwordCost, BCRYPT_COST);
  assert.equal(loadConfig({ PASSWORD_COST: '4', BCRYPT_COST: '4' }).passwordCost, BCRYPT_COST);
  assert.equal(testConfig().passwordCost, LOWEST_COST);
});
