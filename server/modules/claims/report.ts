import sharp from 'sharp';
import type { ClaimFileRow, UserRow } from '../../db/schema';
import type { DB } from '../../db';
import type { FileStore } from '../../storage/fileStore';
import { PdfWriter, type Logo } from '../../pdf/document';
import { translator, wordsOf } from '../../lib/translate';
import { DATE_LOCALES, type Locale } from '../../../shared/locales';
import { ROME } from '../../../shared/calendar';
import { performanceOf } from '../../../shared/catalogue/performance';
import type { GuaranteeUnit } from '../../../shared/guaranteeUnits';
import { catalogueEntry } from '../catalogue/catalogueLink';
import { printDeclared } from '../catalogue/dop';
import type { Manufacturer, ManufacturerSource } from '../manufacturer/identity';
import { claimReportData, type ClaimReportData, type ReportPerson } from './reportData';

/**
 * The claim report (issue 26), a PDF on the portal's shared page (server/pdf): the claim and its
 * registration, the windows concerned with their stored Uw and the product's declared
 * performance, the photos, the conversation and the decision; words in
 * shared/messages/claimReport/. Printed on request, never stored: it always shows the claim as it
 * stands.
 */

/** Photos printed at most: a long conversation's pictures stay in the portal rather than making a report of hundreds of pages. */
export const REPORT_PHOTOS_MAX = 40;
/** A photo's longest side in the report, px: sharp at the printed size (about 8 cm), a fraction of the display file's bytes. */
const REPORT_PHOTO_PX = 1200;

export interface ClaimReportInput {
  lang: Locale;
  manufacturer: Manufacturer;
  logo?: Logo;
  data: ClaimReportData;
  /** A photo's JPEG as the report prints it, or null when its file cannot be read. */
  photo: (file: ClaimFileRow) => Promise<Uint8Array | null>;
  now?: Date;
}

const sizeOf = (u: GuaranteeUnit) => `${u.width} × ${u.height}`;

