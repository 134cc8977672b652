import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from '@playwright/test';
import { ACCESS_COOKIE } from '../../shared/cookies';
import { wcagViolations } from './axe';
import { accounts, expect, signedIn, test } from './fixtures';
import { keepAllSheets, underServiceWorker } from './offlineApp';

// Issue 27: documents, technical sheets and DoPs kept on the device, opened without a signal,
// brought up to date at the next connection, and gone with the account's sign-out.

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function pdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText(title, { x: 50, y: 760, size: 24, font: await doc.embedFont(StandardFonts.HelveticaBold) });
  return Buffer.from(await doc.save());
}

/** The admin's API, with the access token its signed-in page holds. */
async function adminApi(admin: Page) {
  const token = (await admin.context().cookies()).find((c) => c.name === ACCESS_COOKIE)!.value;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    /** A technical sheet of the given product, published to every dealer; its id. */
    async publishSheet(title: string, product: [string, string, string]) {
      const res = await admin.request.post('/protected/document/upload', {
        headers,
        multipart: {
          title,
          category: 'technical_sheet',
          language: 'it',
          material: product[0],
          productCategory: product[1],
          product: product[2],
          file: { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: await pdf(title) },
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).id as number;
    },
    async remove(id: number) {
      expect((await admin.request.delete(`/protected/document/${id}`, { headers })).status()).toBe(204);
    },
  };
}

const keptCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('portal-kept-')));

test('a dealer keeps a technical sheet, opens it offline from "On this device", and the sheet deleted on the server goes at the next connection', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, accounts.admin);
  const api = await adminApi(admin);
  const title = `Tavola offline ${unique()}`;
  const id = await api.publishSheet(title, ['pvc', 'finestre', 'icon']);

  const page = await signedIn(browser, accounts.dealerA);
  await underServiceWorker(page);
  await page.goto('/dashboard/tavoleTecniche?material=pvc&category=finestre&product=icon');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: `Tieni “${title}” offline su questo dispositivo` }).click();
  await expect(page.getByText(`“${title}” è salvato su questo dispositivo`)).toBeVisible();
  await expect(row.getByRole('button', { name: `Rimuovi “${title}” da questo dispositivo` })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation').getByRole('link', { name: 'Sul dispositivo' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sul dispositivo', level: 1 })).toBeVisible();
  await expect(page.getByTestId('kept-files')).toContainText(title);
  await expect(page.getByText(/usati dei .* che il browser concede al portale/)).toBeVisible();

  // Without a signal: the page opens again from the device, and so does the file.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('kept-files')).toContainText(title);
  const [viewer] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: `Apri “${title}”` }).click()]);
  await expect.poll(() => viewer.url()).toMatch(/^blob:/);
  // The browser's PDF viewer shows the file the device holds.
  await expect.poll(() => viewer.evaluate(() => document.contentType)).toBe('application/pdf');
  await viewer.close();

  // Deleted on the server meanwhile: gone from the device once the connection is back.
  await api.remove(id);
  await page.context().setOffline(false);
  // What the device holds is the proof (the toast that says so lasts three seconds).
  await expect(page.getByText(/Su questo dispositivo non è ancora salvato nulla/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('kept-files')).toHaveCount(0);
  await admin.context().close();
  await page.context().close();
});

test('a whole selection of sheets kept, then signing out leaves no kept file', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, accounts.dealerB);
  await keepAllSheets(page, '/dashboard/tavoleTecniche?material=alluminio');
  expect(await wcagViolations(page, 'kept files')).toEqual([]);
  expect(await keptCaches(page)).toHaveLength(1);

  await page.getByRole('button', { name: 'Profilo' }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/auth\/jwt\/login/);
  expect(await keptCaches(page)).toEqual([]);
  await page.context().close();
});
