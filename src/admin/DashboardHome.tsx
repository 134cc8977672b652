import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

/** The dashboard index; notices, documents and warranties arrive with their issues. */
export function DashboardHome() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.name')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('dashboard.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography color="text.secondary">{translate('dashboard.intro')}</Typography>
      </CardContent>
    </Card>
  );
}
