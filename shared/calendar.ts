import { addDays as addDaysTo, addYears as addYearsTo, isValid, lightFormat, parseISO } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';

/**
 * Calendar days as `YYYY-MM-DD` strings (what the API and the database hold), with date-fns.
 * A day is turned into a Date only for one step, as local midnight, and back in the same zone,
 * so every time zone gives the same answer (date-fns moves local dates by calendar days, never
 * by 24 hours, so a daylight-saving change in between shifts nothing).
 */
const DAY = 'yyyy-MM-dd';
/** A Date's local day as `YYYY-MM-DD`: lightFormat, as it needs none of `format`'s locales (some 5 KB gzip off the dashboard's first load). */
const formatDay = (date: Date) => lightFormat(date, DAY);

/** The warranties are Italian: the day a warranty ends, or a registration counts as today, is the day in Italy. */
export const ROME = 'Europe/Rome';

const asDate = (isoDate: string) => parseISO(isoDate);

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(asDate(value));
}

/**
 * The same day `years` later; a 29 February lands on the 28th when that year has none (the last
 * day of the month, as the Italian civil code counts terms in years, art. 2963).
 */
export const addYears = (isoDate: string, years: number): string => formatDay(addYearsTo(asDate(isoDate), years));

export const addDays = (isoDate: string, days: number): string => formatDay(addDaysTo(asDate(isoDate), days));

/** The day a picker's (local) Date shows, and the local Date of a day (null when it is not one). */
export const dayOfLocalDate = (date: Date): string => formatDay(date);
export const localDateOfDay = (value: unknown): Date | null => (isIsoDate(value) ? asDate(value) : null);

/** Today's date where the clock shows `now` (the browser's own time zone by default, or UTC). */
export function today(now: Date = new Date(), zone: 'local' | 'utc' = 'local'): string {
  return zone === 'utc' ? now.toISOString().slice(0, 10) : formatDay(now);
}

/**
 * Today in Italy, whatever the zone of the machine: midnight in Rome is 23:00 UTC in winter
 * (CET) and 22:00 UTC in summer (CEST), the change falling on the last Sundays of March and October.
 */
export const todayInRome = (now: Date = new Date()): string => formatInTimeZone(now, ROME, DAY);
