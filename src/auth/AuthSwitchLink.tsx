import { Link, Typography } from '@mui/material';
import { useTranslate } from '../i18n/locale';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

/** A link of the sign-in pages at least 24 px tall, so a finger finds it (WCAG 2.5.8). */
export const TAP_TARGET = { display: 'inline-block', minHeight: 24, lineHeight: '24px' } as const;

/** "Not a dealer yet? Request an account" and back: the other sign-in page, keeping returnTo. */
export function AuthSwitchLink({ to, questionKey, linkKey }: { to: string; questionKey: string; linkKey: string }) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  return (
    <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
      {translate(questionKey)}{' '}
      <Link component={RouterLink} to={{ pathname: to, search: params.toString() }} sx={TAP_TARGET}>
        {translate(linkKey)}
      </Link>
    </Typography>
  );
}
