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
