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
 * whose files the worker still holds. Drawn without MUI (src/ui/plain.css), as MUI's snackbar: it
 * shows on the sign-in pages too, which carry none of MUI.
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
  if (!needRefresh) return null;
  return (
    <div className="p-snackbar" role="alert" data-testid="update-prompt">
      <div className="p-snackbar-text">{translate('app.update.available')}</div>
      <button type="button" onClick={() => void updateServiceWorker(true)}>
        {translate('app.update.reload')}
      </button>
    </div>
  );
}
