// Find a person (docs/product.md § Find a person): everything stored about one visitor, found by e-mail address or
// phone number across both inboxes (spam included), to answer a request for a copy or for erasure under the
// NDPA. The work and its audit lines are src/submissions/people.ts's.
import type { Context } from 'hono';
import { PersonQuery, type PersonErased } from '../../web/shared/person.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { actorOf } from './actor.ts';
import type { Services } from '../services.ts';
import { lagosDate } from '../submissions/inbox.ts';
import { erasePerson as erase, exportPerson as copyOf, findPerson as find, registerFunctions } from '../submissions/people.ts';

export { PersonQuery };

type PersonInput = Input<undefined, typeof PersonQuery>;

/** GET /api/admin/people?q= — 200 everything stored about them (total 0 when nothing). Not audited, like the lists. */
export function findPerson(s: Services) {
  registerFunctions(s.sqlite);
  return (c: Context<RouteEnv>, { query: { q } }: PersonInput) => c.json(find(s.db, q));
}

/** GET /api/admin/people/export?q= — the same as a JSON file to hand to the person; audited with the counts. */
export function exportPerson(s: Services) {
  registerFunctions(s.sqlite);
  return (c: Context<RouteEnv>, { query: { q } }: PersonInput) => {
    const now = new Date();
    const file = copyOf(s, actorOf(s, c), q, now);
    return c.body(JSON.stringify(file, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="personal-data-${lagosDate(now)}.json"`,
    });
  };
}

/**
 * DELETE /api/admin/people?q= — every row about them, in one transaction; 200 { erased, total } (total 0 when
 * nothing was stored). secure_delete overwrites the rows' bytes in the file rather than leaving them in free pages.
 */
export function erasePerson(s: Services) {
  registerFunctions(s.sqlite);
  return (c: Context<RouteEnv>, { query: { q } }: PersonInput) => {
    // Nothing stored: the answer says so with total 0.
    const found = erase(s, actorOf(s, c), q);
    const answer: PersonErased = { erased: found.counts, total: found.total };
    return c.json(answer);
  };
}
