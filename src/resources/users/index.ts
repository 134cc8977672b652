import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../../ui/lazyPage';

/** Dealer accounts (admins only): /dashboard/users, over ra-data-simple-rest's /api/users. */
export const users = {
  name: 'users',
  list: lazyPage(() => import('./UserList')),
  edit: lazyPage(() => import('./UserEdit')),
  icon: PeopleIcon,
  recordRepresentation: 'displayName',
} satisfies ResourceProps;
