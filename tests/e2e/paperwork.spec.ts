import { wcagViolations } from './axe';
import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { accounts, expect, networkQuiet, signedIn, test } from './fixtures';
import { waitForMail } from './outbox';

// Issue 14: a dealer registers a warranty with its windows and the Ecobonus data, sees each
// window's Uw and check, downloads the certificate and the declaration, sends the certificate to
// the customer; anyone can check the certificate at /verify/<code>.

/** A day `offset` days from today, as the form takes it (gg/mm/aaaa) and as the API writes it. */
function day(offset: number) {
  const d = new Date(Date.now() + offset * 86400_000);
  const [y, m, dd] = [d.getFullYear(), String(d.getMonth() + 1).padStart(2, '0'), String(d.getDate()).padStart(2, '0')];
  return { typed: `${dd}/${m}/${y}`, iso: `${y}-${m}-${dd}` };
}

async function pdfOf(download: Download) {
  const bytes = await fs.readFile((await download.path())!);
  return bytes.subarray(0, 5).toString('latin1');
}

async function fillWindow(page: Page, index: number, { width, height, oldUw }: { width: string; height: string; oldUw?: string }) {
  const line = page.locator('.RaSimpleFormIterator-line').nth(index);
  await line.getByLabel('Larghezza (mm)').fill(width);
  await line.getByLabel('Altezza (mm)').fill(height);
  // Typed key by key with the Italian decimal comma (issue 24: the comma was once dropped, 2,8 became 28).
  if (oldUw) await line.getByLabel('Uw del serramento sostituito (W/m²K)').pressSequentially(oldUw);
  return line;
}

