import { wcagViolations } from './axe';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from '@playwright/test';
import { accounts, expect, test, signIn, signedIn } from './fixtures';

/** A real PDF with a visible title; `padMb` of attached data makes the upload last long enough to watch. */
async function makePdf(title: string, padMb = 0): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 760, size: 24, font: await pdf.embedFont(StandardFonts.HelveticaBold) });
  if (padMb) {
    // Random bytes: they do not compress, so the file keeps its size.
    await pdf.attach(new Uint8Array(randomBytes(padMb * 1024 * 1024)), 'dati.bin', { mimeType: 'application/octet-stream' });
  }
  return Buffer.from(await pdf.save());
}

/** Fills the create form: file first, then title and category (the language stays Italian, the default). */
async function fillDocument(page: Page, title: string, file: Buffer, fileName: string) {
  await page.goto('/dashboard/documenti/create');
  await page.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: file });
  await expect(page.getByTestId('uploaded-file')).toContainText(fileName);
  await page.getByLabel('Titolo').fill(title);
  await page.getByRole('combobox', { name: /^Categoria (?!di prodotto)/ }).click();
  await page.getByRole('option', { name: 'Manuale' }).click();
}

async function findInList(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Cerca nei documenti' }).fill(title);
  // react-admin applies a search after a short delay: wait until the list is filtered by it.
  await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain(title);
  return page.getByRole('row').filter({ hasText: title });
}

async function downloadFrom(page: Page, title: string): Promise<Buffer> {
  const row = await findInList(page, title);
  await expect(row).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('document-download').click()]);
  return fs.readFileSync((await download.path())!);
}

test('an admin uploads and reserves; each dealer sees and downloads what is theirs', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const publicTitle = `Manuale pubblico ${stamp}`;
  const reservedTitle = `Offerta riservata ${stamp}`;
  const publicPdf = await makePdf(publicTitle, 6);
  const reservedPdf = await makePdf(reservedTitle);

  const admin = await signedIn(browser, accounts.admin);
  // The upload is slowed down so that its progress can be seen.
  const cdp = await admin.context().newCDPSession(admin);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2 * 1024 * 1024 });
  await fillDocument(admin, publicTitle, publicPdf, 'manuale-pubblico.pdf');
  await admin.getByRole('button', { name: 'Carica', exact: true }).click();
  const progress = admin.getByTestId('upload-progress');
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(admin.getByText('Documento caricato')).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await fillDocument(admin, reservedTitle, reservedPdf, 'offerta-rossi.pdf');
  await admin.getByLabel('Riservato').check();
  await admin.getByTestId('dealer-picker').getByRole('combobox').fill('Rossi');
  await admin.getByRole('option', { name: /Marco Rossi/ }).click();
  await admin.getByRole('button', { name: 'Carica', exact: true }).click();
  await expect(admin.getByText('Documento caricato')).toBeVisible();

  // Dealer A: both in "all", the reserved one under "reserved to me" too; both download whole.
  const dealerA = await signedIn(browser, accounts.dealerA);
  await dealerA.goto('/dashboard/documenti');
  expect((await downloadFrom(dealerA, publicTitle)).equals(publicPdf)).toBe(true);
  await expect(await findInList(dealerA, reservedTitle)).toHaveCount(1);
  await dealerA.getByTestId('documents-tab-reserved').click();
  expect((await downloadFrom(dealerA, reservedTitle)).equals(reservedPdf)).toBe(true);

  // Dealer B: the public one only, by every way in.
  const dealerB = await signedIn(browser, accounts.dealerB);
  await dealerB.goto('/dashboard/documenti');
  await expect(await findInList(dealerB, publicTitle)).toHaveCount(1);
  await dealerB.getByTestId('documents-tab-reserved').click();
  await expect(await findInList(dealerB, reservedTitle)).toHaveCount(0);
  await dealerB.getByTestId('documents-tab-all').click();
  await expect(await findInList(dealerB, reservedTitle)).toHaveCount(0);
  // No create or edit for a dealer.
  await expect(dealerB.getByRole('link', { name: 'Carica un documento' })).toHaveCount(0);
});

test('the PDF preview renders in the page', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, accounts.dealerB);
  await page.goto('/dashboard/documenti');
  const row = await findInList(page, 'Manuale di posa in opera');
  await row.getByText('Manuale di posa in opera').click();
  await expect(page.getByRole('heading', { name: 'Manuale di posa in opera' })).toBeVisible();
  const canvas = page.getByTestId('pdf-preview-canvas');
  await expect(canvas).toHaveAttribute('data-rendered', 'true', { timeout: 15_000 });
  // Something was drawn: the canvas is not one flat colour.
  const drawn = await canvas.evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    const colours = new Set<string>();
    for (let i = 0; i < data.length; i += 4 * 97) colours.add(data.slice(i, i + 4).join());
    return colours.size;
  });
  expect(drawn).toBeGreaterThan(2);
});

test('technical sheets: browsable by product, and on the product page', async ({ page }) => {
  await signIn(page, accounts.dealerA);
  await page.goto('/dashboard/legno/finestre/nova');
  const section = page.getByRole('region', { name: /Tavole tecniche e documenti/ });
  await expect(section.getByText('Scheda tecnica — Finestra in legno Nova')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByTestId('document-download').first().click()]);
  expect(download.suggestedFilename()).toBe('scheda-tecnica-legno-finestre-nova.pdf');

  await page.goto('/dashboard/tavoleTecniche');
  await expect(page.getByTestId('technical-sheets')).toBeVisible();
  await expect(page.getByTestId('technical-sheets').getByText(/^Scheda tecnica/).first()).toBeVisible();
});

test.describe('accessibility (axe)', () => {
  const pages = [
    ['/dashboard/documenti', (page: Page) => page.getByRole('row').nth(1)],
    ['/dashboard/documenti/create', (page: Page) => page.getByLabel('Titolo')],
    ['/dashboard/documenti/1/show', (page: Page) => page.getByRole('heading', { name: 'Dettagli' })],
    ['/dashboard/documenti/1', (page: Page) => page.getByLabel('Titolo')],
    ['/dashboard/tavoleTecniche', (page: Page) => page.getByTestId('technical-sheets')],
  ] as const;
  for (const mode of ['light', 'dark']) {
    for (const [url, ready] of pages) {
      test(`${url} in ${mode} mode has no axe violation`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.addInitScript((m) => localStorage.setItem('settings', JSON.stringify({ mode: m })), mode);
        await signIn(page, accounts.admin);
        await page.goto(url);
        await expect(ready(page)).toBeVisible({ timeout: 15_000 });
        expect(await wcagViolations(page)).toEqual([]);
      });
    }
  }
});
