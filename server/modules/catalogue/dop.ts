import type { Locale } from '../../../shared/locales';
import { windowUw } from '../../../shared/thermal';
import { INTENDED_USE, CHARACTERISTIC_NAMES, characteristicsOf, NPD, type ProductPerformance } from '../../../shared/catalogue/performance';
import type { CatalogueCategory, CatalogueMaterial, CatalogueProduct } from '../../../shared/catalogue/types';
import { PdfWriter, type Logo } from '../../pdf/document';
import { fill, plural } from '../../pdf/text';
import type { Manufacturer } from '../manufacturer/identity';

/**
 * The Declaration of Performance of a product, laid out as Annex III of Regulation (EU) 305/2011
 * asks: the product-type, its intended use, the manufacturer, the system of assessment, the
 * harmonised standard and notified body, the declared performance, and the signed statement.
 * Every figure comes from shared/catalogue/performance.ts, the same source as the product page.
 */
const en = {
  title: 'Declaration of Performance',
  number: 'No. %{dop}',
  regulation: 'in accordance with Annex III of Regulation (EU) No 305/2011 (Construction Products Regulation)',
  productType: '1. Unique identification code of the product-type',
  intendedUse: '2. Intended use',
  manufacturer: '3. Manufacturer',
  avcp: '4. System of assessment and verification of constancy of performance',
  avcpSystem: 'System %{system}',
  standard: '5. Harmonised standard',
  notifiedBody: '6. Notified body',
  notifiedBodyText: '%{name} (%{number}) determined the product-type on the basis of type testing under system %{system} and issued the test reports.',
  noNotifiedBody: 'Not applicable: under system 4 the manufacturer determines the product-type itself.',
  declared: '7. Declared performance',
  characteristic: 'Essential characteristic',
  performance: 'Performance',
  specification: 'Harmonised technical specification',
  npd: 'NPD: no performance determined.',
  reference: '%{symbol} declared for the reference size %{width} × %{height} mm with %{sashes} and %{glazing}.',
  sashes: '%{count} sash |||| %{count} sashes',
  byGlazing: 'Thermal transmittance at the reference size, by glazing (EN ISO 10077-1)',
  glazing: 'Glazing',
  byInfill: 'Thermal transmittance at the reference size, by infill (EN ISO 10077-1)',
  infill: 'Infill',
  statement:
    'The performance of the product identified above is in conformity with the set of declared performances. This declaration of performance is issued, in accordance with Regulation (EU) No 305/2011, under the sole responsibility of the manufacturer identified above.',
  signedFor: 'Signed for and on behalf of the manufacturer by:',
  version: 'Version and date of issue',
  versionText: 'Version %{version} of %{issued}',
  supersededBy: 'Replaced by version %{version} of %{issued}: this earlier version remains available for the products supplied with it.',
  permanent: 'This version of the declaration is available at',
  qrCaption: 'This DoP online',
};
type Words = typeof en;
const it: Words = {
  title: 'Dichiarazione di prestazione',
  number: 'N. %{dop}',
  regulation: 'ai sensi dell’Allegato III del Regolamento (UE) n. 305/2011 (Regolamento prodotti da costruzione)',
  productType: '1. Codice di identificazione unico del prodotto-tipo',
  intendedUse: '2. Uso previsto',
  manufacturer: '3. Fabbricante',
  avcp: '4. Sistema di valutazione e verifica della costanza della prestazione',
  avcpSystem: 'Sistema %{system}',
  standard: '5. Norma armonizzata',
  notifiedBody: '6. Organismo notificato',
  notifiedBodyText: '%{name} (%{number}) ha determinato il prodotto-tipo in base a prove di tipo secondo il sistema %{system} e ha rilasciato i rapporti di prova.',
  noNotifiedBody: 'Non applicabile: nel sistema 4 il fabbricante determina da sé il prodotto-tipo.',
  declared: '7. Prestazioni dichiarate',
  characteristic: 'Caratteristica essenziale',
  performance: 'Prestazione',
  specification: 'Specifica tecnica armonizzata',
  npd: 'NPD: nessuna prestazione determinata.',
  reference: '%{symbol} dichiarata per la dimensione di riferimento %{width} × %{height} mm con %{sashes} e %{glazing}.',
  sashes: '%{count} anta |||| %{count} ante',
  byGlazing: 'Trasmittanza termica alla dimensione di riferimento, per vetrata (EN ISO 10077-1)',
  glazing: 'Vetrata',
  byInfill: 'Trasmittanza termica alla dimensione di riferimento, per tamponamento (EN ISO 10077-1)',
  infill: 'Tamponamento',
  statement:
    'La prestazione del prodotto sopra identificato è conforme all’insieme delle prestazioni dichiarate. La presente dichiarazione di prestazione viene emessa, in conformità al Regolamento (UE) n. 305/2011, sotto la sola responsabilità del fabbricante sopra identificato.',
  signedFor: 'Firmato a nome e per conto del fabbricante da:',
  version: 'Versione e data di emissione',
  versionText: 'Versione %{version} del %{issued}',
  supersededBy: 'Sostituita dalla versione %{version} del %{issued}: questa versione precedente resta disponibile per i prodotti forniti con essa.',
  permanent: 'Questa versione della dichiarazione è disponibile all’indirizzo',
  qrCaption: 'Questa DoP online',
};
export const DOP_WORDS: Record<Locale, Words> = { it, en };

