// Migration 14's reading of the opening hours as they were kept before the setting: the Contact page's 'hours'
// blocks (metadata {days: ['Mo', …], opens, closes}; a row without times was "emergency only" or "closed" by its
// words) and the footer's text setting ("Mon-Fri 7AM-6PM"). Nothing else reads these forms.
import { isTime, WEEKDAYS, type DayHours, type Week, type Weekday } from '../../web/shared/opening-hours.ts';

const CODES = WEEKDAYS.map((d) => d.key.slice(0, 2));
const allClosed = (): Week => Object.fromEntries(WEEKDAYS.map((d) => [d.key, 'closed'])) as Week;
const weekdayOf = (code: string): Weekday | undefined => WEEKDAYS[CODES.indexOf(code.trim().slice(0, 2).toLowerCase())]?.key;

export interface LegacyHoursBlock {
  content: string;
  metadata: Record<string, unknown> | null;
}

/** The week the blocks describe, days they do not name closed; null when no block names a day. */
export function weekFromHoursBlocks(blocks: LegacyHoursBlock[]): Week | null {
  const week = allClosed();
  let named = false;
  for (const { content, metadata } of blocks) {
    const { days, opens, closes } = metadata ?? {};
    if (!Array.isArray(days)) continue;
    const regular = isTime(opens) && isTime(closes) && closes > opens;
    const hours: DayHours = regular ? { opens, closes } : /emergenc/i.test(content) ? 'emergency' : 'closed';
    for (const code of days) {
      const day = typeof code === 'string' ? weekdayOf(code) : undefined;
      if (!day) continue;
      week[day] = hours;
      named = true;
    }
  }
  return named ? week : null;
}

function to24h(hour: string, minute: string | undefined, meridiem: string): string | undefined {
  let h = Number(hour);
  if (h < 1 || h > 12) return undefined;
  if (meridiem.toUpperCase() === 'PM' && h !== 12) h += 12;
  if (meridiem.toUpperCase() === 'AM' && h === 12) h = 0;
  return `${String(h).padStart(2, '0')}:${minute ?? '00'}`;
}

/** "Mon-Fri 7AM-6PM" as a week (the other days closed); null when the text does not read that way. */
export function weekFromHoursText(text: string): Week | null {
  const match = /^\s*([a-z]{2,9})\s*(?:(?:-|–|to)\s*([a-z]{2,9}))?\s*,?\s*(\d{1,2})(?::([0-5]\d))?\s*(am|pm)\s*(?:-|–|to)\s*(\d{1,2})(?::([0-5]\d))?\s*(am|pm)\s*$/i.exec(text);
  if (!match) return null;
  const [, from, to, h1, m1, ap1, h2, m2, ap2] = match;
  const start = CODES.indexOf(from.slice(0, 2).toLowerCase());
  const end = to === undefined ? start : CODES.indexOf(to.slice(0, 2).toLowerCase());
  const opens = to24h(h1, m1, ap1);
  const closes = to24h(h2, m2, ap2);
  if (start < 0 || end < start || !opens || !closes || closes <= opens) return null;
  const week = allClosed();
  for (const day of WEEKDAYS.slice(start, end + 1)) week[day.key] = { opens, closes };
  return week;
}
