import { useCreatePath, useGetList, useTranslate } from 'react-admin';
import { resourceNames } from '../../../shared/paths';
import type { ProductDocumentLink } from '../../catalogue/pages/ProductResources';
import type { DocumentRecord } from '../../providers/documentsQuery';
import { DocumentRowActions } from './KeepDocumentButton';
import { FileTypeIcon } from './FileTypeIcon';
import { useFormatBytes } from './format';

const options = { pagination: { page: 1, perPage: 50 }, sort: { field: 'title', order: 'ASC' } } as const;

/**
 * The documents linked to a catalogue product, for its page: the public ones and those reserved
 * to the user (all reserved ones, for an admin), in one request; technical sheets first. Each
 * with a download.
 */
export function useProductDocuments(material: string, productCategory: string, product: string): { documents: ProductDocumentLink[]; isPending: boolean } {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const formatBytes = useFormatBytes();
  const filter = { material, productCategory, product };
  const { data, isPending } = useGetList<DocumentRecord>(resourceNames.documents, { ...options, filter });
  const all = [...(data ?? [])].sort(
    (a, b) => Number(b.category === 'technical_sheet') - Number(a.category === 'technical_sheet') || a.title.localeCompare(b.title),
  );
  return {
    isPending,
    documents: all.map((doc) => ({
      id: doc.id,
      title: doc.title,
      to: createPath({ resource: resourceNames.documents, type: 'show', id: doc.id }),
      caption: [
        translate(`resources.documenti.categories.${doc.category}`),
        translate(`resources.documenti.languages.${doc.language}`),
        formatBytes(doc.file.size),
        ...(doc.reserved ? [translate('resources.documenti.reserved')] : []),
      ].join(' · '),
      icon: <FileTypeIcon fileName={doc.file.name} fontSize="small" />,
      action: <DocumentRowActions record={doc} />,
    })),
  };
}
