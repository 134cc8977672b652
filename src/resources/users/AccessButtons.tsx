import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import ApproveIcon from '@mui/icons-material/HowToRegOutlined';
import DisableIcon from '@mui/icons-material/BlockOutlined';
import EnableIcon from '@mui/icons-material/LockOpenOutlined';
import { useGetIdentity, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { User } from '../../../shared/user';
import { apiErrorMessageKey } from '../../i18n/apiErrors';
import { ReasonDialog } from './ReasonDialog';

/**
 * The changes of an account's access: approve a pending dealer and enable a disabled account in
 * one click; refuse a pending one or disable an active one through a dialog asking the reason,
 * which the person receives by e-mail (disabling also signs them out everywhere). Never shown on
 * one's own row.
 */
export function AccessButtons({ record }: { record: User }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const [update, { isPending }] = useUpdate<User>();
  const [asking, setAsking] = useState(false);
  if (identity?.id === record.id) return null;
  const kind = record.status === 'pending' ? 'refuse' : 'disable';
  const change = (data: Partial<User>, done: string, after?: () => void) =>
    update(
      'users',
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          after?.();
          notify(done, { type: 'success', messageArgs: { name: record.displayName } });
          refresh();
        },
        onError: (error) => notify(apiErrorMessageKey(error), { type: 'error' }),
      },
    );
  const click = (action: () => void) => (e: React.MouseEvent) => {
    e.stopPropagation();
    action();
  };
  const label = (key: string) => translate(key, { name: record.displayName });
  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end">
      {record.status === 'pending' && (
        <Button size="small" variant="contained" startIcon={<ApproveIcon />} disabled={isPending} onClick={click(() => change({ status: 'active' }, 'resources.users.notifications.approved'))} aria-label={label('resources.users.actions.approve_named')}>
          {translate('resources.users.actions.approve')}
        </Button>
      )}
      {record.status === 'disabled' && (
        <Button size="small" variant="outlined" startIcon={<EnableIcon />} disabled={isPending} onClick={click(() => change({ status: 'active' }, 'resources.users.notifications.enabled'))} aria-label={label('resources.users.actions.enable_named')}>
          {translate('resources.users.actions.enable')}
        </Button>
      )}
      {record.status !== 'disabled' && (
        <Button size="small" variant="text" color="error" startIcon={<DisableIcon />} disabled={isPending} onClick={click(() => setAsking(true))} aria-label={label(`resources.users.actions.${kind}_named`)} aria-haspopup="dialog">
          {translate(`resources.users.actions.${kind}`)}
        </Button>
      )}
      <ReasonDialog
        open={asking}
        kind={kind}
        name={record.displayName}
        busy={isPending}
        onCancel={() => setAsking(false)}
        onConfirm={(statusReason) =>
          change({ status: 'disabled', statusReason }, kind === 'refuse' ? 'resources.users.notifications.refused' : 'resources.users.notifications.disabled', () => setAsking(false))
        }
      />
    </Stack>
  );
}
