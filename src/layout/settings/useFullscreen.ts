import { useCallback, useEffect, useState } from 'react';

/** Fullscreen state of the page, following the browser (Esc leaves it too). */
export function useFullscreen() {
  const [active, setActive] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = useCallback(() => {
    const action = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    action?.catch((err: unknown) => console.warn('fullscreen refused', err));
  }, []);
  return { active, toggle, supported: typeof document !== 'undefined' && Boolean(document.fullscreenEnabled) };
}
