import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Form, RadioButtonGroupInput, SaveButton, useNotify, useTranslate } from 'react-admin';
import type { User } from '../../shared/user';
import { apiErrorMessageKey } from '../i18n/apiErrors';
import { LOCALES } from '../i18n/locale';
import { updateProfile } from '../providers/session';

const localeChoices = LOCALES.map(({ locale }) => ({ id: locale, name: `app.languages.${locale}` }));
const noticeChoices = (['each', 'digest', 'none'] as const).map((id) => ({ id, name: `account.mail.notice_choices.${id}` }));

/**
 * The person's e-mail: its language, and for a dealer which notices it brings (each one, a daily
 * summary, none; pinned ones always). Saved with PUT /auth/me.
 */
export function MailCard({ user }: { user: User }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dealer = user.role === 'dealer';
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }} component="section" aria-labelledby="mail-title">
      <CardContent>
        <Typography id="mail-title" variant="h6" component="h2" gutterBottom>
          {translate('account.mail.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('account.mail.intro', { email: user.email })}
        </Typography>
        <Form
          record={{ locale: user.locale, noticeMail: user.noticeMail }}
          onSubmit={async (values: Partial<Pick<User, 'locale' | 'noticeMail'>>) => {
            try {
              await updateProfile(dealer ? { locale: values.locale, noticeMail: values.noticeMail } : { locale: values.locale });
              notify('account.mail.saved', { type: 'success' });
            } catch (error) {
              notify(apiErrorMessageKey(error), { type: 'error' });
            }
          }}
        >
          <Stack spacing={1} alignItems="flex-start">
            <RadioButtonGroupInput source="locale" label="account.mail.locale" choices={localeChoices} helperText={false} />
            {dealer && (
              <RadioButtonGroupInput
                source="noticeMail"
                label="account.mail.notices"
                choices={noticeChoices}
                helperText="account.mail.pinned_note"
                sx={{ '& .MuiFormGroup-root': { flexDirection: { xs: 'column', sm: 'row' } } }}
              />
            )}
          </Stack>
          <Box sx={{ mt: 2 }}>
            <SaveButton alwaysEnable={false} />
          </Box>
        </Form>
      </CardContent>
    </Card>
  );
}
