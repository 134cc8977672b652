import { useTranslate } from '../i18n/locale';
import { paths } from '../config/paths';
import { login } from '../providers/session';
import { AuthForm, PASSWORD_MAX, type AuthField } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { AuthSwitchLink } from './AuthSwitchLink';

const fields: AuthField[] = [
  { name: 'email', type: 'email', autoComplete: 'username', rules: { required: true, email: true, max: 254 }, autoFocus: true },
  { name: 'password', type: 'password', autoComplete: 'current-password', rules: { required: true, max: PASSWORD_MAX } },
];

/** After signing in, the guest guard sends the user on to `returnTo` or the dashboard. */
export default function LoginPage() {
  const translate = useTranslate();
  return (
    <AuthLayout title={translate('auth.login.title')} subtitle={translate('auth.login.subtitle')}>
      <AuthForm<{ email: string; password: string }>
        fields={fields}
        submitLabel={translate('auth.login.submit')}
        onSubmit={({ email, password }) => login(email.trim(), password)}
      />
      <AuthSwitchLink to={paths.register} questionKey="auth.login.no_account" linkKey="auth.login.register_link" />
    </AuthLayout>
  );
}
