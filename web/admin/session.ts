// The admin's token in localStorage (docs/product.md § Roles and access) and the one place a dead session is handled.
import { navigate } from 'wouter/use-browser-location';
import { ADMIN_TOKEN_KEY, ApiError } from '../lib/api.ts';
import { toast } from '../components/toast.tsx';
import { IDLE_SIGNED_OUT } from '../shared/admins.ts';

export const LOGIN_PATH = '/metrikwebadmin-login';
/** The sign-in page after a session ended for inactivity: it says so until the admin signs in again. */
export const SIGNED_OUT_IDLE_SEARCH = 'signed-out=idle';
export const DASHBOARD_PATH = '/admin/dashboard';
export { RESET_PATH } from '../shared/admins.ts';

export function readToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    localStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Blocked storage: the httpOnly cookie set by the login call still carries the session.
  }
}

function clearToken(): void {
  try {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

const expiredListeners = new Set<() => void>();

/** Lets the app drop its cached data when a session ends (the query client subscribes). */
export function onSessionEnded(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/**
 * A 401 from any admin call: the token expired or was revoked (logout elsewhere, password change), or the session
 * ended after a while without activity. Back to sign-in with a sentence that says why, instead of a screen full of
 * errors; several queries failing at once produce one toast. Inactivity is said on the page itself, which stays
 * until the admin comes back (the polling that finds out runs while they are away).
 */
export function sessionExpired(error?: unknown): void {
  if (location.pathname === LOGIN_PATH) return;
  clearToken();
  for (const listener of expiredListeners) listener();
  if (error instanceof ApiError && error.detail === IDLE_SIGNED_OUT) {
    navigate(`${LOGIN_PATH}?${SIGNED_OUT_IDLE_SEARCH}`, { replace: true });
    return;
  }
  navigate(LOGIN_PATH, { replace: true });
  toast({ title: 'Session expired', description: 'Please sign in again.' });
}

/** Ends the session on this device: token gone, cached data dropped, back to sign-in. */
export function signedOut(): void {
  clearToken();
  for (const listener of expiredListeners) listener();
  navigate(LOGIN_PATH, { replace: true });
}
