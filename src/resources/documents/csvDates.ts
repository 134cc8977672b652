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
