import { ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { resourceNames } from '../../../shared/paths';
import { useFormatDate } from '../../i18n/dateLocale';
import { EmptyText, HomeListCard } from '../../ui/HomeListCard';
import type { DocumentRecord } from '../../providers/documentsQuery';
import { DownloadButton } from './DownloadButton';
import { FileTypeIcon } from './FileTypeIcon';

/** For the dashboard home: the latest documents every dealer may see, with their download. One request. */
export function RecentDocuments({ limit = 5 }: { limit?: number }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const formatDate = useFormatDate();
  const resource = resourceNames.documents;
  return (
    <HomeListCard<DocumentRecord>
      id="recent-documents-title"
      title={translate('dashboard.recent_documents')}
      resource={resource}
      query={{ pagination: { page: 1, perPage: limit }, sort: { field: 'createdAt', order: 'DESC' } }}
      testId="recent-documents"
      skeletonHeight={76}
      empty={<EmptyText>{translate('dashboard.no_documents')}</EmptyText>}
      allLabel={translate('dashboard.all_documents')}
    >
      {(d) => (
        <ListItem key={d.id} disablePadding secondaryAction={<DownloadButton record={d} compact />}>
          <ListItemButton component={RouterLink} to={createPath({ resource, type: 'show', id: d.id })} sx={{ borderRadius: 1, pr: 7 }}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <FileTypeIcon fileName={d.file.name} />
            </ListItemIcon>
            <ListItemText
              primary={d.title}
              secondary={[
                translate(`resources.documenti.categories.${d.category}`),
                formatDate(d.createdAt, 'short').replace(/ /g, '\u00a0'),
                d.reserved && translate('resources.documenti.reserved'),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItemButton>
        </ListItem>
      )}
    </HomeListCard>
  );
}
