// The rate limits a row of the routes table can name. Each runs after the row's input validation, so a body
// refused with 400/413/415 stores nothing and costs a real visitor none of their quota (someone fixing a
// typo is never locked out), and the limit can key on validated fields (the sign-in username).
import type { Context, Next } from 'hono';
import { apiError } from '../http/errors.ts';
import type { RateLimitRule, RouteEnv } from '../http/route.ts';
import type { Services } from '../services.ts';
import { clientIp } from './client-ip.ts';
import { FailureStreak, RateLimiter } from './rate-limit.ts';

export const FORM_WINDOW_MS = 10 * 60 * 1000;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Sign-in attempts per client IP and username in one window: enough for typos, too few for guessing. */
export const LOGIN_LIMIT_PER_USER = 5;
/** Sign-in attempts per client IP in one window, whatever the username (an office may share one IP). */
export const LOGIN_LIMIT_PER_IP = 20;

/**
 * Wrong second steps (codes or recovery codes) in a row for one account, from any address, before its second
 * step pauses (NIST SP 800-63B §5.2.2 allows up to 100; someone holding the password gets far fewer guesses).
 */
export const SECOND_STEP_FAILURES_PER_ACCOUNT = 10;
export const SECOND_STEP_PAUSE_MS = 15 * 60 * 1000;

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by limits that count failures only: the handler calls it when the attempt failed. */
    countFailure: () => void;
    /** Set by the sign-in limit: the handler calls it once a token is issued (not when only a code is asked for). */
    signedIn: () => void;
  }
}

function tooMany(c: Context, seconds: number, sentence: string) {
  c.header('Retry-After', String(seconds));
  return apiError(c, 429, sentence);
}

const minutes = (seconds: number) => {
  const n = Math.ceil(seconds / 60);
  return `${n} minute${n === 1 ? '' : 's'}`;
};

/** One limiter per app and rule: tests build many apps, and each must start with a fresh count. */
function perApp<Counter>(make: (s: Services) => Counter) {
  const limiters = new WeakMap<Services, Counter>();
  return (s: Services) => {
    const limiter = limiters.get(s) ?? make(s);
    limiters.set(s, limiter);
    return limiter;
  };
}

/** The 429 of a public form, `wait` seconds before the next submission is taken. */
export const tooManySubmissions = (wait: number) => `Too many submissions from your network. Please try again in ${minutes(wait)}.`;

/**
 * FORM_RATE_LIMIT accepted submissions per client IP per 10 minutes across both public forms (0 = off), whichever
 * way they arrive. A spam-flagged submission counts too, so a bot tripping the honeypot is limited. The count is
 * taken before the write, so a burst of parallel requests cannot slip past the limit while earlier ones wait for
 * their commit.
 */
export const formSubmissionLimit = perApp((s) => new RateLimiter(s.config.formRateLimit, FORM_WINDOW_MS));

const FORM_LIMIT_DESCRIBED = 'FORM_RATE_LIMIT (default 20) valid submissions per client IP per 10 minutes, both forms together';

/** The same count on a visitor's other public post (accepting a quote): refused before, counted once valid. */
export const formSubmissions: RateLimitRule = {
  describe: FORM_LIMIT_DESCRIBED,
  create(s) {
    const limit = formSubmissionLimit(s);
    const ipOf = (c: Context) => clientIp(c, s.config.trustProxy);
    return {
      refuse: async (c, next) => {
        const wait = limit.blockedFor(ipOf(c));
        if (wait > 0) return tooMany(c, wait, tooManySubmissions(wait));
        await next();
      },
      count: async (c, next) => {
        const wait = limit.hit(ipOf(c));
        if (wait > 0) return tooMany(c, wait, tooManySubmissions(wait));
        await next();
      },
    };
  },
};

/**
 * The same count, on the rows that take an enquiry: submitEnquiry (src/submissions/enquiry.ts) counts it once the
 * fields are valid, whichever way they came; the table only refuses a client already over it before the body is read.
 */
export const enquiries: RateLimitRule = {
  describe: FORM_LIMIT_DESCRIBED,
  create(s) {
    const { refuse } = formSubmissions.create(s);
    return { refuse };
  },
};

export const SIGN_IN_WAIT = 'Too many sign-in attempts. Please wait a few minutes and try again.';

