import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The steps of issue 27's tests of the installable app: its service worker in charge, the install
// offer as Chromium makes it, and sheets kept on the device.

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

/**
 * Keeps every sheet of the technical sheets' page at `url` with its "keep them all" button, waits
 * until the button says they are all kept, then opens the page of what the device holds and waits
 * for its count; the number kept.
 */
export async function keepAllSheets(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const keepAll = page.getByTestId('keep-all-sheets');
  await expect(keepAll).toHaveText(/^Tieni offline queste \d+ tavole$/);
  const count = Number(/\d+/.exec((await keepAll.textContent())!)![0]);
  await keepAll.click();
  await expect(keepAll).toHaveText(`Tutte le ${count} tavole sono salvate offline`);
  await page.goto('/dashboard/offline');
  await expect(page.getByRole('heading', { name: new RegExp(`^${count} file, `) })).toBeVisible();
  return count;
}
