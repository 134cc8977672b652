/**
 * The words of the Declaration of Performance (server/modules/catalogue/dop.ts), laid out as
 * Annex III of Regulation (EU) No 305/2011 (the Construction Products Regulation) asks: its numbered
 * points 1 to 7 and the closing statement follow the Annex's own model wording.
 */
export const dopEn = {
  title: 'Declaration of Performance',
  number: 'No. %{dop}',
  regulation: 'in accordance with Annex III of Regulation (EU) No 305/2011 (Construction Products Regulation)',
  productType: '1. Unique identification code of the product-type',
  intendedUse: '2. Intended use',
  manufacturer: '3. Manufacturer',
  avcp: '4. System of assessment and verification of constancy of performance',
  avcpSystem: 'System %{system}',
  standard: '5. Harmonised standard',
  notifiedBody: '6. Notified body',
  notifiedBodyText: '%{name} (%{number}) determined the product-type on the basis of type testing under system %{system} and issued the test reports.',
  noNotifiedBody: 'Not applicable: under system 4 the manufacturer determines the product-type itself.',
  declared: '7. Declared performance',
  characteristic: 'Essential characteristic',
  performance: 'Performance',
  specification: 'Harmonised technical specification',
  npd: 'NPD: no performance determined.',
  reference: '%{symbol} declared for the reference size %{width} × %{height} mm with %{sashes} and %{glazing}.',
  sashes: '%{smart_count} sash |||| %{smart_count} sashes',
  byGlazing: 'Thermal transmittance at the reference size, by glazing (EN ISO 10077-1)',
  glazing: 'Glazing',
  byInfill: 'Thermal transmittance at the reference size, by infill (EN ISO 10077-1)',
  infill: 'Infill',
  statement:
    'The performance of the product identified above is in conformity with the set of declared performances. This declaration of performance is issued, in accordance with Regulation (EU) No 305/2011, under the sole responsibility of the manufacturer identified above.',
  signedFor: 'Signed for and on behalf of the manufacturer by:',
  version: 'Version and date of issue',
  versionText: 'Version %{version} of %{issued}',
  supersededBy: 'Replaced by version %{version} of %{issued}: this earlier version remains available for the products supplied with it.',
  permanent: 'This version of the declaration is available at',
  qrCaption: 'This DoP online',
};
