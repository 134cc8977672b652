import { fromZonedTime } from 'date-fns-tz';
import { addDays, ROME, todayInRome } from './calendar';

/**
 * Working days in Italy: Monday to Friday, less the national holidays of art. 2 of Law 27 May
 * 1949 n. 260 as it stands (the days with no work by law): 1 January, 6 January (Epiphany,
 * restored by DPR 28 December 1985 n. 792), Easter Monday, 25 April, 1 May, 2 June (restored by
 * Law 20 November 2000 n. 336), 15 August, 1 November, 8 December, 25 and 26 December; and, from
 * 2026, 4 October (Law 8 October 2025 n. 151, art. 1(2), Gazzetta Ufficiale n. 236 of 10 October
 * 2025, in force 1 January 2026). A town's patron saint's day is local and is not counted.
 * The claims' first-answer target is counted in these days (shared/claims.ts).
 */
const FIXED = ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'];
/** The year 4 October became a holiday again (Law 151/2025). */
const SAINT_FRANCIS_FROM = 2026;

/** Easter Sunday of `year` in the Gregorian calendar (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether the day (`YYYY-MM-DD`) is a national holiday in Italy. */
export function isItalianHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  const monthDay = day.slice(5);
  if (FIXED.includes(monthDay)) return true;
  if (monthDay === '10-04' && year >= SAINT_FRANCIS_FROM) return true;
  return day === addDays(easterSunday(year), 1);
}

/** The day of the week of `YYYY-MM-DD`, 0 Sunday … 6 Saturday, whatever the machine's time zone. */
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

export function isWorkingDay(day: string): boolean {
  const w = weekday(day);
  return w !== 0 && w !== 6 && !isItalianHoliday(day);
}

/** The day `days` working days after `day` (`day` itself is never counted: the count starts the next morning). */
export function addWorkingDays(day: string, days: number): string {
  let current = day;
  for (let left = days; left > 0; ) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}

/**
 * When an answer is due: the end (midnight in Rome) of the `days`-th working day after the day
 * `from` falls on in Italy. Epoch ms. A claim sent on Friday evening with a two-day target is due
 * by Tuesday's end; one sent on a Saturday, too.
 */
export function dueAfterWorkingDays(from: number, days: number): number {
  const last = addWorkingDays(todayInRome(new Date(from)), days);
  return fromZonedTime(`${addDays(last, 1)}T00:00:00`, ROME).getTime();
}
