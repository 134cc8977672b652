import type { KeyboardEvent, MouseEvent } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useLocaleState, useTranslate } from 'ra-core';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { NavItem } from './types';
import { Hint } from '../../ui/Hint';

export type NavVariant = 'vertical' | 'mini' | 'horizontal';

/** Spec §9: vertical menu 280 wide, mini 88. */
export const NAV_WIDTH = { vertical: 280, mini: 88 } as const;

/** Spec §9: the submenu popover of the mini and horizontal layouts is 160 wide. */
export const SUBMENU_WIDTH = 160;

/** Spec §9: item heights 44 (vertical), 56 (mini), 32 (horizontal); sub-items 36 and 34. */
export const ITEM_HEIGHT: Record<NavVariant, { root: number; sub: number }> = {
  vertical: { root: 44, sub: 36 },
  mini: { root: 56, sub: 34 },
  horizontal: { root: 32, sub: 34 },
};

interface Props {
  item: NavItem;
  variant: NavVariant;
  depth: number;
  active: boolean;
  /** Vertical items with children: whether the submenu is open, and the click that toggles it. */
  open?: boolean;
  onToggle?: () => void;
  onMouseEnter?: (e: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: () => void;
  /** Mini and horizontal items with children: ArrowDown opens their submenu (src/layout/nav/HoverMenu.tsx). */
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
  /** Whether that submenu is open (read out as "expanded"). */
  menuOpen?: boolean;
}

/** One menu entry, drawn for its layout and depth. */
export function NavItemButton({ item, variant, depth, active, open, onToggle, onMouseEnter, onMouseLeave, onKeyDown, menuOpen }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { pathname } = useLocation();
  const title = typeof item.title === 'string' ? translate(item.title) : item.title[locale === 'en' ? 'en' : 'it'];
  const caption = item.caption ? translate(item.caption) : undefined;
  const sub = depth > 0;
  const height = ITEM_HEIGHT[variant][sub ? 'sub' : 'root'];
  const Icon = item.icon;
  const hasChildren = Boolean(item.children?.length);
  // Vertical items with children are links that also open and close their submenu.
  const toggles = variant === 'vertical' && hasChildren && onToggle;
  const stacked = variant === 'mini' && !sub;
  // The horizontal bar's root items are drawn tighter, so that an admin's whole menu fits on one line at 1440 px.
  const compact = variant === 'horizontal' && !sub;

  const button = (
    <ButtonBase
      {...(item.disabled ? { component: 'button' as const } : { component: RouterLink, to: item.path, onClick: toggles ? onToggle : undefined })}
      disabled={item.disabled}
      aria-current={pathname === item.path ? 'page' : undefined}
      aria-expanded={toggles ? Boolean(open) : menuOpen !== undefined ? menuOpen : undefined}
      aria-haspopup={menuOpen !== undefined ? 'menu' : undefined}
      onKeyDown={onKeyDown}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      data-nav-item={item.path}
      sx={(t) => ({
        width: variant === 'horizontal' && !sub ? 'auto' : '100%',
        minHeight: height,
        px: stacked ? 0.5 : compact ? 1 : 1.5,
        py: stacked ? 0.75 : 0.5,
        gap: stacked ? 0.5 : compact ? 0.75 : 1.5,
        borderRadius: 1,
        display: 'flex',
        flexDirection: stacked ? 'column' : 'row',
        justifyContent: stacked ? 'center' : 'flex-start',
        textAlign: stacked ? 'center' : 'start',
        color: active ? 'primary.main' : 'text.secondary',
        fontWeight: active ? 600 : 500,
        ...(active && !sub ? { bgcolor: alpha(t.palette.primary.main, 0.1) } : {}),
        '&:hover': { bgcolor: active && !sub ? alpha(t.palette.primary.main, 0.16) : t.palette.action.hover },
        '&.Mui-disabled': { opacity: 0.56 },
        '&.Mui-focusVisible': { outline: `2px solid ${t.palette.primary.main}`, outlineOffset: -2 },
      })}
    >
      {Icon && !sub && (
        <Box component="span" sx={{ display: 'inline-flex', fontSize: stacked ? 22 : compact ? 20 : 24 }} aria-hidden>
          <Icon fontSize="inherit" />
        </Box>
      )}
      {sub && variant === 'vertical' && (
        <Box component="span" aria-hidden sx={{ width: 6, height: 6, mx: 0.5, borderRadius: '50%', bgcolor: 'currentColor', opacity: active ? 1 : 0.5 }} />
      )}
      <Box component="span" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontSize: stacked ? 11 : 14,
            fontWeight: 'inherit',
            lineHeight: stacked ? '16px' : '22px',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {title}
        </Typography>
        {caption && !stacked && variant !== 'horizontal' && (
          <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.disabled', lineHeight: '18px' }}>
            {caption}
          </Typography>
        )}
      </Box>
      {item.info && (
        // In the mini menu the count sits on the icon's corner, as a badge.
        <Box component="span" sx={stacked ? { position: 'absolute', top: 4, right: 6, display: 'inline-flex' } : { display: 'inline-flex' }}>
          {item.info}
        </Box>
      )}
      {hasChildren && !stacked && (
        <Box component="span" aria-hidden sx={{ display: 'inline-flex', fontSize: 16 }}>
          {variant === 'vertical' ? (
            <ExpandMoreIcon fontSize="inherit" sx={{ transform: open ? 'none' : 'rotate(-90deg)', transition: 'transform .2s' }} />
          ) : (
            <ChevronRightIcon fontSize="inherit" sx={{ transform: variant === 'horizontal' && !sub ? 'rotate(90deg)' : 'none' }} />
          )}
        </Box>
      )}
    </ButtonBase>
  );
  // Only the vertical menu has room for the caption (e.g. "coming soon"): elsewhere it is a tooltip.
  return caption && variant !== 'vertical' ? (
    <Hint title={`${title} — ${caption}`} placement={stacked ? 'right' : 'bottom'}>
      <span style={{ display: 'block' }}>{button}</span>
    </Hint>
  ) : (
    button
  );
}
