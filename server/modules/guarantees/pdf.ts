import type { Locale } from '../../../shared/locales';
import { DATE_LOCALES } from '../../../shared/locales';
import type { Guarantee, LegalClause } from '../../../shared/guarantees';
import type { GuaranteeUnit } from '../../../shared/guaranteeUnits';
import { unitArea, WORKS_START_MIN } from '../../../shared/guaranteeUnits';
import { citeSource, solarFactorNotChecked } from '../../../shared/ecobonus';
import { catalogueEntry } from '../catalogue/catalogueLink';
import { performanceOf } from '../../../shared/catalogue/performance';
import { PdfWriter, type Logo } from '../../pdf/document';
import { translator, wordsOf } from '../../lib/translate';
import { localCountry } from '../../pdf/address';
import { legalGuaranteeClause } from '../../pdf/legalGuarantee';
import { printDeclared } from '../catalogue/dop';
import type { Manufacturer } from '../manufacturer/identity';

/**
 * The two documents of a warranty registration, printed in the customer's language: the
 * warranty certificate (for the customer: what is covered, until when, on what terms, and a QR
 * code to check it is genuine) and the supplier's declaration for the Ecobonus (for the tax
 * deduction: each window's Uw against the limit that applies, signed by the manufacturer). Every
 * figure is the registration's own, as the API answers it; the limits and checks come with it;
 * the words are in shared/messages/paperwork/.
 */

export interface PaperworkInput {
  lang: Locale;
  guarantee: Guarantee;
  /** The dealer's VAT number, printed beside their company. */
  dealerVat: string | null;
  /** How the customer reaches the installer, from the dealer's account: printed on the certificate. */
  dealerContact?: DealerContact;
  manufacturer: Manufacturer;
  logo?: Logo;
  /** The public page that confirms the certificate: `${PUBLIC_URL}/verify/<code>`. */
  verifyUrl: string;
  now?: Date;
}


/** The dealer's account fields a customer needs to reach them (all optional in the account). */
export interface DealerContact {
  address: string | null;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  phone: string | null;
  email: string | null;
}

/** The catalogue's names of the registration's product, or its slugs if the catalogue no longer has it. */
function productOf(g: Guarantee, lang: Locale) {
  const entry = catalogueEntry(g.material, g.productCategory, g.product);
  return {
    title: entry ? `${entry.product.title[lang]} (${entry.material.name[lang]} · ${entry.category.name[lang]})` : `${g.material} / ${g.productCategory} / ${g.product}`,
    performance: performanceOf(g.material, g.productCategory, g.product),
  };
}

function addressOf(g: Guarantee, lang: Locale): string {
  const country = new Intl.DisplayNames([DATE_LOCALES[lang]], { type: 'region' }).of(g.country) ?? g.country;
  return [g.street, `${g.zipCode} ${g.city}${g.province ? ` (${g.province})` : ''}`, country].join('\n');
}

function dealerOf(g: Guarantee, vat: string | null, pdf: PdfWriter): string {
  const name = g.dealer.company ?? g.dealer.displayName;
  return vat ? `${name} · ${pdf.t('vatNumber', { vat })}` : name;
}

/**
 * The installer as the certificate prints it: what a customer needs to reach them (the claim goes
 * to the guarantor or to them): the company, its address, VAT number, telephone and e-mail.
 */
function installerOf(g: Guarantee, vat: string | null, contact: DealerContact | undefined, pdf: PdfWriter): string {
  const c = contact;
  const town = c ? [c.zipCode, c.city, c.state ? `(${c.state})` : null].filter(Boolean).join(' ') : '';
  return [
    g.dealer.company ?? g.dealer.displayName,
    c?.address?.trim(),
    town,
    c?.country ? localCountry(c.country, pdf.lang) : null,
    vat ? pdf.t('vatNumber', { vat }) : null,
    [c?.phone ? pdf.t('phone', { phone: c.phone }) : null, c?.email].filter(Boolean).join(' · '),
  ]
    .filter(Boolean)
    .join('\n');
}