export interface DopInput {
  lang: Locale;
  manufacturer: Manufacturer;
  logo?: Logo;
  material: CatalogueMaterial;
  category: CatalogueCategory;
  product: CatalogueProduct;
  /** The version to print, current or earlier (shared/catalogue/performance.ts). */
  performance: ProductPerformance;
  /** The version that replaced it, when it is an earlier one. */
  supersededBy?: ProductPerformance;
  /** The permanent public address of this version (its QR code). */
  permanentUrl: string;
  /** When it is printed (the PDF's metadata only: the printed date is the date of issue). */
  now?: Date;
}


/**
 * The declared characteristics as a table, as the DoP prints them. The DoP lists every essential
 * characteristic, NPD included (`every`: Regulation (EU) 305/2011, Annex III, point 7); the
 * warranty certificate, which only informs, prints the determined ones and stays one page.
 */
export function printDeclared(pdf: PdfWriter, performance: ProductPerformance, { every = false }: { every?: boolean } = {}): void {
  const w = DOP_WORDS[pdf.lang];
  // Each figure with the decimals it is declared with (Uw 1,30 W/m²K, Rw 36 dB).
  const value = (v: string | number, unit?: string, decimals = 2) => (typeof v === 'number' ? `${pdf.number(v, decimals)} ${unit ?? ''}`.trim() : v);
  const characteristics = characteristicsOf(performance).filter((c) => every || c.value !== NPD);
  pdf.table(
    [
      { header: w.characteristic, width: 0.5 },
      { header: w.performance, width: 0.18 },
      { header: w.specification, width: 0.32 },
    ],
    characteristics.map((c) => [CHARACTERISTIC_NAMES[c.key][pdf.lang], value(c.value, c.unit, c.decimals), performance.standard]),
  );
  if (characteristics.some((c) => c.value === NPD)) pdf.paragraph(w.npd, { size: 8.5 });
}

export async function dopPdf({ lang, manufacturer, logo, category, product, performance, supersededBy, permanentUrl, now }: DopInput): Promise<Uint8Array> {
  const w = DOP_WORDS[lang];
  const versionText = (p: ProductPerformance) => fill(w.versionText, { version: p.version, issued: pdf.date(p.issued) });
  const pdf = await PdfWriter.create({ lang, manufacturer, logo, now, title: `${w.title} ${performance.dop}`, reference: `${performance.dop} v${performance.version}` });

  pdf.heading(`${w.title}\n${fill(w.number, { dop: performance.dop })}`);
  pdf.paragraph(w.regulation, { size: 9, after: 12 });
  // The QR code leads to this very version, which never changes at that address.
  pdf.keyValues([
    [
      w.version,
      supersededBy ? `${versionText(performance)}\n${fill(w.supersededBy, { version: supersededBy.version, issued: pdf.date(supersededBy.issued) })}` : versionText(performance),
    ],
    [w.productType, `${product.title[lang]} — ${performance.dop}`],
    [w.intendedUse, INTENDED_USE[category.kind][lang]],
    [w.manufacturer, [manufacturer.name, pdf.address(manufacturer.address), pdf.t('vatNumber', { vat: manufacturer.vatNumber })].join('\n')],
    [w.avcp, fill(w.avcpSystem, { system: performance.avcp })],
    [w.standard, performance.standard],
    [
      w.notifiedBody,
      performance.notifiedBody
        ? fill(w.notifiedBodyText, { ...performance.notifiedBody, system: performance.avcp })
        : w.noNotifiedBody,
    ],
  ], { aside: { qr: permanentUrl, caption: w.qrCaption } });

  pdf.heading(w.declared, 2);
  printDeclared(pdf, performance, { every: true });

  if (performance.family === 'framed') {
    const { reference, glazings, frame, transmittance } = performance;
    const symbol = transmittance.symbol === 'uw' ? 'Uw' : 'Ud';
    pdf.paragraph(
      fill(w.reference, {
        symbol,
        width: reference.width,
        height: reference.height,
        sashes: plural(w.sashes, reference.sashes),
        glazing: glazings[0].label[lang].replace(/^./, (c) => c.toLowerCase()),
      }),
      { size: 9 },
    );
    // A door's infill is a panel: its transmittance is Up and its edge's bridge Ψp.
    const door = transmittance.symbol === 'ud';
    pdf.heading(door ? w.byInfill : w.byGlazing, 2);
    pdf.table(
      [
        { header: door ? w.infill : w.glazing, width: 0.55 },
        { header: door ? 'Up' : 'Ug', width: 0.15 },
        { header: door ? 'Ψp' : 'Ψg', width: 0.15 },
        { header: symbol, width: 0.15 },
      ],
      glazings.map((g) => [
        g.label[lang],
        `${pdf.number(g.ug, 1)} W/m²K`,
        `${pdf.number(g.psi, 3)} W/mK`,
        `${pdf.number(windowUw(frame, g, reference).uw)} W/m²K`,
      ]),
    );
  }

  pdf.paragraph(`${w.permanent} ${permanentUrl}`, { size: 9 });
  // The statement, "signed by" and the signature stay together on one page.
  pdf.ensure(200);
  pdf.paragraph(w.statement, { size: 9.5, after: 6 });
  pdf.paragraph(w.signedFor, { size: 9.5 });
  // Annex III: the signer's name and function, the place and the date of issue — that of this
  // version, not the day it is printed, so every copy of a version reads the same.
  const signer = [manufacturer.signerName, manufacturer.signerFunction].filter(Boolean).join(', ');
  pdf.signature({ name: manufacturer.name, place: manufacturer.signingPlace, signer: signer || undefined, date: performance.issued });
  return pdf.finish();
}
