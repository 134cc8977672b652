import { devices } from '@playwright/test';
import { accounts, expect, signIn, test } from './fixtures';
import { wcagViolations } from './axe';
import { keepAllSheets, offerInstall } from './offlineApp';

// Issue 27, acceptance: the install offer, the kept files and a registration waiting to send, on
// a phone in light and dark, axe-clean, photographed (test-results/offline-phone-*.png) to be
// looked at.

const source = encodeURIComponent(JSON.stringify({ material: 'pvc', productCategory: 'finestre', product: 'icon' }));
const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];

for (const mode of ['light', 'dark'] as const) {
  test(`on a phone (${mode}): the install offer, the files kept on the device, a registration waiting to send`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await signIn(page, accounts.dealerB, { mode });
    const shot = (what: string) => page.screenshot({ path: `test-results/offline-phone-${mode}-${what}.png`, fullPage: true });

    // The install offer, as Chromium on Android makes it.
    expect(await offerInstall(page)).toBe(true);
    const card = page.getByRole('region', { name: 'Installa l’app sul dispositivo' });
    await expect(card.getByRole('button', { name: 'Installa' })).toBeVisible();
    expect(await wcagViolations(page, `${mode} install card`)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/offline-phone-${mode}-install.png` });

    // A material's sheets kept, then the page of what the device holds.
    await keepAllSheets(page, '/dashboard/tavoleTecniche?material=legno');
    await expect(page.getByText(/usati dei .* che il browser concede al portale/)).toBeVisible();
    expect(await wcagViolations(page, `${mode} kept files`)).toEqual([]);
    await shot('kept');

    // A registration filled without a signal: kept, and shown on the list as waiting to send.
    await page.goto(`/dashboard/garanzie/create?source=${source}`);
    // The list's page loaded once (the way back to it, offline, needs its part).
    await page.getByRole('navigation', { name: 'Sei qui' }).getByRole('link', { name: 'Garanzie' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Garanzie' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('combobox', { name: /^Prodotto/ })).toHaveText('Icon');
    await context.setOffline(true);
    const customer = `Cantiere telefono ${mode} ${Date.now().toString(36)}`;
    await page.getByLabel('Nome del cliente').fill(customer);
    await page.getByLabel('E-mail del cliente').fill('cantiere@example.it');
    await page.getByLabel('Via e numero civico').fill('Via dei Campi 3');
    await page.getByLabel('CAP').fill('35010');
    await page.getByLabel('Comune').fill('Vigonza');
    await page.getByLabel('Provincia').fill('PD');
    await page.getByLabel('Data di installazione').fill('02/11/2026');
    await page.getByRole('button', { name: 'Registra', exact: true }).click();
    await expect(page.getByText('Nessuna connessione: la registrazione resta su questo dispositivo')).toBeVisible();
    const draft = page.getByTestId('guarantee-draft').filter({ hasText: customer });
    await expect(draft).toContainText('In attesa di invio');
    expect(await wcagViolations(page, `${mode} waiting to send`)).toEqual([]);
    await draft.scrollIntoViewIfNeeded();
    await shot('waiting');
    // Closed offline: the draft goes with the context, nothing reaches the server.
  });
}
