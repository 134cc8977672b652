import type { Locale } from '../../../shared/locales';
import { DATE_LOCALES } from '../../../shared/locales';
import type { Guarantee, LegalClause } from '../../../shared/guarantees';
import type { GuaranteeUnit } from '../../../shared/guaranteeUnits';
import { unitArea, WORKS_START_MIN } from '../../../shared/guaranteeUnits';
import { citeSource, solarFactorNotChecked, type UnitFailure } from '../../../shared/ecobonus';
import { catalogueEntry } from '../catalogue/catalogueLink';
import { performanceOf } from '../../../shared/catalogue/performance';
import { PdfWriter, type Logo } from '../../pdf/document';
import { fill, plural } from '../../pdf/text';
import { localCountry } from '../../pdf/address';
import { legalGuaranteeClause } from '../../pdf/legalGuarantee';
import { printDeclared } from '../catalogue/dop';
import type { Manufacturer } from '../manufacturer/identity';

/**
 * The two documents of a warranty registration, printed in the customer's language: the
 * warranty certificate (for the customer: what is covered, until when, on what terms, and a QR
 * code to check it is genuine) and the supplier's declaration for the Ecobonus (for the tax
 * deduction: each window's Uw against the limit that applies, signed by the manufacturer). Every
 * figure is the registration's own, as the API answers it; the limits and checks come with it.
 */
const en = {
  certificate: 'Warranty certificate',
  number: 'No. %{code}',
  customer: 'Customer',
  address: 'Installation address',
  dealer: 'Installed by',
  product: 'Product',
  quantity: 'Quantity',
  pieces: '%{count} piece |||| %{count} pieces',
  orderReference: 'Order reference',
  installed: 'Installed on',
  years: 'Warranty',
  yearsValue: '%{count} year |||| %{count} years',
  validUntil: 'Valid until',
  declared: 'Declared performance',
  declaredNote: 'CE marking under %{standard}, Declaration of Performance no. %{dop}.',
  units: 'Windows installed',
  unitNo: 'No.',
  size: 'Size (W × H, mm)',
  sashes: 'Sashes',
  fixed: 'fixed',
  glazing: 'Glazing',
  qty: 'Qty',
  declaredUw: '%{symbol} declared: %{value} W/m²K, for the reference size %{width} × %{height} mm with the standard glazing (Declaration of Performance).',
  installedUw: 'Uw as installed (W/m²K)',
  uwNote:
    'Uw as installed: the thermal transmittance of each window at its real size with its glazing, calculated by EN ISO 10077-1 when the warranty was registered. It may differ from the declared %{symbol}, which holds for the reference size only.',
  terms: 'Warranty terms',
  verifyTitle: 'Check that this certificate is genuine',
  verifyText: 'Scan the QR code of this certificate or open %{url}: the manufacturer’s site confirms the certificate and its expiry, without showing any personal data.',
  verifyShort: 'Scan to check the certificate',
  registered: 'Registered on',

  declaration: 'Supplier’s declaration',
  declarationSubtitle: 'Tax deduction for energy efficiency works (Ecobonus): replacement of windows',
  declarationRegulation:
    'Thermal transmittance requirements of the windows replaced, as set by the decree that applies on the date the works started; CE marking under Regulation (EU) No 305/2011 and EN 14351-1.',
  declarant: 'The manufacturer',
  dopLine: 'Declaration of Performance %{dop}',
  registration: 'Warranty registration',
  client: 'Client',
  building: 'Building',
  zone: 'Climate zone',
  zoneValue: 'Zone %{zone} (DPR 412/93: Presidential Decree 412/1993 on buildings’ heating systems, which sets the climate zones)',
  worksKind: 'Kind of works',
  incentive: 'Works for a tax incentive (Ecobonus)',
  renovation: 'Renovation (minimum energy requirements)',
  worksStart: 'Works started',
  worksEnd: 'Works ended',
  limitApplied: 'Limit applied',
  limitValue: 'Uw ≤ %{limit} W/m²K in zone %{zone}: %{source} (works started from %{from})',
  noLimit: 'None: no limits apply to works started before %{from}',
  unitsCheck: 'Windows and their transmittance',
  newUw: 'Uw new',
  oldUw: 'Uw old',
  limit: 'Limit',
  outcome: 'Result',
  passes: 'Meets',
  fails: 'Does not meet',
  costs: 'Cost ceilings (DM 6/8/2020, Allegato I: Ministerial Decree of 6 August 2020, Annex I)',
  area: 'Area (m²)',
  cost: 'Cost (€)',
  costPerM2: '€/m²',
  ceiling: 'Ceiling €/m²',
  withShutters: 'with shutters',
  costNote:
    'Cost of one window net of VAT, professional fees and the complementary works of installation, as the ceilings are, against the ceiling for zone %{zone} (A–C: 550 €/m², 660 with shutters; D–F: 650 €/m², 750 with shutters).',
  result: 'Result',
  allPass: 'Every window listed meets the transmittance requirements of zone %{zone}%{costs}.',
  costsToo: ' and the cost ceilings',
  someFail: 'Not every window listed meets the requirements; those that do not are not eligible for the deduction:',
  someFailRenovation: 'Not every window listed meets the minimum requirement:',
  renovationSubtitle: 'Minimum energy performance requirements of buildings: replacement of windows',
  renovationNote:
    'Renovation works: the new windows’ Uw is checked against the minimum requirement for the date the works started. The replaced windows’ Uw and the cost ceilings of DM 6/8/2020 (Ministerial Decree of 6 August 2020) concern the tax incentive only and are not checked.',
  solarFactorNote:
    'Not checked: where a screen or shutter is present, DM 26/6/2015 (Ministerial Decree of 26 June 2015 on the minimum energy performance requirements of buildings), Annex 1, Appendix B, also sets a maximum total solar energy transmittance g_gl+sh for windows facing east to west through south, in every zone but F. This declaration does not state g_gl+sh.',
  roundingNote: 'Uw is calculated by EN ISO 10077-1 and printed rounded to two decimals (a half rounded up); each limit is compared with the value as printed, so that %{example} W/m²K meets a limit of %{example} W/m²K.',
  failure: {
    no_limits: 'window %{n}: no limits apply to the date the works started',
    new_uw_above_limit: 'window %{n}: Uw %{uw} W/m²K is above the limit of %{limit} W/m²K',
    old_uw_not_above_limit: 'window %{n}: the replaced window’s Uw %{old} W/m²K is not above the limit of %{limit} W/m²K, so the replacement is no improvement the incentive recognises',
    cost_above_ceiling: 'window %{n}: %{cost} €/m² is above the ceiling of %{ceiling} €/m²',
  } satisfies Record<UnitFailure, string>,
  enea: 'ENEA filing',
  eneaText: 'The works must be reported to ENEA by %{date}, 90 days after the end of the works (%{end}).',
  eneaTextRenovation: 'If a tax deduction is claimed for the works, they must be reported to ENEA by %{date}, 90 days after the end of the works (%{end}).',
  statement:
    'The manufacturer declares under its sole responsibility that the windows listed above bear the CE marking under %{standard} with the Declaration of Performance no. %{dop}, and that their thermal transmittance Uw was calculated by EN ISO 10077-1 at the real size of each window with the glazing installed.',
  statementIncentive: ' This declaration is issued for the tax deduction; where the rules allow (replacement of windows in a single dwelling), it may stand in for the sworn report of a qualified engineer.',
};
type Words = typeof en;

