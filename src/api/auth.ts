// Sign-in, sign-out, the first admin and the admin's own password. Rate limits, input shapes and who may call
// each live in the routes table (src/routes.ts); these handlers do the work.
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { AdminCreateSchema, LoginSchema } from '../../web/shared/schemas.ts';
import { apiError } from '../http/errors.ts';
import { SESSION_INVALID } from '../http/request-errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { AdminError, changeOwnPassword, createFirstAdmin as createFirst, findAdminProfile, FIRST_PASSWORD_EXPIRED } from '../security/admins.ts';
import { actorOf } from './actor.ts';
import { clientIp } from '../security/client-ip.ts';
import { checkSignInPassword, type RecordedSignIn, signedIn } from '../security/sign-ins.ts';
import { signOut } from '../security/sessions.ts';
import { composeNewSignInMail, endSessionLink } from '../ops/sign-in-mail.ts';
import { readPublicSettings } from '../content/settings.ts';
import { resetSender, siteOrigin } from './password-reset.ts';
import { ADMIN_COOKIE, adminCookieName, isHttps, signedInAdmin } from '../security/require-admin.ts';
import { TOKEN_TTL_SECONDS } from '../security/tokens.ts';
import { passkeyCount } from '../security/passkeys.ts';
import { mustSetUpSecondFactor } from '../security/step-up.ts';
import type { SecondStepNeeded } from '../../web/shared/admins.ts';
import type { Services } from '../services.ts';
import type { PasswordChangeBody } from '../../web/shared/admin-schemas.ts';

export const INVALID_CREDENTIALS = 'Invalid username or password.';

/** Host-only (no Domain), Path=/, and Secure over HTTPS, where the name carries the `__Host-` prefix that demands it. */
const cookieOptions = (c: Context, trustProxy: boolean) =>
  ({ path: '/', httpOnly: true, sameSite: 'Strict', secure: isHttps(c, trustProxy) }) as const;

export const LoginBody = LoginSchema;

/** The sign-in cookie carrying `token`, for `maxAge` seconds (a new session's 12 hours, or what is left of one). */
export function setSessionCookie(s: Services, c: Context, token: string, maxAge = TOKEN_TTL_SECONDS): void {
  setCookie(c, adminCookieName(c, s.config.trustProxy), token, { ...cookieOptions(c, s.config.trustProxy), maxAge });
}

/**
 * A sign-in from a browser and network never seen for this admin: they are e-mailed when, from what and from
 * where, with the link that ends that session (after the answer is sent; a failing mail server only logs).
 */
function reportNewSignIn(s: Services, c: Context, admin: { id: number }, signIn: RecordedSignIn): void {
  const mailer = s.mailer;
  if (!mailer) return;
  const at = new Date(s.now()).toISOString();
  const origin = siteOrigin(s, c);
  setImmediate(() => {
    const profile = findAdminProfile(s.db, admin.id);
    if (!profile) return;
    const company = readPublicSettings(s.db).companyName || 'the website';
    const mail = composeNewSignInMail({ company, username: profile.username, at, browser: signIn.browser, network: signIn.network, endLink: endSessionLink(origin, signIn.sessionRef) });
    mailer
      .send({ to: profile.email, sender: { name: company, address: resetSender(s, c, profile.email) }, ...mail })
      .catch((error: unknown) => s.log.warn(`could not e-mail a new sign-in: ${error instanceof Error ? error.message : String(error)}`));
  });
}

/**
 * The end of every successful sign-in (password alone, or password then code): a session that records where it
 * came from, the token in the body and the cookie, an audit line, and the sign-in limit's count cleared.
 */
export async function completeSignIn(s: Services, c: Context<RouteEnv>, admin: { id: number; username: string }, detail?: string) {
  // A session this browser already had ends: a sign-in always leaves it with the new one alone (ASVS 5.0 7.2.4).
  const previous = await signedInAdmin(s, c);
  if (previous) s.tokens.revoke(previous.sessionId);
  const client = { ip: clientIp(c, s.config.trustProxy), userAgent: c.req.header('user-agent') };
  const { token, sessionId } = await s.tokens.issue(admin.id, client);
  setSessionCookie(s, c, token);
  const signIn = signedIn(s, { ...actorOf(s, c, admin), id: admin.id }, sessionId, client, s.now(), detail);
  if (signIn.seen === 'new') reportNewSignIn(s, c, admin, signIn);
  c.get('signedIn')?.();
  return c.json({ token });
}

