import { useRef, useState, type ReactElement, type MouseEvent } from 'react';
import { Paper, Popper, List } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { isActive } from './filterByRole';
import { NavItemButton, type NavVariant } from './NavItemButton';
import type { NavItem } from './types';

/** Spec §9: the submenu popover of the mini and horizontal layouts is 160 wide. */
export const SUBMENU_WIDTH = 160;

/**
 * A root item whose children open on hover (mini and horizontal layouts); following the
 * root item itself goes to its section's index page, so keyboard users reach every child too.
 */
export function HoverMenuItem({ item, variant }: { item: NavItem; variant: Exclude<NavVariant, 'vertical'> }) {
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
  const placement = variant === 'mini' ? 'right-start' : 'bottom-start';
  const button: ReactElement = (
    <NavItemButton item={item} variant={variant} depth={0} active={isActive(item.path, pathname)} onMouseEnter={open} onMouseLeave={close} />
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
    </li>
  );
}
