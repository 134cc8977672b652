import { useState } from 'react';
import { Avatar, IconButton } from '@mui/material';
import { useGetIdentity, useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { logout } from '../providers/session';
import defaultAvatar from '../assets/avatar-default.svg';
import { Hint } from '../ui/Hint';
import { onDemand, useOnDemand } from '../ui/lazyPage';

const accountPopover = onDemand(() => import('./AccountPopover'));

/** Photo, name, e-mail; Home, my account, Logout (spec §2, §4). */
export function AccountMenu() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const AccountPopover = useOnDemand(accountPopover, Boolean(anchor));
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
      {AccountPopover && <AccountPopover anchor={anchor} onClose={close} onSignOut={signOut} label={label} photo={photo} />}
    </>
  );
}
