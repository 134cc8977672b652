import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslate } from '../i18n/locale';
import { apiErrorCode } from '../i18n/apiErrors';
import { paths } from '../../shared/paths';
import { resetPassword } from '../providers/session';
import { AuthForm, PASSWORD_MAX, PASSWORD_MIN, type AuthField } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { AuthSwitchLink } from './AuthSwitchLink';
import type { LoginState } from './LoginPage';

/** The shape of the server's tokens (base64url): anything else cannot be a link of ours. */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

const fields: AuthField[] = [
  { name: 'newPassword', type: 'password', autoComplete: 'new-password', rules: { required: true, min: PASSWORD_MIN, max: PASSWORD_MAX }, help: true },
  {
    name: 'confirmPassword',
    type: 'password',
    autoComplete: 'new-password',
    rules: { required: true, max: PASSWORD_MAX },
    check: (value, valueOf) => (value === valueOf('newPassword') ? undefined : 'auth.validation.password_mismatch'),
  },
];

/**
 * The page a reset e-mail links to (`?token=`): a new password, twice, with the rules of
 * registration. Success leads to the login page, which says so; a spent or expired link explains
 * itself and leads back to ask for a new one.
 */
export default function ResetPasswordPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [invalid, setInvalid] = useState(!TOKEN.test(token));

  if (invalid) {
    return (
      <AuthLayout title={translate('auth.reset.invalid_title')} subtitle={translate('auth.reset.invalid_text')}>
        <RouterLink className="p-button" to={paths.forgotPassword}>
          {translate('auth.reset.ask_again')}
        </RouterLink>
        <AuthSwitchLink to={paths.login} questionKey="auth.forgot.remembered" linkKey="auth.forgot.back" />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={translate('auth.reset.title')} subtitle={translate('auth.reset.subtitle')}>
      <AuthForm<{ newPassword: string; confirmPassword: string }>
        fields={fields}
        submitLabel={translate('auth.reset.submit')}
        resetOnSuccess={false}
        onSubmit={async ({ newPassword }) => {
          try {
            await resetPassword(token, newPassword);
          } catch (err) {
            if (apiErrorCode(err) !== 'reset_link_invalid') throw err;
            setInvalid(true);
            return;
          }
          navigate(paths.login, { replace: true, state: { passwordReset: true } satisfies LoginState });
        }}
      />
    </AuthLayout>
  );
}
