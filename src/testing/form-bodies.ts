// A valid body for each public form, as a visitor would fill it in (tests change one field at a time).
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
  startDate: '2026-03-02',
  projectLocation: 'Rumuokoro, Port Harcourt',
  projectDetails: 'A 20-ton excavator for two weeks of foundation work.',
  email: 'site@example.com',
  phone: '0803 555 0147',
});
