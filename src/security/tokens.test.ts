import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { openDatabase } from '../db/open.ts';
import { adminSessions, adminUsers, serverState } from '../db/tables.ts';
import { resolveJwtSecret, revokeAdminSessions, TOKEN_TTL_SECONDS, TokenService } from './tokens.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function setup(jwtSecret?: string) {
  const database = openDatabase(':memory:');
  const db = database.db;
  const adminId = db.insert(adminUsers).values({ username: 'amaka', email: 'amaka@metrikgroup.ng', password: 'x' }).returning().get().id;
  const tokens = new TokenService(db, { jwtSecret });
  return { database, db, adminId, tokens };
}

test('without JWT_SECRET a 48-byte random secret is generated once and kept in server_state', () => {
  const { db } = setup();
  const stored = db.select().from(serverState).where(eq(serverState.key, 'jwt_secret')).get();
  assert.ok(stored);
  assert.equal(Buffer.from(stored.value, 'base64url').length, 48);
  assert.equal(resolveJwtSecret(db, {}), stored.value, 'a second resolve reuses it');
  const other = setup();
  assert.notEqual(resolveJwtSecret(other.db, {}), stored.value, 'each database has its own');
});

test('with JWT_SECRET configured nothing is stored and the configured secret signs', async () => {
  const secret = 'a-configured-secret-of-at-least-32-chars';
  const { db, adminId, tokens } = setup(secret);
  assert.equal(db.select().from(serverState).where(eq(serverState.key, 'jwt_secret')).get(), undefined);
  const { token } = await tokens.issue(adminId);
  assert.ok(await new TokenService(db, { jwtSecret: secret }).verify(token));
  assert.equal(await new TokenService(db, {}).verify(token), undefined, 'the generated secret is a different one');
});

test('tokens survive a restart: a new process on the same file accepts them', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tokens-'));
  try {
    const path = join(dir, 'site.db');
    let database = openDatabase(path);
    const adminId = database.db.insert(adminUsers).values({ username: 'amaka', email: 'a@b.ng', password: 'x' }).returning().get().id;
    const { token } = await new TokenService(database.db, {}).issue(adminId);
    database.close();
    database = openDatabase(path);
    assert.deepEqual(await new TokenService(database.db, {}).verify(token).then((a) => a?.id), adminId);
    database.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an issued token is HS256 with sub, sid and a 12 h exp, and its session row exists', async () => {
  const { db, adminId, tokens } = setup();
  const before = Math.floor(Date.now() / 1000);
  const { token, sessionId, expiresAt } = await tokens.issue(adminId);
  const [header, payload] = token.split('.').slice(0, 2).map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
  assert.equal(header.alg, 'HS256');
  assert.equal(payload.sub, String(adminId));
  assert.equal(payload.sid, sessionId);
  assert.ok(payload.exp - before >= TOKEN_TTL_SECONDS - 1 && payload.exp - before <= TOKEN_TTL_SECONDS + 1);
  assert.equal(TOKEN_TTL_SECONDS, 12 * 3600);
  const row = db.select().from(adminSessions).where(eq(adminSessions.id, sessionId)).get();
  assert.equal(row?.adminId, adminId);
  assert.equal(row?.expiresAt, expiresAt.toISOString());
  assert.deepEqual(await tokens.verify(token), { id: adminId, username: 'amaka', sessionId, verifiedAt: row?.createdAt });
  assert.equal(row?.verifiedAt, row?.createdAt, 'signing in proves the admin: what matters is open for the first 10 minutes');
});

test('forged, foreign, malformed, expired and revoked tokens are all refused', async (t) => {
  const { db, adminId, tokens } = setup();
  const secret = resolveJwtSecret(db, {});
  const { token, sessionId } = await tokens.issue(adminId);
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: String(adminId), sid: sessionId, iat: now, exp: now + 3600 };
  const [h, p] = token.split('.');

  const cases: [string, () => Promise<string> | string][] = [
    ['alg=none, no signature', () => `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`],
    ['alg=none with the original signature', () => `${b64({ alg: 'none', typ: 'JWT' })}.${p}.${token.split('.')[2]}`],
    ['HS512 with the right secret (alg not pinned would accept it)', () => sign(claims, secret, 'HS512')],
    ['signed with another secret', () => sign(claims, 'another-secret-another-secret-1234')],
    ['payload changed after signing', () => `${h}.${b64({ ...claims, sub: '999' })}.${token.split('.')[2]}`],
    ['signature stripped', () => `${h}.${p}.`],
    ['not a JWT at all', () => 'hello'],
    ['two parts', () => `${h}.${p}`],
    ['garbage parts', () => '!!.@@.##'],
    ['empty string', () => ''],
    ['expired exp', () => sign({ ...claims, iat: now - 7200, exp: now - 60 }, secret)],
    ['no exp claim', () => sign({ sub: String(adminId), sid: sessionId, iat: now }, secret)],
    ['no sid claim', () => sign({ sub: String(adminId), iat: now, exp: now + 60 }, secret)],
    ['unknown session id', () => sign({ ...claims, sid: 'made-up-session' }, secret)],
    ['session of another admin id', () => sign({ ...claims, sub: String(adminId + 1) }, secret)],
    ['non-numeric sub', () => sign({ ...claims, sub: 'amaka' }, secret)],
  ];
  for (const [name, make] of cases) {
    await t.test(name, async () => assert.equal(await tokens.verify(await make()), undefined));
  }
  assert.ok(await tokens.verify(token), 'the genuine token still works');
});

test('a token issued 13 hours ago has expired', async () => {
  const { db, adminId } = setup();
  const past = new TokenService(db, {}, () => Date.now() - 13 * 3600 * 1000);
  const { token } = await past.issue(adminId);
  assert.equal(await new TokenService(db, {}).verify(token), undefined);
});

test('a session past its expires_at is refused even if the JWT has not expired', async () => {
  const { db, adminId, tokens } = setup();
  const { token, sessionId } = await tokens.issue(adminId);
  db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(adminSessions.id, sessionId)).run();
  assert.equal(await tokens.verify(token), undefined);
});

test('revoke ends one session; revokeAdminSessions ends all but the one kept', async () => {
  const { db, adminId, tokens } = setup();
  const a = await tokens.issue(adminId);
  const b = await tokens.issue(adminId);
  const c = await tokens.issue(adminId);
  tokens.revoke(a.sessionId);
  assert.equal(await tokens.verify(a.token), undefined);
  assert.ok(await tokens.verify(b.token));
  assert.equal(revokeAdminSessions(db, adminId, c.sessionId), 1);
  assert.equal(await tokens.verify(b.token), undefined);
  assert.ok(await tokens.verify(c.token));
  revokeAdminSessions(db, adminId);
  assert.equal(await tokens.verify(c.token), undefined);
});

test('deleting an admin kills their tokens (sessions cascade)', async () => {
  const { db, adminId, tokens } = setup();
  const { token } = await tokens.issue(adminId);
  db.delete(adminUsers).where(eq(adminUsers.id, adminId)).run();
  assert.equal(db.select().from(adminSessions).all().length, 0);
  assert.equal(await tokens.verify(token), undefined);
});

test('issuing a token clears sessions that have expired', async () => {
  const { db, adminId, tokens } = setup();
  const old = await new TokenService(db, {}, () => Date.now() - 13 * 3600 * 1000).issue(adminId);
  await tokens.issue(adminId);
  assert.equal(db.select().from(adminSessions).where(eq(adminSessions.id, old.sessionId)).get(), undefined);
  assert.equal(db.select().from(adminSessions).all().length, 1);
});
