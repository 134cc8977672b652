import { PORTAL_NAME } from '../../shared/portal';

/**
 * Every e-mail the portal sends, in Italian and English: a subject, paragraphs, and at most one
 * button (a link into the portal). The words are the portal's own, as in src/i18n; the portal is
 * named as its pages name it (shared/portal.ts). In English the first paragraph after the
 * greeting line starts with a capital; in Italian, after "Ciao Mario," it goes on in lower case.
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
}
export type TemplateName = keyof Templates;

type Catalogue = { [T in TemplateName]: (p: Templates[T]) => Message };

const it: Catalogue = {
  passwordReset: (p) => ({
    subject: `Reimposta la password dell'${PORTAL_NAME.it}`,
    greeting: `Ciao ${p.name},`,
    paragraphs: [
      'abbiamo ricevuto una richiesta di reimpostare la password del tuo account.',
      `Il link vale ${p.minutes} minuti e si può usare una volta sola. Quando avrai scelto la nuova password, tutte le sessioni aperte verranno chiuse.`,
      'Se la richiesta non è partita da te, ignora questo messaggio: la password resta quella di prima.',
    ],
    action: { label: 'Scegli una nuova password', url: p.url },
  }),
  accountApproved: (p) => ({
    subject: 'Il tuo account è attivo',
    greeting: `Ciao ${p.name},`,
    paragraphs: [`il tuo account dell'${PORTAL_NAME.it} è stato approvato: da ora puoi accedere a listini, documenti, schede tecniche e garanzie.`],
    action: { label: 'Accedi al portale', url: p.url },
  }),
  accountRefused: (p) => ({
    subject: 'La tua richiesta di accesso non è stata accolta',
    greeting: `Ciao ${p.name},`,
    paragraphs: [`la richiesta di un account dell'${PORTAL_NAME.it} non è stata accolta.`, `Motivo: ${p.reason}`, `Per chiarimenti: ${p.contact}`],
  }),
  accountDisabled: (p) => ({
    subject: 'Il tuo account è stato disattivato',
    greeting: `Ciao ${p.name},`,
    paragraphs: [`il tuo account dell'${PORTAL_NAME.it} è stato disattivato e le sessioni aperte sono state chiuse.`, `Motivo: ${p.reason}`, `Per chiarimenti: ${p.contact}`],
  }),
  documentReserved: (p) => ({
    subject: `Un documento riservato per te: ${p.title}`,
    greeting: `Ciao ${p.name},`,
    paragraphs: [`è disponibile un documento riservato a te: «${p.title}».`],
    action: { label: 'Apri il documento', url: p.url },
  }),
  noticePublished: (p) => ({
    subject: `Nuova comunicazione: ${p.title}`,
    greeting: `Ciao ${p.name},`,
    paragraphs: [p.excerpt, `Puoi scegliere quali comunicazioni ricevere per e-mail nel tuo profilo: ${p.preferencesUrl}`].filter(Boolean),
    action: { label: 'Leggi la comunicazione', url: p.url },
  }),
  noticeDigest: (p) => ({
    subject: p.notices.length === 1 ? 'Una nuova comunicazione sul portale' : `${p.notices.length} nuove comunicazioni sul portale`,
    greeting: `Ciao ${p.name},`,
    paragraphs: ['ecco le comunicazioni pubblicate nelle ultime 24 ore.', `Puoi scegliere quali comunicazioni ricevere per e-mail nel tuo profilo: ${p.preferencesUrl}`],
    items: p.notices.map((n) => ({ label: n.title, url: n.url })),
    action: { label: 'Vai alle comunicazioni', url: p.url },
  }),
  registrationPending: (p) => ({
    subject: `Nuova registrazione da approvare: ${p.applicant}`,
    greeting: `Ciao ${p.name},`,
    paragraphs: [`${p.applicant} (${p.email}) ha chiesto un account ed è in attesa di approvazione.`, ...p.details],
    action: { label: 'Valuta la richiesta', url: p.url },
  }),
  guaranteeCertificate: (p) => ({
    subject: `Certificato di garanzia ${p.code} – ${p.manufacturer}`,
    greeting: `Gentile ${p.name},`,
    paragraphs: [
      `in allegato trova il certificato di garanzia ${p.code} per ${p.product}, installato da ${stop(p.dealer)}`,
      `La garanzia vale fino al ${p.expiresOn}. Conservi il certificato insieme alla fattura di acquisto.`,
      'Può verificare in qualsiasi momento che il certificato sia autentico e valido:',
    ],
    action: { label: 'Verifica il certificato', url: p.url },
  }),
};

const en: Catalogue = {
  passwordReset: (p) => ({
    subject: `Reset your ${PORTAL_NAME.en} password`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      'We received a request to reset the password of your account.',
      `The link is valid for ${p.minutes} minutes and can be used once. When you have chosen the new password, every open session will be signed out.`,
      'If you did not ask for this, ignore this message: your password stays as it was.',
    ],
    action: { label: 'Choose a new password', url: p.url },
  }),
  accountApproved: (p) => ({
    subject: 'Your account is active',
    greeting: `Hello ${p.name},`,
    paragraphs: [`Your ${PORTAL_NAME.en} account has been approved: you can now reach price lists, documents, technical sheets and warranties.`],
    action: { label: 'Sign in to the portal', url: p.url },
  }),
  accountRefused: (p) => ({
    subject: 'Your request for access was not accepted',
    greeting: `Hello ${p.name},`,
    paragraphs: [`Your request for a ${PORTAL_NAME.en} account was not accepted.`, `Reason: ${p.reason}`, `For any question: ${p.contact}`],
  }),
  accountDisabled: (p) => ({
    subject: 'Your account has been disabled',
    greeting: `Hello ${p.name},`,
    paragraphs: [`Your ${PORTAL_NAME.en} account has been disabled and its open sessions signed out.`, `Reason: ${p.reason}`, `For any question: ${p.contact}`],
  }),
  documentReserved: (p) => ({
    subject: `A document reserved to you: ${p.title}`,
    greeting: `Hello ${p.name},`,
    paragraphs: [`A document reserved to you is available: “${p.title}”.`],
    action: { label: 'Open the document', url: p.url },
  }),
  noticePublished: (p) => ({
    subject: `New notice: ${p.title}`,
    greeting: `Hello ${p.name},`,
    paragraphs: [p.excerpt, `You can choose which notices you receive by e-mail in your profile: ${p.preferencesUrl}`].filter(Boolean),
    action: { label: 'Read the notice', url: p.url },
  }),
  noticeDigest: (p) => ({
    subject: p.notices.length === 1 ? 'A new notice on the portal' : `${p.notices.length} new notices on the portal`,
    greeting: `Hello ${p.name},`,
    paragraphs: ['Here are the notices published in the last 24 hours.', `You can choose which notices you receive by e-mail in your profile: ${p.preferencesUrl}`],
    items: p.notices.map((n) => ({ label: n.title, url: n.url })),
    action: { label: 'Go to the notices', url: p.url },
  }),
  registrationPending: (p) => ({
    subject: `New registration awaiting approval: ${p.applicant}`,
    greeting: `Hello ${p.name},`,
    paragraphs: [`${p.applicant} (${p.email}) asked for an account and is awaiting approval.`, ...p.details],
    action: { label: 'Review the request', url: p.url },
  }),
  guaranteeCertificate: (p) => ({
    subject: `Warranty certificate ${p.code} – ${p.manufacturer}`,
    greeting: `Dear ${p.name},`,
    paragraphs: [
      `Please find attached the warranty certificate ${p.code} for ${p.product}, installed by ${stop(p.dealer)}`,
      `The warranty is valid until ${p.expiresOn}. Keep the certificate together with the purchase invoice.`,
      'You can check at any time that the certificate is genuine and valid:',
    ],
    action: { label: 'Check the certificate', url: p.url },
  }),
};

export const catalogues: Record<Locale, Catalogue> = { it, en };

/** Who a message is from: the manufacturer, by its name and logo as an admin saved them. */
export interface Brand {
  name: string;
  /** The logo's absolute, versioned URL; null: none uploaded (the portal's own mark is an SVG, which mail programs do not show). */
  logoUrl: string | null;
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
export const frames: Record<Locale, Frame> = {
  it: {
    portal: PORTAL_NAME.it,
    closing: 'Cordiali saluti,',
    footer: (m, customer) =>
      customer
        ? `Questo messaggio è stato inviato da ${stop(m)} Non rispondere a questo indirizzo.`
        : `Questo messaggio è stato inviato da ${m} tramite l'${PORTAL_NAME.it}. Non rispondere a questo indirizzo.`,
  },
  en: {
    portal: PORTAL_NAME.en,
    closing: 'Kind regards,',
    footer: (m, customer) =>
      customer
        ? `This message was sent by ${stop(m)} Please do not reply to this address.`
        : `This message was sent by ${m} through the ${PORTAL_NAME.en}. Please do not reply to this address.`,
  },
};
