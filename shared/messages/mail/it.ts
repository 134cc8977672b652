import { PORTAL_NAME } from '../../portal';
import type { mailEn } from './en';

/** The e-mails in Italian (see ./en.ts). */
export const mailIt = {
  greeting: 'Ciao %{name},',
  reason: 'Motivo: %{reason}',
  contact: 'Per chiarimenti: %{contact}',
  preferences: 'Puoi scegliere quali comunicazioni ricevere per e-mail nel tuo profilo: %{url}',
  passwordReset: {
    subject: `Reimposta la password dell'${PORTAL_NAME.it}`,
    request: 'abbiamo ricevuto una richiesta di reimpostare la password del tuo account.',
    validity: 'Il link vale %{minutes} minuti e si può usare una volta sola. Quando avrai scelto la nuova password, tutte le sessioni aperte verranno chiuse.',
    notYou: 'Se la richiesta non è partita da te, ignora questo messaggio: la password resta quella di prima.',
    action: 'Scegli una nuova password',
  },
  accountApproved: {
    subject: 'Il tuo account è attivo',
    text: `il tuo account dell'${PORTAL_NAME.it} è stato approvato: da ora puoi accedere a listini, documenti, schede tecniche e garanzie.`,
    action: 'Accedi al portale',
  },
  accountRefused: {
    subject: 'La tua richiesta di accesso non è stata accolta',
    text: `la richiesta di un account dell'${PORTAL_NAME.it} non è stata accolta.`,
  },
  accountDisabled: {
    subject: 'Il tuo account è stato disattivato',
    text: `il tuo account dell'${PORTAL_NAME.it} è stato disattivato e le sessioni aperte sono state chiuse.`,
  },
  documentReserved: {
    subject: 'Un documento riservato per te: %{title}',
    text: 'è disponibile un documento riservato a te: «%{title}».',
    action: 'Apri il documento',
  },
  noticePublished: {
    subject: 'Nuova comunicazione: %{title}',
    action: 'Leggi la comunicazione',
  },
  noticeDigest: {
    subject: 'Una nuova comunicazione sul portale |||| %{smart_count} nuove comunicazioni sul portale',
    text: 'ecco le comunicazioni pubblicate nelle ultime 24 ore.',
    action: 'Vai alle comunicazioni',
  },
  registrationPending: {
    subject: 'Nuova registrazione da approvare: %{applicant}',
    text: '%{applicant} (%{email}) ha chiesto un account ed è in attesa di approvazione.',
    action: 'Valuta la richiesta',
  },
  guaranteeCertificate: {
    subject: 'Certificato di garanzia %{code} – %{manufacturer}',
    greeting: 'Gentile %{name},',
    attached: 'in allegato trova il certificato di garanzia %{code} per %{product}, installato da %{dealer}',
    validity: 'La garanzia vale fino al %{expiresOn}. Conservi il certificato insieme alla fattura di acquisto.',
    check: 'Può verificare in qualsiasi momento che il certificato sia autentico e valido:',
    action: 'Verifica il certificato',
  },
  claims: {
    kind: { transport: 'danno da trasporto', installation: 'installazione', product: 'difetto del prodotto', other: 'altro' },
    status: {
      submitted: 'inviato',
      waiting: 'in attesa della tua risposta',
      review: 'in esame',
      approved: 'accolto',
      rejected: 'respinto',
      closed: 'chiuso',
    },
    remedy: { repair: 'una riparazione sul posto', part: 'un ricambio', unit: 'la sostituzione del serramento', credit: 'una nota di credito' },
    files: 'Un file allegato. |||| %{smart_count} file allegati.',
    action: 'Apri il reclamo',
    created: {
      subject: 'Nuovo reclamo %{code} da %{dealer}',
      text: '%{dealer} ha aperto il reclamo %{code} su %{product} (%{kind}):',
    },
    message: {
      subject: 'Nuovo messaggio sul reclamo %{code}',
      text: '%{author} ha scritto sul reclamo %{code}:',
    },
    moved: {
      subject: 'Reclamo %{code}: %{status}',
      text: 'il reclamo %{code} ora è %{status}.',
      question: 'Il produttore chiede:',
      approved: 'È stato accolto con %{remedy}.',
      reason: 'Motivo: %{reason}',
    },
  },
  frame: {
    portal: PORTAL_NAME.it,
    closing: 'Cordiali saluti,',
    footer: `Questo messaggio è stato inviato da %{manufacturer} tramite l'${PORTAL_NAME.it}. Non rispondere a questo indirizzo.`,
    footerCustomer: 'Questo messaggio è stato inviato da %{manufacturer} Non rispondere a questo indirizzo.',
  },
} satisfies typeof mailEn;
