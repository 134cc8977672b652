/**
 * Every e-mail the portal sends, in Italian and English: a subject, paragraphs, and at most one
 * button (a link into the portal). The words are the portal's own, as in src/i18n.
 */
export type Locale = 'it' | 'en';

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
    subject: 'Reimposta la password del Portale rivenditori',
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
    paragraphs: ['il tuo account del Portale rivenditori è stato approvato: da ora puoi accedere a listini, documenti, schede tecniche e garanzie.'],
    action: { label: 'Accedi al portale', url: p.url },
  }),
  accountRefused: (p) => ({
    subject: 'La tua richiesta di accesso non è stata accolta',
    greeting: `Ciao ${p.name},`,
    paragraphs: ['la richiesta di un account sul Portale rivenditori non è stata accolta.', `Motivo: ${p.reason}`, `Per chiarimenti: ${p.contact}`],
  }),
  accountDisabled: (p) => ({
    subject: 'Il tuo account è stato disattivato',
    greeting: `Ciao ${p.name},`,
    paragraphs: ['il tuo account del Portale rivenditori è stato disattivato e le sessioni aperte sono state chiuse.', `Motivo: ${p.reason}`, `Per chiarimenti: ${p.contact}`],
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
      `in allegato trova il certificato di garanzia ${p.code} per ${p.product}, installato da ${p.dealer}.`,
      `La garanzia vale fino al ${p.expiresOn}. Conservi il certificato insieme alla fattura di acquisto.`,
      'Può verificare in qualsiasi momento che il certificato sia autentico e valido:',
    ],
    action: { label: 'Verifica il certificato', url: p.url },
  }),
};

const en: Catalogue = {
  passwordReset: (p) => ({
    subject: 'Reset your Dealer portal password',
    greeting: `Hello ${p.name},`,
    paragraphs: [
      'we received a request to reset the password of your account.',
      `The link is valid for ${p.minutes} minutes and can be used once. When you have chosen the new password, every open session will be signed out.`,
      'If you did not ask for this, ignore this message: your password stays as it was.',
    ],
    action: { label: 'Choose a new password', url: p.url },
  }),
  accountApproved: (p) => ({
    subject: 'Your account is active',
    greeting: `Hello ${p.name},`,
    paragraphs: ['your Dealer portal account has been approved: you can now reach price lists, documents, technical sheets and warranties.'],
    action: { label: 'Sign in to the portal', url: p.url },
  }),
  accountRefused: (p) => ({
    subject: 'Your request for access was not accepted',
    greeting: `Hello ${p.name},`,
    paragraphs: ['your request for a Dealer portal account was not accepted.', `Reason: ${p.reason}`, `For any question: ${p.contact}`],
  }),
  accountDisabled: (p) => ({
    subject: 'Your account has been disabled',
    greeting: `Hello ${p.name},`,
    paragraphs: ['your Dealer portal account has been disabled and its open sessions signed out.', `Reason: ${p.reason}`, `For any question: ${p.contact}`],
  }),
  documentReserved: (p) => ({
    subject: `A document reserved to you: ${p.title}`,
    greeting: `Hello ${p.name},`,
    paragraphs: [`a document reserved to you is available: “${p.title}”.`],
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
    paragraphs: ['here are the notices published in the last 24 hours.', `You can choose which notices you receive by e-mail in your profile: ${p.preferencesUrl}`],
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
      `please find attached the warranty certificate ${p.code} for ${p.product}, installed by ${p.dealer}.`,
      `The warranty is valid until ${p.expiresOn}. Keep the certificate together with the purchase invoice.`,
      'You can check at any time that the certificate is genuine and valid:',
    ],
    action: { label: 'Check the certificate', url: p.url },
  }),
};

export const catalogues: Record<Locale, Catalogue> = { it, en };

/** The footer of every message, in its language. */
export const footers: Record<Locale, string> = {
  it: 'Questo messaggio è stato inviato dal Portale rivenditori. Non rispondere a questo indirizzo.',
  en: 'This message was sent by the Dealer portal. Please do not reply to this address.',
};
