import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/jost/400.css';
import '@fontsource/jost/500.css';
import '@fontsource/jost/600.css';
import { App } from './app/App';
import { ChunkLoadError } from './app/lazyPage';

// A chunk that failed to load is shown to the user as a reload prompt: not an error to log.
createRoot(document.getElementById('root')!, {
  onCaughtError(error, info) {
    if (!(error instanceof ChunkLoadError)) console.error(error, info.componentStack);
  },
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
