import { Card, CardContent, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { AuthForm, PASSWORD_MAX, PASSWORD_MIN, type AuthField } from '../auth/AuthForm';
import { changePassword } from '../providers/session';

const fields: AuthField[] = [
  { name: 'currentPassword', type: 'password', autoComplete: 'current-password', rules: { required: true, max: PASSWORD_MAX } },
  {
    name: 'newPassword',
    type: 'password',
    autoComplete: 'new-password',
    rules: { required: true, min: PASSWORD_MIN, max: PASSWORD_MAX },
    help: true,
  },
];

/** Password change on the user's own account page: the current password is required. */
export function PasswordCard() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('account.password.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {translate('account.password.text')}
        </Typography>
        <AuthForm<{ currentPassword: string; newPassword: string }>
          fields={fields}
          submitLabel={translate('account.password.submit')}
          onSubmit={async ({ currentPassword, newPassword }) => {
            await changePassword(currentPassword, newPassword);
            notify('account.password.changed', { type: 'success' });
          }}
        />
      </CardContent>
    </Card>
  );
}
