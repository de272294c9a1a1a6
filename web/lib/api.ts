// The one way the browser calls the API (docs/product.md § Request errors, § Roles and access): JSON both ways, cookies included, the admin token
// on admin paths, and errors whose message is "<status>: <sentence>" so toasts can show it as is.

import type { FieldIssue } from '../shared/schemas.ts';

/** localStorage key of the admin's token (docs/product.md § Roles and access). */
export const ADMIN_TOKEN_KEY = 'admin_token';

/** Paths under the admin prefix that never carry the token: signing in, creating the first admin, resetting a password. */
const TOKEN_EXEMPT = [
  '/api/admin/login', '/api/admin/create', '/api/admin/login/2fa', '/api/admin/login/passkey', '/api/admin/login/passkey/options',
  '/api/admin/password-reset', '/api/admin/password-reset/confirm',
];

/**
 * Asks the admin to confirm it is them (password or passkey) when the server answers that what they are doing needs
 * it (403 with `reauthRequired`); resolves true once confirmed. The admin panel sets it; the request is then sent again.
 */
let confirmIdentity: (() => Promise<boolean>) | undefined;
export function onReauthRequired(ask: () => Promise<boolean>): () => void {
  confirmIdentity = ask;
  return () => {
    if (confirmIdentity === ask) confirmIdentity = undefined;
  };
}

/** A 403 that asks for the password or a passkey again, answered by the admin: true when the request may go again. */
async function confirmedAgain(status: number, text: string): Promise<boolean> {
  if (status !== 403 || !confirmIdentity || !text.includes('reauthRequired')) return false;
  const json = parseJson(text) as { reauthRequired?: unknown } | undefined;
  return json?.reauthRequired === true && (await confirmIdentity());
}

export interface RequestOptions {
  /** 'returnNull': a 401 resolves to null instead of failing (docs/product.md § Request errors; no screen uses it). */
  on401?: 'throw' | 'returnNull';
  /** Extra request headers (the public forms' Idempotency-Key). */
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly body: unknown,
  ) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url;
  }
}

export function needsAdminToken(url: string): boolean {
  const path = pathOf(url).replace(/\/+$/, '');
  return path.includes('/api/admin') && !TOKEN_EXEMPT.includes(path);
}

function storedToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage can be blocked (privacy modes); then the httpOnly cookie is the only credential.
    return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A failed response as an error whose sentence is the API's `error` field, else the body text, else the status text. */
function failure(status: number, statusText: string, text: string): ApiError {
  const json = text ? parseJson(text) : undefined;
  const error = json && typeof json === 'object' && typeof (json as { error?: unknown }).error === 'string' ? (json as { error: string }).error.trim() : '';
  return new ApiError(status, error || text.trim() || statusText || 'Request failed', json);
}

/** The admin's token on admin paths (the httpOnly cookie goes along by itself). */
function credentialHeaders(url: string): Record<string, string> {
  const token = needsAdminToken(url) ? storedToken() : null;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function send(method: string, url: string, body: unknown, accept: string, extra: Record<string, string> = {}): Promise<Response> {
  const headers: Record<string, string> = { ...extra, ...credentialHeaders(url), Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const tokenSent = storedToken();
  let res = await send(method, url, body, 'application/json', options.headers);
  let text = await res.text();
  // Confirming it is you gives the session a new token and ends the old one: a request that left with the old one
  // just before is sent again with the new one, rather than taken for a dead session.
  const tokenNow = storedToken();
  if (res.status === 401 && tokenNow !== null && tokenNow !== tokenSent) {
    res = await send(method, url, body, 'application/json', options.headers);
    text = await res.text();
  }
  if (await confirmedAgain(res.status, text)) {
    res = await send(method, url, body, 'application/json', options.headers);
    text = await res.text();
  }
  const json = text ? parseJson(text) : undefined;

  if (res.status === 401 && options.on401 === 'returnNull') return null as T;
  if (!res.ok) throw failure(res.status, res.statusText, text);
  return (json === undefined ? null : json) as T;
}

/** A call whose success is a text body (the admin's page preview answers HTML); failures as apiRequest's. */
export async function apiRequestText(method: string, url: string, body?: unknown): Promise<string> {
  const res = await send(method, url, body, 'text/html, application/json');
  const text = await res.text();
  if (!res.ok) throw failure(res.status, res.statusText, text);
  return text;
}

/** A GET whose success is a file (a CSV export): its bytes and its Content-Disposition; failures as apiRequest's. */
export async function apiDownload(url: string): Promise<{ blob: Blob; disposition: string | null }> {
  let res = await send('GET', url, undefined, '*/*');
  if (res.status === 403) {
    const text = await res.text();
    if (!(await confirmedAgain(res.status, text))) throw failure(res.status, res.statusText, text);
    res = await send('GET', url, undefined, '*/*');
  }
  if (!res.ok) throw failure(res.status, res.statusText, await res.text());
  return { blob: await res.blob(), disposition: res.headers.get('content-disposition') };
}

/**
 * Sends a multipart form (an image upload) and reports progress, which fetch cannot: `onProgress` gets 0..1 while
 * the bytes go up (at 1 the server is processing them). Answers and failures as apiRequest's.
 */
export function apiUpload<T>(method: 'POST' | 'PUT', url: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(credentialHeaders(url))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(failure(xhr.status, xhr.statusText, xhr.responseText));
      const answer = parseJson(xhr.responseText);
      if (answer === undefined) reject(new ApiError(xhr.status, 'The server answered with something unreadable.', undefined));
      else resolve(answer as T);
    };
    xhr.onerror = () => reject(new Error('The upload did not reach the server. Check the connection and try again.'));
    xhr.send(form);
  });
}

/**
 * A query function for TanStack Query (docs/product.md § Admin flows): GET the path made of the query key's segments joined by "/".
 * The admin panel passes it as the default queryFn.
 */
export function queryFnFor(options: RequestOptions = {}) {
  return <T>({ queryKey }: { queryKey: readonly unknown[] }): Promise<T> =>
    apiRequest<T>('GET', queryKey.map(String).join('/'), undefined, options);
}

/** The field issues of a refused request (its body's `issues`, docs/api.md), for the form to show beside its fields. */
export function answerIssues(error: unknown): FieldIssue[] {
  const issues = error instanceof ApiError ? (error.body as { issues?: unknown } | null)?.issues : undefined;
  if (!Array.isArray(issues)) return [];
  return issues.filter((i): i is FieldIssue => !!i && typeof i.path === 'string' && typeof i.message === 'string');
}

/** The message to show for any failure: the Error's message, else the caller's fallback sentence. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