const it: Words = {
  certificate: 'Certificato di garanzia',
  number: 'N. %{code}',
  customer: 'Cliente',
  address: 'Indirizzo di installazione',
  dealer: 'Installato da',
  product: 'Prodotto',
  quantity: 'Quantità',
  pieces: '%{count} pezzo |||| %{count} pezzi',
  orderReference: 'Riferimento ordine',
  installed: 'Data di installazione',
  years: 'Garanzia',
  yearsValue: '%{count} anno |||| %{count} anni',
  validUntil: 'Valida fino al',
  declared: 'Prestazioni dichiarate',
  declaredNote: 'Marcatura CE secondo %{standard}, dichiarazione di prestazione n. %{dop}.',
  units: 'Serramenti installati',
  unitNo: 'N.',
  size: 'Misure (L × H, mm)',
  sashes: 'Ante',
  fixed: 'fisso',
  glazing: 'Vetrata',
  qty: 'Q.tà',
  declaredUw: '%{symbol} dichiarato: %{value} W/m²K, per la dimensione di riferimento %{width} × %{height} mm con la vetrata standard (dichiarazione di prestazione).',
  installedUw: 'Uw installato (W/m²K)',
  uwNote:
    'Uw installato: trasmittanza termica di ciascun serramento alle sue misure reali con la sua vetrata, calcolata secondo EN ISO 10077-1 alla registrazione della garanzia. Può differire dall’%{symbol} dichiarato, che vale solo per la dimensione di riferimento.',
  terms: 'Condizioni di garanzia',
  verifyTitle: 'Verifica l’autenticità del certificato',
  verifyText: 'Inquadra il codice QR di questo certificato o apri %{url}: il sito del fabbricante conferma il certificato e la sua scadenza, senza mostrare dati personali.',
  verifyShort: 'Inquadra per verificare il certificato',
  registered: 'Registrata il',

  declaration: 'Dichiarazione del fornitore',
  declarationSubtitle: 'Detrazione fiscale per la riqualificazione energetica (Ecobonus): sostituzione di serramenti',
  declarationRegulation:
    'Requisiti di trasmittanza termica dei serramenti sostituiti, secondo il decreto in vigore alla data di inizio dei lavori; marcatura CE secondo il Regolamento (UE) n. 305/2011 e la norma EN 14351-1.',
  declarant: 'Il fabbricante',
  dopLine: 'Dichiarazione di prestazione %{dop}',
  registration: 'Registrazione di garanzia',
  client: 'Committente',
  building: 'Immobile',
  zone: 'Zona climatica',
  zoneValue: 'Zona %{zone} (DPR 412/93)',
  worksKind: 'Tipo di intervento',
  incentive: 'Intervento con detrazione fiscale (Ecobonus)',
  renovation: 'Ristrutturazione (requisiti minimi)',
  worksStart: 'Inizio lavori',
  worksEnd: 'Fine lavori',
  limitApplied: 'Limite applicato',
  limitValue: 'Uw ≤ %{limit} W/m²K in zona %{zone}: %{source} (lavori iniziati dal %{from})',
  noLimit: 'Nessuno: nessun limite si applica a lavori iniziati prima del %{from}',
  unitsCheck: 'Serramenti e trasmittanza',
  newUw: 'Uw nuovo',
  oldUw: 'Uw esistente',
  limit: 'Limite',
  outcome: 'Esito',
  passes: 'Conforme',
  fails: 'Non conforme',
  costs: 'Massimali di costo (DM 6/8/2020, Allegato I)',
  area: 'Superficie (m²)',
  cost: 'Costo (€)',
  costPerM2: '€/m²',
  ceiling: 'Massimale €/m²',
  withShutters: 'con oscuranti',
  costNote:
    'Costo di un serramento al netto di IVA, prestazioni professionali e opere complementari di installazione e messa in opera, come i massimali, confrontato con il massimale della zona %{zone} (A–C: 550 €/m², 660 con oscuranti; D–F: 650 €/m², 750 con oscuranti).',
  result: 'Esito',
  allPass: 'Tutti i serramenti elencati rispettano i requisiti di trasmittanza della zona %{zone}%{costs}.',
  costsToo: ' e i massimali di costo',
  someFail: 'Non tutti i serramenti elencati rispettano i requisiti; quelli che non li rispettano non sono ammessi alla detrazione:',
  someFailRenovation: 'Non tutti i serramenti elencati rispettano il requisito minimo:',
  renovationSubtitle: 'Requisiti minimi di prestazione energetica degli edifici: sostituzione di serramenti',
  renovationNote:
    'Intervento di ristrutturazione: l’Uw dei nuovi serramenti è verificata rispetto al requisito minimo in vigore alla data di inizio dei lavori. L’Uw dei serramenti sostituiti e i massimali di costo del DM 6/8/2020 riguardano solo la detrazione fiscale e non sono verificati.',
  solarFactorNote:
    'Non verificato: in presenza di schermature o oscuranti, il DM 26/6/2015 (requisiti minimi), Allegato 1, Appendice B, fissa anche un valore massimo del fattore di trasmissione solare totale g_gl+sh per i serramenti esposti da est a ovest passando per sud, in tutte le zone tranne la F. La presente dichiarazione non attesta il g_gl+sh.',
  roundingNote: 'L’Uw è calcolata secondo EN ISO 10077-1 e stampata arrotondata a due decimali (il mezzo per eccesso); ogni limite è confrontato con il valore stampato, per cui %{example} W/m²K rispetta un limite di %{example} W/m²K.',
  failure: {
    no_limits: 'serramento %{n}: nessun limite si applica alla data di inizio dei lavori',
    new_uw_above_limit: 'serramento %{n}: Uw %{uw} W/m²K supera il limite di %{limit} W/m²K',
    old_uw_not_above_limit: 'serramento %{n}: l’Uw del serramento sostituito, %{old} W/m²K, non supera il limite di %{limit} W/m²K, quindi la sostituzione non è un miglioramento riconosciuto dall’incentivo',
    cost_above_ceiling: 'serramento %{n}: %{cost} €/m² supera il massimale di %{ceiling} €/m²',
  },
  enea: 'Comunicazione all’ENEA',
  eneaText: 'Gli interventi vanno comunicati all’ENEA entro il %{date}, 90 giorni dalla fine dei lavori (%{end}).',
  eneaTextRenovation: 'Se per i lavori si chiede una detrazione fiscale, vanno comunicati all’ENEA entro il %{date}, 90 giorni dalla fine dei lavori (%{end}).',
  statement:
    'Il fabbricante dichiara sotto la propria responsabilità che i serramenti sopra elencati sono marcati CE secondo la norma %{standard} con la dichiarazione di prestazione n. %{dop}, e che la loro trasmittanza termica Uw è stata calcolata secondo la norma EN ISO 10077-1 alle misure reali di ciascun serramento con la vetrata installata.',
  statementIncentive: ' La presente dichiarazione è rilasciata ai fini della detrazione fiscale; nei casi ammessi (sostituzione di serramenti in una singola unità immobiliare) può sostituire l’asseverazione di un tecnico abilitato.',
};
export const PAPERWORK_WORDS: Record<Locale, Words> = { it, en };

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
  const w = PAPERWORK_WORDS[input.lang];
  const title = `${w[kind]} ${input.guarantee.code}`;
  const pdf = await PdfWriter.create({ lang: input.lang, manufacturer: input.manufacturer, logo: input.logo, now: input.now, title, reference: input.guarantee.code });
  return { pdf, w };
}

