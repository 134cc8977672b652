import { useTranslate } from '../i18n/locale';
import { paths } from '../config/paths';
import { register, type RegisterPayload } from '../providers/session';
import { AuthForm, PASSWORD_MAX, PASSWORD_MIN, type AuthField } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { AuthSwitchLink } from './AuthSwitchLink';

const fields: AuthField[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', rules: { required: true, max: 60 } },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', rules: { required: true, max: 60 } },
  { name: 'email', type: 'email', autoComplete: 'email', rules: { required: true, email: true, max: 254 } },
  {
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
    rules: { required: true, min: PASSWORD_MIN, max: PASSWORD_MAX },
    help: true,
  },
];

/** The register payload of spec §3; a new dealer then sees the awaiting-approval page. */
export default function RegisterPage() {
  const translate = useTranslate();
  return (
    <AuthLayout title={translate('auth.register.title')} subtitle={translate('auth.register.subtitle')}>
      <AuthForm<RegisterPayload>
        fields={fields}
        submitLabel={translate('auth.register.submit')}
        onSubmit={(v) =>
          register({ email: v.email.trim(), password: v.password, firstName: v.firstName.trim(), lastName: v.lastName.trim() })
        }
      />
      <AuthSwitchLink to={paths.login} questionKey="auth.register.have_account" linkKey="auth.register.login_link" />
    </AuthLayout>
  );
}
