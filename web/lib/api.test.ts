import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_TOKEN_KEY, ApiError, apiRequest, errorMessage, needsAdminToken, queryFnFor } from './api.ts';

interface Seen {
  url: string;
  init: RequestInit;
}

const realFetch = globalThis.fetch;
const hadStorage = 'localStorage' in globalThis;
let seen: Seen[] = [];
let reply: () => Response;

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

function setStorage(storage: Storage | undefined) {
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
}

const headersOf = (i = 0) => (seen[i].init.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  seen = [];
  reply = () => Response.json({ ok: true });
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    seen.push({ url, init });
    return reply();
  }) as typeof fetch;
  setStorage(memoryStorage({ [ADMIN_TOKEN_KEY]: 'tok-123' }));
});

afterEach(() => {
  globalThis.fetch = realFetch;
  if (hadStorage) setStorage(undefined);
  else delete (globalThis as { localStorage?: Storage }).localStorage;
});

describe('apiRequest: request shape', () => {
  it('sends JSON with credentials and a Content-Type only when there is a body', async () => {
    await apiRequest('POST', '/api/contact', { firstName: 'Ada' });
    assert.equal(seen[0].init.method, 'POST');
    assert.equal(seen[0].init.credentials, 'include');
    assert.equal(seen[0].init.body, '{"firstName":"Ada"}');
    assert.equal(headersOf(0)['Content-Type'], 'application/json');

    await apiRequest('GET', '/api/pages/home');
    assert.equal(seen[1].init.body, undefined);
    assert.equal(headersOf(1)['Content-Type'], undefined);
    assert.equal(seen[1].init.credentials, 'include');
  });

  it('returns the parsed JSON body, and null for an empty body', async () => {
    reply = () => Response.json({ id: 7, message: 'Thanks' }, { status: 201 });
    assert.deepEqual(await apiRequest('POST', '/api/contact', {}), { id: 7, message: 'Thanks' });
    reply = () => new Response(null, { status: 204 });
    assert.equal(await apiRequest('POST', '/api/admin/logout'), null);
  });
});

describe('apiRequest: the admin token', () => {
  it('is sent on admin paths when stored', async () => {
    await apiRequest('GET', '/api/admin/pages');
    await apiRequest('PUT', '/api/admin/content-blocks/4', { title: 'x' });
    await apiRequest('GET', '/api/admin/sections?pageId=2');
    assert.equal(headersOf(0).Authorization, 'Bearer tok-123');
    assert.equal(headersOf(1).Authorization, 'Bearer tok-123');
    assert.equal(headersOf(2).Authorization, 'Bearer tok-123');
  });

  it('is never sent to login, create or non-admin paths', async () => {
    await apiRequest('POST', '/api/admin/login', { username: 'a', password: 'b' });
    await apiRequest('POST', '/api/admin/create', {});
    await apiRequest('POST', '/api/contact', {});
    await apiRequest('GET', '/api/equipment-quotes');
    for (let i = 0; i < 4; i++) assert.equal(headersOf(i).Authorization, undefined, seen[i].url);
  });

  it('is left out when none is stored or storage is unavailable', async () => {
    setStorage(memoryStorage());
    await apiRequest('GET', '/api/admin/pages');
    assert.equal(headersOf(0).Authorization, undefined);
    setStorage({
      getItem() {
        throw new Error('SecurityError');
      },
    } as unknown as Storage);
    await apiRequest('GET', '/api/admin/pages');
    assert.equal(headersOf(1).Authorization, undefined);
  });

  it('needsAdminToken matches paths, ignoring query strings and absolute origins', () => {
    assert.equal(needsAdminToken('http://example.com/api/admin/pages?x=1'), true);
    assert.equal(needsAdminToken('/api/admin/login?next=1'), false);
    assert.equal(needsAdminToken('/api/admin/create/'), false);
    assert.equal(needsAdminToken('/api/pages/home'), false);
  });
});

describe('apiRequest: failures', () => {
  it('uses the JSON error sentence after "<status>: "', async () => {
    reply = () => Response.json({ error: 'Please enter a valid email address', issues: [] }, { status: 400, statusText: 'Bad Request' });
    await assert.rejects(apiRequest('POST', '/api/contact', {}), (err: unknown) => {
      assert.ok(err instanceof ApiError);
      assert.equal(err.message, '400: Please enter a valid email address');
      assert.equal(err.status, 400);
      return true;
    });
  });

  it('falls back to the body text, then the status text', async () => {
    reply = () => new Response('Upstream exploded', { status: 502, statusText: 'Bad Gateway' });
    await assert.rejects(apiRequest('GET', '/x'), { message: '502: Upstream exploded' });
    reply = () => new Response('', { status: 500, statusText: 'Internal Server Error' });
    await assert.rejects(apiRequest('GET', '/x'), { message: '500: Internal Server Error' });
    reply = () => Response.json({ detail: 'no error field' }, { status: 404, statusText: 'Not Found' });
    await assert.rejects(apiRequest('GET', '/x'), { message: '404: {"detail":"no error field"}' });
  });

  it('fails on 401 unless the null-on-401 mode is chosen', async () => {
    reply = () => Response.json({ error: 'Sign in required' }, { status: 401 });
    await assert.rejects(apiRequest('GET', '/api/admin/pages'), { message: '401: Sign in required' });
    assert.equal(await apiRequest('GET', '/api/admin/pages', undefined, { on401: 'returnNull' }), null);
  });

  it('lets network errors through and errorMessage picks a fallback', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await assert.rejects(apiRequest('GET', '/x'), { message: 'Failed to fetch' });
    assert.equal(errorMessage(new Error('500: Boom'), 'fallback'), '500: Boom');
    assert.equal(errorMessage(new Error(''), 'fallback'), 'fallback');
    assert.equal(errorMessage('weird', 'fallback'), 'fallback');
  });
});

describe('queryFnFor', () => {
  it('GETs the query key joined by slashes, honouring the 401 mode', async () => {
    reply = () => Response.json([{ id: 1 }]);
    assert.deepEqual(await queryFnFor()({ queryKey: ['/api/admin/pages'] }), [{ id: 1 }]);
    assert.equal(seen[0].url, '/api/admin/pages');
    assert.equal(seen[0].init.method, 'GET');
    await queryFnFor()({ queryKey: ['/api/pages', 'home'] });
    assert.equal(seen[1].url, '/api/pages/home');
    reply = () => new Response('', { status: 401 });
    assert.equal(await queryFnFor({ on401: 'returnNull' })({ queryKey: ['/api/contact'] }), null);
  });
});
