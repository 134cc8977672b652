import { useFormatDate } from '../../i18n/dateLocale';

/**
 * A calendar day (`YYYY-MM-DD`) in the user's language. The day is read and written in UTC, so
 * it never shifts by one in a time zone west or east of Greenwich.
 */
export function useFormatDay() {
  const formatDate = useFormatDate();
  return (isoDay: string, format: 'short' | 'long' = 'short') => formatDate(isoDay, format, { utc: true });
}
