import VerifiedIcon from '@mui/icons-material/VerifiedUserOutlined';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../../ui/lazyPage';
import { resourceNames } from '../../../shared/paths';

/**
 * Warranty registrations (decisions.md "Resources"), served at /dashboard/garanzie: the
 * resource's name is that path segment. List, show, create and edit (a correction: admins at any
 * time, the owning dealer for DEALER_EDIT_DAYS); a registration is the record of an installation,
 * so there is no delete.
 */
export const guarantees = {
  name: resourceNames.guarantees,
  list: lazyPage(() => import('./GuaranteeList')),
  show: lazyPage(() => import('./GuaranteeShow')),
  create: lazyPage(() => import('./GuaranteeCreate')),
  edit: lazyPage(() => import('./GuaranteeEdit')),
  icon: VerifiedIcon,
  recordRepresentation: 'code',
} satisfies ResourceProps;
