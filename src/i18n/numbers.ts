import { useLocaleState } from 'ra-core';
import { DATE_LOCALES, type Locale } from '../../shared/locales';
import { numberFormat } from '../../shared/intlFormats';

/**
 * Numbers as a person writes and reads them in the portal's language: "5,7" and "1.200,50" in
 * Italian, "5.7" and "1,200.50" in English. One place for the inputs (LocaleNumberInput), the
 * messages (the i18nProvider formats the numbers it is given) and the pages (useFormatNumber).
 */
const toLang = (locale: string): Locale => (locale === 'en' ? 'en' : 'it');
const SEPARATORS: Record<Locale, { decimal: string; group: string }> = { it: { decimal: ',', group: '.' }, en: { decimal: '.', group: ',' } };

/** `value` written in `locale`; `decimals` fixes the digits after the separator, else as many as it has. */
export function formatNumber(value: number, locale: string, options: { decimals?: number; grouping?: boolean } = {}): string {
  const { decimals, grouping = true } = options;
  return numberFormat(DATE_LOCALES[toLang(locale)], {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 20,
    useGrouping: grouping,
  }).format(value);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The number a person typed in `locale`, null for nothing typed, undefined for text that is not a
 * number there: in Italian "5,7" is 5.7 and "5.7" is not a number (the dot groups thousands:
 * "1.200" is 1200), in English the other way round. A separator still alone at the end ("5,")
 * is a number being typed.
 */
export function parseNumber(text: string, locale: string): number | null | undefined {
  const trimmed = text.replace(/\s/g, '');
  if (trimmed === '') return null;
  const { decimal, group } = SEPARATORS[toLang(locale)];
  const d = escape(decimal);
  const g = escape(group);
  const pattern = new RegExp(`^([+-]?)(\\d{1,3}(?:${g}\\d{3})+|\\d*)(?:${d}(\\d*))?$`);
  const m = pattern.exec(trimmed);
  if (!m || !/\d/.test(`${m[2]}${m[3] ?? ''}`)) return undefined;
  return Number(`${m[1]}${m[2]!.split(group).join('') || '0'}.${m[3] || '0'}`);
}

/** Formats numbers in the current language: `number(1.19)` is "1,19" in Italian (two decimals unless told). */
export function useFormatNumber() {
  const [locale] = useLocaleState();
  return (value: number, decimals: number | null = 2) => formatNumber(value, locale, decimals === null ? {} : { decimals });
}

/** Every number among a message's values written in `locale` (the plural count excepted: Polyglot reads it). */
export function localeValues(options: unknown, locale: string): unknown {
  if (!options || typeof options !== 'object') return options;
  let out: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(options)) {
    if (key === 'smart_count' || typeof value !== 'number' || !Number.isFinite(value)) continue;
    // Years, counts and codes are integers below 10000 and stay as written; a fraction takes the
    // locale's decimal separator, a large amount its grouping ("100.000 €").
    const large = Math.abs(value) >= 10_000;
    if (Number.isInteger(value) && !large) continue;
    out ??= { ...(options as Record<string, unknown>) };
    out[key] = formatNumber(value, locale, { grouping: large });
  }
  return out ?? options;
}
