import { translator, type Translate } from '../lib/translate';
import type { ClaimKind, ClaimRemedy, ClaimStatus } from '../../shared/claims';

/**
 * Every e-mail the portal sends, in Italian and English: a subject, paragraphs, and at most one
 * button (a link into the portal). The words are in the portal's catalogue (shared/messages/mail/).
 */
export type Locale = 'it' | 'en';

/**
 * Ends a sentence after a value a person typed: a name that already ends with a stop (an
 * abbreviation such as "S.r.l." or "S.p.A.", or "…", "!", "?") gets no second one.
 */
export function stop(value: string): string {
  const trimmed = value.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export interface Message {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A list under the paragraphs (the notices of a digest). */
  items?: { label: string; url: string }[];
}

interface NoticeItem {
  title: string;
  url: string;
}

/** The parameters of each kind of message. */
export interface Templates {
  passwordReset: { name: string; url: string; minutes: number };
  accountApproved: { name: string; url: string };
  accountRefused: { name: string; reason: string; contact: string };
  accountDisabled: { name: string; reason: string; contact: string };
  documentReserved: { name: string; title: string; url: string };
  noticePublished: { name: string; title: string; excerpt: string; url: string; preferencesUrl: string };
  noticeDigest: { name: string; notices: NoticeItem[]; url: string; preferencesUrl: string };
  registrationPending: { name: string; applicant: string; email: string; details: string[]; url: string };
  /** To a dealer's customer, with the certificate attached. */
  guaranteeCertificate: { name: string; code: string; product: string; dealer: string; manufacturer: string; expiresOn: string; url: string };
  /** Claims (server/modules/claims/mail.ts): words the recipient's language names (kind, status, remedy) travel as their codes. */
  claimCreated: { name: string; code: string; dealer: string; product: string; kind: ClaimKind; excerpt: string; files: number; url: string };
  claimMessage: { name: string; code: string; author: string; excerpt: string; files: number; url: string };
  claimStatus: { name: string; code: string; status: ClaimStatus; remedy: ClaimRemedy | null; message: string | null; url: string };
}
export type TemplateName = keyof Templates;

type Compose = { [T in TemplateName]: (t: Translate<'mail'>, p: Templates[T]) => Message };

/** How each message is put together from its words (shared/messages/mail/), the same in both languages. */
const compose: Compose = {
  passwordReset: (t, p) => ({
    subject: t('passwordReset.subject'),
    greeting: t('greeting', { name: p.name }),
    paragraphs: [t('passwordReset.request'), t('passwordReset.validity', { minutes: p.minutes }), t('passwordReset.notYou')],
    action: { label: t('passwordReset.action'), url: p.url },
  }),
  accountApproved: (t, p) => ({
    subject: t('accountApproved.subject'),
    greeting: t('greeting', { name: p.name }),
    paragraphs: [t('accountApproved.text')],
    action: { label: t('accountApproved.action'), url: p.url },
  }),
  accountRefused: (t, p) => ({
    subject: t('accountRefused.subject'),
    greeting: t('greeting', { name: p.name }),
    paragraphs: [t('accountRefused.text'), t('reason', { reason: p.reason }), t('contact', { contact: p.contact })],
  }),
  accountDisabled: (t, p) => ({
    subject: t('accountDisabled.subject'),
    greeting: t('greeting', { name: p.name }),
    paragraphs: [t('accountDisabled.text'), t('reason', { reason: p.reason }), t('contact', { contact: p.contact })],
  }),
  documentReserved: (t, p) => ({
    subject: t('documentReserved.subject', { title: p.title }),
    greeting: t('greeting', { name: p.name }),
    paragraphs: [t('documentReserved.text', { title: p.title })],
    action: { label: t('documentReserved.action'), url: p.url },
  }),
  noticePublished: (t, p) => ({
    subject: t('noticePublished.subject', { title: p.title }),
    greeting: t('greeting', { name: p.name }),
    paragraphs: [p.excerpt, t('preferences', { url: p.preferencesUrl })].filter(Boolean),
    action: { label: t('noticePublished.action'), url: p.url },
  }),
  noticeDigest: (t, p) => ({
    subject: t('noticeDigest.subject', { smart_count: p.notices.length }),
    greeting: t('greeting', { name: p.name }),
    paragraphs: [t('noticeDigest.text'), t('preferences', { url: p.preferencesUrl })],
    items: p.notices.map((n) => ({ label: n.title, url: n.url })),
    action: { label: t('noticeDigest.action'), url: p.url },
  }),
  registrationPending: (t, p) => ({
    subject: t('registrationPending.subject', { applicant: p.applicant }),
    greeting: t('greeting', { name: p.name }),
    paragraphs: [t('registrationPending.text', { applicant: p.applicant, email: p.email }), ...p.details],
    action: { label: t('registrationPending.action'), url: p.url },
  }),
  guaranteeCertificate: (t, p) => ({
    subject: t('guaranteeCertificate.subject', { code: p.code, manufacturer: p.manufacturer }),
    greeting: t('guaranteeCertificate.greeting', { name: p.name }),
    paragraphs: [
      t('guaranteeCertificate.attached', { code: p.code, product: p.product, dealer: stop(p.dealer) }),
      t('guaranteeCertificate.validity', { expiresOn: p.expiresOn }),
      t('guaranteeCertificate.check'),
    ],
    action: { label: t('guaranteeCertificate.action'), url: p.url },
  }),
  claimCreated: (t, p) => ({
    subject: t('claims.created.subject', { code: p.code, dealer: p.dealer }),
    greeting: t('greeting', { name: p.name }),
    paragraphs: [t('claims.created.text', { dealer: p.dealer, code: p.code, product: p.product, kind: t(`claims.kind.${p.kind}`) }), p.excerpt, ...claimFiles(t, p.files)],
    action: { label: t('claims.action'), url: p.url },
  }),
  claimMessage: (t, p) => ({
    subject: t('claims.message.subject', { code: p.code }),
    greeting: t('greeting', { name: p.name }),
    paragraphs: [t('claims.message.text', { author: p.author, code: p.code }), ...(p.excerpt ? [p.excerpt] : []), ...claimFiles(t, p.files)],
    action: { label: t('claims.action'), url: p.url },
  }),
  claimStatus: (t, p) => {
    const status = t(`claims.status.${p.status}`);
    const detail =
      p.status === 'approved' && p.remedy
        ? [t('claims.moved.approved', { remedy: t(`claims.remedy.${p.remedy}`) })]
        : p.status === 'rejected' && p.message
          ? [t('claims.moved.reason', { reason: p.message })]
          : p.status === 'waiting' && p.message
            ? [t('claims.moved.question'), p.message]
            : [];
    const note = p.message && p.status !== 'rejected' && p.status !== 'waiting' ? [p.message] : [];
    return {
      subject: t('claims.moved.subject', { code: p.code, status }),
      greeting: t('greeting', { name: p.name }),
      paragraphs: [t('claims.moved.text', { code: p.code, status }), ...detail, ...note],
      action: { label: t('claims.action'), url: p.url },
    };
  },
};

/** "3 attached files.", or nothing. */
const claimFiles = (t: Translate<'mail'>, files: number) => (files ? [t('claims.files', { smart_count: files })] : []);

/** The message `template` in `locale`, filled with its parameters. */
export function composeMessage<T extends TemplateName>(template: T, locale: Locale, params: Templates[T]): Message {
  return (compose[template] as (t: Translate<'mail'>, p: Templates[T]) => Message)(translator(locale, 'mail'), params);
}

/**
 * A picture the message carries inside it (a MIME part of its own, shown where the HTML names it
 * by `cid:`), rather than fetched from the portal: mail programs block remote pictures until the
 * reader allows them (Outlook by default), and a portal on a private address cannot be reached.
 */
export interface InlinePicture {
  /** Its Content-ID, as the HTML's `cid:` names it. */
  cid: string;
  filename: string;
  contentType: 'image/png' | 'image/jpeg';
  content: Buffer;
  /** The size it is shown at, in CSS pixels (the picture is drawn at up to twice that). */
  width: number;
  height: number;
}

/** Who a message is from: the manufacturer, by its name and logo as an admin saved them. */
export interface Brand {
  name: string;
  /** Null: none uploaded (the portal's own mark is an SVG, which mail programs do not show). */
  logo: InlinePicture | null;
}

/** Messages to a dealer's customer, who knows the manufacturer but not the dealers' portal. */
export const CUSTOMER_TEMPLATES: readonly TemplateName[] = ['guaranteeCertificate'];

interface Frame {
  /** Under the manufacturer's name in the header: the portal, for those who use it. */
  portal: string;
  closing: string;
  footer: (manufacturer: string, customer: boolean) => string;
}

/** The frame of every message, in its language: the manufacturer signs it, the portal is named once. */
export function frameWords(locale: Locale): Frame {
  const t = translator(locale, 'mail');
  return {
    portal: t('frame.portal'),
    closing: t('frame.closing'),
    footer: (m, customer) => (customer ? t('frame.footerCustomer', { manufacturer: stop(m) }) : t('frame.footer', { manufacturer: m })),
  };
}
