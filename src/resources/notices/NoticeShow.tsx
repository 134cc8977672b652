import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { DeleteWithConfirmButton, EditButton, Show, useRecordContext, useTranslate } from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { resourceNames } from '../../../shared/paths';
import { useFormatDate } from '../../i18n/dateLocale';
import { SectionCard } from '../../ui/SectionCard';
import type { NoticeRecord } from '../../providers/noticesQuery';
import { DetailRow } from '../DetailRow';
import { ResourceBreadcrumbs } from '../ResourceBreadcrumbs';
import { DownloadButton } from '../documents/DownloadButton';
import { UploadedFileCard } from '../documents/UploadedFileCard';
import { useIsAdmin } from '../../ui/useIsAdmin';
import { NoticeBody } from './NoticeBody';
import { PinMark, StatusChip } from './NoticeMarks';
import { useMarkReadOnOpen } from './useNotices';
import { AuditHistory } from '../audit/AuditHistory';

function Details({ record, isAdmin }: { record: NoticeRecord; isAdmin: boolean }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const field = (name: string) => translate(`resources.comunicazioni.fields.${name}`);
  const when = (iso: string) => formatDate(iso, 'longTime');
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <DetailRow label={field('publishAt')}>{when(record.publishAt)}</DetailRow>
      <DetailRow label={field('expiresAt')}>{record.expiresAt ? when(record.expiresAt) : translate('resources.comunicazioni.no_expiry')}</DetailRow>
      {isAdmin && (
        <DetailRow label={field('status')}>
          <StatusChip record={record} always />
        </DetailRow>
      )}
      {record.author && <DetailRow label={field('author')}>{record.author.displayName}</DetailRow>}
      {record.updatedAt !== record.createdAt && <DetailRow label={field('updatedAt')}>{when(record.updatedAt)}</DetailRow>}
      {record.readAt && <DetailRow label={field('readAt')}>{when(record.readAt)}</DetailRow>}
    </Box>
  );
}

function Attachment({ record }: { record: NoticeRecord }) {
  const translate = useTranslate();
  const file = record.attachment;
  if (!file) return null;
  return (
    <SectionCard id="notice-attachment-title" title={translate('resources.comunicazioni.fields.attachment')}>
      <Stack spacing={2} alignItems="flex-start">
        <UploadedFileCard
          file={{ key: file.key, name: file.name, size: file.size, path: file.name, type: file.type, preview: null, lastModified: Date.parse(file.lastModified) }}
        />
        <DownloadButton record={{ id: record.id, file }} resource={resourceNames.notices} />
      </Stack>
    </SectionCard>
  );
}

function ShowContent() {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const record = useRecordContext<NoticeRecord>();
  const { isAdmin } = useIsAdmin();
  useMarkReadOnOpen(record);
  if (!record) return null;
  return (
    <>
      <PageHeading title={record.title}>
        <ResourceBreadcrumbs resource={resourceNames.notices} record={{ id: record.id, label: record.title }} />
      </PageHeading>
      <Stack direction="row" flexWrap="wrap" useFlexGap gap={1.5} alignItems="center" sx={{ mt: -2, mb: 3 }}>
        {record.pinned && <Chip size="small" variant="outlined" icon={<PinMark fontSize={16} />} label={translate('resources.comunicazioni.pinned')} />}
        {isAdmin && <StatusChip record={record} />}
        <Typography variant="body2" color="text.secondary">
          {translate(record.status === 'scheduled' ? 'resources.comunicazioni.scheduled_for' : 'resources.comunicazioni.published_on', {
            date: formatDate(record.publishAt, 'long'),
          })}
          {record.author ? ` · ${record.author.displayName}` : ''}
        </Typography>
        {isAdmin && (
          <Stack direction="row" gap={1.5} sx={{ ml: { sm: 'auto' } }}>
            <EditButton variant="outlined" />
            <DeleteWithConfirmButton
              mutationMode="pessimistic"
              variant="outlined"
              confirmTitle="resources.comunicazioni.delete.title"
              confirmContent="resources.comunicazioni.delete.content"
              translateOptions={{ title: record.title }}
            />
          </Stack>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '8fr 4fr' }, alignItems: 'start' }}>
        <Card component="article" aria-label={record.title}>
          <CardContent sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
            <NoticeBody source={record.body} headingLevel={2} />
          </CardContent>
        </Card>
        <Stack spacing={3}>
          <SectionCard id="notice-details-title" title={translate('resources.comunicazioni.details')}>
            <Details record={record} isAdmin={isAdmin} />
          </SectionCard>
          <Attachment record={record} />
          {isAdmin && <AuditHistory type="notice" id={record.id} />}
        </Stack>
      </Box>
    </>
  );
}

/** /dashboard/comunicazioni/:id/show: the formatted text, details and attachment; opening it marks it read. */
export default function NoticeShow() {
  return (
    <Show actions={false} title={false} component="div" emptyWhileLoading sx={{ '& .RaShow-main': { mt: 0 } }}>
      <ShowContent />
    </Show>
  );
}
