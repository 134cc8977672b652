import { useState } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useTranslate } from '../i18n/locale';
import { useNavigate } from 'react-router-dom';
import { runtimeConfig } from '../config/runtime';
import { getAuthState, logout, reloadUser } from '../providers/session';
import { AuthLayout } from './AuthLayout';

/** The help link as a person reads it: an address without `mailto:`/`tel:` (the server's e-mails write it so too). */
const readable = (url: string) => url.replace(/^(mailto|tel):/i, '');

/**
 * What a signed-in dealer sees until an admin approves the account: what happens next (an admin
 * checks the request; an e-mail says when the account is active) and how to reach the
 * manufacturer (HELP_URL, the header's "Need help?").
 */
export default function AwaitingApprovalPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const user = getAuthState().user!;
  const [stillPending, setStillPending] = useState(false);
  const [busy, setBusy] = useState(false);
  const help = runtimeConfig().helpUrl;
  const external = /^https?:/i.test(help);

  const checkAgain = async () => {
    setBusy(true);
    try {
      const fresh = await reloadUser();
      setStillPending(fresh.status !== 'active');
    } finally {
      setBusy(false);
    }
  };
  const signOut = () =>
    logout().then(
      () => navigate('/', { replace: true }),
      (err) => console.error('logout failed', err),
    );

  return (
    <AuthLayout title={translate('auth.pending.title')} subtitle={translate('auth.pending.text', { name: user.firstName })}>
      <Stack spacing={2.5} alignItems="flex-start">
        <HourglassTopIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Box component="section" aria-labelledby="pending-next">
          <Typography id="pending-next" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {translate('auth.pending.next_title')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 }, typography: 'body2' }}>
            <li>{translate('auth.pending.next_check')}</li>
            <li>{translate('auth.pending.next_mail', { email: user.email })}</li>
          </Box>
        </Box>
        {help && (
          <Typography variant="body2">
            {translate('auth.pending.contact')}{' '}
            <Link href={help} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {external ? translate('auth.pending.contact_link') : readable(help)}
            </Link>
          </Typography>
        )}
        {stillPending && (
          <Alert severity="info" role="status" sx={{ alignSelf: 'stretch' }}>
            {translate('auth.pending.still_pending')}
          </Alert>
        )}
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={checkAgain} disabled={busy}>
            {translate('auth.pending.check_again')}
          </Button>
          <Button variant="outlined" onClick={signOut}>
            {translate('auth.pending.logout')}
          </Button>
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
