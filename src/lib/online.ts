import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it has a network connection (`navigator.onLine`), kept current. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);
