// Passkeys for the signed-in admin (add, name, remove), signing in with one alone or as the second step after the
// password, confirming it is you before what matters, the owner's rule that every admin use a second factor, and
// new recovery codes. Who may call each route, and which ask again, is in the routes table (src/routes.ts).
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type {
  AddPasskeyBody, PasskeyNameBody, PasskeySignInBody, ReauthBody, SecurityPolicyBody,
} from '../../web/shared/admin-schemas.ts';
import { SETTING } from '../../web/shared/settings.ts';
import { readPublicSettings, readSettings } from '../content/settings.ts';
import { apiError } from '../http/errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { IdString } from '../http/validate.ts';
import { findAdminByUsername, findAdminProfile, firstPasswordExpired } from '../security/admins.ts';
import { actingAs } from '../security/audit.ts';
import {
  addPasskey as add, authenticationOptions, hasSecondFactor, listPasskeys, PasskeyCeremonies, PasskeyError, passkeyCount, registrationOptions,
  removePasskey, renamePasskey, type RelyingParty, verifyPasskey,
} from '../security/passkeys.ts';
import { verifyPassword } from '../security/passwords.ts';
import { isHttps } from '../security/require-admin.ts';
import { signInRefused } from '../security/sign-ins.ts';
import { confirmationRefused, secondFactorRequired, setSecondFactorRequired } from '../security/step-up.ts';
import { recoveryCodesLeft, renewRecoveryCodes, twoFactorEnabled } from '../security/two-factor.ts';
import type { Services } from '../services.ts';
import { actorOf } from './actor.ts';
import { completeSignIn, setSessionCookie } from './auth.ts';
import { SESSION_INVALID } from '../http/request-errors.ts';

export const PasskeyParams = v.object({ id: IdString('The passkey id') });

const ceremoniesOf = new WeakMap<Services, PasskeyCeremonies>();
function ceremonies(s: Services): PasskeyCeremonies {
  const held = ceremoniesOf.get(s) ?? new PasskeyCeremonies(s.now);
  ceremoniesOf.set(s, held);
  return held;
}

const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim() || undefined;

/**
 * This site as the browser sees it, from the request: the host it asked for (X-Forwarded-Host behind a trusted
 * proxy) and its scheme. A forged Host header gains nothing: the browser signs the origin it is really on, and a
 * passkey is bound to the host name it was created for.
 */
function relyingParty(s: Services, c: Context): RelyingParty {
  const url = new URL(c.req.url);
  const host = (s.config.trustProxy ? firstValue(c.req.header('x-forwarded-host')) : undefined) ?? c.req.header('host') ?? url.host;
  const origin = `${isHttps(c, s.config.trustProxy) ? 'https' : 'http'}://${host}`;
  let id: string;
  try {
    id = new URL(origin).hostname;
  } catch {
    id = url.hostname;
  }
  // Behind a proxy that terminates TLS without saying so, the request looks like http: the Website address setting,
  // when it names this very host, gives the https origin the browser is really on.
  const origins = [origin];
  try {
    const configured = new URL(readSettings(s.db).get(SETTING.siteUrl)?.trim() ?? '');
    if (configured.host === new URL(origin).host && configured.origin !== origin) origins.push(configured.origin);
  } catch {
    // No usable setting: the request's own origin only.
  }
  return { id, origins, name: `${readPublicSettings(s.db).companyName || 'Website'} admin` };
}

function refused(c: Context, error: unknown) {
  if (error instanceof PasskeyError) return apiError(c, error.status, error.message);
  throw error;
}

const NEEDS_A_FACTOR_LEFT =
  'This website asks every admin to use a passkey or an authenticator app, and this is your last one. Add another passkey or turn on the authenticator app first.';

/** GET /api/admin/passkeys: the admin's own passkeys and recovery codes left. */
export function getPasskeys(s: Services) {
  return (c: Context<RouteEnv>) => {
    const { id } = c.get('admin');
    return c.json({ passkeys: listPasskeys(s.db, id), recoveryCodesLeft: recoveryCodesLeft(s.db, id) });
  };
}

