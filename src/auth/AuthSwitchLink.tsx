import { useTranslate } from '../i18n/locale';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

/** "Not a dealer yet? Request an account" and back: the other sign-in page, keeping returnTo. */
export function AuthSwitchLink({ to, questionKey, linkKey }: { to: string; questionKey: string; linkKey: string }) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  return (
    <p className="p-switch">
      {translate(questionKey)}{' '}
      <RouterLink className="p-link" to={{ pathname: to, search: params.toString() }}>
        {translate(linkKey)}
      </RouterLink>
    </p>
  );
}
