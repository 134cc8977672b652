import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import InstallIcon from '@mui/icons-material/InstallMobileOutlined';
import { useTranslate } from 'react-admin';
import { addedByHandHere, install, useInstallOffer } from '../../lib/installPrompt';

/** localStorage: when the person said "not now"; the offer comes back after DISMISSED_FOR. */
const DISMISSED_KEY = 'installDismissedAt';
const DISMISSED_FOR = 30 * 24 * 60 * 60 * 1000;

function dismissedRecently(): boolean {
  try {
    const at = Number(localStorage.getItem(DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && Date.now() - at < DISMISSED_FOR;
  } catch {
    return false;
  }
}

/**
 * On the home, while the browser offers to install the portal (lib/installPrompt.ts): what the
 * app gives on a building site, "Install" (the browser's own dialog) and "Not now" (asked again
 * in a month). On an iPhone or iPad, how to add it from Safari's Share menu instead. Nothing when
 * there is neither: already installed, or a browser that cannot.
 */
export function InstallCard() {
  const translate = useTranslate();
  const offered = useInstallOffer();
  const [byHand] = useState(addedByHandHere);
  const [dismissed, setDismissed] = useState(dismissedRecently);
  if ((!offered && !byHand) || dismissed) return null;
  const notNow = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    } catch {
      // Storage refused: it is simply offered again next time.
    }
    setDismissed(true);
  };
  return (
    <Card component="section" aria-labelledby="install-title" data-testid="install-card">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ xs: 'flex-start', sm: 'center' }}>
          <InstallIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <Box sx={{ flexGrow: 1 }}>
            <Typography id="install-title" variant="h6" component="h2">
              {translate('install.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('install.text')}
            </Typography>
            {!offered && (
              <Typography variant="body2" sx={{ mt: 1 }} data-testid="install-by-hand">
                {translate('install.ios')}
              </Typography>
            )}
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {offered && (
              <Button variant="contained" onClick={() => void install()}>
                {translate('install.install')}
              </Button>
            )}
            <Button onClick={notNow}>{translate('install.not_now')}</Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
