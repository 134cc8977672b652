import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import { createElement } from 'react';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import ForestIcon from '@mui/icons-material/ForestOutlined';
import WindowIcon from '@mui/icons-material/WindowOutlined';
import GridViewIcon from '@mui/icons-material/GridViewOutlined';
import ArchitectureIcon from '@mui/icons-material/ArchitectureOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedUserOutlined';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import FactoryIcon from '@mui/icons-material/FactoryOutlined';
import QueryStatsIcon from '@mui/icons-material/QueryStatsOutlined';
import OfflinePinIcon from '@mui/icons-material/OfflinePinOutlined';
import { cataloguePath, paths } from '../../../shared/paths';
import { CATALOGUE } from '../../../shared/catalogue/definition';
import { UnreadNoticesBadge } from './UnreadNoticesBadge';
import type { NavGroup, NavItem } from './types';

/** Each material's icon: the menu's and the home's catalogue cards'. */
export const MATERIAL_ICONS = { legno: ForestIcon, pvc: WindowIcon, alluminio: GridViewIcon };

/** The catalogue entries and their submenus come from the catalogue definition, not from copies here. */
const catalogueItems: NavItem[] = CATALOGUE.map((m) => ({
  title: m.name,
  path: cataloguePath(m.slug),
  icon: MATERIAL_ICONS[m.slug as keyof typeof MATERIAL_ICONS],
  children: m.categories.map((c) => ({ title: c.name, path: cataloguePath(m.slug, c.slug) })),
}));

/** The whole menu (spec §2 "Layout and navigation"); every layout draws it from here. */
export const NAV: NavGroup[] = [
  {
    subheader: 'nav.overview',
    items: [{ title: 'nav.dashboard', path: paths.dashboard, icon: DashboardIcon }],
  },
  {
    subheader: 'nav.products',
    items: [...catalogueItems, { title: 'nav.technical_sheets', path: paths.technicalSheets, icon: ArchitectureIcon }],
  },
  {
    subheader: 'nav.documents_group',
    items: [
      // The count of the user's unread notices, which the app gives the shell (./unreadNotices.ts).
      { title: 'nav.notices', path: paths.notices, icon: CampaignIcon, info: createElement(UnreadNoticesBadge) },
      { title: 'nav.documents', path: paths.documents, icon: FolderIcon },
      { title: 'nav.warranties', path: paths.warranties, icon: VerifiedIcon },
      { title: 'nav.claims', path: paths.claims, icon: ReportProblemIcon },
      { title: 'nav.kept', path: paths.keptFiles, icon: OfflinePinIcon },
    ],
  },
  {
    subheader: 'nav.administration',
    roles: ['admin'],
    items: [
      { title: 'nav.users', path: paths.users, icon: PeopleIcon, roles: ['admin'] },
      { title: 'nav.mail', path: paths.mail, icon: MailIcon, roles: ['admin'] },
      { title: 'nav.audit', path: paths.audit, icon: HistoryIcon, roles: ['admin'] },
      { title: 'claimQuality.menu', path: paths.claimQuality, icon: QueryStatsIcon, roles: ['admin'] },
      { title: 'nav.manufacturer', path: paths.manufacturer, icon: FactoryIcon, roles: ['admin'] },
    ],
  },
];
