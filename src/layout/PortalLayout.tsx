import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Box, IconButton, useMediaQuery, type Theme } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import { useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { Busy } from '../ui/progress';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { Header, HEADER, Logo } from './Header';
import { LoadingBar } from './LoadingBar';
import { LiveUpdates } from './LiveUpdates';
import { OfflineBanner } from './OfflineBanner';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { NavHorizontal } from './nav/NavHorizontal';
import { NavMini } from './nav/NavMini';
import { NavVertical } from './nav/NavVertical';
import { NAV_WIDTH } from './nav/NavItemButton';
import { useNavGroups } from './nav/useNavGroups';
import { useSettings } from './settings/SettingsContext';
import { onDemand, useOnDemand } from '../ui/lazyPage';

// Not on the first screen: drawn from their first opening on.
const settingsDrawer = onDemand(() => import('./settings/SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));
const phoneNav = onDemand(() => import('./nav/PhoneNav'));

/** Spec §9: stretch only above 1600 px. */
const STRETCH_MIN_WIDTH = 1600;
const CONTENT_MAX_WIDTH = 1200;

/** The react-admin layout: header, the menu of the chosen layout, settings, content. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { settings, update } = useSettings();
  const groups = useNavGroups();
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery((t: Theme) => t.breakpoints.up('lg'), { noSsr: true });
  const wide = useMediaQuery(`(min-width:${STRETCH_MIN_WIDTH + 1}px)`, { noSsr: true });
  const [navOpen, setNavOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Stable, so that the header and the drawers (memoised) are not drawn again when the layout is.
  const openNav = useCallback(() => setNavOpen(true), []);
  const closeNav = useCallback(() => setNavOpen(false), []);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);

  const SettingsDrawer = useOnDemand(settingsDrawer, settingsOpen);
  const PhoneNav = useOnDemand(phoneNav, navOpen);

  // The mobile drawer closes when a link is followed.
  useEffect(() => setNavOpen(false), [pathname]);

  const side = isDesktop && settings.layout !== 'horizontal' ? settings.layout : null;
  const sideWidth = side ? NAV_WIDTH[side] : 0;
  const stretched = settings.stretch && wide;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }} data-layout={isDesktop ? settings.layout : 'mobile'}>
      <SkipLink />
      <LoadingBar />
      <LiveUpdates />
      {side && (
        <Box
          component="aside"
          data-testid="side-nav"
          sx={{
            width: sideWidth,
            flexShrink: 0,
            position: 'sticky',
            top: 0,
            // Sticky makes a stacking context: above the header, so that the toggle poking out stays clickable.
            zIndex: (t) => t.zIndex.appBar + 1,
            height: '100vh',
            overflowY: 'auto',
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            transition: (t) => t.transitions.create('width'),
          }}
        >
          <Box sx={{ height: HEADER.height, display: 'flex', alignItems: 'center', justifyContent: side === 'mini' ? 'center' : 'flex-start', px: side === 'mini' ? 0 : 3.5 }}>
            <Logo maxWidth={side === 'mini' ? NAV_WIDTH.mini - 24 : NAV_WIDTH.vertical - 56} />
          </Box>
          {side === 'vertical' ? <NavVertical groups={groups} /> : <NavMini groups={groups} />}
          <IconButton
            size="small"
            onClick={() => update('layout', side === 'vertical' ? 'mini' : 'vertical')}
            aria-label={translate(side === 'vertical' ? 'nav.collapse' : 'nav.expand')}
            data-testid="nav-toggle"
            sx={{
              position: 'fixed',
              top: 36,
              left: sideWidth - 14,
              width: 28,
              height: 28,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              '&:hover': { bgcolor: 'background.default' },
              '[dir=rtl] &': { left: 'auto', right: sideWidth - 14 },
            }}
          >
            <ChevronLeftIcon fontSize="small" sx={{ transform: side === 'mini' ? 'rotate(180deg)' : 'none', '[dir=rtl] &': { transform: side === 'mini' ? 'none' : 'rotate(180deg)' } }} />
          </IconButton>
        </Box>
      )}

      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header
          isDesktop={isDesktop}
          offset={sideWidth}
          showLogo={!side}
          onOpenNav={openNav}
          onOpenSettings={openSettings}
        />
        {isDesktop && settings.layout === 'horizontal' && <NavHorizontal groups={groups} />}
        <OfflineBanner />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          // Focusable by the skip link (not by Tab), without a ring around the whole page.
          tabIndex={-1}
          sx={{ flexGrow: 1, width: '100%', mx: 'auto', px: { xs: 2, sm: 3, lg: 5 }, pt: 1, pb: 8, '&:focus': { outline: 'none' }, maxWidth: stretched ? 'none' : CONTENT_MAX_WIDTH + 80 }}
        >
          <ChunkErrorBoundary inShell>
            <Suspense fallback={<Busy />}>{children}</Suspense>
          </ChunkErrorBoundary>
        </Box>
      </Box>

      {!isDesktop && PhoneNav && <PhoneNav open={navOpen} onClose={closeNav} groups={groups} />}
      {SettingsDrawer && <SettingsDrawer open={settingsOpen} onClose={closeSettings} />}
    </Box>
  );
}
