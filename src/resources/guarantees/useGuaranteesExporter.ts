import { downloadCSV, useLocaleState, useTranslate, type Exporter } from 'react-admin';
import type { Guarantee } from '../../../shared/guarantees';
import { useDateLocale } from '../../i18n/dateLocale';
import { csvDates } from '../documents/csvDates';
import { dealerOptionText } from '../documents/DealerPicker';
import { useCountryName } from './countries';
import { expiryOf } from './expiry';
import { useProductOf } from './product';

/**
 * The CSV export of the list (what the filters select): readable columns in the user's language,
 * dates as the user's spreadsheet reads them (day/month/year); ";" between fields for Italian spreadsheets.
 */
export function useGuaranteesExporter(isAdmin: boolean): Exporter<Guarantee> {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const productOf = useProductOf();
  const country = useCountryName();
  const dates = csvDates(useDateLocale());
  const field = (name: string) => translate(`resources.garanzie.fields.${name}`);

  return async (records) => {
    const rows = records.map((g) => {
      const product = productOf(g);
      return {
        [field('code')]: g.code,
        ...(isAdmin ? { [field('dealer')]: dealerOptionText(g.dealer) } : {}),
        [field('customerName')]: g.customerName,
        [field('customerEmail')]: g.customerEmail ?? '',
        [field('customerPhone')]: g.customerPhone ?? '',
        [field('street')]: g.street,
        [field('zipCode')]: g.zipCode,
        [field('city')]: g.city,
        [field('province')]: g.province ?? '',
        [field('country')]: country(g.country),
        [field('product')]: product.title,
        [field('productCategory')]: product.where,
        [field('quantity')]: g.quantity,
        [field('orderReference')]: g.orderReference ?? '',
        [field('installationDate')]: dates.day(g.installationDate),
        [field('warrantyYears')]: g.warrantyYears,
        [field('expiresOn')]: dates.day(g.expiresOn),
        [field('status')]: translate(`resources.garanzie.statuses.${expiryOf(g.expiresOn).status}`),
        [field('notes')]: g.notes ?? '',
        [field('createdAt')]: dates.stamp(g.createdAt),
        [field('createdBy')]: g.createdBy?.displayName ?? '',
      };
    });
    const { toCsv } = await import('../documents/csv');
    downloadCSV(toCsv(rows, locale === 'it' ? ';' : ','), translate('resources.garanzie.export_file'));
  };
}
