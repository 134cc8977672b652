import MailIcon from '@mui/icons-material/MailOutlined';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../../ui/lazyPage';

/** The e-mail log (admins only): /dashboard/mail over ra-data-simple-rest's /api/mail. Read only. */
export const mail = {
  name: 'mail',
  list: lazyPage(() => import('./MailList')),
  show: lazyPage(() => import('./MailShow')),
  icon: MailIcon,
  recordRepresentation: 'subject',
} satisfies ResourceProps;
