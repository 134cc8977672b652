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

export const legalGuaranteeEn = {
  title: 'Legal guarantee and how to claim this guarantee',
  legal: 'Legal guarantee of conformity',
  legalText:
    'A customer who bought the products as a consumer is entitled by law, free of charge, to remedies from the seller for any lack of conformity of the goods, under the Italian Consumer Code (Codice del Consumo, Legislative Decree no. 206 of 6 September 2005, articles 128 to 135-septies, as amended by Legislative Decree no. 170 of 4 November 2021). The seller is liable for any lack of conformity that exists at delivery and becomes apparent within two years of delivery; the action to enforce it is time-barred 26 months after delivery, unless the seller fraudulently concealed the defect. This guarantee of the manufacturer is given in addition to the legal guarantee and does not affect those remedies.',
  guarantor: 'Guarantor',
  products: 'Products covered',
  productsText: '%{product}, installed at the address given on the certificate (certificate no. %{code}).',
  duration: 'Duration',
  durationText: '%{years} from the installation date, until %{expiresOn} inclusive.',
  years: '%{smart_count} year |||| %{smart_count} years',
  territory: 'Territory',
  territoryText: 'The guarantee applies to the products installed in %{country}, the country of the installation address.',
  claim: 'How to claim',
  claimText:
    'Before the guarantee expires (%{expiresOn}), report the defect in writing to the guarantor (%{contacts}) or to the installer named on the certificate. Give the certificate number %{code}, describe the defect and where it appears, and enclose a copy of the certificate and of the purchase invoice or receipt.',
  /** Before the guarantor's telephone number, among the contacts of `claimText`. */
  phone: 'tel. %{phone}',
  language: 'Language',
  languageText: 'This information is given in Italian and in English; if the two texts differ, the Italian text prevails.',
};
