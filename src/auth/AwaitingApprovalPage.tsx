import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useTranslate } from '../i18n/locale';
import { useNavigate } from 'react-router-dom';
import { getAuthState, logout, reloadUser } from '../providers/session';
import { AuthLayout } from './AuthLayout';

/** What a signed-in dealer sees until an admin approves the account. */
export default function AwaitingApprovalPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const user = getAuthState().user!;
  const [stillPending, setStillPending] = useState(false);
  const [busy, setBusy] = useState(false);

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
        <Typography variant="body2">{translate('auth.pending.email', { email: user.email })}</Typography>
        {stillPending && (
          <Alert severity="info" role="status" sx={{ alignSelf: 'stretch' }}>
            {translate('auth.pending.still_pending')}
          </Alert>
        )}
        <Stack direction="row" spacing={2}>
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
