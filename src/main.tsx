import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadPage } from './app/App';
import { ChunkLoadError } from './ui/lazyPage';
import { initLocale } from './i18n/locale';
import { initialize } from './providers/session';
import { listenForInstallOffer } from './lib/installPrompt';

// Everything the first page needs starts at once, side by side: the session check, the
// messages of the stored language and the page's own chunk. The page's chunk in a task of its
// own: the bundler's preload adds a <link rel="modulepreload"> per file the page imports (some
// sixty for the dashboard, 50–65 ms at Lighthouse's CPU ×4), which would lengthen this one.
void initialize();
void initLocale().catch(() => undefined);
setTimeout(() => preloadPage(window.location.pathname));
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
