import type { Options } from 'csv-stringify/sync';

/**
 * What both CSV writers (the browser's list exports and the server's audit export) agree on; each
 * side hands these options to csv-stringify's own build for it (the browser one has no Node
 * globals). Kept free of the writer itself so that neither side bundles the other's build.
 */

/** Excel reads a CSV as UTF-8 (accents and all) only when it starts with this byte-order mark. */
export const CSV_BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * gets an apostrophe in front, so that it is shown as text (CSV injection, OWASP). Only text:
 * a number such as -2 is read as that number and was never a formula.
 */
export const guardFormula = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * RFC 4180 with CRLF line ends: a cell is quoted when it holds the delimiter, a quote or a line
 * break (csv-stringify's own rule), quotes doubled. Objects are written as JSON, guarded too.
 * `eof: false`: whether the last line ends is the caller's choice (the browser's file has no
 * final line end, the server's stream ends every line).
 */
export const csvOptions = (delimiter = ','): Options => ({
  delimiter,
  record_delimiter: '\r\n',
  // A lone \n or \r in a cell is a line break too (csv-stringify quotes only the CRLF it writes
  // unless told so).
  quote_record_delimiter: true,
  eof: false,
  cast: {
    string: guardFormula,
    number: (value) => String(value),
    bigint: (value) => String(value),
    boolean: (value) => String(value),
    date: (value) => value.toISOString(),
    object: (value) => guardFormula(JSON.stringify(value)),
  },
});
