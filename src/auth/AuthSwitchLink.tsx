import { Link, Typography } from '@mui/material';
import { useTranslate } from '../i18n/locale';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

/** "Not a dealer yet? Request an account" and back: the other sign-in page, keeping returnTo. */
export function AuthSwitchLink({ to, questionKey, linkKey }: { to: string; questionKey: string; linkKey: string }) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  return (
    <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
      {translate(questionKey)}{' '}
      <Link component={RouterLink} to={{ pathname: to, search: params.toString() }}>
        {translate(linkKey)}
      </Link>
    </Typography>
  );
}
