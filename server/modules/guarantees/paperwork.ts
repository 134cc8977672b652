import type { DB } from '../../db';
import { HttpError } from '../../lib/httpError';
import { enqueueMail, type Attachment, type AttachmentRef } from '../../mail/queue';
import type { Guarantee } from '../../../shared/guarantees';
import { DATE_LOCALES, type Locale } from '../../../shared/locales';
import { catalogueEntry } from '../catalogue/catalogueLink';
import type { ManufacturerSource } from '../manufacturer/identity';
import { getGuarantee, type Viewer } from './repository';
import { certificatePdf, declarationPdf, type PaperworkInput } from './pdf';

/**
 * The documents of a registration and the e-mail that carries its certificate: who may have
 * them (the registration's dealer and admins, as GET /protected/guarantee/{id}), their file names
 * and what prints them, for a download and for the mail queue alike.
 */

export type PaperworkKind = 'certificate' | 'declaration';

/** The public page that confirms a certificate (src/auth/VerifyPage.tsx): printed as a QR code and mailed. */
export const verifyUrl = (publicUrl: string, code: string) => `${publicUrl}/verify/${encodeURIComponent(code)}`;

const FILE_NAMES: Record<PaperworkKind, Record<Locale, string>> = {
  certificate: { it: 'Certificato-garanzia', en: 'Warranty-certificate' },
  declaration: { it: 'Dichiarazione-Ecobonus', en: 'Ecobonus-declaration' },
};
export const paperworkFileName = (kind: PaperworkKind, code: string, lang: Locale) => `${FILE_NAMES[kind][lang]}-${code}.pdf`;

export interface PaperworkSources {
  db: DB;
  manufacturer: ManufacturerSource;
  publicUrl: string;
}

async function inputOf(sources: PaperworkSources, guarantee: Guarantee, lang: Locale): Promise<PaperworkInput> {
  const [dealer, manufacturer, logo] = await Promise.all([
    sources.db
      .selectFrom('users')
      .select(['vatNumber', 'address', 'zipCode', 'city', 'state', 'country', 'phoneNumber as phone', 'email'])
      .where('id', '=', guarantee.dealerId)
      .executeTakeFirst(),
    sources.manufacturer.identity(),
    sources.manufacturer.logo(),
  ]);
  const { vatNumber = null, ...dealerContact } = dealer ?? {};
  return {
    lang,
    guarantee,
    dealerVat: vatNumber,
    // The certificate names the installer with what a customer needs to reach them.
    dealerContact: dealer ? (dealerContact as PaperworkInput['dealerContact']) : undefined,
    manufacturer,
    logo,
    verifyUrl: verifyUrl(sources.publicUrl, guarantee.code),
  };
}

/**
 * A document of a registration `user` may see, in `lang` (the customer's when not given). The
 * declaration exists only for a registration with Ecobonus data: 409 otherwise, since the
 * registration itself is there.
 */
export async function printPaperwork(sources: PaperworkSources, kind: PaperworkKind, id: number, user: Viewer, lang?: Locale): Promise<Attachment> {
  const guarantee = await getGuarantee(sources.db, id, user);
  const language = lang ?? guarantee.customerLocale;
  if (kind === 'declaration' && !guarantee.ecobonus) {
    throw new HttpError(409, 'This registration has no Ecobonus data: there is no declaration to print', 'ecobonus_missing');
  }
  const input = await inputOf(sources, guarantee, language);
  return {
    filename: paperworkFileName(kind, guarantee.code, language),
    content: kind === 'certificate' ? await certificatePdf(input) : await declarationPdf(input),
    contentType: 'application/pdf',
  };
}

/** How long after a certificate e-mail the same registration may send another. */
export const CERTIFICATE_MAIL_PAUSE_MS = 5 * 60_000;

/**
 * Queues the certificate for the customer's e-mail, in their language. The registration's
 * "sent at" is moved only when the pause has passed, in the same transaction as the message:
 * two clicks at once queue one message, and a refused one leaves nothing behind.
 */
export async function mailCertificate(sources: PaperworkSources, id: number, user: Viewer, now = Date.now()): Promise<{ to: string; certificateSentAt: string }> {
  const g = await getGuarantee(sources.db, id, user);
  if (!g.customerEmail) {
    throw new HttpError(400, 'The registration has no customer e-mail to send the certificate to', 'customer_email_missing', {
      fields: [{ field: 'customerEmail', message: 'is required to send the certificate' }],
    });
  }
  const to = g.customerEmail;
  const manufacturer = await sources.manufacturer.identity();
  const lang = g.customerLocale;
  const sent = await sources.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('guarantees')
      .set({ certificateSentAt: now })
      .where('id', '=', g.id)
      .where((eb) => eb.or([eb('certificateSentAt', 'is', null), eb('certificateSentAt', '<=', now - CERTIFICATE_MAIL_PAUSE_MS)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    await enqueueMail(trx, [
      {
        to,
        locale: lang,
        template: 'guaranteeCertificate',
        params: {
          name: g.customerName,
          code: g.code,
          product: productTitle(g, lang),
          dealer: g.dealer.company ?? g.dealer.displayName,
          manufacturer: manufacturer.name,
          expiresOn: new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${g.expiresOn}T00:00:00Z`)),
          url: verifyUrl(sources.publicUrl, g.code),
        },
        attachments: [{ kind: CERTIFICATE_ATTACHMENT, id: g.id, lang }],
      },
    ]);
    return true;
  });
  if (!sent) {
    const last = Date.parse(g.certificateSentAt ?? '') || now;
    const retryAfter = Math.max(1, Math.ceil((last + CERTIFICATE_MAIL_PAUSE_MS - now) / 1000));
    throw new HttpError(429, `The certificate was sent a moment ago: try again in ${retryAfter} s`, 'certificate_recently_sent', { retryAfter });
  }
  return { to, certificateSentAt: new Date(now).toISOString() };
}

const productTitle = (g: Guarantee, lang: Locale) => catalogueEntry(g.material, g.productCategory, g.product)?.product.title[lang] ?? g.product;

export const CERTIFICATE_ATTACHMENT = 'guaranteeCertificate';

/** The mail queue reads as the server, with an admin's view: the dealer's permission was checked when the message was queued. */
const QUEUE: Viewer = { id: 0, role: 'admin' };

/** The mail queue's printer of certificates. */
export const certificateAttachment = (sources: PaperworkSources) => (ref: AttachmentRef) => printPaperwork(sources, 'certificate', ref.id, QUEUE, ref.lang);
