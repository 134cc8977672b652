import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../../ui/lazyPage';
import { resourceNames } from '../../../shared/paths';

/**
 * After-sales claims (issue 26), served at /dashboard/reclami: the resource's name is that path
 * segment. List (the dealer's own claims; the admins' triage list), show (the claim and its
 * conversation, the admins' moves) and create. A claim is the record of what was reported and
 * decided: no edit, no delete.
 */
export const claims = {
  name: resourceNames.claims,
  list: lazyPage(() => import('./ClaimList')),
  show: lazyPage(() => import('./ClaimShow')),
  create: lazyPage(() => import('./ClaimCreate')),
  icon: ReportProblemIcon,
  recordRepresentation: 'code',
} satisfies ResourceProps;
