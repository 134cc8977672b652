import { Button, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { useCreatePath, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { resourceNames } from '../../config/paths';
import { useFormatDate } from '../../i18n/dateLocale';
import { SectionCard } from '../../layout/SectionCard';
import type { DocumentRecord } from '../../providers/documentsQuery';
import { DownloadButton } from './DownloadButton';
import { FileTypeIcon } from './FileTypeIcon';

/** For the dashboard home: the latest documents every dealer may see, with their download. One request. */
export function RecentDocuments({ limit = 5 }: { limit?: number }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const formatDate = useFormatDate();
  const resource = resourceNames.documents;
  const { data, isPending } = useGetList<DocumentRecord>(resource, {
    pagination: { page: 1, perPage: limit },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <SectionCard id="recent-documents-title" title={translate('dashboard.recent_documents')}>
      {isPending ? (
        <Stack spacing={1}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : !data?.length ? (
        <Typography variant="body2" color="text.secondary">
          {translate('dashboard.no_documents')}
        </Typography>
      ) : (
        <>
          <List dense disablePadding data-testid="recent-documents">
            {data.map((d) => (
              <ListItem key={d.id} disablePadding secondaryAction={<DownloadButton record={d} compact />}>
                <ListItemButton component={RouterLink} to={createPath({ resource, type: 'show', id: d.id })} sx={{ borderRadius: 1, pr: 7 }}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <FileTypeIcon fileName={d.file.name} />
                  </ListItemIcon>
                  <ListItemText
                    primary={d.title}
                    secondary={`${translate(`resources.documenti.categories.${d.category}`)} · ${formatDate(d.createdAt, { dateStyle: 'medium' })}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Button component={RouterLink} to={createPath({ resource, type: 'list' })} size="small" sx={{ mt: 1 }}>
            {translate('dashboard.all_documents')}
          </Button>
        </>
      )}
    </SectionCard>
  );
}
