import { useSyncExternalStore } from 'react';

/**
 * The browser's offer to install the portal as an app (Chromium's `beforeinstallprompt`, not
 * standard: Safari and Firefox have none, and on an iPhone the app is added from the share menu).
 * Kept from the moment the page starts (main.tsx), since it comes once, early, and shown where
 * the portal chooses (src/admin/home/InstallCard.tsx) rather than as the browser's own bar.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

export function listenForInstallOffer() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the browser offers to install the portal now. */
export const useInstallOffer = (): boolean => useSyncExternalStore(subscribe, () => offer !== null);

/** Shows the browser's install dialog; an offer is good once, whatever the answer. */
export async function install(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const current = offer;
  if (!current) return 'unavailable';
  offer = null;
  changed();
  await current.prompt();
  return (await current.userChoice).outcome;
}

/**
 * An iPhone or iPad (iPadOS says it is a Mac, with touch) where the portal is not already opened
 * from the Home Screen: no browser there fires an offer, the person adds the app from the Share
 * menu, so the portal says how instead.
 */
export function addedByHandHere(): boolean {
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia?.('(display-mode: standalone)').matches;
  return ios && !standalone;
}
