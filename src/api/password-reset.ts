// "Forgot password?": a one-time link by e-mail (when SMTP_URL is set), and the page's call that uses it.
import type { Context } from 'hono';
import { SETTING } from '../../web/shared/settings.ts';
import { readPublicSettings, readSettings } from '../content/settings.ts';
import { apiError } from '../http/errors.ts';
import { PROGRAM } from '../ops/executable.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { AdminError } from '../security/admins.ts';
import { actorOf } from './actor.ts';
import { requestReset, RESET_PATH, RESET_TTL_MS, resetWithToken } from '../security/password-reset.ts';
import type { Mailer } from '../ops/notify.ts';
import type { Services } from '../services.ts';
import type { ResetConfirmBody, ResetRequestBody } from '../../web/shared/admin-schemas.ts';

export const RESET_COMMAND = `${PROGRAM} admin reset-password <username>`;
export const RESET_SENT =
  'If an admin account uses that address, a link to set a new password is on its way. It works once, within 30 minutes.';


/**
 * The address links point to: the site's own address from the settings, so a forged Host header cannot send an
 * admin a link to someone else's server; the request's origin only while that setting is empty.
 */
export function siteOrigin(s: Services, c: Context): string {
  const configured = readSettings(s.db).get(SETTING.siteUrl)?.trim();
  try {
    if (configured) return new URL(configured).origin;
  } catch {
    // An unusable setting: fall back to the request.
  }
  return new URL(c.req.url).origin;
}

/**
 * POST /api/admin/password-reset: the same answer whether the address belongs to an admin or not, and in the
 * same time. Nothing that depends on the address happens before the answer: looking the admin up, writing the
 * link, the audit line and the mail all run after it has been sent (setImmediate follows the response's write).
 */
export function requestPasswordReset(s: Services) {
  return (c: Context<RouteEnv>, { body }: Input<typeof ResetRequestBody>) => {
    const mailer = s.mailer;
    if (!mailer) return apiError(c, 503, `Password reset by e-mail is not set up on this server. Ask whoever runs it to use: ${RESET_COMMAND}`);
    setImmediate(() => {
      try {
        sendResetLink(s, c, mailer, body.email);
      } catch (error) {
        s.log.warn(`could not prepare a password reset link: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    return c.json({ message: RESET_SENT }, 202);
  };
}

/**
 * The address the reset mail comes from when the SMTP account is not itself one: the company's, then the
 * notification address, then no-reply at the site's own host; never the admin's own, since a message "from" its
 * very recipient is what a forgery looks like and filters treat it so.
 */
export function resetSender(s: Services, c: Context, adminEmail: string): string {
  const settings = readSettings(s.db);
  const own = adminEmail.trim().toLowerCase();
  const company = [settings.get(SETTING.email), settings.get(SETTING.notificationEmail)].map((value) => value?.trim() ?? '').find((value) => value && value.toLowerCase() !== own);
  return company ?? `no-reply@${new URL(siteOrigin(s, c)).hostname}`;
}

/** The link for the admin with that address, if there is one: stored, audited and e-mailed. */
function sendResetLink(s: Services, c: Context<RouteEnv>, mailer: Mailer, email: string): void {
  const created = requestReset(s, actorOf(s, c), email, s.now());
  if (!created) return;
  const { admin, token } = created;
  const link = `${siteOrigin(s, c)}${RESET_PATH}?token=${token}`;
  const company = readPublicSettings(s.db).companyName || 'the website';
  mailer
    .send({
      to: admin.email,
      sender: { name: company, address: resetSender(s, c, admin.email) },
      subject: `Set a new password for the ${company} admin`,
      text: [
        `Someone (hopefully you) asked to reset the password of the admin account "${admin.username}".`,
        '',
        `Open this link within ${RESET_TTL_MS / 60_000} minutes to choose a new password. It works once:`,
        link,
        '',
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ].join('\n'),
    })
    .catch((error: unknown) => s.log.warn(`could not e-mail a password reset link: ${error instanceof Error ? error.message : String(error)}`));
}


/** POST /api/admin/password-reset/confirm: sets the new password once; every session of that admin ends. */
export function confirmPasswordReset(s: Services) {
  return async (c: Context<RouteEnv>, { body }: Input<typeof ResetConfirmBody>) => {
    try {
      await resetWithToken(s, actorOf(s, c), body.token, body.newPassword, s.now(), s.config.passwordCost);
      return c.body(null, 204);
    } catch (error) {
      if (!(error instanceof AdminError)) throw error;
      return apiError(c, 400, error.message, error.issues);
    }
  };
}
