// The company's opening hours, one setting (`opening_hours`, docs/product.md § Opening hours): for each weekday open
// from/to, closed, or emergencies only. The one source of the Contact page's hours card, the footer's hours lines,
// the About office card and Home's schema.org openingHoursSpecification. Stored as compact JSON, checked with
// OpeningHoursSchema by the server's PUT /api/admin/settings and by the admin's editor before it sends.
import * as v from 'valibot';

export const WEEKDAYS = [
  { key: 'mon', short: 'Mon', name: 'Monday' },
  { key: 'tue', short: 'Tue', name: 'Tuesday' },
  { key: 'wed', short: 'Wed', name: 'Wednesday' },
  { key: 'thu', short: 'Thu', name: 'Thursday' },
  { key: 'fri', short: 'Fri', name: 'Friday' },
  { key: 'sat', short: 'Sat', name: 'Saturday' },
  { key: 'sun', short: 'Sun', name: 'Sunday' },
] as const;

export type Weekday = (typeof WEEKDAYS)[number]['key'];
export type OpenHours = { opens: string; closes: string };
/** A day: open between two 24-hour times, closed, or open for emergencies only (no regular hours). */
export type DayHours = OpenHours | 'closed' | 'emergency';
export type Week = Record<Weekday, DayHours>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A 24-hour time such as 07:00. */
export const isTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value);
const timeSchema = (which: string) =>
  v.pipe(v.string(`${which} must be a time`), v.nonEmpty(`${which} is required`), v.regex(TIME, `${which} must be a 24-hour time such as 07:00`));

const OpenHoursSchema = v.pipe(
  v.strictObject({ opens: timeSchema('Opening time'), closes: timeSchema('Closing time') }, 'Give an opening and a closing time'),
  // Same-day hours only: "HH:MM" strings compare in time order.
  v.forward(
    v.check((day) => day.closes > day.opens, 'Closing time must be after opening time'),
    ['closes'],
  ),
);

const DayHoursSchema = (name: string) =>
  v.union([v.picklist(['closed', 'emergency']), OpenHoursSchema], `${name} must be "closed", "emergency" or {"opens": "HH:MM", "closes": "HH:MM"}`);

/** All seven days, Monday first; nothing else. */
const OpeningHoursSchema = v.strictObject(
  Object.fromEntries(WEEKDAYS.map((d) => [d.key, DayHoursSchema(d.name)])) as Record<Weekday, ReturnType<typeof DayHoursSchema>>,
  'Opening hours must give each day from "mon" to "sun"',
);

/** The seeded hours (docs/product.md § Contact): Mon-Fri 7:00-18:00, Sat 8:00-16:00, Sunday emergencies only. */
export const DEFAULT_WEEK: Week = {
  mon: { opens: '07:00', closes: '18:00' },
  tue: { opens: '07:00', closes: '18:00' },
  wed: { opens: '07:00', closes: '18:00' },
  thu: { opens: '07:00', closes: '18:00' },
  fri: { opens: '07:00', closes: '18:00' },
  sat: { opens: '08:00', closes: '16:00' },
  sun: 'emergency',
};

/** The stored form: one line of JSON, days in week order. */
export const weekText = (week: Week): string => JSON.stringify(Object.fromEntries(WEEKDAYS.map((d) => [d.key, week[d.key]])));

/** The stored text read as a week (the JSON, then the schema). */
const StoredWeekSchema = v.pipe(
  v.string(),
  v.parseJson(undefined, 'Opening hours must be JSON: {"mon": {"opens": "07:00", "closes": "18:00"}, …, "sun": "closed"}'),
  OpeningHoursSchema,
);

/** A problem with the stored text as one sentence naming the day ("Saturday: Closing time must be after opening time"); undefined when it is a valid week or empty (no hours published). */
export function openingHoursProblem(text: string): string | undefined {
  if (text === '') return undefined;
  const result = v.safeParse(StoredWeekSchema, text);
  if (result.success) return undefined;
  const issue = result.issues[0];
  const day = WEEKDAYS.find((d) => d.key === issue.path?.[0]?.key);
  return day && issue.path && issue.path.length > 1 ? `${day.name}: ${issue.message}` : issue.message;
}

const isWeekday = (key: unknown): key is Weekday => WEEKDAYS.some((d) => d.key === key);

export interface DayProblem {
  /** The time the problem is at; the day's choice itself when neither. */
  at: 'opens' | 'closes' | 'day';
  message: string;
}

/** Each day's first problem in a week as an editor holds it (a time may be empty or misplaced); none when it is valid. */
export function dayProblems(week: unknown): Partial<Record<Weekday, DayProblem>> {
  const result = v.safeParse(OpeningHoursSchema, week);
  const found: Partial<Record<Weekday, DayProblem>> = {};
  if (result.success) return found;
  for (const issue of result.issues) {
    const [day, time] = (issue.path ?? []).map((item) => item.key);
    if (!isWeekday(day) || found[day]) continue;
    found[day] = { at: time === 'opens' || time === 'closes' ? time : 'day', message: issue.message };
  }
  return found;
}

/** The week in a stored text; null when there is none (empty) or it does not read as one. */
export function parseWeek(text: string): Week | null {
  const result = v.safeParse(StoredWeekSchema, text);
  return result.success ? (result.output as Week) : null;
}

const isOpen = (day: DayHours): day is OpenHours => typeof day === 'object';
const sameHours = (a: DayHours, b: DayHours) => (isOpen(a) && isOpen(b) ? a.opens === b.opens && a.closes === b.closes : a === b);

