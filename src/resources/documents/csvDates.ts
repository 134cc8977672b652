import { dateTimeFormat } from '../../../shared/intlFormats';

/**
 * Dates of a CSV export in the user's language, as their spreadsheet reads them: "21/11/2026 14:30"
 * (both it-IT and en-GB write day/month/year). A calendar day (`YYYY-MM-DD`) is written in UTC so
 * that it never shifts by one.
 */
const STAMP: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' };

/**
 * The formatters are made at the first export, and kept (shared/intlFormats.ts): a list draws its
 * exporter with every render, and making two formatters each time was one of the documents
 * list's long tasks at start-up (issue 27's TBT).
 */
export function csvDates(locale: string) {
  return {
    stamp: (value: string | number) => dateTimeFormat(locale, STAMP).format(new Date(value)).replace(',', ''),
    day: (isoDay: string) => dateTimeFormat(locale, DAY).format(new Date(`${isoDay}T00:00:00Z`)),
  };
}
