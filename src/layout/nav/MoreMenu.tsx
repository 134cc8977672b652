import { Box, Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { isActive } from './filterByRole';
import { SUBMENU_WIDTH } from './NavItemButton';
import type { NavItem } from './types';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The bar's items that did not fit, each with its children. */
  items: NavItem[];
  pathname: string;
  label: string;
  titleOf: (item: NavItem) => string;
}

/** The horizontal bar's "More" menu (src/layout/nav/NavHorizontal.tsx), in a chunk of its own: drawn when first opened. */
export default function MoreMenu({ anchor, onClose, items, pathname, label, titleOf }: Props) {
  return (
    <Menu
      id="nav-more-menu"
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: SUBMENU_WIDTH + 40 } }, list: { 'aria-label': label, dense: true } }}
    >
      {items.flatMap((item) => [item, ...(item.children ?? [])].map((entry) => ({ entry, sub: entry !== item }))).map(({ entry, sub }) => {
        const Icon = sub ? undefined : entry.icon;
        return (
          <MenuItem
            key={entry.path}
            component={RouterLink}
            to={entry.path}
            disabled={entry.disabled}
            selected={isActive(entry.path, pathname)}
            aria-current={pathname === entry.path ? 'page' : undefined}
            onClick={onClose}
            sx={{ gap: 1.25, pl: sub ? 5.5 : 2 }}
          >
            {Icon && (
              <Box component="span" aria-hidden sx={{ display: 'inline-flex', fontSize: 20, color: 'text.secondary' }}>
                <Icon fontSize="inherit" />
              </Box>
            )}
            {titleOf(entry)}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
