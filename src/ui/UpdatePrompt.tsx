import { Button, Snackbar } from '@mui/material';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslate } from '../i18n/locale';

/** How often an open tab asks whether a new version was deployed: a tab may stay open for days. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

function checkForUpdates(registration: ServiceWorkerRegistration) {
  // Offline the check fails: it is simply made again later.
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, CHECK_EVERY_MS);
  window.addEventListener('online', check);
}

/**
 * Registers the service worker (vite.config.ts) and, when a new version of the portal is waiting,
 * says so; it takes over when the person chooses, and the page reloads with it
 * (vite-plugin-pwa's `prompt` flow: workbox-window's skip-waiting message, then a reload once the
 * new worker controls the page). Until then the open pages keep the version they started with,
 * whose files the worker still holds.
 */
export default function UpdatePrompt() {
  const translate = useTranslate();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW: (_url, registration) => registration && checkForUpdates(registration),
  });
  return (
    <Snackbar
      open={needRefresh}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={translate('app.update.available')}
      data-testid="update-prompt"
      action={
        <Button color="inherit" size="small" onClick={() => void updateServiceWorker(true)} sx={{ fontWeight: 700 }}>
          {translate('app.update.reload')}
        </Button>
      }
    />
  );
}
