import type { Locale } from '../../../shared/locales';
import { windowUw } from '../../../shared/thermal';
import { INTENDED_USE, CHARACTERISTIC_NAMES, characteristicsOf, NPD, type ProductPerformance } from '../../../shared/catalogue/performance';
import type { CatalogueCategory, CatalogueMaterial, CatalogueProduct } from '../../../shared/catalogue/types';
import { PdfWriter, type Logo } from '../../pdf/document';
import { translator, wordsOf } from '../../lib/translate';
import type { Messages } from '../../../shared/messages/en';
import type { Manufacturer } from '../manufacturer/identity';

/**
 * The Declaration of Performance of a product, laid out as Annex III of Regulation (EU) 305/2011
 * asks: the product-type, its intended use, the manufacturer, the system of assessment, the
 * harmonised standard and notified body, the declared performance, and the signed statement.
 * Every figure comes from shared/catalogue/performance.ts, the same source as the product page; every
 * word from shared/messages/dop/.
 */
export const DOP_WORDS: Record<Locale, Messages['dop']> = { it: wordsOf('it', 'dop'), en: wordsOf('en', 'dop') };

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
  const t = translator(lang, 'dop');
  const versionText = (p: ProductPerformance) => t('versionText', { version: p.version, issued: pdf.date(p.issued) });
  const pdf = await PdfWriter.create({ lang, manufacturer, logo, now, title: `${w.title} ${performance.dop}`, reference: `${performance.dop} v${performance.version}` });

  pdf.heading(`${w.title}\n${t('number', { dop: performance.dop })}`);
  pdf.paragraph(w.regulation, { size: 9, after: 12 });
  // The QR code leads to this very version, which never changes at that address.
  pdf.keyValues([
    [
      w.version,
      supersededBy ? `${versionText(performance)}\n${t('supersededBy', { version: supersededBy.version, issued: pdf.date(supersededBy.issued) })}` : versionText(performance),
    ],
    [w.productType, `${product.title[lang]} — ${performance.dop}`],
    [w.intendedUse, INTENDED_USE[category.kind][lang]],
    [w.manufacturer, [manufacturer.name, pdf.address(manufacturer.address), pdf.t('vatNumber', { vat: manufacturer.vatNumber })].join('\n')],
    [w.avcp, t('avcpSystem', { system: performance.avcp })],
    [w.standard, performance.standard],
    [
      w.notifiedBody,
      performance.notifiedBody
        ? t('notifiedBodyText', { ...performance.notifiedBody, system: performance.avcp })
        : w.noNotifiedBody,
    ],
  ], { aside: { qr: permanentUrl, caption: w.qrCaption } });

  pdf.heading(w.declared, 2);
  printDeclared(pdf, performance, { every: true });

  if (performance.family === 'framed') {
    const { reference, glazings, frame, transmittance } = performance;
    const symbol = transmittance.symbol === 'uw' ? 'Uw' : 'Ud';
    pdf.paragraph(
      t('reference', {
        symbol,
        width: reference.width,
        height: reference.height,
        sashes: t('sashes', { smart_count: reference.sashes }),
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
