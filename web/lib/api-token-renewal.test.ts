// A request that left with the admin's token just before confirm-it's-you replaced it (ASVS 5.0 7.2.4) is sent
// again with the new one instead of failing as a dead session; a 401 with the same token still fails.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, it } from 'node:test';
import { ADMIN_TOKEN_KEY, ApiError, apiRequest } from './api.ts';

const realFetch = globalThis.fetch;
const stored = new Map<string, string>();
let sent: string[] = [];
let answer: (authorization: string) => Response;

beforeEach(() => {
  sent = [];
  stored.clear();
  stored.set(ADMIN_TOKEN_KEY, 'old-token');
  Object.defineProperty(globalThis, 'localStorage', {
    value: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) },
    configurable: true,
    writable: true,
  });
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    const authorization = (init.headers as Record<string, string>).Authorization ?? '';
    sent.push(authorization);
    return answer(authorization);
  }) as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

it('a 401 for a token replaced while the request was out is retried once with the new token', async () => {
  answer = (authorization) => {
    if (authorization === 'Bearer old-token') {
      stored.set(ADMIN_TOKEN_KEY, 'new-token'); // the confirmation's answer arrived meanwhile
      return Response.json({ error: 'Your session has expired or is not valid. Please sign in again.' }, { status: 401 });
    }
    return Response.json({ ok: true });
  };
  assert.deepEqual(await apiRequest('GET', '/api/admin/me'), { ok: true });
  assert.deepEqual(sent, ['Bearer old-token', 'Bearer new-token']);
});

it('a 401 with the token still stored is a dead session: no retry', async () => {
  answer = () => Response.json({ error: 'Your session has expired or is not valid. Please sign in again.' }, { status: 401 });
  await assert.rejects(apiRequest('GET', '/api/admin/me'), (error) => error instanceof ApiError && error.status === 401);
  assert.deepEqual(sent, ['Bearer old-token']);
});
