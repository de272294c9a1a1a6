// The admins of the panel and each admin's own sessions (Team & security). Who may call each route, and the
// input shapes, are in the routes table (src/routes.ts).
import type { Context } from 'hono';
import * as v from 'valibot';
import { AdminCreateSchema } from '../../web/shared/schemas.ts';
import { apiError } from '../http/errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { IdString } from '../http/validate.ts';
import { addAdmin as add, AdminError, listAdmins, removeAdmin } from '../security/admins.ts';
import { actorOf, adminActorOf } from './actor.ts';
import { endEverySession, endOtherSessions, endOwnSession, endSessionsOfAdmin as endSessionsOf, listSessions } from '../security/sessions.ts';
import { listSignIns } from '../security/sign-ins.ts';
import type { Services } from '../services.ts';

const STATUS = { invalid: 400, duplicate: 409, not_found: 404, last_admin: 409, self: 409, admins_exist: 409, wrong_password: 400 } as const;

function refused(c: Context, error: unknown) {
  if (!(error instanceof AdminError)) throw error;
  return apiError(c, STATUS[error.code], error.message, error.issues);
}

/** The signed-in admin as the actor, with the session this request uses (it stays when they end others). */
const sessionActor = (s: Services, c: Context<RouteEnv>) => ({ ...adminActorOf(s, c), sessionId: c.get('admin').sessionId });

/** GET /api/admin/admins */
export function getAdmins(s: Services) {
  return (c: Context<RouteEnv>) => c.json(listAdmins(s.db));
}

export const NewAdminBody = AdminCreateSchema;

/** POST /api/admin/admins: the new admin signs in with this first password and is asked to choose their own. */
export function addAdmin(s: Services) {
  return async (c: Context<RouteEnv>, { body }: Input<typeof NewAdminBody>) => {
    try {
      const admin = await add(s, actorOf(s, c), body, s.config.passwordCost);
      return c.json(listAdmins(s.db).find((a) => a.id === admin.id), 201);
    } catch (error) {
      return refused(c, error);
    }
  };
}

export const AdminParams = v.object({ id: IdString('The admin id') });
export const RemoveAdminQuery = v.object({
  confirmSelf: v.optional(v.picklist(['1'], 'confirmSelf must be 1')),
});

/** DELETE /api/admin/admins/:id: never the last admin; yourself only with ?confirmSelf=1. Their sessions end at once. */
export function deleteAdmin(s: Services) {
  return (c: Context<RouteEnv>, { params, query }: Input<undefined, typeof RemoveAdminQuery, typeof AdminParams>) => {
    try {
      removeAdmin(s, adminActorOf(s, c), params.id, query.confirmSelf === '1');
      return c.body(null, 204);
    } catch (error) {
      return refused(c, error);
    }
  };
}

/** GET /api/admin/sessions: the signed-in admin's own live sessions. */
export function getSessions(s: Services) {
  return (c: Context<RouteEnv>) => {
    const admin = c.get('admin');
    return c.json(listSessions(s.db, admin.id, admin.sessionId, s.now()));
  };
}

/** GET /api/admin/sign-ins: the signed-in admin's own newest sign-ins, each new, known or the account's first. */
export function getSignIns(s: Services) {
  return (c: Context<RouteEnv>) => {
    const admin = c.get('admin');
    const sessions = listSessions(s.db, admin.id, admin.sessionId, s.now());
    const current = sessions.find((session) => session.current)?.id ?? '';
    return c.json(listSignIns(s.db, admin.id, new Set(sessions.map((session) => session.id)), current));
  };
}

/**
 * DELETE /api/admin/sessions: every session of yours but this one, at once (the panel offers it after a sign-in
 * method changes, ASVS 5.0 7.4.3). `ended` counts those that could still be used.
 */
export function deleteOtherSessions(s: Services) {
  return (c: Context<RouteEnv>) => {
    const ended = endOtherSessions(s, sessionActor(s, c), s.now());
    return c.json({ ended });
  };
}

/**
 * DELETE /api/admin/admins/:id/sessions: every session of that admin ends at once, on every device (ASVS 5.0
 * 7.4.5); they can sign in again. Your own: every one but this. Audited with how many ended.
 */
export function endSessionsOfAdmin(s: Services) {
  return (c: Context<RouteEnv>, { params }: Input<undefined, undefined, typeof AdminParams>) => {
    const ended = endSessionsOf(s, sessionActor(s, c), params.id, s.now());
    if (ended === undefined) return apiError(c, 404, 'That admin no longer exists.');
    return c.json({ ended });
  };
}

/**
 * DELETE /api/admin/all-sessions: every admin is signed out on every device, all but the session that asks (ASVS
 * 5.0 7.4.5): after a suspected break-in, before changing what they may know. Audited with how many ended.
 */
export function endAllSessions(s: Services) {
  return (c: Context<RouteEnv>) => {
    const ended = endEverySession(s, sessionActor(s, c), s.now());
    return c.json({ ended });
  };
}

export const SessionParams = v.object({
  id: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/, 'The session id is 16 hexadecimal digits')),
});

/** DELETE /api/admin/sessions/:id: one of your own sessions; another admin's, or an ended one, is 404. */
export function deleteSession(s: Services) {
  return (c: Context<RouteEnv>, { params }: Input<undefined, undefined, typeof SessionParams>) => {
    if (!endOwnSession(s, adminActorOf(s, c), params.id, s.now())) return apiError(c, 404, 'You have no signed-in session with that id.');
    return c.body(null, 204);
  };
}
