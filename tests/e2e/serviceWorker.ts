import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until the service worker is active (the app registers it once the first page has loaded),
 * then reloads, so that it controls the page: a first visit is never controlled (no clientsClaim).
 */
export async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/**
 * What Chromium fires when the portal can be installed (`beforeinstallprompt`), made here: the
 * browser fires it by its own engagement rules, never on cue. Its `prompt()` is counted on window.
 */
export const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
    const w = window as unknown as { prompted: number };
    w.prompted ??= 0;
    event.prompt = async () => void w.prompted++;
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
