import { LOCALE_KEY } from '../i18n/locale';
import type { Settings } from './settings/settings';

/** Spec §1: the direction becomes rtl by itself when the stored language is Arabic. */
export function effectiveDirection(settings: Pick<Settings, 'direction'>): 'ltr' | 'rtl' {
  const stored = typeof localStorage === 'undefined' ? '' : (localStorage.getItem(LOCALE_KEY) ?? '');
  return stored.toLowerCase().startsWith('ar') ? 'rtl' : settings.direction;
}

/** The direction a language is written in; changing the language sets it (spec §1). */
export const directionOf = (locale: string): 'ltr' | 'rtl' => (/^(ar|he|fa|ur)\b/i.test(locale) ? 'rtl' : 'ltr');
