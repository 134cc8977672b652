/** The portal's languages, Italian first (the default). */
export const LOCALES = ['it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Spec §1: the date (and number) locale follows the chosen language; the same for printed documents. */
export const DATE_LOCALES: Record<Locale, string> = { it: 'it-IT', en: 'en-GB' };