/** The warranty certificate: what is covered, until when, on what terms, and how to check it. */
export async function certificatePdf(input: PaperworkInput): Promise<Uint8Array> {
  const { guarantee: g, lang, manufacturer } = input;
  const { pdf, w } = await writer('certificate', input);
  const product = productOf(g, lang);

  pdf.heading(`${w.certificate}\n${fill(w.number, { code: g.code })}`);
  pdf.keyValues(
    [
      [w.customer, g.customerName],
      [w.address, addressOf(g, lang)],
      [w.dealer, installerOf(g, input.dealerVat, input.dealerContact, pdf)],
      [w.product, product.title],
      [w.quantity, plural(w.pieces, g.quantity)],
      ...(g.orderReference ? [[w.orderReference, g.orderReference] as const] : []),
      [w.installed, pdf.date(g.installationDate)],
      [w.years, plural(w.yearsValue, g.warrantyYears)],
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
      pdf.paragraph(fill(w.declaredUw, { symbol, value: pdf.number(value), width: declared.reference.width, height: declared.reference.height }), { size: 8.5, after: 2 });
    }
    pdf.paragraph(fill(w.declaredNote, { standard: declared.standard, dop: declared.dop }), { size: 8.5 });
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
    pdf.paragraph(fill(w.uwNote, { symbol }), { size: 8.5 });
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
  pdf.paragraph(fill(w.verifyText, { url: input.verifyUrl }), { size: 9.5 });
  // No signature: the registration is the dealer's own, and the QR code proves the paper genuine.
  return pdf.finish();
}

/** The supplier's declaration for the Ecobonus; the registration must have Ecobonus data. */
export async function declarationPdf(input: PaperworkInput): Promise<Uint8Array> {
  const { guarantee: g, lang, manufacturer } = input;
  const works = g.ecobonus;
  if (!works) throw new Error('declarationPdf needs a registration with Ecobonus data');
  const { pdf, w } = await writer('declaration', input);
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
    [w.product, product.performance ? `${product.title}\n${fill(w.dopLine, { dop: product.performance.dop })}` : product.title],
    [w.registration, g.code],
    [w.client, g.customerName],
    [w.building, addressOf(g, lang)],
    [w.dealer, dealerOf(g, input.dealerVat, pdf)],
    [w.zone, fill(w.zoneValue, { zone: works.climateZone })],
    [w.worksKind, w[works.worksKind]],
    [w.worksStart, pdf.date(works.worksStart)],
    [w.worksEnd, pdf.date(works.worksEnd)],
    [
      w.limitApplied,
      row && works.limit !== null
        ? fill(w.limitValue, { limit: uw(works.limit), zone: works.climateZone, source: citeSource(row.source, lang), from: pdf.date(row.from) })
        : fill(w.noLimit, { from: pdf.date(WORKS_START_MIN) }),
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
  pdf.paragraph(fill(w.roundingNote, { example: uw(1.3) }), { size: 8.5 });
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
    pdf.paragraph(fill(w.costNote, { zone: works.climateZone }), { size: 8.5 });
  }

  pdf.heading(w.result, 2);
  if (works.passes) pdf.paragraph(fill(w.allPass, { zone: works.climateZone, costs: costed.length ? w.costsToo : '' }), { bold: true });
  else {
    pdf.paragraph(incentive ? w.someFail : w.someFailRenovation, { bold: true, after: 4 });
    for (const u of g.units) {
      for (const failure of u.check?.failures ?? []) {
        pdf.paragraph(
          `• ${fill(w.failure[failure], {
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
  pdf.paragraph(fill(incentive ? w.eneaText : w.eneaTextRenovation, { date: pdf.date(works.eneaDeadline), end: pdf.date(works.worksEnd) }), { bold: true });
  pdf.paragraph(fill(w.statement + (incentive ? w.statementIncentive : ''), { standard: product.performance?.standard ?? 'EN 14351-1', dop: product.performance?.dop ?? '–' }), { size: 9.5 });
  pdf.signature({ name: manufacturer.name });
  return pdf.finish();
}
