import { Avatar, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../catalogue/pages/PageHeading';
import defaultAvatar from '../assets/avatar-default.svg';
import { useAuthState } from '../providers/session';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';
import { MailCard } from './MailCard';
import { useFormatDate } from '../i18n/dateLocale';

const FIELDS = ['email', 'company', 'vatNumber', 'phoneNumber', 'address', 'city', 'zipCode', 'state', 'country'] as const;

/** The signed-in user's own record (spec §3), as the server sent it. */
export function AccountPage() {
  const translate = useTranslate();
  const { user } = useAuthState();
  const formatDate = useFormatDate();
  if (!user) return null;
  return (
    <>
      <PageHeading title={translate('account.title')} />
      <Card sx={{ maxWidth: 720 }}>
        <CardContent>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 3 }}>
            <Avatar src={user.photoURL || defaultAvatar} alt="" sx={{ width: 64, height: 64 }} />
            <div>
              <Typography variant="h5" component="h2">
                {user.displayName}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                <Chip size="small" color="primary" label={translate(`account.roles.${user.role ?? 'admin'}`)} />
                <Chip size="small" variant="outlined" label={translate(`account.statuses.${user.status}`)} />
              </Stack>
            </div>
          </Stack>
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            {FIELDS.filter((f) => user[f]).map((f) => (
              <div key={f}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {translate(`account.fields.${f}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {user[f]}
                </Typography>
              </div>
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            {translate('account.member_since', { date: formatDate(user.createdAt) })}
          </Typography>
          {user.about && (
            <Typography sx={{ mt: 3 }} color="text.secondary">
              {user.about}
            </Typography>
          )}
        </CardContent>
      </Card>
      <ProfileCard user={user} />
      <MailCard user={user} />
      <PasswordCard />
    </>
  );
}
