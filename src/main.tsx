import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadPage } from './app/App';
import { ChunkLoadError } from './ui/lazyPage';
import { initLocale } from './i18n/locale';
import { initialize } from './providers/session';
import { listenForInstallOffer } from './lib/installPrompt';

// Everything the first page needs starts at once, side by side: the session check, the
// messages of the stored language and the page's own chunk.
void initialize();
void initLocale().catch(() => undefined);
preloadPage(window.location.pathname);
listenForInstallOffer();

// A chunk that failed to load is shown to the user as a reload prompt: not an error to log.
const root = createRoot(document.getElementById('root')!, {
  onCaughtError(error, info) {
    if (!(error instanceof ChunkLoadError)) console.error(error, info.componentStack);
  },
});
root.render(
  <StrictMode>
    <App />
  </StrictMode>,
);
