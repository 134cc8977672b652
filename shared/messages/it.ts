import { appIt } from './app/it';
import { claimReportIt } from './claimReport/it';
import { dopIt } from './dop/it';
import type { Messages } from './en';
import { legalGuaranteeIt } from './legalGuarantee/it';
import { mailIt } from './mail/it';
import { paperworkIt } from './paperwork/it';
import { pdfIt } from './pdf/it';

/** Every word a person reads, in Italian: the same namespaces and keys as ./en.ts. */
export const messagesIt = {
  app: appIt,
  mail: mailIt,
  pdf: pdfIt,
  paperwork: paperworkIt,
  legalGuarantee: legalGuaranteeIt,
  dop: dopIt,
  claimReport: claimReportIt,
} satisfies Messages;
