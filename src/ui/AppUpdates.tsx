import { useEffect, useState, type ComponentType } from 'react';

/**
 * The service worker and its update prompt (./UpdatePrompt), loaded once the first page has
 * loaded: they are not part of it, and the worker's first install (the whole app's files) then
 * does not compete with the page's own. A failure to load them is no one's concern: the portal
 * works as a plain web page, and tries again on the next visit.
 */
export function AppUpdates() {
  const [Prompt, setPrompt] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    const load = () =>
      void import('./UpdatePrompt').then(
        (m) => setPrompt(() => m.default),
        () => undefined,
      );
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return () => window.removeEventListener('load', load);
  }, []);
  return Prompt ? <Prompt /> : null;
}
