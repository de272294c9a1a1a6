// Signed-in admins for API tests: the account is created with the real createAdmin (bcrypt cost lowered so
// tests stay fast) and the token comes from the real login route, so every test goes through requireAdmin.
import { createAdmin } from '../security/admins.ts';
import { ADMIN } from './admin.ts';
import { call, makeTestApp } from './app.ts';

type TestApp = ReturnType<typeof makeTestApp>;

/** ADMIN's password, under the name the API tests know it by. */

export interface SignedIn {
  id: number;
  username: string;
  token: string;
  /** Headers that authenticate a request as this admin. */
  auth: { authorization: string };
}

/** POST /api/admin/login; throws unless it answers 200 with a token. */
export async function login(t: TestApp, username: string, password: string): Promise<string> {
  const res = await call(t.app, 'POST', '/api/admin/login', { username, password });
  if (res.status !== 200 || typeof res.json?.token !== 'string') {
    throw new Error(`login as ${username} answered ${res.status}: ${res.text}`);
  }
  return res.json.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates an admin (ADMIN unless told otherwise) and signs it in. */
export async function signInAdmin(t: TestApp, username = ADMIN.username, password = ADMIN.password): Promise<SignedIn> {
  const admin = await createAdmin(t.db, { username, email: `${username}@metrikgroup.ng`, password }, { cost: 4 });
  const token = await login(t, username, password);
  return { id: admin.id, username: admin.username, token, auth: bearer(token) };
}

/** A fresh app and a signed-in admin's way to call it: `as('PUT', path, body)`. */
export async function appAsAdmin() {
  const t = makeTestApp();
  const admin = await signInAdmin(t);
  const as = (method: string, path: string, body?: unknown) => call(t.app, method, path, body, admin.auth);
  return { t, admin, as };
}
