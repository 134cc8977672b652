import type { LegalClause } from '../../shared/guarantees';
import { DATE_LOCALES, type Locale } from '../../shared/locales';
import type { ManufacturerIdentity as Manufacturer } from '../../shared/manufacturer';
import { addressLines, countryName } from './address';
import { fill, plural } from './text';

/**
 * The fixed legal clause of every warranty certificate, printed outside the warranty terms an
 * admin edits (so it can be neither removed nor replaced) and shown by the public verify page.
 *
 * Source: Codice del Consumo (D.Lgs. 6 settembre 2005, n. 206), art. 135-quinquies, comma 2, as
 * replaced by D.Lgs. 4 novembre 2021, n. 170 (transposing Directive (EU) 2019/771, art. 17(2)): a
 * commercial guarantee is given on a durable medium, in plain and intelligible language, and states
 *   a) that the consumer is entitled by law, free of charge, to remedies against the seller for a
 *      lack of conformity, and that the commercial guarantee does not affect them  → `legal`;
 *   b) the guarantor's name and address                                           → `guarantor`;
 *   c) the procedure the consumer follows to claim it                              → `claim`;
 *   d) the goods it covers                                                         → `products`;
 *   e) its terms (duration, territory)                                             → `duration`, `territory`.
 * The legal guarantee's two figures: the seller is liable for a lack of conformity existing at
 * delivery that becomes apparent within two years of it (art. 133, comma 1), and the action for
 * defects the seller did not fraudulently conceal is time-barred 26 months after delivery
 * (art. 133, comma 3), both as replaced by D.Lgs. 170/2021. Nothing else of the legal guarantee is
 * stated (no notice period, no presumption): only what those articles say in plain words.
 *
 * The territory is the country of the installation address (the registration's building country):
 * the products are fixed to that building, and the guarantee is given for them there.
 */

const en = {
  title: 'Legal guarantee and how to claim this guarantee',
  legal: 'Legal guarantee of conformity',
  legalText:
    'A customer who bought the products as a consumer is entitled by law, free of charge, to remedies from the seller for any lack of conformity of the goods, under the Italian Consumer Code (Codice del Consumo, Legislative Decree no. 206 of 6 September 2005, articles 128 to 135-septies, as amended by Legislative Decree no. 170 of 4 November 2021). The seller is liable for any lack of conformity that exists at delivery and becomes apparent within two years of delivery; the action to enforce it is time-barred 26 months after delivery, unless the seller fraudulently concealed the defect. This guarantee of the manufacturer is given in addition to the legal guarantee and does not affect those remedies.',
  guarantor: 'Guarantor',
  products: 'Products covered',
  productsText: '%{product}, installed at the address given on the certificate (certificate no. %{code}).',
  duration: 'Duration',
  durationText: '%{years} from the installation date, until %{expiresOn} inclusive.',
  years: '%{count} year |||| %{count} years',
  territory: 'Territory',
  territoryText: 'The guarantee applies to the products installed in %{country}, the country of the installation address.',
  claim: 'How to claim',
  claimText:
    'Before the guarantee expires (%{expiresOn}), report the defect in writing to the guarantor (%{contacts}) or to the installer named on the certificate. Give the certificate number %{code}, describe the defect and where it appears, and enclose a copy of the certificate and of the purchase invoice or receipt.',
  language: 'Language',
  languageText: 'This information is given in Italian and in English; if the two texts differ, the Italian text prevails.',
};
type Words = typeof en;

const it: Words = {
  title: 'Garanzia legale e come far valere questa garanzia',
  legal: 'Garanzia legale di conformità',
  legalText:
    'Il cliente che ha acquistato i prodotti come consumatore ha per legge, a titolo gratuito, i rimedi per i difetti di conformità dei beni nei confronti del venditore, previsti dal Codice del Consumo (D.Lgs. 6 settembre 2005, n. 206, artt. 128–135-septies, come modificati dal D.Lgs. 4 novembre 2021, n. 170). Il venditore risponde dei difetti di conformità esistenti alla consegna che si manifestano entro due anni dalla consegna; l’azione per farli valere si prescrive in ventisei mesi dalla consegna, salvo che il venditore abbia occultato il difetto con dolo. Questa garanzia del fabbricante si aggiunge alla garanzia legale e non pregiudica tali rimedi.',
  guarantor: 'Garante',
  products: 'Prodotti coperti',
  productsText: '%{product}, installati all’indirizzo indicato sul certificato (certificato n. %{code}).',
  duration: 'Durata',
  durationText: '%{years} dalla data di installazione, fino al %{expiresOn} compreso.',
  years: '%{count} anno |||| %{count} anni',
  territory: 'Territorio',
  territoryText: 'La garanzia vale per i prodotti installati in %{country}, il Paese dell’indirizzo di installazione.',
  claim: 'Come far valere la garanzia',
  claimText:
    'Prima della scadenza della garanzia (%{expiresOn}), segnalare il difetto per iscritto al garante (%{contacts}) oppure all’installatore indicato sul certificato. Indicare il numero di certificato %{code}, descrivere il difetto e dove si presenta, e allegare una copia del certificato e della fattura o della ricevuta d’acquisto.',
  language: 'Lingua',
  languageText: 'Queste informazioni sono date in italiano e in inglese; in caso di differenze prevale il testo italiano.',
};

export const LEGAL_GUARANTEE_WORDS: Record<Locale, Words> = { it, en };

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

/** The clause in `lang`, filled with the certificate's own facts. */
export function legalGuaranteeClause(lang: Locale, facts: ClauseFacts): LegalClause {
  const w = LEGAL_GUARANTEE_WORDS[lang];
  const m = facts.manufacturer;
  const expiresOn = new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${facts.expiresOn}T00:00:00Z`));
  const address = addressLines(m.address, lang).join(', ');
  const contacts = [m.email, `tel. ${m.phone}`, address].join(', ');
  const sections = [
    { heading: w.legal, text: w.legalText },
    { heading: w.guarantor, text: `${m.name}, ${address}` },
    { heading: w.products, text: fill(w.productsText, { product: facts.product[lang], code: facts.code }) },
    { heading: w.duration, text: fill(w.durationText, { years: plural(w.years, facts.warrantyYears), expiresOn }) },
    { heading: w.territory, text: fill(w.territoryText, { country: countryName(facts.country, lang) }) },
    { heading: w.claim, text: fill(w.claimText, { expiresOn, contacts, code: facts.code }) },
  ];
  if (facts.bilingual) sections.push({ heading: w.language, text: w.languageText });
  return { title: w.title, sections };
}
