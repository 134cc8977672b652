import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import { enMessages } from '../i18n/en';
import { itMessages } from '../i18n/it';

/** The language lives under this localStorage key (spec §1) and survives logout. */
export const LOCALE_KEY = 'i18nextLng';
export const LOCALES = [
  { locale: 'it', name: 'Italiano' },
  { locale: 'en', name: 'English' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: Locale = 'it';

const messages = { it: itMessages, en: enMessages };

/** The stored language mapped onto one we have messages for ("en-GB" → en; anything else → it). */
export function storedLocale(): Locale {
  const stored = (typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_KEY)) ?? '';
  return stored.toLowerCase().startsWith('en') ? 'en' : DEFAULT_LOCALE;
}

function applyToDocument(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export function createI18nProvider(): I18nProvider {
  const base = polyglotI18nProvider((locale) => messages[locale as Locale] ?? itMessages, storedLocale(), [...LOCALES]);
  applyToDocument(storedLocale());
  return {
    ...base,
    async changeLocale(locale: string) {
      const next: Locale = locale === 'en' ? 'en' : 'it';
      await base.changeLocale(next);
      localStorage.setItem(LOCALE_KEY, next);
      applyToDocument(next);
    },
  };
}

export const i18nProvider = createI18nProvider();
