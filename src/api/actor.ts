// Who a request acts as, for the audit trail: the signed-in admin, or who is signing in, from the client's address
// as the routes see it (TRUST_PROXY).
import type { Context } from 'hono';
import type { Actor } from '../security/audit.ts';
import { clientIp } from '../security/client-ip.ts';
import type { Services } from '../services.ts';

export function actorOf(s: Services, c: Context, as?: { id?: number | null; username: string }): Actor {
  const who = as ?? (c.get('admin') as { id: number; username: string } | undefined);
  return { id: who?.id ?? null, username: who?.username ?? null, ip: clientIp(c, s.config.trustProxy) };
}

/** The signed-in admin (a route with admin access) as the actor: never anonymous. */
export function adminActorOf(s: Services, c: Context): Actor & { id: number; username: string } {
  const { id, username } = c.get('admin') as { id: number; username: string };
  return { id, username, ip: clientIp(c, s.config.trustProxy) };
}
