import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../../ui/lazyPage';

/** The audit log (admins only): /dashboard/audit over /protected/audit. Read only. */
export const audit = {
  name: 'audit',
  list: lazyPage(() => import('./AuditList')),
  show: lazyPage(() => import('./AuditShow')),
  icon: HistoryIcon,
  recordRepresentation: 'id',
} satisfies ResourceProps;
