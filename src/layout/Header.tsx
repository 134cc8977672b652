import { memo, useEffect, useState } from 'react';
import { AppBar, Badge, Box, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { BrandImage } from './BrandImage';
import { AccountMenu } from './AccountMenu';
import { HelpLink } from './HelpLink';
import { SearchButton } from './search/SearchButton';
import { LanguageSwitch } from './LanguageSwitch';
import { SettingsButton } from './settings/SettingsButton';
import { useManufacturer } from '../providers/manufacturer';
import { visuallyHidden } from '../ui/visuallyHidden';
import { useUnreadNotices } from './unreadNotices';

/** Spec §9: 100 high, 84 once the page is scrolled past it on desktop; logo 48 high, as wide as it is drawn (up to 160). */
export const HEADER = { height: 100, scrolled: 84, logo: 48, logoMaxWidth: 160 };

/**
 * Whether the page is scrolled more than `threshold` pixels, followed on scroll events only. MUI's
 * useScrollTrigger also reads the position as it mounts, which made the browser lay the whole
 * dashboard out in the middle of its start-up (issue 27's TBT). A page starts at the top, and a
 * position the browser restores comes with a scroll event.
 */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

interface Props {
  isDesktop: boolean;
  /** Left offset: the width of the side menu beside it. */
  offset: number;
  showLogo: boolean;
  onOpenNav: () => void;
  onOpenSettings: () => void;
}

/** The manufacturer's logo when an admin uploaded one, else the portal's own mark; `maxWidth` where room is short (the mini menu). */
export function Logo({ maxWidth = HEADER.logoMaxWidth }: { maxWidth?: number }) {
  const translate = useTranslate();
  const { data, isError } = useManufacturer();
  return (
    <Box component={RouterLink} to={paths.root} aria-label={translate('header.home')} sx={{ display: 'inline-flex', flex: '0 1 auto', minWidth: 40, maxWidth }}>
      <BrandImage src={data ? data.logo : isError ? null : undefined} height={HEADER.logo} maxWidth={maxWidth} />
    </Box>
  );
}

/**
 * The manufacturer's name, whose portal this is: one line, as long as the bar leaves room for
 * (it gives way to the buttons, cut with an ellipsis only when there is no room left; the whole
 * name on hover).
 */
export function ManufacturerName({ sx }: { sx?: object }) {
  const { data } = useManufacturer();
  if (!data) return null;
  return (
    <Typography component="p" variant="subtitle1" noWrap title={data.name} data-testid="manufacturer-name" sx={{ fontWeight: 600, minWidth: 0, flex: '0 1 auto', ...sx }}>
      {data.name}
    </Typography>
  );
}

/**
 * The phone's menu button; the count of unread notices on its corner, read out with its name
 * ("Open the menu (3 unread notices)"), as the drawer's Notices entry shows it too. The name is
 * the button's own (hidden) text, not an aria-label: the visible count is then no "label in
 * name" mismatch (WCAG 2.1 SC 2.5.3), and the badge's digits are hidden from the name.
 */
function OpenNavButton({ onClick }: { onClick: () => void }) {
  const translate = useTranslate();
  const unread = useUnreadNotices() ?? 0;
  const label = translate('nav.open');
  return (
    <IconButton onClick={onClick} edge="start" data-testid="open-nav">
      <Badge color="primary" badgeContent={unread > 99 ? '99+' : unread} invisible={!unread} data-testid="open-nav-unread" slotProps={{ badge: { 'aria-hidden': true } }}>
        <MenuIcon aria-hidden />
      </Badge>
      <Box component="span" sx={visuallyHidden}>
        {unread ? `${label} (${translate('resources.comunicazioni.unread_count', { smart_count: unread })})` : label}
      </Box>
    </IconButton>
  );
}

export const Header = memo(function Header({ isDesktop, offset, showLogo, onOpenNav, onOpenSettings }: Props) {
  // The backdrop comes with the first pixel scrolled: the bar is sticky, and content scrolled under
  // a transparent bar was drawn through its buttons (seen on a phone, where it never shrinks).
  const scrolled = useScrolledPast(0);
  const pastHeader = useScrolledPast(HEADER.height);
  // Spec §9: 84 high once scrolled past it on a desktop; on a phone it keeps its 100.
  const shrunk = pastHeader && isDesktop;
  return (
    <AppBar
      position="sticky"
      color="transparent"
      elevation={0}
      data-testid="header"
      sx={(t) => ({
        top: 0,
        zIndex: t.zIndex.appBar,
        height: shrunk ? HEADER.scrolled : HEADER.height,
        justifyContent: 'center',
        transition: t.transitions.create(['height', 'background-color'], { duration: t.transitions.duration.shorter }),
        ...(scrolled
          ? { bgcolor: `${t.palette.background.default}cc`, backdropFilter: 'blur(6px)', boxShadow: `0 1px 0 ${t.palette.divider}` }
          : {}),
      })}
    >
      <Toolbar sx={{ px: { xs: 2, lg: 5 }, gap: 1, minHeight: '0 !important' }}>
        {!isDesktop && <OpenNavButton onClick={onOpenNav} />}
        {/* On a phone the buttons keep their room: the logo's box gives way, and a wide logo is drawn smaller in it, never squeezed. */}
        {showLogo && <Logo />}
        {/* On a phone the drawer shows the name: the bar keeps its room for the buttons. */}
        <ManufacturerName sx={{ display: { xs: 'none', sm: 'block' }, ml: showLogo ? 1 : 0 }} />
        <Box sx={{ flexGrow: 1, ml: offset ? 0 : 1 }} />
        <Stack direction="row" alignItems="center" spacing={{ xs: 0.5, sm: 1 }} sx={{ flexShrink: 0 }}>
          <SearchButton compact={!isDesktop} />
          <HelpLink />
          <LanguageSwitch />
          <SettingsButton onClick={onOpenSettings} />
          <AccountMenu />
        </Stack>
      </Toolbar>
    </AppBar>
  );
});
