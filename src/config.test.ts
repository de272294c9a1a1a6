import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from './config.ts';

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