test('a dealer registers two windows in zone E, sees the Ecobonus check, downloads both PDFs and sends the certificate', async ({ browser }) => {
  test.setTimeout(120_000);
  const customer = `Famiglia Ecobonus ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `ecobonus.${Date.now().toString(36)}@example.it`;
  const page = await signedIn(browser, accounts.dealerA);
  await page.goto(`/dashboard/garanzie/create?source=${encodeURIComponent(JSON.stringify({ material: 'pvc', productCategory: 'finestre', product: 'icon' }))}`);
  await expect(page.getByRole('combobox', { name: /^Prodotto/ })).toHaveText('Icon');

  await page.getByLabel('Nome del cliente').fill(customer);
  await page.getByLabel('E-mail del cliente').fill(email);
  await page.getByLabel('Via e numero civico').fill('Via delle Magnolie 27');
  await page.getByLabel('CAP').fill('36100');
  await page.getByLabel('Comune').fill('Vicenza');
  await page.getByLabel('Provincia').fill('VI');
  await page.getByLabel('Data di installazione').fill(day(-10).typed);

  // Two windows; the quantity follows them.
  await page.getByRole('button', { name: 'Aggiungi un serramento' }).click();
  await page.getByRole('button', { name: 'Aggiungi un serramento' }).click();
  const first = await fillWindow(page, 0, { width: '1230', height: '1480' });
  await first.getByRole('combobox', { name: /^Ante/ }).click();
  await page.getByRole('option', { name: '2 ante' }).click();
  await first.getByRole('combobox', { name: /^Vetrata/ }).click();
  await page.getByRole('option', { name: /rinforzato 4\/16\/4.*warm edge/ }).click();
  // The Uw the server will compute, shown as it is typed.
  await expect(page.getByTestId('unit-uw-0')).toContainText('Uw calcolata: 1,19 W/m²K');
  const second = await fillWindow(page, 1, { width: '800', height: '1400' });
  // The product's standard glazing first (aluminium spacer), then the better one.
  await expect(page.getByTestId('unit-uw-1')).toContainText('Uw calcolata: 1,35 W/m²K');
  await second.getByRole('combobox', { name: /^Vetrata/ }).click();
  await page.getByRole('option', { name: /rinforzato 4\/16\/4.*warm edge/ }).click();
  await expect(page.getByTestId('unit-uw-1')).toContainText('Uw calcolata: 1,17 W/m²K');
  await expect(page.getByLabel('Quantità')).toHaveValue('2');

  // The Ecobonus: zone E, the works around the installation, each old Uw.
  await page.getByLabel('Compila i dati per l’Ecobonus').check();
  await page.getByRole('combobox', { name: /^Zona climatica/ }).click();
  await page.getByRole('option', { name: 'Zona E' }).click();
  await page.getByLabel('Inizio lavori').fill(day(-40).typed);
  await page.getByLabel('Fine lavori').fill(day(-5).typed);
  await expect(page.getByTestId('works-summary')).toContainText('Uw ≤ 1,30 W/m²K in zona E');
  await expect(page.getByTestId('works-summary')).toContainText('DM 6/8/2020, Allegato E, Tabella 1');
  // Issue 24: what the cost ceilings exclude (DM 6/8/2020 Annex I); renovation works (DM 26/6/2015) ask for
  // neither the old Uw nor the cost, and say that g_gl+sh is not checked.
  await expect(page.getByTestId('works-summary')).toContainText('al netto di IVA, prestazioni professionali e opere complementari');
  await page.getByRole('combobox', { name: /^Tipo di intervento/ }).click();
  await page.getByRole('option', { name: 'Ristrutturazione (requisiti minimi)' }).click();
  await expect(page.getByTestId('works-summary')).toContainText('Uw ≤ 1,40 W/m²K in zona E');
  await expect(page.getByTestId('works-summary')).toContainText('Non verificato: in presenza di schermature o oscuranti');
  await expect(page.getByLabel('Uw del serramento sostituito (W/m²K)')).toHaveCount(0);
  await expect(page.getByLabel('Costo netto di un serramento (€)')).toHaveCount(0);
  await expect(page.getByTestId('unit-uw-0').getByTestId('check-chip')).toHaveText('Conforme');
  await page.getByRole('combobox', { name: /^Tipo di intervento/ }).click();
  await page.getByRole('option', { name: 'Con detrazione fiscale (Ecobonus)' }).click();
  await expect(page.getByTestId('works-summary')).toContainText('Uw ≤ 1,30 W/m²K in zona E');
  await fillWindow(page, 0, { width: '1230', height: '1480', oldUw: '2,8' });
  await fillWindow(page, 1, { width: '800', height: '1400', oldUw: '4,9' });
  await expect(page.getByTestId('unit-uw-0').getByTestId('check-chip')).toHaveText('Conforme');

  await page.getByRole('button', { name: 'Registra', exact: true }).click();
  await expect(page.getByText('Garanzia registrata')).toBeVisible();
  const code = (await page.getByTestId('guarantee-code').textContent())!;
  expect(code).toMatch(/^GAR-\d{4}-\d{6}$/);

  // The show page: the windows with their Uw, the check, the limit and its decree, the ENEA deadline.
  const table = page.getByTestId('units-table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('1230 × 1480');
  await expect(table).toContainText('1,19');
  await expect(page.getByTestId('ecobonus-result')).toContainText('Tutti i serramenti rispettano i requisiti della zona E.');
  await expect(page.getByRole('region', { name: 'Ecobonus' })).toContainText('DM 6/8/2020, Allegato E, Tabella 1');
  await expect(page.getByRole('region', { name: 'Ecobonus' })).toContainText('al netto di IVA, prestazioni professionali');
  await expect(page.getByTestId('enea-deadline')).toContainText('90 giorni dalla fine dei lavori');

  // Both papers, as PDFs named by the document and the code.
  const [certificate] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-certificate').click()]);
  expect(certificate.suggestedFilename()).toBe(`Certificato-garanzia-${code}.pdf`);
  expect(await pdfOf(certificate)).toBe('%PDF-');
  const [declaration] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-declaration').click()]);
  expect(declaration.suggestedFilename()).toBe(`Dichiarazione-Ecobonus-${code}.pdf`);
  expect(await pdfOf(declaration)).toBe('%PDF-');

  // The certificate to the customer, after a confirmation that says to whom.
  await page.getByTestId('send-certificate').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Invia al cliente' }).click();
  await expect(page.getByText(`Il certificato è in viaggio verso ${email}.`)).toBeVisible();
  await expect(page.getByText(/Ultimo invio al cliente il/)).toBeVisible();
  const mail = await waitForMail(email, new RegExp(`Certificato di garanzia ${code}`));
  expect(mail.attachments.map((a) => a.filename)).toEqual([`Certificato-garanzia-${code}.pdf`]);

  // From the list too.
  await page.goto('/dashboard/garanzie');
  await page.getByRole('textbox', { name: 'Cerca cliente, codice o ordine' }).fill(code);
  await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain(code);
  const [fromList] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Scarica il certificato ${code}` }).click()]);
  expect(fromList.suggestedFilename()).toBe(`Certificato-garanzia-${code}.pdf`);

  // Anyone holding the certificate can check it: genuine, valid, nothing personal.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/verify/${code}`);
  const result = visitor.getByTestId('verify-result');
  await expect(result).toContainText('Certificato autentico');
  await expect(result).toContainText(`Certificato n. ${code}`);
  await expect(result).toContainText('Finestra in PVC Icon');
  await expect(result).toContainText('Valido — fino al');
  await expect(visitor.locator('body')).not.toContainText(customer);
  await expect(visitor.locator('body')).not.toContainText('Magnolie');
  await expect(visitor.locator('body')).not.toContainText(email);
  // Issue 24: the certificate's fixed legal clause (Codice del Consumo, art. 135-quinquies, comma 2,
  // as replaced by D.Lgs. 170/2021), in the page's language: the free legal guarantee against the
  // seller, unaffected; the guarantor; the territory; how to claim.
  const legal = visitor.getByTestId('verify-legal');
  await expect(legal.getByRole('heading', { level: 2 })).toHaveText('Garanzia legale e come far valere questa garanzia');
  await expect(legal).toContainText('ha per legge, a titolo gratuito, i rimedi per i difetti di conformità dei beni nei confronti del venditore');
  await expect(legal).toContainText('non pregiudica tali rimedi');
  await expect(legal).toContainText('La garanzia vale per i prodotti installati in Italia');
  await expect(legal).toContainText(`Indicare il numero di certificato ${code}`);
  await expect(legal).not.toContainText('Legal guarantee');

  // In English, on a phone: the English clause, and the Italian text (which prevails) one click away.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  const english = await phone.newPage();
  await english.goto(`/verify/${code}`);
  const clause = english.getByTestId('verify-legal');
  await expect(clause.getByRole('heading', { level: 2 })).toHaveText('Legal guarantee and how to claim this guarantee');
  await expect(clause).toContainText('is entitled by law, free of charge, to remedies from the seller');
  await expect(clause).toContainText('if the two texts differ, the Italian text prevails');
  await expect(clause.getByText('Garanzia legale di conformità')).toBeHidden();
  await clause.getByText('Italian text (prevails)').click();
  await expect(clause.getByText('Garanzia legale di conformità')).toBeVisible();
  expect(await english.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
});

