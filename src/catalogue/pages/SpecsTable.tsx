import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { DATE_LOCALES } from '../../i18n/dateLocale';
import type { Spec } from '../types';
import { useLocalized } from '../useLocalized';

/** The technical data of a product; numbers written the way the user's language writes them. */
export function SpecsTable({ specs }: { specs: Spec[] }) {
  const translate = useTranslate();
  const local = useLocalized();
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(DATE_LOCALES[locale === 'en' ? 'en' : 'it'], { maximumFractionDigits: 2 });
  const show = ({ value, unit }: Spec) => {
    const text = typeof value === 'number' ? number.format(value) : typeof value === 'string' ? value : local(value);
    return unit ? `${text} ${unit}` : text;
  };
  return (
    <Table size="small" aria-label={translate('catalogue.sections.specs')}>
      <TableBody>
        {specs.map((spec) => (
          <TableRow key={spec.key}>
            <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '45%', pl: 0 }}>
              {translate(`catalogue.specs.${spec.key}`)}
            </TableCell>
            <TableCell sx={{ fontWeight: 500, pr: 0 }}>{show(spec)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
