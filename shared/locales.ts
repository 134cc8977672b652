/** The portal's languages, Italian first (the default). */
export const LOCALES = ['it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Spec §1: the date (and number) locale follows the chosen language; the same for printed documents. */
export const DATE_LOCALES: Record<Locale, string> = { it: 'it-IT', en: 'en-GB' };

/**
 * The portal's two ways of writing a date, defined here once and used everywhere (issue 24: a
 * page showed "26/11/26, 05:04" beside "26 nov 2026"): short, "26 nov 2026" / "26 Nov 2026", in
 * lists, cards and tables; long, "26 novembre 2026" / "26 November 2026", in a record's details and
 * sentences. Each with the time when the moment matters ("26 nov 2026, 05:04").
 */
export const DATE_FORMATS = {
  short: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  shortTime: { dateStyle: 'medium', timeStyle: 'short' },
  longTime: { dateStyle: 'long', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateFormat = keyof typeof DATE_FORMATS;
