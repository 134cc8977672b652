import { Fragment, memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Box, ButtonBase, Divider, List } from '@mui/material';
import { alpha } from '@mui/material/styles';
import MoreIcon from '@mui/icons-material/MoreHoriz';
import { useLocaleState, useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { HoverMenuItem } from './HoverMenu';
import { onDemand, useOnDemand } from '../../ui/lazyPage';
import { isActive } from './filterByRole';
import type { NavGroup, NavItem } from './types';

const moreMenu = onDemand(() => import('./MoreMenu'));

/** Room kept for the "More" button at the end of the bar (its width with either language's word). */
const MORE_WIDTH = 104;
const GAP = 8;

/**
 * The menu bar under the header in the horizontal layout; submenus open on hover. It never
 * wraps: the items that do not fit go, in order, into a "More" menu at the end of the bar (a
 * button: Enter, Space or ArrowDown opens it; arrow keys move, Escape closes). Where each item
 * ends is measured once with the whole bar drawn (again when the language or the items change),
 * then every resize only recounts.
 */
export const NavHorizontal = memo(function NavHorizontal({ groups }: { groups: NavGroup[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const flat = groups.flatMap((group) => group.items);
  const signature = `${locale}|${flat.map((i) => i.path).join(',')}`;
  const ends = useRef<{ signature: string; right: number[] } | null>(null);
  const [shown, setShown] = useState(flat.length);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const closeMore = useCallback(() => setAnchor(null), []);
  const MoreMenu = useOnDemand(moreMenu, Boolean(anchor));

  const fit = useCallback(() => {
    const nav = navRef.current;
    const measured = ends.current;
    if (!nav || !measured) return;
    const style = getComputedStyle(nav);
    const width = nav.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const { right } = measured;
    let count = right.length;
    if (right[count - 1] > width) {
      const first = right.findIndex((end) => end > width - MORE_WIDTH - GAP);
      count = first < 0 ? right.length : first;
    }
    setShown(count);
  }, []);

  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    if (ends.current?.signature !== signature) {
      // Draw every item first (before the browser paints), then measure where each ends.
      if (shown !== flat.length) return setShown(flat.length);
      const box = nav.getBoundingClientRect();
      const style = getComputedStyle(nav);
      const rtl = style.direction === 'rtl';
      const start = rtl ? box.right - parseFloat(style.paddingRight) : box.left + parseFloat(style.paddingLeft);
      const right = [...nav.querySelectorAll<HTMLElement>(':scope ul > li')].map((el) => {
        const r = el.getBoundingClientRect();
        return rtl ? start - r.left : r.right - start;
      });
      ends.current = { signature, right };
    }
    fit();
  }, [signature, shown, flat.length, fit]);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => fit());
    observer.observe(nav);
    return () => observer.disconnect();
  }, [fit]);

  const titleOf = (item: NavItem) => (typeof item.title === 'string' ? translate(item.title) : item.title[locale === 'en' ? 'en' : 'it']);
  const hidden = flat.slice(shown);
  const hiddenActive = hidden.some((item) => isActive(item.path, pathname));
  let index = 0;
  return (
    <Box
      component="nav"
      ref={navRef}
      aria-label={translate('nav.label')}
      data-testid="nav-horizontal"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'nowrap',
        overflow: 'hidden',
        gap: 1,
        px: { lg: 5 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {groups.map((group, i) => {
        const items = group.items.filter(() => index++ < shown);
        if (!items.length) return <Fragment key={group.subheader} />;
        return (
          <Box key={group.subheader} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
            {i > 0 && <Divider orientation="vertical" flexItem sx={{ my: 0.5 }} />}
            <List disablePadding aria-label={translate(group.subheader)} sx={{ display: 'flex', gap: 0.5 }}>
              {items.map((item) => (
                <HoverMenuItem key={item.path} item={item} variant="horizontal" />
              ))}
            </List>
          </Box>
        );
      })}
      {hidden.length > 0 && (
        <>
          <Divider orientation="vertical" flexItem sx={{ my: 0.5 }} />
          <ButtonBase
            onClick={(e) => setAnchor(e.currentTarget)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowDown') return;
              e.preventDefault();
              setAnchor(e.currentTarget);
            }}
            aria-haspopup="menu"
            aria-expanded={Boolean(anchor)}
            aria-controls={anchor ? 'nav-more-menu' : undefined}
            data-testid="nav-more"
            sx={(t) => ({
              flexShrink: 0,
              minHeight: 32,
              px: 1,
              gap: 0.75,
              borderRadius: 1,
              fontSize: 14,
              fontWeight: hiddenActive ? 600 : 500,
              color: hiddenActive ? 'primary.main' : 'text.secondary',
              ...(hiddenActive ? { bgcolor: alpha(t.palette.primary.main, 0.1) } : {}),
              '&:hover': { bgcolor: t.palette.action.hover },
              '&.Mui-focusVisible': { outline: `2px solid ${t.palette.primary.main}`, outlineOffset: -2 },
            })}
          >
            <MoreIcon fontSize="small" aria-hidden />
            {translate('nav.more')}
          </ButtonBase>
          {MoreMenu && <MoreMenu anchor={anchor} onClose={closeMore} items={hidden} pathname={pathname} label={translate('nav.more')} titleOf={titleOf} />}
        </>
      )}
    </Box>
  );
});
