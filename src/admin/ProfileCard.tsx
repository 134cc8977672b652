import { Card, CardContent, Typography } from '@mui/material';
import { Form, SaveButton, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { User } from '../../shared/user';
import { ProfileInputs } from '../resources/users/ProfileInputs';
import { apiErrorMessageKey } from '../i18n/apiErrors';
import { updateProfile } from '../providers/session';

const EDITABLE = ['firstName', 'lastName', 'company', 'vatNumber', 'phoneNumber', 'address', 'city', 'zipCode', 'state', 'country', 'about'] as const;

/**
 * The user's own profile (spec §3): every field but e-mail, role and status, which are the admin's;
 * a dealer's VAT number too (an admin's own profile has none).
 */
export function ProfileCard({ user }: { user: User }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch } = useGetIdentity();
  const dealer = user.role === 'dealer';
  const editable = EDITABLE.filter((k) => dealer || k !== 'vatNumber');
  const record = Object.fromEntries(editable.map((k) => [k, user[k] ?? '']));
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }} component="section" aria-labelledby="profile-title">
      <CardContent>
        <Typography id="profile-title" variant="h6" component="h2" gutterBottom>
          {translate('account.profile.title')}
        </Typography>
        <Form
          record={record}
          onSubmit={async (values: Record<string, string | null>) => {
            try {
              await updateProfile(Object.fromEntries(editable.map((k) => [k, values[k] ?? ''])));
              await refetch();
              notify('account.profile.saved', { type: 'success' });
            } catch (error) {
              notify(apiErrorMessageKey(error), { type: 'error' });
            }
          }}
        >
          <ProfileInputs vat={dealer} />
          <SaveButton alwaysEnable={false} />
        </Form>
      </CardContent>
    </Card>
  );
}
