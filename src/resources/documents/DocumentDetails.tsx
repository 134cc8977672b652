import { Box, Chip, Link, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useFormatDate } from '../../i18n/dateLocale';
import { DetailRow } from '../DetailRow';
import type { DocumentRecord } from '../../providers/documentsQuery';
import { useCatalogueLink } from './catalogueLink';
import { DealerAvatars } from './DealerAvatars';
import { CategoryChip } from './DocumentTitleCell';
import { useFormatBytes } from './format';
import { fileTypeName } from './fileType';

/** The metadata of a document, as a description list; the dealers only for admins (who receive them). */
export function DocumentDetails({ record, isAdmin }: { record: DocumentRecord; isAdmin: boolean }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const formatBytes = useFormatBytes();
  const link = useCatalogueLink()(record);
  const field = (name: string) => translate(`resources.documenti.fields.${name}`);
  const when = (iso: string) => formatDate(iso, 'longTime');
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <DetailRow label={field('category')}>
        <CategoryChip category={record.category} />
      </DetailRow>
      <DetailRow label={field('catalogue')}>
        {link ? (
          <Link component={RouterLink} to={link.to} underline="hover">
            {link.label}
          </Link>
        ) : (
          translate('resources.documenti.no_catalogue')
        )}
      </DetailRow>
      <DetailRow label={field('language')}>{translate(`resources.documenti.languages.${record.language}`)}</DetailRow>
      <DetailRow label={field('file.name')}>{record.file.name}</DetailRow>
      <DetailRow label={field('file.size')}>{formatBytes(record.file.size)}</DetailRow>
      <DetailRow label={field('file.type')}>{fileTypeName(record.file.name, translate) ?? translate('resources.documenti.upload.unknown_type')}</DetailRow>
      <DetailRow label={field('createdAt')}>{when(record.createdAt)}</DetailRow>
      {record.updatedAt !== record.createdAt && <DetailRow label={field('updatedAt')}>{when(record.updatedAt)}</DetailRow>}
      {record.author && <DetailRow label={field('author')}>{record.author.displayName}</DetailRow>}
      <DetailRow label={field('reserved')}>
        {!record.reserved ? (
          translate('resources.documenti.visible_to_all')
        ) : isAdmin ? (
          <Stack spacing={1} alignItems="flex-start">
            <DealerAvatars dealers={record.dealers ?? []} />
            <Stack direction="row" flexWrap="wrap" useFlexGap gap={0.75}>
              {(record.dealers ?? []).map((d) => (
                <Chip key={d.id} size="small" label={d.company ? `${d.displayName} · ${d.company}` : d.displayName} />
              ))}
            </Stack>
          </Stack>
        ) : (
          translate('resources.documenti.reserved_to_you')
        )}
      </DetailRow>
    </Box>
  );
}