/**
 * POST /api/admin/login. An unknown username is checked against a dummy hash: same bcrypt work, same answer,
 * same time. With an authenticator app or a passkey, the right password earns only a ticket for the second step
 * (POST /api/admin/login/2fa with a code or recovery code, POST /api/admin/login/passkey with a passkey).
 */
export function login(s: Services) {
  return async (c: Context<RouteEnv>, { body: { username, password } }: Input<typeof LoginBody>) => {
    const checked = await checkSignInPassword(s, actorOf(s, c), username, password, s.config.passwordCost, s.now());
    if ('refused' in checked) {
      // A first password another admin chose works for 7 days only (ASVS 5.0 6.4.1): said only to whoever knows it.
      return apiError(c, 401, checked.refused === 'wrong' ? INVALID_CREDENTIALS : FIRST_PASSWORD_EXPIRED);
    }
    const { admin } = checked;
    // Every door to a session asks for the admin's second factor: the app's code, a passkey, or a recovery code.
    const passkey = passkeyCount(s.db, admin.id) > 0;
    if (admin.totpSecret || passkey) {
      const answer: SecondStepNeeded = { twoFactorRequired: true, ticket: await s.tokens.issueTicket(admin), methods: { code: admin.totpSecret !== null, passkey } };
      return c.json(answer);
    }
    return completeSignIn(s, c, admin);
  };
}

/** POST /api/admin/logout: the session row is revoked, so the token is dead even if a copy survives. */
export function logout(s: Services) {
  return (c: Context<RouteEnv>) => {
    signOut(s, actorOf(s, c), c.get('admin').sessionId);
    // Whichever this browser holds: the scheme's own, and over HTTPS also a plain one left from before TLS.
    const options = cookieOptions(c, s.config.trustProxy);
    deleteCookie(c, adminCookieName(c, s.config.trustProxy), options);
    if (options.secure) deleteCookie(c, ADMIN_COOKIE, options);
    return c.body(null, 204);
  };
}

export const AdminCreateBody = AdminCreateSchema;

/** POST /api/admin/create: the very first account ('setup' access: 403 once an admin exists). */
export function createFirstAdmin(s: Services) {
  return async (c: Context<RouteEnv>, { body }: Input<typeof AdminCreateBody>) => {
    try {
      const admin = await createFirst(s, actorOf(s, c), body, s.config.passwordCost);
      return c.json(admin, 201);
    } catch (error) {
      if (!(error instanceof AdminError)) throw error;
      const status = error.code === 'admins_exist' ? 403 : error.code === 'duplicate' ? 409 : 400;
      return apiError(c, status, error.message, error.issues);
    }
  };
}

/**
 * GET /api/admin/me: who is signed in (the panel shows it and uses it to check the stored token), and whether the
 * owner's rule sends them to set up a second factor before anything else.
 */
export function currentAdmin(s: Services) {
  return (c: Context<RouteEnv>) => {
    const admin = findAdminProfile(s.db, c.get('admin').id);
    if (!admin) return apiError(c, 401, SESSION_INVALID);
    return c.json({ ...admin, passkeys: passkeyCount(s.db, admin.id), mustSetUpSecondFactor: mustSetUpSecondFactor(s.db, admin.id) });
  };
}


/** POST /api/admin/password: the admin's own password; other sessions are signed out, this one stays. */
export function changePassword(s: Services) {
  return async (c: Context<RouteEnv>, { body }: Input<typeof PasswordChangeBody>) => {
    const admin = c.get('admin');
    try {
      await changeOwnPassword(s, actorOf(s, c), admin.id, body.currentPassword, body.newPassword, admin.sessionId, s.config.passwordCost);
    } catch (error) {
      if (!(error instanceof AdminError)) throw error;
      if (error.code === 'wrong_password') c.get('countFailure')?.();
      return apiError(c, error.code === 'not_found' ? 401 : 400, error.message, error.issues);
    }
    return c.body(null, 204);
  };
}
