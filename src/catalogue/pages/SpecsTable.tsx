import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { DATE_LOCALES } from '../../i18n/dateLocale';
import { CHARACTERISTIC_NAMES, NPD, characteristicsOf, productDataOf, type ProductPerformance } from '../../../shared/catalogue/performance';
import type { LocalizedText, ProductKind, Spec } from '../../../shared/catalogue/types';
import { useLocalized } from '../useLocalized';
import { numberFormat } from '../../../shared/intlFormats';

/** A row of the table: its label is an app message (content specs) or the declaration's own name. */
export type TechnicalRow = { id: string; label: { key: string } | { text: LocalizedText }; value: Spec['value']; unit?: string; decimals?: number };

/** The order a reader of technical data looks for the declared figures in: thermal first, wind last. */
const DECLARED_ORDER = [
  'uw',
  'ud',
  'glazing',
  'solarFactor',
  'lightTransmittance',
  'usb',
  'rw',
  'dnew',
  'airPermeability',
  'waterTightness',
  'windResistance',
  'windClassShutter',
  'impactResistance',
  'safetyDevices',
  'height',
  'abilityToRelease',
  'dangerousSubstances',
];

/**
 * The product's technical data: its content's rows with the declared performance merged in after
 * the profile depth, so each figure is written once, in performance.ts. Characteristics not
 * determined (NPD) are left to the CE label beside it, which lists every one; a shutter box's
 * Usb and Dn,e,w are product data, shown here and never on the label (EN 13659 declares neither).
 */
export function technicalRows(specs: Spec[], performance: ProductPerformance | undefined, kind: ProductKind): TechnicalRow[] {
  const own = specs.map((s): TechnicalRow => ({ id: s.key, label: { key: `catalogue.specs.${s.key}` }, value: s.value, unit: s.unit }));
  if (!performance) return own;
  const declared = [...characteristicsOf(performance), ...productDataOf(performance)]
    .filter((c) => c.value !== NPD)
    .map((c): TechnicalRow => ({ id: c.key, label: { text: CHARACTERISTIC_NAMES[c.key] }, value: c.value, unit: c.unit, decimals: c.decimals }));
  // An entrance door's first "glazing" is its panel, which the thickness row already describes.
  if (performance.family === 'framed' && kind !== 'door')
    declared.push({ id: 'glazing', label: { key: 'catalogue.specs.glazing' }, value: performance.glazings[0].label });
  declared.sort((a, b) => DECLARED_ORDER.indexOf(a.id) - DECLARED_ORDER.indexOf(b.id));
  const at = own.findIndex((s) => s.id === 'profileDepth') + 1;
  return [...own.slice(0, at), ...declared, ...own.slice(at)];
}

/** A value of the technical data or the declaration, with its unit, as the user's language writes it. */
export function useShowValue() {
  const local = useLocalized();
  const [locale] = useLocaleState();
  const tag = DATE_LOCALES[locale === 'en' ? 'en' : 'it'];
  // A declared figure keeps the decimals it is declared with (Uw 1,00 W/m²K, as the DoP prints it).
  const number = (value: number, decimals?: number) =>
    numberFormat(tag, decimals === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  return ({ value, unit, decimals }: { value: Spec['value']; unit?: string; decimals?: number }) => {
    const text = typeof value === 'number' ? number(value, decimals) : typeof value === 'string' ? value : local(value);
    return unit ? `${text} ${unit}` : text;
  };
}

/** The technical data of a product; numbers written the way the user's language writes them. */
export function SpecsTable({ rows }: { rows: TechnicalRow[] }) {
  const translate = useTranslate();
  const local = useLocalized();
  const show = useShowValue();
  return (
    <Table size="small" aria-label={translate('catalogue.sections.specs')}>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '45%', pl: 0 }}>
              {'key' in row.label ? translate(row.label.key) : local(row.label.text)}
            </TableCell>
            <TableCell sx={{ fontWeight: 500, pr: 0 }}>{show(row)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
