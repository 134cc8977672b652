import { Avatar, Box, Divider, MenuItem, MenuList, Popover, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../shared/paths';

/** Spec §9: the account menu is 200 wide. */
export const ACCOUNT_MENU_WIDTH = 200;

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
  onSignOut: () => void;
  label: string;
  photo: string;
}

/** The account menu's popover (src/layout/AccountMenu.tsx), in a chunk of its own: drawn when first opened. */
export default function AccountPopover({ anchor, onClose, onSignOut, label, photo }: Props) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
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
        <MenuItem component={RouterLink} to={paths.root} onClick={onClose}>
          {translate('account_menu.home')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.account} onClick={onClose}>
          {translate('account.title')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={onSignOut} sx={{ color: 'error.main', fontWeight: 600 }}>
          {translate('ra.auth.logout')}
        </MenuItem>
      </MenuList>
    </Popover>
  );
}
