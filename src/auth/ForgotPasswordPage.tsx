import { useState } from 'react';
import { useLocale, useTranslate } from '../i18n/locale';
import { paths } from '../../shared/paths';
import { requestPasswordReset } from '../providers/session';
import { AuthForm, type AuthField } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { AuthSwitchLink } from './AuthSwitchLink';
import { PlainAlert } from '../ui/PlainAlert';

const fields: AuthField[] = [{ name: 'email', type: 'email', autoComplete: 'username', rules: { required: true, email: true, max: 254 } }];

/**
 * "Forgot your password?": asks for a reset link. The answer is the same whether the address has
 * an account or not (the server's too), so the page never tells who is registered; a refusal for
 * too many requests says how long to wait.
 */
export default function ForgotPasswordPage() {
  const translate = useTranslate();
  const [locale] = useLocale();
  const [sent, setSent] = useState(false);
  return (
    <AuthLayout title={translate('auth.forgot.title')} subtitle={translate('auth.forgot.subtitle')}>
      {sent ? (
        <PlainAlert severity="success">{translate('auth.forgot.sent')}</PlainAlert>
      ) : (
        <AuthForm<{ email: string }>
          fields={fields}
          submitLabel={translate('auth.forgot.submit')}
          onSubmit={async ({ email }) => {
            await requestPasswordReset(email.trim(), locale);
            setSent(true);
          }}
        />
      )}
      <AuthSwitchLink to={paths.login} questionKey="auth.forgot.remembered" linkKey="auth.forgot.back" />
    </AuthLayout>
  );
}