// Shared by the password step and the two-factor step, so guesses at either count toward one limit.
const signInPerUser = perApp(() => new RateLimiter(LOGIN_LIMIT_PER_USER, LOGIN_WINDOW_MS));
const signInPerIp = perApp(() => new RateLimiter(LOGIN_LIMIT_PER_IP, LOGIN_WINDOW_MS));

/** The sign-in count for one IP and username, cleared only when a token is issued. */
function signInCounter(s: Services, usernameOf: (c: Context<RouteEnv>) => string) {
  return async (c: Context<RouteEnv>, next: Next) => {
    const ip = clientIp(c, s.config.trustProxy);
    const userKey = `${ip}\n${usernameOf(c).toLowerCase()}`;
    const wait = Math.max(signInPerIp(s).hit(ip), signInPerUser(s).hit(userKey));
    if (wait > 0) return tooMany(c, wait, SIGN_IN_WAIT);
    c.set('signedIn', () => signInPerUser(s).reset(userKey));
    await next();
  };
}

/**
 * Attempts are counted before the password is checked, so a burst of parallel guesses cannot slip past the
 * limit while bcrypt works; a completed sign-in clears that IP+username count (a right password that only earns
 * a two-factor ticket does not, or the code could be guessed without end).
 */
export const signInAttempts: RateLimitRule = {
  describe: `${LOGIN_LIMIT_PER_USER} attempts per client IP and username, ${LOGIN_LIMIT_PER_IP} per client IP, per 15 minutes`,
  create(s) {
    return { count: signInCounter(s, (c) => String((c.get('input').body as { username?: unknown } | undefined)?.username ?? '')) };
  },
};

/** The username a two-factor ticket names, read without checking it: only to key the count (the handler checks it). */
function ticketUsername(ticket: unknown): string {
  try {
    const payload = JSON.parse(Buffer.from(String(ticket).split('.')[1] ?? '', 'base64url').toString()) as { usr?: unknown };
    return typeof payload.usr === 'string' ? payload.usr : '';
  } catch {
    return '';
  }
}

/** Codes count toward the same limit as passwords: per client IP, and per IP and the username the ticket names. */
export const twoFactorAttempts: RateLimitRule = {
  describe: `shared with sign-in: ${LOGIN_LIMIT_PER_USER} attempts per client IP and username, ${LOGIN_LIMIT_PER_IP} per client IP, per 15 minutes`,
  create(s) {
    return { count: signInCounter(s, (c) => ticketUsername((c.get('input').body as { ticket?: unknown } | undefined)?.ticket)) };
  },
};

/** Passkey answers count toward the sign-in limit too: per client IP, and per IP and the username a ticket names. */
export const passkeyAttempts: RateLimitRule = {
  describe: `shared with sign-in: ${LOGIN_LIMIT_PER_IP} attempts per client IP per 15 minutes (and per username with a ticket)`,
  create(s) {
    return { count: signInCounter(s, (c) => ticketUsername((c.get('input').body as { ticket?: unknown } | undefined)?.ticket)) };
  },
};

const secondStepStreaks = perApp((s) => new FailureStreak(SECOND_STEP_FAILURES_PER_ACCOUNT, SECOND_STEP_PAUSE_MS, s.now));

/**
 * The per-account count behind the second sign-in step, whichever address the guesses come from: keyed on the
 * admin a verified ticket names (never on an unverified one, or anyone could pause any account). The handler
 * asks it before checking a code and tells it how the check went.
 */
export function secondStepGate(s: Services) {
  const streaks = secondStepStreaks(s);
  return {
    pausedFor: (adminId: number) => streaks.pausedFor(String(adminId)),
    /** Counts a wrong code; true when this one starts the pause. */
    failed: (adminId: number) => streaks.fail(String(adminId)) === SECOND_STEP_FAILURES_PER_ACCOUNT,
    succeeded: (adminId: number) => streaks.clear(String(adminId)),
    refuse: (c: Context, wait: number) =>
      tooMany(
        c,
        wait,
        `Too many wrong codes were entered for this account, so its sign-in is paused for ${minutes(wait)}. If that was not you, someone may know your password: after the pause, sign in and change it, or use "Forgot password?" to set a new one.`,
      ),
  };
}

/** A link's e-mail costs the server a message and the owner an inbox: a few per address and per client. */
const RESET_LIMIT_PER_IP = 5;
export const RESET_LIMIT_PER_EMAIL = 3;
/** Tries of a link's token per client IP, and per token from anywhere (a real link needs one). */
export const RESET_CONFIRMS_PER_IP = 10;
export const RESET_CONFIRMS_PER_TOKEN = 5;

