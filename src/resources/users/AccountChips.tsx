import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { User } from '../../../shared/user';

const STATUS_COLOURS = { pending: 'warning', active: 'success', disabled: 'default' } as const;

export function StatusChip({ status }: { status: User['status'] }) {
  const translate = useTranslate();
  return <Chip component="span" size="small" color={STATUS_COLOURS[status]} variant={status === 'active' ? 'outlined' : 'filled'} label={translate(`account.statuses.${status}`)} />;
}

export function RoleChip({ role }: { role: User['role'] }) {
  const translate = useTranslate();
  return <Chip component="span" size="small" color={role === 'admin' ? 'primary' : 'default'} variant="outlined" label={translate(`account.roles.${role}`)} />;
}
