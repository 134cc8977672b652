/**
 * The words of every printed document's frame (header, footer, signature block). A document is
 * printed in its reader's language (the customer's, the dealer's), not the portal's current one.
 */
export const pdfEn = {
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
