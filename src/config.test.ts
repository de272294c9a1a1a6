import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from './config.ts';

test('CDN_CACHE_SECONDS: 0 by default, a whole number of seconds up to a day, anything else stops start-up with a sentence', () => {
  assert.equal(loadConfig({}).cdnCacheSeconds, 0);
  assert.equal(loadConfig({ CDN_CACHE_SECONDS: '120' }).cdnCacheSeconds, 120);
  assert.throws(() => loadConfig({ CDN_CACHE_SECONDS: 'ten' }), /CDN_CACHE_SECONDS must be a whole number of seconds/);
  assert.throws(() => loadConfig({ CDN_CACHE_SECONDS: '90000' }), /CDN_CACHE_SECONDS must be at most 86400/);
});
