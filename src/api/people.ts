// Find a person (docs/product.md § Find a person): everything stored about one visitor, found by e-mail address or
// phone number across both inboxes (spam included), to answer a request for a copy or for erasure under the
// NDPA. The audit lines name what was done and how many rows of each kind, never the address or the number.
import type { Context } from 'hono';
import { countsText, PersonQuery, recordsText, type PersonErased, type PersonKey } from '../../web/shared/person.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { audit } from '../security/audit.ts';
import { actorOf } from './actor.ts';
import type { Services } from '../services.ts';
import { lagosDate } from '../submissions/inbox.ts';
import { erasePerson as erase, findPerson as find, registerFunctions } from '../submissions/people.ts';

export { PersonQuery };

const matchedBy = (key: PersonKey) => (key.type === 'email' ? 'matched by e-mail address' : 'matched by phone number');

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
    const found = find(s.db, q);
    const now = new Date();
    const file = {
      exportedAt: now.toISOString(),
      about: 'Everything the Metrik Group website stores about this person: contact messages, real-estate enquiries and equipment quote requests, as stored, each with the notes, replies and changes the company recorded on it.',
      ...found,
    };
    audit(s.db, actorOf(s, c), 'person_exported', { target: 'people', detail: `${matchedBy(q)}: ${countsText(found.counts)}` });
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
    const found = erase(s.db, s.sqlite, q);
    // Nothing stored: nothing happened, so no audit line; the answer says so with total 0.
    if (found.total > 0) audit(s.db, actorOf(s, c), 'person_erased', { target: 'people', detail: `${recordsText(found.total)} erased, ${matchedBy(q)}: ${countsText(found.counts)}` });
    const answer: PersonErased = { erased: found.counts, total: found.total };
    return c.json(answer);
  };
}
