import { downloadCSV, useLocaleState, useTranslate, type Exporter } from 'react-admin';
import type { DocumentRecord } from '../../providers/documentsQuery';
import { useCatalogueLink } from './catalogueLink';
import { useDateLocale } from '../../i18n/dateLocale';
import { csvDates } from './csvDates';
import { fileTypeName } from './fileType';

/**
 * The CSV export of the list (what the filters select, up to react-admin's 1000): readable
 * columns in the user's language; sizes in bytes, so a spreadsheet can sum them, and dates as the
 * user's spreadsheet reads them (day/month/year).
 * Italian spreadsheets expect ";" between fields.
 */
export function useDocumentsExporter(isAdmin: boolean): Exporter<DocumentRecord> {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const catalogueLink = useCatalogueLink();
  const dates = csvDates(useDateLocale());
  const field = (name: string) => translate(`resources.documenti.fields.${name}`);

  return async (records) => {
    const rows = records.map((d) => ({
      [field('id')]: d.id,
      [field('title')]: d.title,
      [field('description')]: d.description ?? '',
      [field('category')]: translate(`resources.documenti.categories.${d.category}`),
      [field('catalogue')]: catalogueLink(d)?.label ?? '',
      [field('language')]: translate(`resources.documenti.languages.${d.language}`),
      [field('file.name')]: d.file.name,
      [field('file.size')]: d.file.size,
      [field('file.type')]: fileTypeName(d.file.name, translate) ?? d.file.type,
      ...(isAdmin
        ? {
            [field('reserved')]: translate(d.reserved ? 'ra.boolean.true' : 'ra.boolean.false'),
            [field('dealerIds')]: (d.dealers ?? []).map((x) => x.displayName).join('; '),
          }
        : {}),
      [field('author')]: d.author?.displayName ?? '',
      [field('createdAt')]: dates.stamp(d.createdAt),
      [field('updatedAt')]: dates.stamp(d.updatedAt),
    }));
    const { toCsv } = await import('./csv');
    downloadCSV(toCsv(rows, locale === 'it' ? ';' : ','), translate('resources.documenti.export_file'));
  };
}
