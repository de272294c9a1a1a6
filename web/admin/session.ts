// The admin's token in localStorage (docs/product.md § Roles and access) and the one place a dead session is handled.
import { navigate } from 'wouter/use-browser-location';
import { ADMIN_TOKEN_KEY, ApiError } from '../lib/api.ts';
import { toast } from '../components/toast.tsx';

export const LOGIN_PATH = '/metrikwebadmin-login';
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
 * A 401 from any admin call: the token expired or was revoked (logout elsewhere, password change).
 * Back to sign-in with a sentence that says why, instead of a screen full of errors; several queries
 * failing at once produce one toast.
 */
export function sessionExpired(): void {
  if (location.pathname === LOGIN_PATH) return;
  clearToken();
  for (const listener of expiredListeners) listener();
  navigate(LOGIN_PATH, { replace: true });
  toast({ title: 'Session expired', description: 'Please sign in again.' });
}

/** Ends the session on this device: token gone, cached data dropped, back to sign-in. */
export function signedOut(): void {
  clearToken();
  for (const listener of expiredListeners) listener();
  navigate(LOGIN_PATH, { replace: true });
}
