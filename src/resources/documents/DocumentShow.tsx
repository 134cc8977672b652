import { Box, Stack, Typography } from '@mui/material';
import { SectionCard } from '../../ui/SectionCard';
import { DeleteWithConfirmButton, EditButton, Show, useRecordContext, useTranslate } from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import type { DocumentRecord } from '../../providers/documentsQuery';
import { DocumentBreadcrumbs } from './DocumentBreadcrumbs';
import { DocumentDetails } from './DocumentDetails';
import { DocumentPreview } from './DocumentPreview';
import { DownloadButton } from './DownloadButton';
import { KeepDocumentButton } from './KeepDocumentButton';
import { useIsAdmin } from '../../ui/useIsAdmin';
import { AuditHistory } from '../audit/AuditHistory';

function ShowContent() {
  const translate = useTranslate();
  const record = useRecordContext<DocumentRecord>();
  const { isAdmin } = useIsAdmin();
  if (!record) return null;
  return (
    <>
      <PageHeading title={record.title}>
        <DocumentBreadcrumbs record={record} />
      </PageHeading>
      <Stack direction="row" flexWrap="wrap" useFlexGap gap={1.5} sx={{ mt: -2, mb: 3 }}>
        <DownloadButton record={record} />
        <KeepDocumentButton record={record} />
        {isAdmin && <EditButton variant="outlined" />}
        {isAdmin && (
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            variant="outlined"
            confirmTitle="resources.documenti.delete.title"
            confirmContent="resources.documenti.delete.content"
            translateOptions={{ title: record.title }}
          />
        )}
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, alignItems: 'start' }}>
        <SectionCard id="document-preview-title" title={translate('resources.documenti.preview.title')}>
          <DocumentPreview record={record} />
        </SectionCard>
        <Stack spacing={3}>
          <SectionCard id="document-details-title" title={translate('resources.documenti.details')}>
            <DocumentDetails record={record} isAdmin={isAdmin} />
          </SectionCard>
          {record.description && (
            <SectionCard id="document-description-title" title={translate('resources.documenti.fields.description')}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {record.description}
              </Typography>
            </SectionCard>
          )}
          {isAdmin && <AuditHistory type="document" id={record.id} />}
        </Stack>
      </Box>
    </>
  );
}

/** /dashboard/documenti/:id/show: preview, details, download; edit and delete for admins. */
export default function DocumentShow() {
  return (
    <Show actions={false} title={false} component="div" emptyWhileLoading sx={{ '& .RaShow-main': { mt: 0 } }}>
      <ShowContent />
    </Show>
  );
}
