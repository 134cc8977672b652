import { COUNTRIES } from '../../shared/guarantees';
import { DATE_LOCALES, LOCALES, type Locale } from '../../shared/locales';

/**
 * Postal addresses as the printed documents write them, in the document's language. The
 * manufacturer's and the dealers' addresses are free text ("…\n31100 Treviso (TV)\nItalia"): a
 * line that is only a country's name, in either language, is printed in the document's language,
 * so an English document says "Italy" for the manufacturer as it does for the building.
 */

const names = (lang: Locale) => new Intl.DisplayNames([DATE_LOCALES[lang]], { type: 'region' });

/** A country's name in `lang` from its ISO 3166-1 alpha-2 code (the code itself if unknown). */
export const countryName = (code: string, lang: Locale): string => names(lang).of(code) ?? code;

const key = (text: string) => text.trim().toLocaleLowerCase('it').replace(/\.$/, '');

/** Every country a registration may name, by its name in each language and by its code. */
let byName: Map<string, string> | undefined;
function codeOf(text: string): string | undefined {
  if (!byName) {
    byName = new Map();
    for (const code of COUNTRIES) {
      byName.set(key(code), code);
      for (const lang of LOCALES) byName.set(key(countryName(code, lang)), code);
    }
  }
  return byName.get(key(text));
}

/** A free-text country ("Italia", "italy", "IT") in `lang`; anything else as written. */
export function localCountry(text: string, lang: Locale): string {
  const code = codeOf(text);
  return code ? countryName(code, lang) : text.trim();
}

/** The non-empty lines of a free-text address, a line that names a country in `lang`. */
export function addressLines(address: string, lang: Locale): string[] {
  return address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => localCountry(line, lang));
}
