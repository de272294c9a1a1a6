// What the admin API says about admins and sessions (GET /api/admin/admins, /me, /sessions, /2fa): written by
// src/security/admins.ts, sessions.ts and two-factor.ts, read by the Team & security tab.

/** The page an e-mailed password reset link opens (`?token=…`): the server writes the link, the panel serves it. */
export const RESET_PATH = '/metrikwebadmin-reset';

/**
 * A session ends after this long without anything the admin did (docs/product.md § Roles and access, "Session
 * lifetime"); the 12-hour maximum stands whatever they do.
 */
export const IDLE_TIMEOUT_MINUTES = 30;

/**
 * Set by the panel on a request nobody asked for (the inbox's polling, a refetch): it is answered as any other,
 * but does not count as the admin doing something, so an open tab alone never keeps a session alive.
 */
export const BACKGROUND_HEADER = 'X-Background-Request';

/** The 401 of a session ended by inactivity; the sign-in page says it again (`?signed-out=idle`). */
export const IDLE_SIGNED_OUT = `You were signed out after ${IDLE_TIMEOUT_MINUTES} minutes without activity. Please sign in again.`;

/** An admin as the list and /api/admin/me show them: never the password or the two-factor secret. */
export interface AdminProfile {
  id: number;
  username: string;
  email: string;
  createdAt: string;
  /** Added by another admin with a first password: the panel invites them to choose their own. */
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
}

/** One of the signed-in admin's own sessions; `id` is a digest of the session's id, never the id itself. */
export interface SessionSummary {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

/** One of the admin's own recent sign-ins (GET /api/admin/sign-ins). */
export interface SignInSummary {
  id: number;
  /** The session it opened, by the public id the sessions list uses. */
  sessionId: string;
  createdAt: string;
  /** "Chrome on Windows". */
  browser: string;
  /** The client address's /24 (IPv4) or /48 (IPv6). */
  network: string;
  /** first: the account's first sign-in, nothing to compare with; known: this browser and network before; new: e-mailed. */
  seen: 'first' | 'known' | 'new';
  /** Its session can still be used (and ended). */
  live: boolean;
  current: boolean;
}

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export interface TwoFactorSetup {
  /** base32, for typing into an app by hand */
  secret: string;
  /** the otpauth:// address the QR code holds */
  uri: string;
  /** the QR code as an SVG document */
  qrSvg: string;
}

/** One of the signed-in admin's passkeys (GET /api/admin/passkeys): never its key or credential id. */
export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The owner's rules for every admin's sign-in (GET /api/admin/security-policy). */
export interface SecurityPolicy {
  requireSecondFactor: boolean;
}

/** What the password step answers when a second factor is needed: which ones this admin has. */
export interface SecondStepNeeded {
  twoFactorRequired: true;
  ticket: string;
  methods: { code: boolean; passkey: boolean };
}
