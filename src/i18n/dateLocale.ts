import { useLocaleState } from 'ra-core';
import { DATE_FORMATS, DATE_LOCALES, type DateFormat } from '../../shared/locales';
import { dateTimeFormat } from '../../shared/intlFormats';

export { DATE_FORMATS, DATE_LOCALES, type DateFormat };

export function useDateLocale(): string {
  const [locale] = useLocaleState();
  return DATE_LOCALES[locale as keyof typeof DATE_LOCALES] ?? DATE_LOCALES.it;
}

/** A date in one of the portal's formats, in the user's language; `utc` for a calendar day (`YYYY-MM-DD`), which must not shift with the time zone. */
export function useFormatDate() {
  const locale = useDateLocale();
  return (value: string | number | Date, format: DateFormat = 'long', { utc = false }: { utc?: boolean } = {}) =>
    dateTimeFormat(locale, { ...DATE_FORMATS[format], ...(utc ? { timeZone: 'UTC' } : {}) }).format(new Date(value));
}
