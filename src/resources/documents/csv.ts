/**
 * Rows → CSV text for spreadsheets: every value quoted when it must be, and text that a
 * spreadsheet would run as a formula (=, +, -, @ first) prefixed with an apostrophe. Starts with
 * a byte-order mark, so Excel reads the accents as UTF-8.
 */
export function toCsv(rows: Record<string, string | number>[], delimiter = ','): string {
  if (!rows.length) return '\ufeff';
  const headers = Object.keys(rows[0]!);
  const cell = (value: string | number) => {
    let text = String(value ?? '');
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return '\ufeff' + [headers, ...rows.map((r) => headers.map((h) => r[h] ?? ''))].map((line) => line.map(cell).join(delimiter)).join('\r\n');
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