export interface DayGroup {
  days: (typeof WEEKDAYS)[number][];
  hours: DayHours;
}

/** Consecutive days with the same hours, in week order (Mon-Fri, Sat, Sun). */
export function groupWeek(week: Week): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const day of WEEKDAYS) {
    const last = groups.at(-1);
    if (last && sameHours(last.hours, week[day.key])) last.days.push(day);
    else groups.push({ days: [day], hours: week[day.key] });
  }
  return groups;
}

/**
 * The days of a group as the site writes them: a range by short names ("Mon-Fri"), one open day by its short name
 * so it lines up with the times ("Sat"), and one day without regular hours in full, as its row reads as a
 * sentence ("Sunday: Emergency only").
 */
function daysLabel({ days, hours }: DayGroup): string {
  if (days.length > 1) return `${days[0].short}-${days.at(-1)!.short}`;
  return isOpen(hours) ? days[0].short : days[0].name;
}

const dropLeadingZero = (time: string) => time.replace(/^0(\d)/, '$1');

/** "07:00-18:00" as the Contact card writes it: "7:00-18:00". */
const hoursRange = ({ opens, closes }: OpenHours): string => `${dropLeadingZero(opens)}-${dropLeadingZero(closes)}`;

/** "18:00" → "6PM", "08:30" → "8:30AM", "12:00" → "12PM", "00:00" → "12AM". */
export function twelveHour(time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}${minute ? `:${String(minute).padStart(2, '0')}` : ''}${hour < 12 ? 'AM' : 'PM'}`;
}

const EMERGENCY_TEXT = 'Emergency only';
const CLOSED_TEXT = 'Closed';

/** The Contact card's rows: every group, closed days included ("Mon-Fri" "7:00-18:00", "Sunday" "Emergency only"). */
export const cardRows = (week: Week) =>
  groupWeek(week).map((group) => ({
    days: daysLabel(group),
    hours: isOpen(group.hours) ? hoursRange(group.hours) : group.hours === 'emergency' ? EMERGENCY_TEXT : CLOSED_TEXT,
    regular: isOpen(group.hours),
  }));

/** The footer's and the About office card's short lines: open days in 12-hour time ("Mon-Fri 7AM-6PM", "Sat 8AM-4PM"), then emergency-only days; closed days left out. */
export const summaryLines = (week: Week): string[] =>
  groupWeek(week).flatMap((group) => {
    if (isOpen(group.hours)) return [`${daysLabel(group)} ${twelveHour(group.hours.opens)}-${twelveHour(group.hours.closes)}`];
    return group.hours === 'emergency' ? [`${daysLabel(group)} ${EMERGENCY_TEXT.toLowerCase()}`] : [];
  });

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/**
 * schema.org openingHoursSpecification: one entry per group of open days. Closed days are left out (schema.org
 * reads a day without an entry as closed). Emergency-only days are left out too: they have no hours to give, and an
 * entry without opens/closes is not valid for search engines (Google reads 00:00-23:59 as open all day, which
 * would send walk-in visitors on a Sunday); the company's telephone in the same record is how an emergency reaches it.
 */
export const openingHoursSpecification = (week: Week): OpeningHoursSpecification[] =>
  groupWeek(week).flatMap(({ days, hours }) =>
    isOpen(hours) ? [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek: days.map((d) => d.name), opens: hours.opens, closes: hours.closes }] : [],
  );

/** The stored setting as the footer and the About office card write it (summaryLines); none when no hours are set. */
export const hoursLines = (stored: string): string[] => {
  const week = parseWeek(stored);
  return week ? summaryLines(week) : [];
};

const ANY_DAY = 'any day of the week';

/** "Monday", "Monday and Tuesday", "Monday, Wednesday and Sunday". */
const listed = (parts: string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? ''));

/**
 * The days the emergency line answers, as the Contact page's emergency banner says them in place of `{days}`: every
 * day that is not closed ("Monday to Saturday", "Monday to Friday and Sunday"); all seven read "any day of the
 * week", with the emergency-only days named ("any day of the week, Sunday included"), so the banner never promises
 * a day the hours call closed. Empty when every day is closed; "any day of the week" while no hours are set.
 */
export function emergencyDays(stored: string): string {
  const week = parseWeek(stored);
  if (!week) return ANY_DAY;
  const runs: (typeof WEEKDAYS)[number][][] = [];
  WEEKDAYS.forEach((day, index) => {
    if (week[day.key] === 'closed') return;
    const last = runs.at(-1);
    if (last && WEEKDAYS.indexOf(last.at(-1)!) === index - 1) last.push(day);
    else runs.push([day]);
  });
  if (runs.length === 1 && runs[0].length === WEEKDAYS.length) {
    const emergencyOnly = WEEKDAYS.filter((d) => week[d.key] === 'emergency').map((d) => d.name);
    return emergencyOnly.length ? `${ANY_DAY}, ${listed(emergencyOnly)} included` : ANY_DAY;
  }
  return listed(runs.map((run) => (run.length > 1 ? `${run[0].name} to ${run.at(-1)!.name}` : run[0].name)));
}

/** The banner's words with `{days}` filled in (emergencyDays). */
export const withEmergencyDays = (text: string, stored: string) => text.replaceAll('{days}', emergencyDays(stored));

/** A week's stored text in words ("Mon-Fri 8AM-5PM, Sat 9AM-1PM"), for the Activity tab; the text itself when it is not a week. */
export function weekInWords(text: string): string {
  const week = parseWeek(text);
  return week ? summaryLines(week).join(', ') || 'closed every day' : text;
}
