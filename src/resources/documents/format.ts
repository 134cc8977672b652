import { useDateLocale } from '../../i18n/dateLocale';
import { numberFormat } from '../../../shared/intlFormats';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size as the user's language writes it: "1,5 MB" / "1.5 MB" (steps of 1024, as file managers count). */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    // Bytes in words ("1 byte", "512 bytes" / "512 byte"), the larger units abbreviated ("1.5 MB").
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  }).format(value);
}

export function useFormatBytes() {
  const locale = useDateLocale();
  return (bytes: number) => formatBytes(bytes, locale);
}