/** The product's name in both languages, for the legal clause. */
function productTitles(g: Guarantee): Record<Locale, string> {
  const entry = catalogueEntry(g.material, g.productCategory, g.product);
  return { it: entry?.product.title.it ?? g.product, en: entry?.product.title.en ?? g.product };
}

/** The legal clause: its title, then each element under its own bold label. */
function printClause(pdf: PdfWriter, clause: LegalClause): void {
  pdf.heading(clause.title, 2, 60);
  for (const section of clause.sections) {
    pdf.paragraph(section.heading, { bold: true, size: 9.5, after: 1 });
    pdf.paragraph(section.text, { size: 9.5, after: 6 });
  }
  pdf.space(6);
}

/** A table's two-line header and its first three rows of two lines: what a heading keeps with it. */
const TABLE_START = 150;

const sizeOf = (u: GuaranteeUnit) => `${u.width} × ${u.height}`;

async function writer(kind: 'certificate' | 'declaration', input: PaperworkInput) {
  const w = wordsOf(input.lang, 'paperwork');
  const t = translator(input.lang, 'paperwork');
  const title = `${w[kind]} ${input.guarantee.code}`;
  const pdf = await PdfWriter.create({ lang: input.lang, manufacturer: input.manufacturer, logo: input.logo, now: input.now, title, reference: input.guarantee.code });
  return { pdf, w, t };
}

/** The warranty certificate: what is covered, until when, on what terms, and how to check it. */
export async function certificatePdf(input: PaperworkInput): Promise<Uint8Array> {
  const { guarantee: g, lang, manufacturer } = input;
  const { pdf, w, t } = await writer('certificate', input);
  const product = productOf(g, lang);

  pdf.heading(`${w.certificate}\n${t('number', { code: g.code })}`);
  pdf.keyValues(
    [
      [w.customer, g.customerName],
      [w.address, addressOf(g, lang)],
      [w.dealer, installerOf(g, input.dealerVat, input.dealerContact, pdf)],
      [w.product, product.title],
      [w.quantity, t('pieces', { smart_count: g.quantity })],
      ...(g.orderReference ? [[w.orderReference, g.orderReference] as const] : []),
      [w.installed, pdf.date(g.installationDate)],
      [w.years, t('yearsValue', { smart_count: g.warrantyYears })],
      [w.validUntil, pdf.date(g.expiresOn)],
      [w.registered, pdf.date(g.createdAt)],
    ],
    { aside: { qr: input.verifyUrl, caption: w.verifyShort } },
  );

  const declared = product.performance;
  const symbol = declared?.family === 'framed' && declared.transmittance.symbol === 'ud' ? 'Ud' : 'Uw';
  if (declared) {
    pdf.heading(w.declared, 2, TABLE_START);
    printDeclared(pdf, declared);
    // Which Uw is which: the declared one holds for the standard's reference size (EN 14351-1), the table's for each window as installed.
    if (declared.family === 'framed') {
      const { value } = declared.transmittance;
      pdf.paragraph(t('declaredUw', { symbol, value: pdf.number(value), width: declared.reference.width, height: declared.reference.height }), { size: 8.5, after: 2 });
    }
    pdf.paragraph(t('declaredNote', { standard: declared.standard, dop: declared.dop }), { size: 8.5 });
  }

  if (g.units.length) {
    pdf.heading(w.units, 2, TABLE_START);
    pdf.table(
      [
        { header: w.unitNo, width: 0.06 },
        { header: w.size, width: 0.2 },
        { header: w.sashes, width: 0.1 },
        { header: w.glazing, width: 0.4 },
        { header: w.qty, width: 0.07 },
        { header: w.installedUw, width: 0.17 },
      ],
      g.units.map((u) => [
        String(u.position),
        sizeOf(u),
        u.sashes === 0 ? w.fixed : String(u.sashes),
        u.glazing.label[lang],
        String(u.quantity),
        pdf.number(u.uw),
      ]),
    );
    // The legend explains only what the table shows: no Ag, Af, lg here.
    pdf.paragraph(t('uwNote', { symbol }), { size: 8.5 });
  }

  pdf.heading(w.terms, 2);
  pdf.paragraph(manufacturer.warrantyTerms[lang], { size: 9.5, after: 14 });

  // Codice del Consumo, art. 135-quinquies, comma 2 (D.Lgs. 170/2021): the fixed clause, never the
  // admin's terms; in Italian always, and for an English customer in English first, then in Italian,
  // each saying that the Italian text prevails (server/pdf/legalGuarantee.ts).
  const facts = { manufacturer, code: g.code, product: productTitles(g), warrantyYears: g.warrantyYears, expiresOn: g.expiresOn, country: g.country };
  for (const language of lang === 'it' ? (['it'] as const) : ([lang, 'it'] as const)) {
    printClause(pdf, legalGuaranteeClause(language, { ...facts, bilingual: lang !== 'it' }));
  }

  pdf.paragraph(w.verifyTitle, { bold: true, size: 9.5, after: 2 });
  pdf.paragraph(t('verifyText', { url: input.verifyUrl }), { size: 9.5 });
  // No signature: the registration is the dealer's own, and the QR code proves the paper genuine.
  return pdf.finish();
}

