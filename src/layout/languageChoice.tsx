import { LOCALES, useLocale } from '../i18n/locale';
import { useSettings } from './settings/SettingsContext';
import { directionOf } from './direction';

/** The language and its change, which also sets the text direction (spec §1). */
export function useLanguageChoice(): [string, (next: string) => void] {
  const [locale, setLocale] = useLocale();
  const { update } = useSettings();
  return [
    locale,
    (next) => {
      void setLocale(next);
      update('direction', directionOf(next));
    },
  ];
}

/** The languages as a native select's options, each named in its own language. */
export function LanguageOptions() {
  return LOCALES.map(({ locale, name }) => (
    <option key={locale} value={locale} lang={locale}>
      {name}
    </option>
  ));
}
