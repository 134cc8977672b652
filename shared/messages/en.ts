import { appEn } from './app/en';
import { claimReportEn } from './claimReport/en';
import { dopEn } from './dop/en';
import { legalGuaranteeEn } from './legalGuarantee/en';
import { mailEn } from './mail/en';
import { paperworkEn } from './paperwork/en';
import { pdfEn } from './pdf/en';

/**
 * Every word a person reads, in English, by namespace: the app's pages (react-admin's own words
 * are merged in by src/i18n/en.ts), the e-mails, the printed documents' frame, the warranty
 * certificate and Ecobonus declaration, the certificate's legal clause and the Declaration of
 * Performance, and the claim report. One syntax throughout, Polyglot's (`%{name}`, `one |||| many` with `smart_count`).
 * The browser imports only ./app/*, never this module, so no e-mail or document word reaches its
 * chunks; the server reads its namespaces through server/lib/translate.ts.
 */
export const messagesEn = {
  app: appEn,
  mail: mailEn,
  pdf: pdfEn,
  paperwork: paperworkEn,
  legalGuarantee: legalGuaranteeEn,
  dop: dopEn,
  claimReport: claimReportEn,
};
export type Messages = typeof messagesEn;
export type Namespace = keyof Messages;

/** The dotted key of each text of a message tree (`frame.footer`). */
export type MessageKey<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKey<T[K]>}` }[keyof T & string];
