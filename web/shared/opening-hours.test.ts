// The opening-hours setting: grouping days, the texts the Contact card, the footer and the About card write, the
// schema.org entries, and the one schema both the server and the admin's editor check with.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  cardRows,
  DEFAULT_WEEK,
  dayProblems,
  emergencyDays,
  withEmergencyDays,
  groupWeek,
  hoursLines,
  openingHoursProblem,
  openingHoursSpecification,
  parseWeek,
  summaryLines,
  twelveHour,
  type Week,
  weekText,
} from './opening-hours.ts';

const week = (changes: Partial<Week>): Week => ({ ...DEFAULT_WEEK, ...changes });

test('the seeded week reads as docs/product.md § Contact and § Footer write it', () => {
  assert.deepEqual(cardRows(DEFAULT_WEEK), [
    { days: 'Mon-Fri', hours: '7:00-18:00', regular: true },
    { days: 'Sat', hours: '8:00-16:00', regular: true },
    { days: 'Sunday', hours: 'Emergency only', regular: false },
  ]);
  assert.deepEqual(summaryLines(DEFAULT_WEEK), ['Mon-Fri 7AM-6PM', 'Sat 8AM-4PM', 'Sunday emergency only']);
});

test('only consecutive days with the same hours are grouped', () => {
  const split = week({ wed: 'closed', sat: 'closed', sun: 'closed' });
  assert.deepEqual(
    groupWeek(split).map((g) => [g.days.map((d) => d.short).join(' '), g.hours]),
    [
      ['Mon Tue', { opens: '07:00', closes: '18:00' }],
      ['Wed', 'closed'],
      ['Thu Fri', { opens: '07:00', closes: '18:00' }],
      ['Sat Sun', 'closed'],
    ],
  );
  assert.deepEqual(cardRows(split).map((r) => `${r.days} ${r.hours}`), ['Mon-Tue 7:00-18:00', 'Wednesday Closed', 'Thu-Fri 7:00-18:00', 'Sat-Sun Closed']);
  assert.deepEqual(summaryLines(split), ['Mon-Tue 7AM-6PM', 'Thu-Fri 7AM-6PM'], 'closed days are left out of the short lines');
  const sameEveryDay = Object.fromEntries(Object.keys(DEFAULT_WEEK).map((d) => [d, { opens: '09:00', closes: '17:30' }])) as Week;
  assert.deepEqual(cardRows(sameEveryDay).map((r) => `${r.days} ${r.hours}`), ['Mon-Sun 9:00-17:30']);
});

test('times in 12-hour form keep minutes only when there are some', () => {
  assert.deepEqual(['07:00', '18:00', '08:30', '12:00', '12:45', '00:00', '23:59'].map(twelveHour), ['7AM', '6PM', '8:30AM', '12PM', '12:45PM', '12AM', '11:59PM']);
});

test('schema.org gets one entry per group of open days; closed and emergency-only days are left out', () => {
  assert.deepEqual(openingHoursSpecification(week({ wed: 'closed' })), [
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday'], opens: '07:00', closes: '18:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Thursday', 'Friday'], opens: '07:00', closes: '18:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '16:00' },
  ]);
});

test('the stored text is one line of JSON that reads back as the same week; empty or foreign text is no week', () => {
  const text = weekText(DEFAULT_WEEK);
  assert.doesNotMatch(text, /\s/);
  assert.deepEqual(parseWeek(text), DEFAULT_WEEK);
  assert.equal(openingHoursProblem(text), undefined);
  for (const foreign of ['', 'Mon-Fri 7AM-6PM', '{"mon":"closed"}', '[]']) {
    assert.equal(parseWeek(foreign), null, foreign);
    assert.deepEqual(hoursLines(foreign), []);
  }
  assert.equal(openingHoursProblem(''), undefined, 'empty publishes no hours');
});

test('problems are sentences naming the day, and the editor gets them day by day at the time they concern', () => {
  const late = week({ sat: { opens: '16:00', closes: '08:00' } });
  assert.equal(openingHoursProblem(JSON.stringify(late)), 'Saturday: Closing time must be after opening time');
  assert.equal(openingHoursProblem(JSON.stringify(week({ tue: { opens: '7am', closes: '18:00' } }))), 'Tuesday: Opening time must be a 24-hour time such as 07:00');
  assert.equal(openingHoursProblem(JSON.stringify(week({ sun: 'open' as never }))), 'Sunday must be "closed", "emergency" or {"opens": "HH:MM", "closes": "HH:MM"}');
  assert.equal(openingHoursProblem('{"mon":"closed"}'), 'Opening hours must give each day from "mon" to "sun"');
  assert.match(openingHoursProblem('{') ?? '', /must be JSON/);
  assert.deepEqual(dayProblems({ ...late, mon: { opens: '', closes: '18:00' }, thu: { opens: '09:00', closes: '09:00' } }), {
    mon: { at: 'opens', message: 'Opening time is required' },
    thu: { at: 'closes', message: 'Closing time must be after opening time' },
    sat: { at: 'closes', message: 'Closing time must be after opening time' },
  });
  assert.deepEqual(dayProblems(DEFAULT_WEEK), {});
});

test("the emergency banner's days follow the hours: never a day they call closed", () => {
  const stored = (changes: Partial<Week>) => weekText(week(changes));
  assert.equal(emergencyDays(weekText(DEFAULT_WEEK)), 'any day of the week, Sunday included', 'the seeded hours, as the seed always said');
  assert.equal(emergencyDays(stored({ sun: 'closed' })), 'Monday to Saturday');
  assert.equal(emergencyDays(stored({ sat: 'closed' })), 'Monday to Friday and Sunday');
  assert.equal(emergencyDays(stored({ tue: 'closed', thu: 'closed', sat: 'closed' })), 'Monday, Wednesday, Friday and Sunday');
  assert.equal(emergencyDays(stored({ sat: 'emergency' })), 'any day of the week, Saturday and Sunday included');
  assert.equal(emergencyDays(stored({ sun: { opens: '10:00', closes: '14:00' } })), 'any day of the week');
  const closed = Object.fromEntries(Object.keys(DEFAULT_WEEK).map((day) => [day, 'closed'])) as unknown as Week;
  assert.equal(emergencyDays(weekText(closed)), '', 'no day: nothing to say');
  assert.equal(emergencyDays(''), 'any day of the week', 'no hours published: nothing to contradict');
  assert.equal(withEmergencyDays('Call us {days}. Really, {days}.', stored({ sun: 'closed' })), 'Call us Monday to Saturday. Really, Monday to Saturday.');
});
