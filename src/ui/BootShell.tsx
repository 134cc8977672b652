import { useLayoutEffect } from 'react';

/**
 * index.html paints a branded shell (#boot: logo, name, a thin progress line, inline CSS, light
 * and dark) before any script runs. It stays over the page while a <BootShell /> is mounted (the
 * session check, the first page's chunk) and is hidden once the app draws a page of its own.
 */
let mounted = 0;
const setShellHidden = (hidden: boolean) => document.getElementById('boot')?.toggleAttribute('hidden', hidden);

export function BootShell() {
  useLayoutEffect(() => {
    mounted += 1;
    setShellHidden(false);
    return () => {
      mounted -= 1;
      if (mounted === 0) setShellHidden(true);
    };
  }, []);
  return null;
}

/** Hides the shell after the app's first commit when nothing asked to keep it. */
export function useHideBootShell() {
  useLayoutEffect(() => {
    if (mounted === 0) setShellHidden(true);
  }, []);
}
