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
