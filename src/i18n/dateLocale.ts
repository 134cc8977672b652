import { useLocaleState } from 'ra-core';

/** Spec §1: the date locale follows the chosen language. */
export const DATE_LOCALES = { it: 'it-IT', en: 'en-GB' } as const;

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
