import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { AdminCreateSchema, LoginSchema, NewPasswordSchema } from '../../web/shared/schemas.ts';
import { AdminError, changeOwnPassword, countAdmins, createAdmin, findAdminById, findAdminByUsername } from '../security/admins.ts';
import { recordAudit } from '../security/audit.ts';
import { clientIp } from '../security/client-ip.ts';
import { verifyPassword } from '../security/passwords.ts';
import { RateLimiter } from '../security/rate-limit.ts';
import { ADMIN_COOKIE, isHttps, type AdminEnv } from '../security/require-admin.ts';
import { TOKEN_TTL_SECONDS } from '../security/tokens.ts';
import type { Services } from '../services.ts';
import { readJson } from './body.ts';
import { apiError } from './errors.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Sign-in attempts per client IP and username in one window: enough for typos, too few for guessing. */
export const LOGIN_LIMIT_PER_USER = 5;
/** Sign-in attempts per client IP in one window, whatever the username (an office may share one IP). */
export const LOGIN_LIMIT_PER_IP = 20;
export const INVALID_CREDENTIALS = 'Invalid username or password.';

const cookieOptions = (c: Context, trustProxy: boolean) =>
  ({ path: '/', httpOnly: true, sameSite: 'Strict', secure: isHttps(c, trustProxy) }) as const;

function tooMany(c: Context, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds));
  return apiError(c, 429, 'Too many sign-in attempts. Please wait a few minutes and try again.');
}

/** An absent field reads as empty, so it gets CONTRACT.md's "Username is required" rather than valibot's key message. */
const LoginBody = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((raw) => ({ username: '', password: '', ...raw })),
  LoginSchema,
);

/**
 * POST /api/admin/login. Attempts are counted before the password is checked, so a burst of parallel guesses
 * cannot slip past the limit while bcrypt works; a successful sign-in clears that IP+username count.
 */
export function login(s: Services) {
  const perUser = new RateLimiter(LOGIN_LIMIT_PER_USER, LOGIN_WINDOW_MS);
  const perIp = new RateLimiter(LOGIN_LIMIT_PER_IP, LOGIN_WINDOW_MS);
  return async (c: Context) => {
    const body = await readJson(c, LoginBody);
    if (!body.ok) return apiError(c, body.status, body.error, body.issues);
    const { username, password } = body.value;
    const ip = clientIp(c, s.config.trustProxy);
    const userKey = `${ip}\n${username.toLowerCase()}`;
    const wait = Math.max(perIp.hit(ip), perUser.hit(userKey));
    if (wait > 0) return tooMany(c, wait);

    const admin = findAdminByUsername(s.db, username);
    // An unknown username is checked against a dummy hash: same bcrypt work, same answer, same time.
    if (!(await verifyPassword(password, admin?.password)) || !admin) {
      recordAudit(s.db, { action: 'login_failed', adminId: admin?.id, username: username.slice(0, 100), ip });
      return apiError(c, 401, INVALID_CREDENTIALS);
    }
    perUser.reset(userKey);
    const { token } = await s.tokens.issue(admin.id);
    setCookie(c, ADMIN_COOKIE, token, { ...cookieOptions(c, s.config.trustProxy), maxAge: TOKEN_TTL_SECONDS });
    recordAudit(s.db, { action: 'login', adminId: admin.id, username: admin.username, ip });
    c.header('Cache-Control', 'no-store');
    return c.json({ token });
  };
}

/** POST /api/admin/logout: the session row is revoked, so the token is dead even if a copy survives. */
export function logout(s: Services) {
  return (c: Context<AdminEnv>) => {
    const admin = c.get('admin');
    s.tokens.revoke(admin.sessionId);
    deleteCookie(c, ADMIN_COOKIE, cookieOptions(c, s.config.trustProxy));
    recordAudit(s.db, { action: 'logout', adminId: admin.id, username: admin.username, ip: clientIp(c, s.config.trustProxy) });
    return c.body(null, 204);
  };
}

/** POST /api/admin/create: open only while no admin exists (the very first account); 403 afterwards. */
export function createFirstAdmin(s: Services) {
  return async (c: Context) => {
    if (countAdmins(s.db) > 0) return apiError(c, 403, 'An admin already exists. Sign in, or ask an admin to create your account.');
    const body = await readJson(c, AdminCreateSchema);
    if (!body.ok) return apiError(c, body.status, body.error, body.issues);
    try {
      const admin = await createAdmin(s.db, body.value, { onlyIfNone: true });
      recordAudit(s.db, { action: 'admin_created', adminId: admin.id, username: admin.username, target: `admin_users/${admin.id}`, ip: clientIp(c, s.config.trustProxy) });
      return c.json(admin, 201);
    } catch (error) {
      if (!(error instanceof AdminError)) throw error;
      const status = error.code === 'admins_exist' ? 403 : error.code === 'duplicate' ? 409 : 400;
      return apiError(c, status, error.message, error.issues);
    }
  };
}

/** GET /api/admin/me: who is signed in (the panel shows it and uses it to check the stored token). */
export function currentAdmin(s: Services) {
  return (c: Context<AdminEnv>) => {
    const admin = findAdminById(s.db, c.get('admin').id);
    return admin ? c.json(admin) : apiError(c, 401, 'Your session has expired or is not valid. Please sign in again.');
  };
}

const PasswordChangeSchema = v.object({
  currentPassword: v.pipe(v.string('Current password is required'), v.minLength(1, 'Current password is required'), v.maxLength(200, 'Current password is too long')),
  newPassword: NewPasswordSchema,
});

/** POST /api/admin/password: the admin's own password; other sessions are signed out, this one stays. */
export function changePassword(s: Services) {
  const perAdmin = new RateLimiter(LOGIN_LIMIT_PER_USER, LOGIN_WINDOW_MS);
  return async (c: Context<AdminEnv>) => {
    const admin = c.get('admin');
    const body = await readJson(c, PasswordChangeSchema);
    if (!body.ok) return apiError(c, body.status, body.error, body.issues);
    // A stolen session must not become a way to guess the password it does not know.
    const wait = perAdmin.blockedFor(String(admin.id));
    if (wait > 0) return tooMany(c, wait);
    try {
      await changeOwnPassword(s.db, admin.id, body.value.currentPassword, body.value.newPassword, admin.sessionId);
    } catch (error) {
      if (!(error instanceof AdminError)) throw error;
      if (error.code === 'wrong_password') perAdmin.hit(String(admin.id));
      return apiError(c, error.code === 'not_found' ? 401 : 400, error.message, error.issues);
    }
    perAdmin.reset(String(admin.id));
    recordAudit(s.db, { action: 'password_changed', adminId: admin.id, username: admin.username, ip: clientIp(c, s.config.trustProxy) });
    return c.body(null, 204);
  };
}
