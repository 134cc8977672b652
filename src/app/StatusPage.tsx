import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from '../i18n/locale';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  code: string;
  titleKey: string;
  textKey: string;
  actionKey: string;
  /** A link target, or an action for the button. */
  to?: string;
  onAction?: () => void;
}

/** A full-page message with one way forward (not found, failed chunk). */
export function StatusPage({ code, titleKey, textKey, actionKey, to, onAction }: Props) {
  const translate = useTranslate();
  const action = to ? { component: RouterLink, to } : { onClick: onAction };
  return (
    <Box component="main" sx={{ maxWidth: 'sm', mx: 'auto', px: { xs: 2, sm: 3 }, minHeight: '100vh', display: 'flex', alignItems: 'center' }}>
      <Box sx={{ textAlign: 'center', width: '100%', py: 8 }}>
        <Typography aria-hidden variant="h1" sx={{ fontSize: 96, fontWeight: 700, color: 'primary.main', opacity: 0.25 }}>
          {code}
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate(titleKey)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {translate(textKey)}
        </Typography>
        <Button variant="contained" size="large" {...action}>
          {translate(actionKey)}
        </Button>
      </Box>
    </Box>
  );
}
