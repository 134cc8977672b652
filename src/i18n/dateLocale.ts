import { useLocaleState } from 'ra-core';
import { DATE_LOCALES } from '../../shared/locales';

export { DATE_LOCALES };

export function useDateLocale(): string {
  const [locale] = useLocaleState();
  return DATE_LOCALES[locale as keyof typeof DATE_LOCALES] ?? DATE_LOCALES.it;
}

/** A date as the user's language writes it (e.g. "21 novembre 2026" / "21 November 2026"). */
export function useFormatDate() {
  const locale = useDateLocale();
  return (value: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) =>
    new Intl.DateTimeFormat(locale, options).format(new Date(value));
}
