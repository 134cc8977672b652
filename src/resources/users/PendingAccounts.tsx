import { ListItem, ListItemText } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { useFormatDate } from '../../i18n/dateLocale';
import { EmptyText, HomeListCard } from '../../ui/HomeListCard';
import type { User } from '../../../shared/user';
import { AccessButtons } from './AccessButtons';
import { placeOf } from './place';

/** For an admin's dashboard home: the accounts awaiting approval, approved in one click. One request. */
export function PendingAccounts({ limit = 5 }: { limit?: number }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const formatDate = useFormatDate();
  const pending = { status: 'pending' };
  return (
    <HomeListCard<User>
      id="pending-accounts-title"
      title={(total) => translate('dashboard.pending_accounts', { smart_count: total })}
      resource="users"
      query={{ pagination: { page: 1, perPage: limit }, sort: { field: 'createdAt', order: 'ASC' }, filter: pending }}
      testId="pending-accounts"
      empty={<EmptyText>{translate('dashboard.no_pending')}</EmptyText>}
      allLabel={translate('dashboard.all_pending')}
      allPath={`${createPath({ resource: 'users', type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(pending))}`}
    >
      {(u) => (
        <ListItem key={u.id} disableGutters sx={{ gap: 2, flexWrap: 'wrap' }}>
          <ListItemText
            primary={u.company ? `${u.displayName} · ${u.company}` : u.displayName}
            secondary={
              <>
                <span>{`${u.email} · ${formatDate(u.createdAt, 'short')}`}</span>
                <br />
                <span>
                  {[u.vatNumber && `${translate('resources.users.fields.vatNumber')} ${u.vatNumber}`, u.phoneNumber, placeOf(u)].filter(Boolean).join(' · ')}
                </span>
              </>
            }
            slotProps={{ primary: { sx: { fontWeight: 600 } } }}
          />
          <AccessButtons record={u} />
        </ListItem>
      )}
    </HomeListCard>
  );
}
