import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from '../i18n/locale';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { BrandImage } from '../layout/BrandImage';
import { usePublicManufacturer } from '../providers/publicManufacturer';

/**
 * The frame of the sign-in pages and /verify: the manufacturer's logo and name (as an admin saved
 * them) over the portal's name, the language, one card (wider for a form of two columns).
 */
export function AuthLayout({ title, subtitle, children, wide = false }: { title: string; subtitle: string; children: ReactNode; wide?: boolean }) {
  const translate = useTranslate();
  const manufacturer = usePublicManufacturer();
  const maxWidth = wide ? 720 : 440;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
        background: (t) =>
          t.palette.mode === 'light'
            ? 'linear-gradient(160deg, #e8eef5 0%, #f6f7f9 55%, #efe7de 100%)'
            : 'linear-gradient(160deg, #0e141b 0%, #121820 60%, #1d1812 100%)',
      }}
    >
      {/* The logo beside the language, the name under both across the whole width: a wide logo and a long name both fit a phone. */}
      <Box sx={{ width: '100%', maxWidth, mb: 3 }} data-testid="auth-brand">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
          <BrandImage src={manufacturer === undefined ? undefined : (manufacturer?.logo ?? null)} height={48} maxWidth={200} />
          {/* Compact: on a 390-wide phone the full-width switch pushed the brand onto four lines. */}
          <LanguageSwitch compact />
        </Box>
        {/* The manufacturer, whose portal this is; its generic description until the name is known. */}
        <Typography variant="h6" component="p" sx={{ lineHeight: 1.25, overflowWrap: 'break-word', fontSize: { xs: '1.1rem', sm: '1.25rem' } }} data-testid="auth-manufacturer">
          {manufacturer === undefined ? '\u00a0' : (manufacturer?.name ?? translate('app.manufacturer'))}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.name')}
        </Typography>
      </Box>
      <Card sx={{ width: '100%', maxWidth }} elevation={3}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
