import FolderIcon from '@mui/icons-material/FolderOutlined';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../../ui/lazyPage';
import { resourceNames } from '../../../shared/paths';

/**
 * Documents (decisions.md "Resources"), served at /dashboard/documenti: the resource's name is
 * that path segment. Each page is a chunk of its own; the PDF viewer one more, on show pages.
 */
export const documents = {
  name: resourceNames.documents,
  list: lazyPage(() => import('./DocumentList')),
  show: lazyPage(() => import('./DocumentShow')),
  create: lazyPage(() => import('./DocumentCreate')),
  edit: lazyPage(() => import('./DocumentEdit')),
  icon: FolderIcon,
  recordRepresentation: 'title',
} satisfies ResourceProps;
