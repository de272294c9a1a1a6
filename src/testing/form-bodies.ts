// A valid body for each public form, as a visitor would fill it in (tests change one field at a time).

/** A start date `days` from today (YYYY-MM-DD): the quote form refuses a day before yesterday. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const validContact = () => ({
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phone: '+234 803 555 0147',
  service: 'construction',
  message: 'We need a warehouse in Trans-Amadi.',
});

export const validQuote = () => ({
  equipmentType: 'heavy',
  rentalDuration: 'weekly',
  startDate: daysFromNow(30),
  projectLocation: 'Rumuokoro, Port Harcourt',
  projectDetails: 'A 20-ton excavator for two weeks of foundation work.',
  email: 'site@example.com',
  phone: '0803 555 0147',
});
