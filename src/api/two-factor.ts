// Two-factor sign-in: the second step of login, and an admin turning it on and off for themselves.
import type { Context } from 'hono';
import { readPublicSettings } from '../content/settings.ts';
import { apiError } from '../http/errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { AdminError, findAdminProfile } from '../security/admins.ts';
import { actorOf } from './actor.ts';
import { signInRefused } from '../security/sign-ins.ts';
import {
  beginSetup, checkSecondFactor, confirmSetup, disableTwoFactor, prepareSecondFactor, recoveryCodesLeft, secondStepPaused, TwoFactorError,
} from '../security/two-factor.ts';
import { SECOND_STEP_FAILURES_PER_ACCOUNT, SECOND_STEP_PAUSE_MS, secondStepGate } from '../security/limits.ts';
import { TICKET_MAX_FAILURES } from '../security/tokens.ts';
import type { Services } from '../services.ts';
import { completeSignIn } from './auth.ts';
import type { ConfirmBody, DisableBody, SecondStepBody } from '../../web/shared/admin-schemas.ts';


const WRONG_CODE = 'That code is not right, or was already used. Enter the current code from your app, or a recovery code.';
const EXPIRED_TICKET = 'The sign-in has expired. Please enter your username and password again.';
const LAST_WRONG_CODE = `That code is not right either, and this sign-in has expired after ${TICKET_MAX_FAILURES} wrong codes. Please enter your username and password again.`;

/**
 * POST /api/admin/login/2fa: a valid ticket and a current TOTP code (or an unused recovery code) sign in. The
 * ticket works once; wrong codes end it after a few, and pause the account's second step after more in a row.
 */
export function loginSecondStep(s: Services) {
  const gate = secondStepGate(s);
  return async (c: Context<RouteEnv>, { body }: Input<typeof SecondStepBody>) => {
    const ticket = await s.tokens.verifyTicket(body.ticket);
    const admin = ticket && findAdminProfile(s.db, ticket.adminId);
    // Checked again after the awaits: of two requests racing with one ticket, only one gets past here.
    if (!ticket || !admin || !s.tokens.ticketOpen(ticket)) return apiError(c, 401, EXPIRED_TICKET);
    const wait = gate.pausedFor(admin.id);
    if (wait > 0) return gate.refuse(c, wait);
    const prepared = await prepareSecondFactor(s.db, admin.id, body.code);
    // Hashing a recovery code took a moment: the ticket is checked again, so that it still works only once.
    if (!s.tokens.ticketOpen(ticket)) return apiError(c, 401, EXPIRED_TICKET);
    const used = checkSecondFactor(s.db, admin.id, prepared, s.now());
    if (!used) {
      s.tokens.ticketFailed(ticket);
      signInRefused(s, actorOf(s, c, admin), 'wrong two-factor code');
      if (gate.failed(admin.id)) secondStepPaused(s, actorOf(s, c, admin), admin.id, SECOND_STEP_FAILURES_PER_ACCOUNT, SECOND_STEP_PAUSE_MS);
      return apiError(c, 401, s.tokens.ticketOpen(ticket) ? WRONG_CODE : LAST_WRONG_CODE);
    }
    s.tokens.spendTicket(ticket);
    gate.succeeded(admin.id);
    return completeSignIn(s, c, admin, used === 'recovery' ? `with a recovery code (${recoveryCodesLeft(s.db, admin.id)} left)` : 'with a two-factor code');
  };
}

function refused(c: Context, error: unknown) {
  if (error instanceof TwoFactorError) return apiError(c, error.status, error.message);
  if (error instanceof AdminError && error.code === 'wrong_password') {
    c.get('countFailure')?.();
    return apiError(c, 400, error.message, error.issues);
  }
  throw error;
}

/** GET /api/admin/2fa: whether it is on, and how many recovery codes are left. */
export function twoFactorStatus(s: Services) {
  return (c: Context<RouteEnv>) => {
    const { id } = c.get('admin');
    return c.json({ enabled: findAdminProfile(s.db, id)?.twoFactorEnabled ?? false, recoveryCodesLeft: recoveryCodesLeft(s.db, id) });
  };
}

/** POST /api/admin/2fa/setup: a new secret, as text and as a QR code (SVG), waiting for confirmation. */
export function startTwoFactor(s: Services) {
  return (c: Context<RouteEnv>) => {
    try {
      const issuer = readPublicSettings(s.db).companyName || 'Website';
      return c.json(beginSetup(s.db, c.get('admin').id, issuer));
    } catch (error) {
      return refused(c, error);
    }
  };
}


/** POST /api/admin/2fa/enable: a current code from the new secret turns it on; the recovery codes are shown once. */
export function enableTwoFactor(s: Services) {
  return async (c: Context<RouteEnv>, { body }: Input<typeof ConfirmBody>) => {
    try {
      const recoveryCodes = await confirmSetup(s, actorOf(s, c), c.get('admin').id, body.code, s.now());
      return c.json({ recoveryCodes });
    } catch (error) {
      return refused(c, error);
    }
  };
}


/** POST /api/admin/2fa/disable: needs the password. */
export function disableTwoFactorRoute(s: Services) {
  return async (c: Context<RouteEnv>, { body }: Input<typeof DisableBody>) => {
    try {
      await disableTwoFactor(s, actorOf(s, c), c.get('admin').id, body.password);
    } catch (error) {
      return refused(c, error);
    }
    return c.body(null, 204);
  };
}
