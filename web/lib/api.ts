// The one way the browser calls the API (docs/product.md § Request errors, § Roles and access): JSON both ways, cookies included, the admin token
// on admin paths, and errors whose message is "<status>: <sentence>" so toasts can show it as is.

/** localStorage key of the admin's token (docs/product.md § Roles and access). */
export const ADMIN_TOKEN_KEY = 'admin_token';

/** Paths under the admin prefix that never carry the token: signing in, creating the first admin, resetting a password. */
const TOKEN_EXEMPT = ['/api/admin/login', '/api/admin/create', '/api/admin/login/2fa', '/api/admin/password-reset', '/api/admin/password-reset/confirm'];

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

/** The sentence to show for a failed response: the API's `error` field, else the body text, else the status text. */
function failureDetail(res: Response, text: string, json: unknown): string {
  if (json && typeof json === 'object' && typeof (json as { error?: unknown }).error === 'string') {
    const error = (json as { error: string }).error.trim();
    if (error) return error;
  }
  return text.trim() || res.statusText || 'Request failed';
}

function send(method: string, url: string, body: unknown, accept: string, extra: Record<string, string> = {}): Promise<Response> {
  const headers: Record<string, string> = { ...extra, Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (needsAdminToken(url)) {
    const token = storedToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  return fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const res = await send(method, url, body, 'application/json', options.headers);
  const text = await res.text();
  const json = text ? parseJson(text) : undefined;

  if (res.status === 401 && options.on401 === 'returnNull') return null as T;
  if (!res.ok) throw new ApiError(res.status, failureDetail(res, text, json), json);
  return (json === undefined ? null : json) as T;
}

/** A call whose success is a text body (the admin's page preview answers HTML); failures as apiRequest's. */
export async function apiRequestText(method: string, url: string, body?: unknown): Promise<string> {
  const res = await send(method, url, body, 'text/html, application/json');
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, failureDetail(res, text, parseJson(text)), parseJson(text));
  return text;
}

/**
 * A query function for TanStack Query (docs/product.md § Admin flows): GET the path made of the query key's segments joined by "/".
 * The admin panel passes it as the default queryFn.
 */
export function queryFnFor(options: RequestOptions = {}) {
  return <T>({ queryKey }: { queryKey: readonly unknown[] }): Promise<T> =>
    apiRequest<T>('GET', queryKey.map(String).join('/'), undefined, options);
}

/** The message to show for any failure: the Error's message, else the caller's fallback sentence. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