export async function claimReportPdf({ lang, manufacturer, logo, data, photo, now }: ClaimReportInput): Promise<Uint8Array> {
  const { claim, guarantee: g } = data;
  const w = wordsOf(lang, 'claimReport');
  const t = translator(lang, 'claimReport');
  const pdf = await PdfWriter.create({ lang, manufacturer, logo, now, title: `${w.title} ${claim.code}`, reference: claim.code });
  // Moments in Italy, where the claims are handled (a message at 00:30 in Rome is that day's).
  const moment = (ms: number) => new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'long', timeStyle: 'short', timeZone: ROME }).format(new Date(ms));
  const day = (ms: number) => new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'long', timeZone: ROME }).format(new Date(ms));
  const company = (p: ReportPerson) => (p.company ? `${p.company} (${p.displayName})` : p.displayName);
  const entry = catalogueEntry(claim.material, claim.productCategory, claim.product);
  const product = entry ? `${entry.product.title[lang]} (${entry.material.name[lang]} · ${entry.category.name[lang]})` : `${claim.material} / ${claim.productCategory} / ${claim.product}`;
  const country = new Intl.DisplayNames([DATE_LOCALES[lang]], { type: 'region' }).of(g.country) ?? g.country;

  pdf.heading(`${w.title}\n${claim.code}`);
  pdf.keyValues([
    [w.status, w.statuses[claim.status]],
    [w.kind, w.kinds[claim.kind]],
    [w.noticedOn, pdf.date(claim.noticedOn)],
    [w.openedOn, moment(claim.createdAt)],
    ...(data.createdBy ? [[w.openedBy, data.createdBy.displayName] as const] : []),
    [w.dealer, data.dealer.vatNumber ? `${company(data.dealer)}\n${pdf.t('vatNumber', { vat: data.dealer.vatNumber })}` : company(data.dealer)],
    [w.registration, g.code],
    [w.customer, g.customerName],
    [w.site, [g.street, `${g.zipCode} ${g.city}${g.province ? ` (${g.province})` : ''}`, country].join('\n')],
    [w.product, product],
    [w.installed, pdf.date(g.installationDate)],
    [w.warrantyUntil, Boolean(claim.paidService) ? `${pdf.date(g.expiresOn)}\n${w.paidService}` : pdf.date(g.expiresOn)],
    [w.assignee, data.assignee?.displayName ?? w.nobody],
    [w.dueAt, moment(claim.dueAt)],
    [w.firstAnswer, claim.firstAnswerAt === null ? w.notAnswered : moment(claim.firstAnswerAt)],
  ]);
  pdf.heading(w.description, 2, 40);
  pdf.paragraph(claim.description);

  // The windows: those the claim names, or all of the registration's when it names none.
  pdf.heading(w.units, 2, 150);
  const named = data.units.length ? g.units.filter((u) => data.units.includes(u.position)) : g.units;
  const missing = data.units.filter((p) => !g.units.some((u) => u.position === p));
  if (!data.units.length && g.units.length) pdf.paragraph(w.wholeRegistration, { size: 9 });
  if (named.length) {
    pdf.table(
      [
        { header: w.unitNo, width: 0.07 },
        { header: w.size, width: 0.19 },
        { header: w.sashes, width: 0.1 },
        { header: w.glazing, width: 0.38 },
        { header: w.qty, width: 0.08 },
        { header: w.uw, width: 0.18 },
      ],
      named.map((u) => [String(u.position), sizeOf(u), u.sashes === 0 ? w.fixed : String(u.sashes), u.glazing.label[lang], String(u.quantity), pdf.number(u.uw)]),
    );
    pdf.paragraph(w.uwNote, { size: 8.5 });
  } else if (!g.units.length) {
    pdf.paragraph(t('noUnits', { smart_count: g.quantity }), { size: 9 });
  }
  if (missing.length) pdf.paragraph(t('missingUnits', { positions: missing.join(', ') }), { size: 9 });

  const declared = performanceOf(claim.material, claim.productCategory, claim.product);
  pdf.heading(w.declared, 2, 150);
  if (declared) {
    printDeclared(pdf, declared);
    pdf.paragraph(t('declaredNote', { dop: declared.dop, standard: declared.standard }), { size: 8.5 });
  } else pdf.paragraph(w.noDeclared, { size: 9 });

  // Photos are numbered through the whole conversation, so that each message can name its own.
  const photos = data.messages.flatMap((m) => m.files.filter((f) => f.kind === 'photo'));
  const number = new Map(photos.map((f, i) => [f.id, i + 1]));
  pdf.heading(w.photos, 2, 240);
  if (!photos.length) pdf.paragraph(w.noPhotos, { size: 9 });
  const printed: { jpeg: Uint8Array; caption: string }[] = [];
  const unreadable: string[] = [];
  for (const file of photos.slice(0, REPORT_PHOTOS_MAX)) {
    const n = number.get(file.id)!;
    const jpeg = await photo(file);
    if (jpeg) printed.push({ jpeg, caption: `${t('photo', { n })} · ${file.name}` });
    else unreadable.push(t('photoMissing', { n, name: file.name }));
  }
  await pdf.pictures(printed);
  for (const line of unreadable) pdf.paragraph(line, { size: 9 });
  if (photos.length > REPORT_PHOTOS_MAX) pdf.paragraph(t('morePhotos', { shown: REPORT_PHOTOS_MAX, total: photos.length }), { size: 9 });

  pdf.heading(w.conversation, 2, 60);
  for (const [i, m] of data.messages.entries()) {
    const author = m.author ? `${m.author.displayName} (${m.author.role === 'admin' ? w.manufacturerRole : w.dealerRole})` : w.unknownAuthor;
    const head = [author, moment(m.createdAt), ...(m.status ? [t('movedTo', { status: w.statuses[m.status] })] : [])].join(' · ');
    pdf.paragraph(head, { bold: true, size: 9, after: 2 });
    // The first message is the description, printed in full above: not a second time.
    const body = i === 0 && m.body === claim.description ? w.asDescribed : m.body;
    pdf.paragraph(body, { size: 9.5, after: m.files.length ? 2 : 10 });
    if (m.files.length) {
      const list = m.files.map((f) => (f.kind === 'photo' ? t('photo', { n: number.get(f.id)! }) : f.name)).join(', ');
      pdf.paragraph(t('attachments', { list }), { size: 8.5, after: 10 });
    }
  }

  pdf.heading(w.decision, 2, 60);
  if (claim.remedy) pdf.keyValues([[w.remedy, w.remedies[claim.remedy]]]);
  if (claim.rejectionReason !== null && claim.status !== 'approved') pdf.keyValues([[w.rejectionReason, claim.rejectionReason]]);
  if (!claim.remedy && claim.rejectionReason === null) pdf.paragraph(t('noDecision', { status: w.statuses[claim.status] }));
  if (claim.status === 'closed') pdf.paragraph(w.closedNote);
  pdf.paragraph(t('printedOn', { date: day((now ?? new Date()).getTime()) }), { size: 8.5 });
  return pdf.finish();
}

/** A stored photo as the report prints it: made smaller, or null when its file is missing or unreadable. */
export function reportPhoto(store: FileStore) {
  return async (file: ClaimFileRow): Promise<Uint8Array | null> => {
    try {
      return await sharp(store.pathOf(file.fileKey))
        .resize({ width: REPORT_PHOTO_PX, height: REPORT_PHOTO_PX, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 80 })
        .toBuffer();
    } catch {
      return null;
    }
  };
}

export interface ReportSources {
  db: DB;
  fileStore: FileStore;
  manufacturer: ManufacturerSource;
}

/** The report of a claim `user` may see (404 otherwise), in `lang` (the account's own when not given). */
export async function printClaimReport(sources: ReportSources, id: number, user: Pick<UserRow, 'id' | 'role' | 'locale'>, lang?: Locale) {
  const data = await claimReportData(sources.db, id, user);
  const language = lang ?? user.locale;
  const [manufacturer, logo] = await Promise.all([sources.manufacturer.identity(), sources.manufacturer.logo()]);
  const content = await claimReportPdf({ lang: language, manufacturer, logo, data, photo: reportPhoto(sources.fileStore) });
  return { filename: `${wordsOf(language, 'claimReport').fileName}-${data.claim.code}.pdf`, content };
}