/** POST /api/admin/passkeys/options: what the browser needs to create a passkey for this admin. */
export function passkeyRegistrationOptions(s: Services) {
  return async (c: Context<RouteEnv>) => {
    const admin = c.get('admin');
    try {
      const options = await registrationOptions(s.db, admin, relyingParty(s, c));
      return c.json({ ceremony: ceremonies(s).start(options.challenge, 'register', admin.id), options });
    } catch (error) {
      return refused(c, error);
    }
  };
}

/**
 * POST /api/admin/passkeys: the browser's new passkey, checked and stored. An admin with no authenticator app and
 * no recovery codes gets ten, shown once: they sign in when the passkey's device is lost.
 */
export function addPasskey(s: Services) {
  return async (c: Context<RouteEnv>, { body }: Input<typeof AddPasskeyBody>) => {
    const admin = c.get('admin');
    try {
      const challenge = ceremonies(s).take(body.ceremony, 'register', admin.id);
      const added = await add(s, actorOf(s, c), admin.id, body.credential as unknown as RegistrationResponseJSON, challenge, relyingParty(s, c), body.name);
      return c.json(added, 201);
    } catch (error) {
      return refused(c, error);
    }
  };
}

/** PATCH /api/admin/passkeys/:id: a new name. */
export function renamePasskeyRoute(s: Services) {
  return (c: Context<RouteEnv>, { params, body }: Input<typeof PasskeyNameBody, undefined, typeof PasskeyParams>) => {
    try {
      return c.json(renamePasskey(s.db, c.get('admin').id, params.id, body.name));
    } catch (error) {
      return refused(c, error);
    }
  };
}

/** DELETE /api/admin/passkeys/:id: it never signs in again. Never the last factor while the owner's rule is on. */
export function deletePasskey(s: Services) {
  return (c: Context<RouteEnv>, { params }: Input<undefined, undefined, typeof PasskeyParams>) => {
    const { id } = c.get('admin');
    if (secondFactorRequired(s.db) && !twoFactorEnabled(s.db, id) && passkeyCount(s.db, id) === 1 && listPasskeys(s.db, id)[0]?.id === params.id) {
      return apiError(c, 409, NEEDS_A_FACTOR_LEFT);
    }
    try {
      removePasskey(s, actorOf(s, c), id, params.id);
      return c.body(null, 204);
    } catch (error) {
      return refused(c, error);
    }
  };
}

/**
 * POST /api/admin/login/passkey/options: a prompt for any passkey of this site (no username needed). The device is
 * asked to verify its user (required), unless `?step=second`: after the password, having the passkey is enough.
 */
export function passkeySignInOptions(s: Services) {
  return async (c: Context<RouteEnv>, { query }: Input<undefined, typeof PasskeyOptionsQuery>) => {
    const options = await authenticationOptions(s.db, relyingParty(s, c), undefined, query.step === 'second' ? 'preferred' : 'required');
    return c.json({ ceremony: ceremonies(s).start(options.challenge, 'sign-in'), options });
  };
}

const EXPIRED_TICKET = 'The sign-in has expired. Please enter your username and password again.';

export const PasskeyOptionsQuery = v.object({ step: v.optional(v.picklist(['second'])) });

/**
 * POST /api/admin/login/passkey: a passkey alone signs in only when the device verified its user (something you
 * have, unlocked by something you know or are: ASVS 5.0 6.3.2). With the ticket of the password step, the passkey
 * must be that admin's, having it is enough, and the ticket is spent.
 */
export function passkeySignIn(s: Services) {
  return async (c: Context<RouteEnv>, { body }: Input<typeof PasskeySignInBody>) => {
    const ticket = body.ticket ? await s.tokens.verifyTicket(body.ticket) : undefined;
    if (body.ticket && (!ticket || !s.tokens.ticketOpen(ticket))) return apiError(c, 401, EXPIRED_TICKET);
    try {
      const challenge = ceremonies(s).take(body.ceremony, 'sign-in');
      const credential = body.credential as unknown as AuthenticationResponseJSON;
      const proved = await verifyPasskey(s.db, credential, challenge, relyingParty(s, c), s.now(), ticket?.adminId, ticket ? 'preferred' : 'required');
      const admin = findAdminProfile(s.db, proved.adminId);
      if (!admin) return apiError(c, 401, EXPIRED_TICKET);
      if (ticket) {
        if (!s.tokens.ticketOpen(ticket)) return apiError(c, 401, EXPIRED_TICKET);
        s.tokens.spendTicket(ticket);
      }
      return completeSignIn(s, c, admin, `with the passkey "${proved.passkeyName}"`);
    } catch (error) {
      if (error instanceof PasskeyError) {
        if (ticket) s.tokens.ticketFailed(ticket);
        signInRefused(s, actingAs(actorOf(s, c), { id: ticket?.adminId, username: '' }), 'passkey refused');
      }
      return refused(c, error);
    }
  };
}

