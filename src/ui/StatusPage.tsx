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
  /** Drawn inside the shell's <main> (with the menu): a section of the page, not a page of its own. */
  inShell?: boolean;
}

/** A full-page message with one way forward (not found, failed chunk). */
export function StatusPage({ code, titleKey, textKey, actionKey, to, onAction, inShell = false }: Props) {
  const translate = useTranslate();
  const action = to ? { component: RouterLink, to } : { onClick: onAction };
  return (
    <Box
      component={inShell ? 'section' : 'main'}
      aria-labelledby="status-title"
      sx={{ maxWidth: 'sm', mx: 'auto', px: { xs: 2, sm: 3 }, minHeight: inShell ? 'auto' : '100vh', display: 'flex', alignItems: 'center' }}
    >
      <Box sx={{ textAlign: 'center', width: '100%', py: inShell ? 4 : 8 }}>
        <Typography aria-hidden variant="h1" sx={{ fontSize: 96, fontWeight: 700, color: 'primary.main', opacity: 0.6 }}>
          {code}
        </Typography>
        <Typography id="status-title" variant="h4" component="h1" gutterBottom>
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
