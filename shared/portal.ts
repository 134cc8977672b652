/**
 * The portal's own name, written once: the pages (shared/messages/app/shell), the browser tab, the e-mails
 * (server/mail) and the sender's display name all say it the same way.
 */
export const PORTAL_NAME: Readonly<Record<'it' | 'en', string>> = { it: 'Area Rivenditori', en: 'Dealer Area' };
