import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserName, isMobile } from './browser-name.ts';

test('a User-Agent becomes a name an admin recognises', () => {
  const cases: [string | null, string][] = [
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'Samsung Internet on Android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on macOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['curl/8.5.0', 'curl'],
    [null, 'Unknown browser'],
    ['', 'Unknown browser'],
  ];
  for (const [ua, name] of cases) assert.equal(browserName(ua), name, String(ua));
  assert.equal(isMobile(cases[1][0]), true);
  assert.equal(isMobile(cases[0][0]), false);
});
