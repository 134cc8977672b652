import { Link, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../config/paths';
import { register, type RegisterPayload } from '../providers/session';
import { AuthForm, PASSWORD_MAX, PASSWORD_MIN, type AuthField } from './AuthForm';
import { AuthLayout } from './AuthLayout';

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
  const [params] = useSearchParams();
  return (
    <AuthLayout title={translate('auth.register.title')} subtitle={translate('auth.register.subtitle')}>
      <AuthForm<RegisterPayload>
        fields={fields}
        submitKey="auth.register.submit"
        onSubmit={(v) =>
          register({ email: v.email.trim(), password: v.password, firstName: v.firstName.trim(), lastName: v.lastName.trim() })
        }
      />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {translate('auth.register.have_account')}{' '}
        <Link component={RouterLink} to={{ pathname: paths.login, search: params.toString() }}>
          {translate('auth.register.login_link')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
