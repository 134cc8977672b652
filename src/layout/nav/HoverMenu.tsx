import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { isActive } from './filterByRole';
import { NavItemButton, type NavVariant } from './NavItemButton';
import type { NavItem } from './types';
import { onDemand, useOnDemand } from '../../ui/lazyPage';

const hoverSubmenus = onDemand(() => import('./HoverSubmenus'));

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
  const HoverSubmenus = useOnDemand(hoverSubmenus, Boolean(anchor || keyboardAnchor));
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
  return (
    <li style={{ listStyle: 'none' }}>
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
      {hasChildren && HoverSubmenus && (
        <HoverSubmenus
          item={item}
          variant={variant}
          pathname={pathname}
          anchor={anchor}
          onKeep={keep}
          onLeave={close}
          onFollow={() => setAnchor(null)}
          keyboardAnchor={keyboardAnchor}
          titleOf={titleOf}
          onKeyboardClose={() => setKeyboardAnchor(null)}
        />
      )}
    </li>
  );
}
