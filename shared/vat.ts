/**
 * VAT numbers of dealers, checked the same in the browser and on the server: an Italian partita
 * IVA (11 digits, with or without "IT") by its check digit; another EU country's number, written
 * with its two-letter prefix, by that country's format (as the EU's VIES service writes them).
 */
const EU_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

export const VAT_MAX = 20;

/** The number as stored: capitals, no spaces, dots or dashes; an Italian one without "IT". */
export function normaliseVat(raw: string): string {
  const compact = raw.toUpperCase().replace(/[\s.-]/g, '');
  return /^IT\d{11}$/.test(compact) ? compact.slice(2) : compact;
}

/** The check digit of a partita IVA: the Luhn scheme over its first ten digits. */
export function italianVatValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || digits === '00000000000') return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 0) sum += d;
    else sum += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

export type VatProblem = 'check_digit' | 'format' | 'country';

/** Why a VAT number is not acceptable, or null when it is (after normaliseVat). */
export function vatProblem(raw: string): VatProblem | null {
  const vat = normaliseVat(raw);
  if (/^\d{11}$/.test(vat)) return italianVatValid(vat) ? null : 'check_digit';
  const country = vat.slice(0, 2);
  const format = EU_FORMATS[country];
  if (!/^[A-Z]{2}/.test(vat) || (!format && country !== 'IT')) return /^\d+$/.test(vat) ? 'format' : 'country';
  return format?.test(vat.slice(2)) ? null : 'format';
}
