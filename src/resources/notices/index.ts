import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../../ui/lazyPage';
import { resourceNames } from '../../../shared/paths';

/**
 * Notices (decisions.md "Resources"), served at /dashboard/comunicazioni: the resource's name is
 * that path segment. Each page is a chunk of its own.
 */
export const notices = {
  name: resourceNames.notices,
  list: lazyPage(() => import('./NoticeList')),
  show: lazyPage(() => import('./NoticeShow')),
  create: lazyPage(() => import('./NoticeCreate')),
  edit: lazyPage(() => import('./NoticeEdit')),
  icon: CampaignIcon,
  recordRepresentation: 'title',
} satisfies ResourceProps;
