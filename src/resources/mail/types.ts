/** One message of the e-mail log (GET /api/mail, /api/mail/{id}), as the server answers it. */
export interface MailMessage {
  id: number;
  recipient: string;
  /** The kind of message: passwordReset, accountApproved, noticePublished… */
  template: string;
  locale: 'it' | 'en';
  subject: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
  /** The plain-text part: one message only (a reset link blanked). */
  text?: string;
}

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export const MAIL_TEMPLATES = [
  'passwordReset',
  'accountApproved',
  'accountRefused',
  'accountDisabled',
  'documentReserved',
  'noticePublished',
  'noticeDigest',
  'registrationPending',
  'guaranteeCertificate',
] as const;
