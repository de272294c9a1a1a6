// The one admin of the tests. API tests create it in their in-memory app (admin-session.ts); tests of the
// running product have the product create it at start-up (ADMIN_ENV, as startSite does) and sign in over HTTP.
import assert from 'node:assert/strict';

export const ADMIN = { username: 'amaka', password: 'kola-nut-harbour-42', email: 'amaka@metrikgroup.ng' };

/** The environment under which the product creates ADMIN at start-up (src/security/admins.ts). */
export const ADMIN_ENV = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ADMIN_EMAIL: ADMIN.email };

/** Each running product's session for ADMIN, while it lasts (forgotten when that server stops). */
const sessions = new Map<string, string>();

/**
 * ADMIN's bearer token on a running product (`url` as startServer answers it): the session signed in before while
 * the product still accepts it, else a new sign-in. A sign-in costs the server a bcrypt check (a quarter of a second
 * of a core), and the test helpers ask for a token at every edit and upload.
 */
export async function adminToken(url: string): Promise<string> {
  const kept = sessions.get(url);
  if (kept && (await fetch(`${url}/api/admin/me`, { headers: { authorization: `Bearer ${kept}` } })).status === 200) return kept;
  const token = await signInAdmin(url);
  sessions.set(url, token);
  return token;
}

/** Called as a server stops: a later one on the same port is another product. */
export function forgetAdminSession(url: string): void {
  sessions.delete(url);
}

/** A new session for ADMIN on a running product: the bearer token POST /api/admin/login answers. */
export async function signInAdmin(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  assert.equal(res.status, 200, `the admin signs in: ${await res.clone().text()}`);
  return ((await res.json()) as { token: string }).token;
}
