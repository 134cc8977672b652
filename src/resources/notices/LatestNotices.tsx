import { Box, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { resourceNames } from '../../../shared/paths';
import { useFormatDate } from '../../i18n/dateLocale';
import { EmptyText, HomeListCard } from '../../ui/HomeListCard';
import { onDemand, useOptionalPart } from '../../ui/lazyPage';
import type { NoticeRecord } from '../../providers/noticesQuery';
import { PinMark, UnreadDot } from './NoticeMarks';

// The excerpts need the Markdown parser (about 50 KB of gzip JavaScript): loaded on its own, it
// stays out of the dashboard's first load, and each row's excerpt appears beside its date once it
// is here. Without it (the connection dropped first) the rows show their dates alone.
const excerpts = onDemand(() => import('./NoticeExcerpt'));

/**
 * For the dashboard home: the latest published notices (GET /protected/notices/list/{limit}),
 * pinned first, the unread ones marked, each a link to its page. One request; refreshed when a
 * notice is opened, written or deleted.
 */
export function LatestNotices({ limit = 5 }: { limit?: number }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const formatDate = useFormatDate();
  const resource = resourceNames.notices;
  // Fetched while the list request runs, rather than after its answer.
  const NoticeExcerpt = useOptionalPart(excerpts, { transition: true });
  return (
    <HomeListCard<NoticeRecord>
      id="latest-notices-title"
      title={translate('resources.comunicazioni.latest.title')}
      resource={resource}
      query={{ filter: { latest: true }, pagination: { page: 1, perPage: limit }, sort: { field: 'publishAt', order: 'DESC' } }}
      testId="latest-notices"
      empty={<EmptyText>{translate('resources.comunicazioni.latest.empty')}</EmptyText>}
      allLabel={translate('resources.comunicazioni.latest.all')}
    >
      {(n) => (
        <ListItem key={n.id} disablePadding data-notice-id={n.id} data-read={n.read}>
          <ListItemButton component={RouterLink} to={createPath({ resource, type: 'show', id: n.id })} sx={{ borderRadius: 1, alignItems: 'flex-start', gap: 1.25 }}>
            <Box sx={{ width: 10, pt: 1.1, flexShrink: 0 }}>{!n.read && <UnreadDot />}</Box>
            <ListItemText
              primary={
                <Stack component="span" direction="row" spacing={0.75} alignItems="center">
                  {n.pinned && <PinMark fontSize={16} />}
                  <Box component="span" sx={{ fontWeight: n.read ? 500 : 700 }}>
                    {n.title}
                  </Box>
                </Stack>
              }
              secondary={
                <>
                  {formatDate(n.publishAt, 'short')}
                  {NoticeExcerpt && (
                    <>
                      {' · '}
                      <NoticeExcerpt source={n.body} max={90} />
                    </>
                  )}
                </>
              }
              slotProps={{ secondary: { sx: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } } }}
            />
          </ListItemButton>
        </ListItem>
      )}
    </HomeListCard>
  );
}
