import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { itMessages } from '../i18n/it';
import { elideBeforeDays } from '../../shared/italianElision';
import { localeValues } from '../i18n/numbers';
import { LOCALES, getLocale, loadMessages, loadedMessages, setLocale, toLocale, type Locale } from '../i18n/locale';

export { DEFAULT_LOCALE, LOCALE_KEY, LOCALES, storedLocale, type Locale } from '../i18n/locale';

/**
 * react-admin's i18nProvider (the admin only): Polyglot over the messages the app has loaded for
 * the current language (src/i18n/locale.ts); another language is fetched when chosen. Italian,
 * the default, is always at hand.
 */
const messagesOf = (locale: Locale) =>
  (loadedMessages(locale) ?? (locale === 'it' ? itMessages : loadMessages(locale))) as TranslationMessages | Promise<TranslationMessages>;

export function createI18nProvider(): I18nProvider {
  const base = polyglotI18nProvider((locale) => messagesOf(toLocale(locale)), loadedMessages(getLocale()) ? getLocale() : 'it', [...LOCALES]);
  return {
    ...base,
    // The numbers a message is given are written as its language writes them ("da 0,5 a 7"),
    // and, in Italian, "al 8 aprile" is "all’8 aprile" (shared/italianElision.ts).
    translate: (key, options) => {
      const text = base.translate(key, localeValues(options, base.getLocale()) as typeof options);
      return base.getLocale() === 'it' ? elideBeforeDays(text) : text;
    },
    async changeLocale(locale: string) {
      const next = toLocale(locale);
      await base.changeLocale(next);
      await setLocale(next);
    },
  };
}
