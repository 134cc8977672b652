import type { pdfEn } from './en';

export const pdfIt = {
  page: 'Pagina %{page} di %{pages}',
  vatNumber: 'P. IVA %{vat}',
  phone: 'Tel. %{phone}',
  printedOn: 'Stampato il %{date}',
  placeAndDate: 'Luogo e data',
  date: 'Data',
  signature: 'Firma',
  signatureAndStamp: 'Firma e timbro dell’azienda',
  signedFor: 'Per %{name}',
} satisfies typeof pdfEn;