export const resetRequests: RateLimitRule = {
  describe: `${RESET_LIMIT_PER_EMAIL} requests per e-mail address, ${RESET_LIMIT_PER_IP} per client IP, per 15 minutes`,
  create: (s) => ({ count: perIpAndField(s, RESET_LIMIT_PER_IP, 'email', RESET_LIMIT_PER_EMAIL, 'Too many reset requests.') }),
};

/**
 * A link's token is 256 random bits, so guessing needs no global limit, and one would let three junk tries lock
 * every admin out of their real link: tries are counted per client IP and per token.
 */
export const resetConfirms: RateLimitRule = {
  describe: `${RESET_CONFIRMS_PER_IP} tries per client IP, ${RESET_CONFIRMS_PER_TOKEN} per link, per 15 minutes`,
  create: (s) => ({ count: perIpAndField(s, RESET_CONFIRMS_PER_IP, 'token', RESET_CONFIRMS_PER_TOKEN, 'Too many tries of reset links.') }),
};

/** A count per client IP and one per value of a validated body field (lower case), in the 15-minute window. */
function perIpAndField(s: Services, perIpLimit: number, field: string, perFieldLimit: number, sentence: string) {
  const perIp = new RateLimiter(perIpLimit, LOGIN_WINDOW_MS);
  const perField = new RateLimiter(perFieldLimit, LOGIN_WINDOW_MS);
  return async (c: Context<RouteEnv>, next: Next) => {
    const value = String((c.get('input').body as Record<string, unknown> | undefined)?.[field] ?? '').toLowerCase();
    const wait = Math.max(perIp.hit(clientIp(c, s.config.trustProxy)), perField.hit(value));
    if (wait > 0) return tooMany(c, wait, `${sentence} Please wait a few minutes and try again.`);
    await next();
  };
}

/**
 * A stolen session must not become a way to guess the password it does not know: wrong current passwords
 * (reported by the handler through countFailure) are limited per admin; a successful change clears the count.
 */
export const passwordAttempts: RateLimitRule = {
  describe: `${LOGIN_LIMIT_PER_USER} wrong current passwords per admin per 15 minutes`,
  create() {
    const perAdmin = new RateLimiter(LOGIN_LIMIT_PER_USER, LOGIN_WINDOW_MS);
    const count = async (c: Context<RouteEnv>, next: Next) => {
      const key = String(c.get('admin').id);
      const wait = perAdmin.blockedFor(key);
      if (wait > 0) return tooMany(c, wait, SIGN_IN_WAIT);
      c.set('countFailure', () => perAdmin.hit(key));
      await next();
      if (c.res.ok) perAdmin.reset(key);
    };
    return { count };
  },
};

/** Page views one client IP may report per 10 minutes: a busy reader stays far below it, a flood does not. */
export const BEACONS_PER_IP = 300;

/** The page-view beacon: a flood from one address is answered 429 and counts nothing. */
export const pageViewBeacons: RateLimitRule = {
  describe: `${BEACONS_PER_IP} page views per client IP per 10 minutes`,
  create(s) {
    const limiter = new RateLimiter(BEACONS_PER_IP, FORM_WINDOW_MS);
    const count = async (c: Context<RouteEnv>, next: Next) => {
      const wait = limiter.hit(clientIp(c, s.config.trustProxy));
      if (wait > 0) return tooMany(c, wait, 'Too many page views from your network.');
      await next();
    };
    return { count };
  },
};

/** E-mails one admin may send from the lead desk per hour: a busy day's replies, never a stolen session's mass mailing. */
const REPLIES_PER_ADMIN_PER_HOUR = 60;

/** Replies e-mailed from the panel, counted per admin (a refused send counts too: it reached the mail server). */
export const replyMails: RateLimitRule = {
  describe: `${REPLIES_PER_ADMIN_PER_HOUR} e-mailed replies per admin per hour`,
  create() {
    const perAdmin = new RateLimiter(REPLIES_PER_ADMIN_PER_HOUR, 60 * 60 * 1000);
    const count = async (c: Context<RouteEnv>, next: Next) => {
      const wait = perAdmin.hit(String(c.get('admin').id));
      if (wait > 0) return tooMany(c, wait, `You have sent ${REPLIES_PER_ADMIN_PER_HOUR} replies in the last hour, the most the panel sends. Please wait ${minutes(wait)}, or answer from the company mailbox.`);
      await next();
    };
    return { count };
  },
};
