// First of all, before React DOM and MUI are evaluated: the requests the first page waits for.
import './app/firstLoads';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ChunkLoadError } from './app/lazyPage';

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
