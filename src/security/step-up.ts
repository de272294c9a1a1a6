// Two rules on top of a valid session (the routes table names where each applies):
//  - "ask again before what matters": a route marked `recentAuth` needs the password or a passkey proven in this
//    session within the last 10 minutes (ASVS 5.0 7.5.1); otherwise 403 with `reauthRequired`, and the panel asks;
//  - the owner's "Every admin must use a passkey or an authenticator app": while it is on, an admin without either
//    reaches only the routes that let them set one up (403 with `secondFactorRequired` everywhere else).
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/open.ts';
import { serverState } from '../db/tables.ts';
import { commit, record, type Store } from '../db/unit-of-work.ts';
import type { Actor } from './audit.ts';
import type { RouteEnv } from '../http/route.ts';
import type { Services } from '../services.ts';
import { hasSecondFactor } from './passkeys.ts';

export const REAUTH_WINDOW_MS = 10 * 60_000;
const REQUIRE_SECOND_FACTOR_KEY = 'require_second_factor';

const REAUTH_NEEDED = 'For your safety, confirm it is you: enter your password or use a passkey, then try again.';
const SECOND_FACTOR_NEEDED =
  'This website asks every admin to use a passkey or an authenticator app. Set one up on Team & security before doing anything else.';

/** Whether the owner's setting is on. */
export function secondFactorRequired(db: Db): boolean {
  return db.select({ value: serverState.value }).from(serverState).where(eq(serverState.key, REQUIRE_SECOND_FACTOR_KEY)).get()?.value === '1';
}

/** The owner turns the rule on or off. Audited. */
export function setSecondFactorRequired(store: Store, actor: Actor, on: boolean): void {
  const detail = on ? 'every admin must use a second factor' : 'a second factor is optional';
  commit(store, actor, { action: 'security_policy_changed', detail }, () =>
    store.db
      .insert(serverState)
      .values({ key: REQUIRE_SECOND_FACTOR_KEY, value: on ? '1' : '0' })
      .onConflictDoUpdate({ target: serverState.key, set: { value: on ? '1' : '0' } })
      .run(),
  );
}

/** A wrong password when confirming it is you, for the trail. */
export function confirmationRefused(store: Pick<Store, 'db'>, actor: Actor): void {
  record(store, actor, { action: 'reauth_failed', detail: 'wrong password' });
}

/** The signed-in admin must still set up a second factor before anything else. */
export function mustSetUpSecondFactor(db: Db, adminId: number): boolean {
  return secondFactorRequired(db) && !hasSecondFactor(db, adminId);
}

/** Whether this session proved the admin within the window. */
function recentlyVerified(verifiedAt: string | null, nowMs: number): boolean {
  if (!verifiedAt) return false;
  const at = Date.parse(verifiedAt);
  return Number.isFinite(at) && nowMs - at < REAUTH_WINDOW_MS && at <= nowMs + 60_000;
}

const refuse = (c: Context, body: Record<string, unknown>) => c.json(body, 403);

/** The `recentAuth` property of a row. */
export function requireRecentAuth(s: Services): MiddlewareHandler<RouteEnv> {
  return async (c, next) => {
    if (!recentlyVerified(c.get('admin').verifiedAt, s.now())) return refuse(c, { error: REAUTH_NEEDED, reauthRequired: true });
    await next();
  };
}

/** Every admin row not marked `duringSetup`: closed while the owner's rule asks this admin to set up a factor. */
export function requireSecondFactorSetUp(s: Services): MiddlewareHandler<RouteEnv> {
  return async (c, next) => {
    if (mustSetUpSecondFactor(s.db, c.get('admin').id)) return refuse(c, { error: SECOND_FACTOR_NEEDED, secondFactorRequired: true });
    await next();
  };
}