/** The supplier's declaration for the Ecobonus; the registration must have Ecobonus data. */
export async function declarationPdf(input: PaperworkInput): Promise<Uint8Array> {
  const { guarantee: g, lang, manufacturer } = input;
  const works = g.ecobonus;
  if (!works) throw new Error('declarationPdf needs a registration with Ecobonus data');
  const { pdf, w, t } = await writer('declaration', input);
  const product = productOf(g, lang);
  const uw = (value: number) => pdf.number(value);
  const money = (value: number) => new Intl.NumberFormat(DATE_LOCALES[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  const row = works.limitRow;
  // Renovation works (DM 26/6/2015 minimum requirements) get the new Uw check only: no old Uw, no cost ceilings (shared/ecobonus.ts).
  const incentive = works.worksKind === 'incentive';

  pdf.heading(w.declaration);
  pdf.paragraph(incentive ? w.declarationSubtitle : w.renovationSubtitle, { size: 11.5, bold: true, after: 4 });
  pdf.paragraph(w.declarationRegulation, { size: 9, after: 12 });
  pdf.keyValues([
    [w.declarant, [manufacturer.name, pdf.address(manufacturer.address), pdf.t('vatNumber', { vat: manufacturer.vatNumber })].join('\n')],
    [w.product, product.performance ? `${product.title}\n${t('dopLine', { dop: product.performance.dop })}` : product.title],
    [w.registration, g.code],
    [w.client, g.customerName],
    [w.building, addressOf(g, lang)],
    [w.dealer, dealerOf(g, input.dealerVat, pdf)],
    [w.zone, t('zoneValue', { zone: works.climateZone })],
    [w.worksKind, w[works.worksKind]],
    [w.worksStart, pdf.date(works.worksStart)],
    [w.worksEnd, pdf.date(works.worksEnd)],
    [
      w.limitApplied,
      row && works.limit !== null
        ? t('limitValue', { limit: uw(works.limit), zone: works.climateZone, source: citeSource(row.source, lang), from: pdf.date(row.from) })
        : t('noLimit', { from: pdf.date(WORKS_START_MIN) }),
    ],
  ]);

  pdf.heading(w.unitsCheck, 2, TABLE_START);
  pdf.table(
    [
      { header: w.unitNo, width: 0.06 },
      { header: w.size, width: incentive ? 0.18 : 0.26 },
      { header: w.qty, width: 0.07 },
      { header: `${w.newUw} (W/m²K)`, width: incentive ? 0.15 : 0.2 },
      ...(incentive ? [{ header: `${w.oldUw} (W/m²K)`, width: 0.16 }] : []),
      { header: `${w.limit} (W/m²K)`, width: incentive ? 0.15 : 0.18 },
      { header: w.outcome, width: 0.23 },
    ],
    g.units.map((u) => [
      String(u.position),
      sizeOf(u),
      String(u.quantity),
      uw(u.uw),
      ...(incentive ? [u.oldUw === null ? '–' : uw(u.oldUw)] : []),
      u.check?.limit == null ? '–' : uw(u.check.limit),
      u.check?.failures.some((f) => f !== 'cost_above_ceiling') ? w.fails : w.passes,
    ]),
  );
  // The limit is compared with Uw as printed (shared/ecobonus.ts printedUw): the reader is told how it is rounded.
  pdf.paragraph(t('roundingNote', { example: uw(1.3) }), { size: 8.5 });
  if (!incentive) pdf.paragraph(w.renovationNote, { size: 8.5 });
  if (solarFactorNotChecked(works)) pdf.paragraph(w.solarFactorNote, { size: 8.5, bold: true });

  const costed = g.units.filter((u) => u.check?.costPerM2 != null);
  if (costed.length) {
    pdf.heading(w.costs, 2, TABLE_START);
    pdf.table(
      [
        { header: w.unitNo, width: 0.06 },
        { header: w.size, width: 0.2 },
        { header: w.area, width: 0.15 },
        { header: w.cost, width: 0.13 },
        { header: w.costPerM2, width: 0.11 },
        { header: w.ceiling, width: 0.15 },
        { header: w.outcome, width: 0.2 },
      ],
      costed.map((u) => [
        String(u.position),
        u.withShutters ? `${sizeOf(u)}\n${w.withShutters}` : sizeOf(u),
        pdf.number(unitArea(u)),
        money(u.cost!),
        money(u.check!.costPerM2!),
        money(u.check!.ceiling!),
        u.check!.failures.includes('cost_above_ceiling') ? w.fails : w.passes,
      ]),
    );
    pdf.paragraph(t('costNote', { zone: works.climateZone }), { size: 8.5 });
  }

  pdf.heading(w.result, 2);
  if (works.passes) pdf.paragraph(t('allPass', { zone: works.climateZone, costs: costed.length ? w.costsToo : '' }), { bold: true });
  else {
    pdf.paragraph(incentive ? w.someFail : w.someFailRenovation, { bold: true, after: 4 });
    for (const u of g.units) {
      for (const failure of u.check?.failures ?? []) {
        pdf.paragraph(
          `• ${t(`failure.${failure}`, {
            n: u.position,
            uw: uw(u.uw),
            old: u.oldUw === null ? '–' : uw(u.oldUw),
            limit: u.check?.limit == null ? '–' : uw(u.check.limit),
            cost: u.check?.costPerM2 == null ? '–' : money(u.check.costPerM2),
            ceiling: u.check?.ceiling == null ? '–' : money(u.check.ceiling),
          })}`,
          { after: 3 },
        );
      }
    }
    pdf.space(6);
  }

  pdf.heading(w.enea, 2);
  // Renovation works are reported to ENEA only when they claim a deduction (e.g. the home renovation bonus).
  pdf.paragraph(t(incentive ? 'eneaText' : 'eneaTextRenovation', { date: pdf.date(works.eneaDeadline), end: pdf.date(works.worksEnd) }), { bold: true });
  const statement = { standard: product.performance?.standard ?? 'EN 14351-1', dop: product.performance?.dop ?? '–' };
  pdf.paragraph(t('statement', statement) + (incentive ? t('statementIncentive', statement) : ''), { size: 9.5 });
  pdf.signature({ name: manufacturer.name });
  return pdf.finish();
}
