import type { Locale } from '../../shared/locales';

/**
 * The words of the printed documents in both languages. A document is printed in its reader's
 * language (the customer's, the dealer's), not in the portal's current one, so these live on the
 * server beside the writer rather than in the app's messages.
 */
const en = {
  page: 'Page %{page} of %{pages}',
  vatNumber: 'VAT no. %{vat}',
  phone: 'Tel. %{phone}',
  printedOn: 'Printed on %{date}',
  placeAndDate: 'Place and date',
  date: 'Date',
  signature: 'Signature',
  signatureAndStamp: 'Signature and company stamp',
  signedFor: 'For %{name}',
};
type PdfMessages = typeof en;

const it: PdfMessages = {
  page: 'Pagina %{page} di %{pages}',
  vatNumber: 'P. IVA %{vat}',
  phone: 'Tel. %{phone}',
  printedOn: 'Stampato il %{date}',
  placeAndDate: 'Luogo e data',
  date: 'Data',
  signature: 'Firma',
  signatureAndStamp: 'Firma e timbro dell’azienda',
  signedFor: 'Per %{name}',
};

export const PDF_MESSAGES: Record<Locale, PdfMessages> = { it, en };
export type PdfMessageKey = keyof PdfMessages;