/** POST /api/admin/reauth/options: a prompt for one of this admin's own passkeys, to confirm it is them. */
export function reauthOptions(s: Services) {
  return async (c: Context<RouteEnv>) => {
    const admin = c.get('admin');
    try {
      const options = await authenticationOptions(s.db, relyingParty(s, c), admin.id, 'preferred');
      return c.json({ ceremony: ceremonies(s).start(options.challenge, 'confirm', admin.id), options });
    } catch (error) {
      return refused(c, error);
    }
  };
}

const WRONG_PASSWORD = 'The password is not correct.';

/**
 * POST /api/admin/reauth: the password or one of the admin's passkeys; what matters is open for 10 minutes. The
 * session goes on under a new token (body and cookie), and the one this request carried stops working (ASVS 5.0
 * 7.2.4): a token copied before the confirmation is no use after it.
 */
export function reauthenticate(s: Services) {
  return async (c: Context<RouteEnv>, { body }: Input<typeof ReauthBody>) => {
    const admin = c.get('admin');
    if (body.password !== undefined) {
      const stored = findAdminByUsername(s.db, admin.username);
      if (!stored || stored.id !== admin.id || !(await verifyPassword(body.password, stored.password)) || firstPasswordExpired(stored, s.now())) {
        c.get('countFailure')?.();
        confirmationRefused(s, actorOf(s, c));
        return apiError(c, 400, WRONG_PASSWORD, [{ path: 'password', message: WRONG_PASSWORD }]);
      }
    } else if (body.ceremony && body.credential) {
      try {
        const challenge = ceremonies(s).take(body.ceremony, 'confirm', admin.id);
        await verifyPasskey(s.db, body.credential as unknown as AuthenticationResponseJSON, challenge, relyingParty(s, c), s.now(), admin.id, 'preferred');
      } catch (error) {
        if (error instanceof PasskeyError) c.get('countFailure')?.();
        return refused(c, error);
      }
    } else {
      return apiError(c, 400, 'Enter your password, or use a passkey.', [{ path: 'password', message: 'Password is required' }]);
    }
    const renewed = await s.tokens.rotate(admin.sessionId);
    if (!renewed) return apiError(c, 401, SESSION_INVALID);
    setSessionCookie(s, c, renewed.token, Math.max(0, Math.floor((renewed.expiresAt.getTime() - s.now()) / 1000)));
    return c.json({ token: renewed.token });
  };
}

/** POST /api/admin/recovery-codes: ten new recovery codes (shown once); the old ones stop working. */
export function newRecoveryCodes(s: Services) {
  return async (c: Context<RouteEnv>) => {
    const { id } = c.get('admin');
    if (!twoFactorEnabled(s.db, id) && passkeyCount(s.db, id) === 0) {
      return apiError(c, 409, 'Recovery codes stand in for a passkey or the authenticator app: set one of them up first.');
    }
    const recoveryCodes = await renewRecoveryCodes(s, actorOf(s, c), id);
    return c.json({ recoveryCodes });
  };
}

/** GET /api/admin/security-policy */
export function getSecurityPolicy(s: Services) {
  return (c: Context<RouteEnv>) => c.json({ requireSecondFactor: secondFactorRequired(s.db) });
}

/** PUT /api/admin/security-policy: only an admin who has a second factor may turn the rule on (they would be locked out). */
export function putSecurityPolicy(s: Services) {
  return (c: Context<RouteEnv>, { body }: Input<typeof SecurityPolicyBody>) => {
    if (body.requireSecondFactor && !hasSecondFactor(s.db, c.get('admin').id)) {
      return apiError(c, 409, 'Set up a passkey or the authenticator app for yourself first, then turn this on.');
    }
    setSecondFactorRequired(s, actorOf(s, c), body.requireSecondFactor);
    return c.json({ requireSecondFactor: body.requireSecondFactor });
  };
}
