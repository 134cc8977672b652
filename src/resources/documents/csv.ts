import { stringify } from 'csv-stringify/browser/esm/sync';
import { CSV_BOM, csvOptions } from '../../../shared/csv';

/**
 * Rows → CSV text for spreadsheets (csv-stringify with the options the server's export uses too,
 * shared/csv.ts): every value quoted when it must be, text that a spreadsheet would run as a
 * formula prefixed with an apostrophe, and a byte-order mark first, so Excel reads the accents
 * as UTF-8.
 */
export function toCsv(rows: Record<string, string | number>[], delimiter = ','): string {
  if (!rows.length) return CSV_BOM;
  const headers = Object.keys(rows[0]!);
  return CSV_BOM + stringify([headers, ...rows.map((r) => headers.map((h) => r[h] ?? ''))], csvOptions(delimiter));
}

/**
 * Dates of a CSV export in the user's language, as their spreadsheet reads them: "21/11/2026 14:30"
 * (both it-IT and en-GB write day/month/year). A calendar day (`YYYY-MM-DD`) is written in UTC so
 * that it never shifts by one.
 */
export function csvDates(locale: string) {
  const stamp = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  return {
    stamp: (value: string | number) => stamp.format(new Date(value)).replace(',', ''),
    day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
  };
}