test('the verification page says "not found" for an unknown code, in English too, on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  const page = await context.newPage();
  await page.goto('/verify/GAR-1999-000001');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warranty certificate check');
  await expect(page.getByTestId('verify-result')).toContainText('Certificate not found');
  await expect(page.getByTestId('verify-result')).toContainText('GAR-1999-000001');
  // The page fits the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/verify/not-a-code');
  await expect(page.getByTestId('verify-result')).toContainText('Certificate not found');
});

test('the windows, the Ecobonus and the verification pass axe in light and dark', async ({ browser }) => {
  test.setTimeout(150_000);
  for (const mode of ['light', 'dark'] as const) {
    const page = await signedIn(browser, accounts.dealerA, { mode });
    const check = async (what: string) => {
      await networkQuiet(page);
      await page.waitForTimeout(300);
      expect(await wcagViolations(page, `${mode} ${what}`)).toEqual([]);
    };
    // The demo's Zanon registration: eight windows in zone E, with the Ecobonus.
    await page.goto('/dashboard/garanzie');
    await page.getByRole('link', { name: /GAR-/ }).filter({ has: page.locator('xpath=ancestor::tr[contains(., "Zanon")]') }).first().click();
    await expect(page.getByTestId('units-table')).toBeVisible();
    await expect(page.getByTestId('ecobonus-result')).toBeVisible();
    await check('show');
    const code = (await page.getByTestId('guarantee-code').textContent())!;

    await page.goto(`/dashboard/garanzie/create?source=${encodeURIComponent(JSON.stringify({ material: 'pvc', productCategory: 'finestre', product: 'icon' }))}`);
    await page.getByRole('button', { name: 'Aggiungi un serramento' }).click();
    await page.getByLabel('Compila i dati per l’Ecobonus').check();
    await expect(page.getByTestId('works-summary')).toBeVisible();
    await check('form');

    // A signed-in dealer's /verify/<code> opens the claim form (issue 26); `?check` asks for the check itself.
    await page.goto(`/verify/${code}?check`);
    await expect(page.getByTestId('verify-result')).toContainText('Certificato autentico');
    await check('verify');
    await page.context().close();
  }
});
