// Rows put straight into the two inboxes (tests of what the admin does with stored submissions), each with a
// test's own defaults for who sent it.
import type { Db } from '../db/open.ts';
import { contactSubmissions, equipmentQuotes } from '../db/tables.ts';

type ContactFields = Partial<typeof contactSubmissions.$inferInsert>;
type QuoteFields = Partial<typeof equipmentQuotes.$inferInsert>;

/** `defaults`: the sender a test file uses; `overrides`: what one test changes. */
export function storedSubmissions(db: () => Db, defaults: { contact: ContactFields; quote: QuoteFields }) {
  return {
    addContact: (overrides: ContactFields = {}) =>
      db()
        .insert(contactSubmissions)
        .values({ firstName: 'Ngozi', lastName: 'Eze', email: 'ngozi.eze@example.ng', service: 'construction', message: 'A duplex in GRA.', ...defaults.contact, ...overrides })
        .returning()
        .get(),
    addQuote: (overrides: QuoteFields = {}) =>
      db()
        .insert(equipmentQuotes)
        .values({
          equipmentType: 'heavy',
          rentalDuration: 'weekly',
          startDate: '2026-07-01',
          projectLocation: 'Onne',
          projectDetails: 'Two excavators.',
          email: 'site@example.ng',
          phone: '+234 803 123 4567',
          ...defaults.quote,
          ...overrides,
        })
        .returning()
        .get(),
  };
}
