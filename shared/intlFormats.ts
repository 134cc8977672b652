/**
 * Intl formatters, each made once per locale and options and then reused. Making one costs far
 * more than formatting with it (a measured 169 ms of the dashboard's first load, CPU ×4, when
 * every date of every list made its own), and the options are a handful of fixed shapes.
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
