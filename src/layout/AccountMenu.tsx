import { useState } from 'react';
import { Avatar, Box, Divider, IconButton, MenuItem, MenuList, Popover, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'ra-core';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { logout } from '../providers/session';
import defaultAvatar from '../assets/avatar-default.svg';
import { Hint } from '../ui/Hint';

/** Spec §9: the account menu is 200 wide. */
export const ACCOUNT_MENU_WIDTH = 200;

/** Photo, name, e-mail; Home, my account, Logout (spec §2, §4). */
export function AccountMenu() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const label = translate('ra.auth.user_menu');
  const photo = (identity?.avatar as string | undefined) || defaultAvatar;

  // On success the menu closes and the user is replaced to '/'; a failure is only logged (spec §4).
  const signOut = () =>
    logout().then(
      () => {
        close();
        navigate(paths.root, { replace: true });
      },
      (err) => console.error('logout failed', err),
    );

  return (
    <>
      <Hint title={label}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          // A menu button: Enter and Space (a click) or ArrowDown open it; Escape closes it and the focus comes back here.
          onKeyDown={(e) => {
            if (e.key !== 'ArrowDown') return;
            e.preventDefault();
            setAnchor(e.currentTarget);
          }}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? 'account-menu' : undefined}
          sx={{ p: 0.5 }}
        >
          <Avatar src={photo} alt="" sx={{ width: 40, height: 40, border: 2, borderColor: 'background.paper' }} />
        </IconButton>
      </Hint>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: ACCOUNT_MENU_WIDTH, mt: 1 } } }}
      >
        <Box sx={{ p: 2, pb: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar src={photo} alt="" sx={{ width: 36, height: 36 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {identity?.fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {identity?.email as string}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <MenuList id="account-menu" aria-label={label} autoFocusItem={Boolean(anchor)} dense>
          <MenuItem component={RouterLink} to={paths.root} onClick={close}>
            {translate('account_menu.home')}
          </MenuItem>
          <MenuItem component={RouterLink} to={paths.account} onClick={close}>
            {translate('account.title')}
          </MenuItem>
          <Divider />
          <MenuItem onClick={signOut} sx={{ color: 'error.main', fontWeight: 600 }}>
            {translate('ra.auth.logout')}
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
