import { Button, Stack } from '@mui/material';
import ApproveIcon from '@mui/icons-material/HowToRegOutlined';
import DisableIcon from '@mui/icons-material/BlockOutlined';
import EnableIcon from '@mui/icons-material/LockOpenOutlined';
import { useGetIdentity, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { User } from '../../../shared/user';
import { apiErrorMessageKey } from '../../i18n/apiErrors';

/**
 * The one-click changes of an account's access: approve a pending dealer, disable an account
 * (which signs it out everywhere), enable it again. Never shown on one's own row.
 */
export function AccessButtons({ record }: { record: User }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const [update, { isPending }] = useUpdate<User>();
  if (identity?.id === record.id) return null;
  const change = (status: User['status'], done: string) => (e: React.MouseEvent) => {
    e.stopPropagation();
    update(
      'users',
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(done, { type: 'success', messageArgs: { name: record.displayName } });
          refresh();
        },
        onError: (error) => notify(apiErrorMessageKey(error), { type: 'error' }),
      },
    );
  };
  const label = (key: string) => translate(key, { name: record.displayName });
  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end">
      {record.status === 'pending' && (
        <Button size="small" variant="contained" startIcon={<ApproveIcon />} disabled={isPending} onClick={change('active', 'resources.users.notifications.approved')} aria-label={label('resources.users.actions.approve_named')}>
          {translate('resources.users.actions.approve')}
        </Button>
      )}
      {record.status === 'disabled' && (
        <Button size="small" variant="outlined" startIcon={<EnableIcon />} disabled={isPending} onClick={change('active', 'resources.users.notifications.enabled')} aria-label={label('resources.users.actions.enable_named')}>
          {translate('resources.users.actions.enable')}
        </Button>
      )}
      {record.status !== 'disabled' && (
        <Button size="small" variant="text" color="error" startIcon={<DisableIcon />} disabled={isPending} onClick={change('disabled', 'resources.users.notifications.disabled')} aria-label={label('resources.users.actions.disable_named')}>
          {translate(record.status === 'pending' ? 'resources.users.actions.reject' : 'resources.users.actions.disable')}
        </Button>
      )}
    </Stack>
  );
}
