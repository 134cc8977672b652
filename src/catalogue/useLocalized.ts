import { useLocaleState } from 'ra-core';
import type { LocalizedText } from '../../shared/catalogue/types';

/** Picks the user's language from a catalogue text. */
export function useLocalized() {
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'it';
  return (text: LocalizedText) => text[lang];
}
