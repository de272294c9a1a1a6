import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeTouch, parseAttribution, sourceKey, type Touch } from './attribution.ts';

const touch = (extra: Partial<Touch>): Touch => ({ source: null, medium: null, campaign: null, referrer: null, landingPath: null, clickId: null, at: null, ...extra });

test('a source in words: the advert, its campaign and the page it landed on', () => {
  assert.equal(
    describeTouch(touch({ source: 'facebook', medium: 'cpc', campaign: 'estates-dec', landingPath: '/real-estate/rumuibekwe-court' })),
    'Facebook ad · campaign estates-dec · landed on /real-estate/rumuibekwe-court',
  );
  assert.equal(describeTouch(touch({ source: 'google', clickId: 'gclid:abc', landingPath: '/equipment' })), 'Google ad · landed on /equipment');
  assert.equal(describeTouch(touch({ source: 'nairaland.com', medium: 'referral', referrer: 'nairaland.com', landingPath: '/' })), 'nairaland.com (link) · landed on /');
  assert.equal(describeTouch(touch({ source: 'direct', landingPath: '/contact' })), 'Direct visit · landed on /contact');
});

test('sources are counted under names people know', () => {
  assert.deepEqual(
    ['Facebook', 'l.facebook.com', 'm.facebook.com', 'www.google.com.ng', 'wa.me', 'instagram.com', 'nairaland.com', null].map((source) => sourceKey({ source, referrer: null })),
    ['facebook', 'facebook', 'facebook', 'google', 'whatsapp', 'instagram', 'nairaland.com', 'direct'],
  );
});

test('a posted attribution: only the touch fields, printable text cut to 200, a bad date dropped; anything malformed is null', () => {
  const parsed = parseAttribution(JSON.stringify({ first: { source: 'fb\u0000\n', campaign: 'c'.repeat(300), at: 'yesterday', other: 'x' } }));
  assert.deepEqual(parsed?.first, touch({ source: 'fb', campaign: 'c'.repeat(200) }));
  assert.deepEqual(parsed?.last, parsed?.first);
  for (const bad of [undefined, null, '', '[]', '{', 5, { first: {} }, { first: [] }, { last: { source: 'x' } }]) assert.equal(parseAttribution(bad), null, JSON.stringify(bad));
});
