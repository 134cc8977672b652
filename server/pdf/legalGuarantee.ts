import type { LegalClause } from '../../shared/guarantees';
import { DATE_LOCALES, type Locale } from '../../shared/locales';
import type { ManufacturerIdentity as Manufacturer } from '../../shared/manufacturer';
import { addressLines, countryName } from './address';
import { translator, wordsOf } from '../lib/translate';

export interface ClauseFacts {
  manufacturer: Manufacturer;
  /** The certificate's code. */
  code: string;
  /** The product's name in each language. */
  product: Record<Locale, string>;
  warrantyYears: number;
  /** The last day covered, YYYY-MM-DD. */
  expiresOn: string;
  /** The installation address's country, ISO 3166-1 alpha-2. */
  country: string;
  /** Printed with the other language too: says which text prevails. */
  bilingual?: boolean;
}

/**
 * The fixed legal clause of every warranty certificate in `lang`, filled with the certificate's own
 * facts: printed outside the warranty terms an admin edits (so it can be neither removed nor
 * replaced) and shown by the public verify page. Its words, each element beside the article of the
 * Codice del Consumo that asks for it, are in shared/messages/legalGuarantee/.
 */
export function legalGuaranteeClause(lang: Locale, facts: ClauseFacts): LegalClause {
  const w = wordsOf(lang, 'legalGuarantee');
  const t = translator(lang, 'legalGuarantee');
  const m = facts.manufacturer;
  const expiresOn = new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${facts.expiresOn}T00:00:00Z`));
  const address = addressLines(m.address, lang).join(', ');
  const contacts = [m.email, t('phone', { phone: m.phone }), address].join(', ');
  const sections = [
    { heading: w.legal, text: w.legalText },
    { heading: w.guarantor, text: `${m.name}, ${address}` },
    { heading: w.products, text: t('productsText', { product: facts.product[lang], code: facts.code }) },
    { heading: w.duration, text: t('durationText', { years: t('years', { smart_count: facts.warrantyYears }), expiresOn }) },
    { heading: w.territory, text: t('territoryText', { country: countryName(facts.country, lang) }) },
    { heading: w.claim, text: t('claimText', { expiresOn, contacts, code: facts.code }) },
  ];
  if (facts.bilingual) sections.push({ heading: w.language, text: w.languageText });
  return { title: w.title, sections };
}
