import { Button, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { useCreatePath, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../layout/SectionCard';
import { useFormatDate } from '../../i18n/dateLocale';
import type { User } from '../../../shared/user';
import { AccessButtons } from './AccessButtons';

/** For an admin's dashboard home: the accounts awaiting approval, approved in one click. One request. */
export function PendingAccounts({ limit = 5 }: { limit?: number }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const formatDate = useFormatDate();
  const { data, total, isPending } = useGetList<User>('users', {
    pagination: { page: 1, perPage: limit },
    sort: { field: 'createdAt', order: 'ASC' },
    filter: { status: 'pending' },
  });
  return (
    <SectionCard id="pending-accounts-title" title={translate('dashboard.pending_accounts', { smart_count: total ?? 0 })}>
      {isPending ? (
        <Skeleton variant="rounded" height={48} />
      ) : !data?.length ? (
        <Typography variant="body2" color="text.secondary">
          {translate('dashboard.no_pending')}
        </Typography>
      ) : (
        <>
          <List dense disablePadding data-testid="pending-accounts">
            {data.map((u) => (
              <ListItem key={u.id} disableGutters sx={{ gap: 2, flexWrap: 'wrap' }}>
                <ListItemText
                  primary={u.company ? `${u.displayName} · ${u.company}` : u.displayName}
                  secondary={`${u.email} · ${formatDate(u.createdAt, { dateStyle: 'medium' })}`}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
                <AccessButtons record={u} />
              </ListItem>
            ))}
          </List>
          <Stack direction="row">
            <Button component={RouterLink} to={`${createPath({ resource: 'users', type: 'list' })}?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`} size="small">
              {translate('dashboard.all_pending')}
            </Button>
          </Stack>
        </>
      )}
    </SectionCard>
  );
}
