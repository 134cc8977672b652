import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from '../i18n/locale';
import { paths } from '../../shared/paths';
import { login } from '../providers/session';
import { AuthForm, PASSWORD_MAX, type AuthField } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { AuthSwitchLink } from './AuthSwitchLink';
import { PlainAlert } from '../ui/PlainAlert';

const fields: AuthField[] = [
  { name: 'email', type: 'email', autoComplete: 'username', rules: { required: true, email: true, max: 254 }, autoFocus: true },
  { name: 'password', type: 'password', autoComplete: 'current-password', rules: { required: true, max: PASSWORD_MAX } },
];

/** What the reset page leaves in the history entry it navigates with, for this page to confirm. */
export interface LoginState {
  passwordReset?: boolean;
}

/** After signing in, the guest guard sends the user on to `returnTo` or the dashboard. */
export default function LoginPage() {
  const translate = useTranslate();
  const { state } = useLocation() as { state: LoginState | null };
  // The confirmation of the new password is for the page as it opens: once the person tries to
  // sign in, only the answer to that try is shown (never "password changed" beside "wrong password").
  const [tried, setTried] = useState(false);
  return (
    <AuthLayout title={translate('auth.login.title')} subtitle={translate('auth.login.subtitle')}>
      {state?.passwordReset && !tried && (
        <div className="p-above">
          <PlainAlert severity="success">{translate('auth.login.password_reset')}</PlainAlert>
        </div>
      )}
      <AuthForm<{ email: string; password: string }>
        fields={fields}
        submitLabel={translate('auth.login.submit')}
        onSubmit={({ email, password }) => {
          setTried(true);
          return login(email.trim(), password);
        }}
        beforeSubmit={
          <p className="p-end">
            <RouterLink className="p-link" to={paths.forgotPassword}>
              {translate('auth.login.forgot')}
            </RouterLink>
          </p>
        }
      />
      <AuthSwitchLink to={paths.register} questionKey="auth.login.no_account" linkKey="auth.login.register_link" />
    </AuthLayout>
  );
}
