// The one admin of the tests. API tests create it in their in-memory app (admin-session.ts); tests of the
// running product have the product create it at start-up (ADMIN_ENV, as startSite does) and sign in over HTTP.
import assert from 'node:assert/strict';

export const ADMIN = { username: 'amaka', password: 'kola-nut-harbour-42', email: 'amaka@metrikgroup.ng' };

/** The environment under which the product creates ADMIN at start-up (src/security/admins.ts). */
export const ADMIN_ENV = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ADMIN_EMAIL: ADMIN.email };

/** Signs ADMIN in on a running product (`url` as startServer answers it); the bearer token. */
export async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  assert.equal(res.status, 200, `the admin signs in: ${await res.clone().text()}`);
  return ((await res.json()) as { token: string }).token;
}
