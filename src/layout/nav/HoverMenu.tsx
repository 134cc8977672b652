import { useRef, useState, type KeyboardEvent, type ReactElement, type MouseEvent } from 'react';
import { List, Menu, MenuItem, Paper, Popper } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isActive } from './filterByRole';
import { NavItemButton, type NavVariant } from './NavItemButton';
import type { NavItem } from './types';

/** Spec §9: the submenu popover of the mini and horizontal layouts is 160 wide. */
export const SUBMENU_WIDTH = 160;

/**
 * A root item whose children open on hover (mini and horizontal layouts). The item stays a link
 * to its section's index page (Enter follows it); from the keyboard, ArrowDown (or Space) opens
 * the submenu as a menu (MUI Menu: arrow keys move, Escape or Tab closes and the focus goes back
 * to the item).
 */
export function HoverMenuItem({ item, variant }: { item: NavItem; variant: Exclude<NavVariant, 'vertical'> }) {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [keyboardAnchor, setKeyboardAnchor] = useState<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hasChildren = Boolean(item.children?.length);
  const open = (e: MouseEvent<HTMLElement>) => {
    clearTimeout(closeTimer.current);
    if (hasChildren) setAnchor(e.currentTarget);
  };
  const close = () => {
    closeTimer.current = setTimeout(() => setAnchor(null), 120);
  };
  const keep = () => clearTimeout(closeTimer.current);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!hasChildren || (e.key !== 'ArrowDown' && e.key !== ' ')) return;
    e.preventDefault();
    setAnchor(null);
    setKeyboardAnchor(e.currentTarget);
  };
  const titleOf = (child: NavItem) => (typeof child.title === 'string' ? translate(child.title) : child.title[locale === 'en' ? 'en' : 'it']);
  const placement = variant === 'mini' ? 'right-start' : 'bottom-start';
  const button: ReactElement = (
    <NavItemButton
      item={item}
      variant={variant}
      depth={0}
      active={isActive(item.path, pathname)}
      onMouseEnter={open}
      onMouseLeave={close}
      onKeyDown={hasChildren ? onKeyDown : undefined}
      menuOpen={hasChildren ? Boolean(anchor || keyboardAnchor) : undefined}
    />
  );
  return (
    <li style={{ listStyle: 'none' }}>
      {button}
      {hasChildren && (
        <Popper open={Boolean(anchor)} anchorEl={anchor} placement={placement} sx={{ zIndex: (t) => t.zIndex.modal }}>
          <Paper elevation={8} onMouseEnter={keep} onMouseLeave={close} sx={{ width: SUBMENU_WIDTH, p: 0.5, ml: variant === 'mini' ? 1 : 0 }}>
            <List disablePadding sx={{ display: 'grid', gap: 0.25 }}>
              {item.children!.map((child) => (
                <li key={child.path} onClick={() => setAnchor(null)}>
                  <NavItemButton item={child} variant={variant} depth={1} active={isActive(child.path, pathname)} />
                </li>
              ))}
            </List>
          </Paper>
        </Popper>
      )}
      {hasChildren && (
        <Menu
          open={Boolean(keyboardAnchor)}
          anchorEl={keyboardAnchor}
          onClose={() => setKeyboardAnchor(null)}
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
              onClick={() => setKeyboardAnchor(null)}
            >
              {titleOf(child)}
            </MenuItem>
          ))}
        </Menu>
      )}
    </li>
  );
}
