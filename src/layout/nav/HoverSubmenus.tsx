import { List, Menu, MenuItem, Paper, Popper } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { isActive } from './filterByRole';
import { NavItemButton, SUBMENU_WIDTH, type NavVariant } from './NavItemButton';
import type { NavItem } from './types';

interface Props {
  item: NavItem;
  variant: Exclude<NavVariant, 'vertical'>;
  pathname: string;
  /** The item hovered: its submenu as a popper that stays while the pointer is over it. */
  anchor: HTMLElement | null;
  onKeep: () => void;
  onLeave: () => void;
  onFollow: () => void;
  /** The item opened from the keyboard: its submenu as a menu (arrow keys move, Escape closes). */
  keyboardAnchor: HTMLElement | null;
  titleOf: (child: NavItem) => string;
  onKeyboardClose: () => void;
}

/**
 * The submenus of a root item (src/layout/nav/HoverMenu.tsx), in a chunk of their own: they are
 * drawn only when opened, and Popper's positioning code stays out of every page's first load.
 */
export default function HoverSubmenus({ item, variant, pathname, anchor, onKeep, onLeave, onFollow, keyboardAnchor, titleOf, onKeyboardClose }: Props) {
  return (
    <>
      <Popper open={Boolean(anchor)} anchorEl={anchor} placement={variant === 'mini' ? 'right-start' : 'bottom-start'} sx={{ zIndex: (t) => t.zIndex.modal }}>
        <Paper elevation={8} onMouseEnter={onKeep} onMouseLeave={onLeave} sx={{ width: SUBMENU_WIDTH, p: 0.5, ml: variant === 'mini' ? 1 : 0 }}>
          <List disablePadding sx={{ display: 'grid', gap: 0.25 }}>
            {item.children!.map((child) => (
              <li key={child.path} onClick={onFollow}>
                <NavItemButton item={child} variant={variant} depth={1} active={isActive(child.path, pathname)} />
              </li>
            ))}
          </List>
        </Paper>
      </Popper>
      <Menu
        open={Boolean(keyboardAnchor)}
        anchorEl={keyboardAnchor}
        onClose={onKeyboardClose}
        anchorOrigin={variant === 'mini' ? { vertical: 'top', horizontal: 'right' } : { vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: SUBMENU_WIDTH } }, list: { 'aria-label': titleOf(item), dense: true } }}
      >
        {item.children!.map((child) => (
          <MenuItem
            key={child.path}
            component={RouterLink}
            to={child.path}
            selected={isActive(child.path, pathname)}
            aria-current={pathname === child.path ? 'page' : undefined}
            onClick={onKeyboardClose}
          >
            {titleOf(child)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
