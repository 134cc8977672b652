/**
 * Intl formatters, each made once per locale and options and then reused: making one costs more
 * than formatting with it, and a list formats every row's date with the same few shapes. (The
 * first one of a language costs the most, loading ICU's data: 0.13–0.18 s of the dashboard's
 * first load at CPU ×4, which no cache avoids.)
 */
const dates = new Map<string, Intl.DateTimeFormat>();
const numbers = new Map<string, Intl.NumberFormat>();

function kept<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = make()));
  return format;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  kept(dates, locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  kept(numbers, locale, options, () => new Intl.NumberFormat(locale, options));
