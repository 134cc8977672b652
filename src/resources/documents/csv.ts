import { stringify } from 'csv-stringify/browser/esm/sync';
import { CSV_BOM, csvOptions } from '../../../shared/csv';

/**
 * Rows → CSV text for spreadsheets (csv-stringify with the options the server's export uses too,
 * shared/csv.ts): every value quoted when it must be, text that a spreadsheet would run as a
 * formula prefixed with an apostrophe, and a byte-order mark first, so Excel reads the accents
 * as UTF-8. The exporters load this module when a list is exported, not with the list: the
 * writer is some 10 KB of gzipped script that no other page needs.
 */
export function toCsv(rows: Record<string, string | number>[], delimiter = ','): string {
  if (!rows.length) return CSV_BOM;
  const headers = Object.keys(rows[0]!);
  return CSV_BOM + stringify([headers, ...rows.map((r) => headers.map((h) => r[h] ?? ''))], csvOptions(delimiter));
}
