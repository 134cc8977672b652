import { wcagViolations } from './axe';
import type { Page } from '@playwright/test';
import { accounts, expect, login, networkQuiet, test, signIn, signedIn } from './fixtures';

/** The list's rows whose text has `text`, after searching for it. */
async function search(page: Page, text: string) {
  await page.goto('/dashboard/garanzie');
  await page.getByRole('textbox', { name: 'Cerca cliente, codice o ordine' }).fill(text);
  // As in the other lists: once the search is in the URL, no late navigation of the list follows a click.
  await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain(text);
  return page.getByRole('row').filter({ hasText: text });
}

test('a dealer registers a warranty from a product page; only they and the admins see it', async ({ browser }) => {
  test.setTimeout(120_000);
  const customer = `Famiglia Test ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  const dealerA = await signedIn(browser, accounts.dealerA);
  await dealerA.goto('/dashboard/pvc/finestre/icon');
  await dealerA.getByRole('link', { name: 'Registra una garanzia per questo prodotto' }).click();
  await expect(dealerA).toHaveURL(/\/dashboard\/garanzie\/create\?source=/);

  // The product is chosen, and its standard warranty filled in.
  await expect(dealerA.getByRole('combobox', { name: 'Materiale' })).toHaveText('PVC');
  await expect(dealerA.getByRole('combobox', { name: 'Categoria di prodotto' })).toHaveText('Finestre');
  await expect(dealerA.getByRole('combobox', { name: /^Prodotto/ })).toHaveText('Icon');
  await expect(dealerA.getByLabel('Garanzia (anni)')).toHaveValue('10');

  await dealerA.getByLabel('Nome del cliente').fill(customer);
  await dealerA.getByLabel('E-mail del cliente').fill('famiglia.test@example.it');
  await dealerA.getByLabel('Via e numero civico').fill('Via Roma 12');
  await dealerA.getByLabel('CAP').fill('35100');
  await dealerA.getByLabel('Comune').fill('Padova');
  await dealerA.getByLabel('Provincia').fill('PD');
  await dealerA.getByLabel('Quantità').fill('4');
  await dealerA.getByLabel('Riferimento ordine').fill('ORD-E2E-1');
  // The date is typed as Italian writes it (gg/mm/aaaa), not as the browser's own input would take it.
  const installed = dealerA.getByLabel('Data di installazione');
  await installed.fill('15/06');
  // Unfinished: no expiry is announced yet.
  await expect(dealerA.getByTestId('expiry-preview')).not.toContainText('Coperta fino al');
  await installed.fill('15/06/2025');
  // The expiry follows the date and the years as they are typed.
  const preview = dealerA.getByTestId('expiry-preview');
  await expect(preview).toContainText('Coperta fino al 15 giugno 2035');
  await dealerA.getByLabel('Garanzia (anni)').fill('12');
  await expect(preview).toContainText('Coperta fino al 15 giugno 2037');
  await dealerA.getByLabel('Garanzia (anni)').fill('10');
  await expect(preview).toContainText('Coperta fino al 15 giugno 2035');

  await dealerA.getByRole('button', { name: 'Registra', exact: true }).click();
  await expect(dealerA.getByText('Garanzia registrata')).toBeVisible();
  const code = (await dealerA.getByTestId('guarantee-code').textContent())!;
  expect(code).toMatch(/^GAR-\d{4}-\d{6}$/);
  await expect(dealerA.getByRole('heading', { level: 1 })).toHaveText(`${code} · ${customer}`);
  const showUrl = dealerA.url();

  // In the list, with its code and expiry.
  const row = await search(dealerA, customer);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(code);
  await expect(row).toContainText('15 giu 2035');
  await expect(row.getByTestId('expiry-chip')).toHaveText('Attiva');
  // Found by its code too.
  await expect(await search(dealerA, code)).toHaveCount(1);

  // Another dealer does not see it.
  const dealerB = await signedIn(browser, accounts.dealerB);
  await expect(await search(dealerB, customer)).toHaveCount(0);
  await expect(await search(dealerB, code)).toHaveCount(0);
  // Nor by its address: the page says so and goes back to the list.
  await dealerB.goto(showUrl);
  // (The list, with the search it remembers from above.)
  await expect(dealerB).toHaveURL(/\/dashboard\/garanzie(\?|$)/);
  await expect(dealerB.getByTestId('guarantee-code')).toHaveCount(0);

  // An admin sees it, with its dealer, and can filter by dealer.
  const admin = await signedIn(browser, accounts.admin);
  const adminRow = await search(admin, customer);
  await expect(adminRow).toHaveCount(1);
  await expect(adminRow).toContainText('Marco Rossi');
  const dealerFilter = admin.getByRole('combobox', { name: 'Rivenditore' });
  await dealerFilter.fill('Bianchi');
  await admin.getByRole('option', { name: /Laura Bianchi/ }).click();
  await expect(admin).toHaveURL(/dealerId/);
  await expect(admin.getByRole('row').filter({ hasText: customer })).toHaveCount(0);
  await dealerFilter.clear();
  await dealerFilter.fill('Rossi');
  await admin.getByRole('option', { name: /Marco Rossi/ }).click();
  await expect(admin.getByRole('row').filter({ hasText: customer })).toHaveCount(1);
  await admin.goto(showUrl);
  await expect(admin.getByTestId('guarantee-code')).toHaveText(code);
});

test('an admin registers a warranty for a dealer, who then finds it on their list', async ({ browser }) => {
  test.setTimeout(90_000);
  const customer = `Condominio Test ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const admin = await signedIn(browser, accounts.admin);
  await admin.goto('/dashboard/garanzie/create');
  await admin.getByRole('combobox', { name: 'Rivenditore' }).fill('Bianchi');
  await admin.getByRole('option', { name: /Laura Bianchi/ }).click();
  await admin.getByLabel('Nome del cliente').fill(customer);
  await admin.getByLabel('Telefono del cliente').fill('+39 045 123 4567');
  await admin.getByLabel('Via e numero civico').fill('Corso Porta Nuova 1');
  await admin.getByLabel('CAP').fill('37122');
  await admin.getByLabel('Comune').fill('Verona');
  await admin.getByLabel('Provincia').fill('VR');
  await admin.getByRole('combobox', { name: 'Materiale' }).click();
  await admin.getByRole('option', { name: 'Alluminio' }).click();
  await admin.getByRole('combobox', { name: 'Categoria di prodotto' }).click();
  await admin.getByRole('option', { name: 'Oscuranti' }).click();
  await admin.getByRole('combobox', { name: /^Prodotto/ }).click();
  await admin.getByRole('option', { name: 'Giotto' }).click();
  // Shutters carry five years.
  await expect(admin.getByLabel('Garanzia (anni)')).toHaveValue('5');
  await admin.getByLabel('Data di installazione').fill('02/03/2026');
  await expect(admin.getByTestId('expiry-preview')).toContainText('Coperta fino al 2 marzo 2031');
  await admin.getByRole('button', { name: 'Registra', exact: true }).click();
  await expect(admin.getByText('Garanzia registrata')).toBeVisible();
  const code = (await admin.getByTestId('guarantee-code').textContent())!;

  const dealerB = await signedIn(browser, accounts.dealerB);
  const row = await search(dealerB, customer);
  await expect(row).toContainText(code);
  await expect(await search(await signedIn(browser, accounts.dealerA), customer)).toHaveCount(0);
});

test('the form explains what is missing before sending anything', async ({ page }) => {
  await page.goto('/auth/jwt/login');
  await login(page, accounts.dealerB);
  await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();
  await page.goto('/dashboard/garanzie/create');
  // In Italy (the default) the province is marked required, like every other required field.
  await expect(page.locator('label', { hasText: /^Provincia\s*\*$/ })).toBeVisible();
  await page.getByLabel('Nome del cliente').fill('Cliente senza contatti');
  await page.getByLabel('CAP').fill('3712');
  await page.getByLabel('Provincia').fill('Verona');
  await page.getByLabel('Data di installazione').fill('01/01/2099');
  await page.getByRole('button', { name: 'Registra', exact: true }).click();
  await expect(page.getByText('Indica l’e-mail o il telefono.').first()).toBeVisible();
  await expect(page.getByText('Inserisci le cinque cifre del CAP.')).toBeVisible();
  await expect(page.getByText('Inserisci la sigla di due lettere della provincia, es. PD.')).toBeVisible();
  await expect(page.getByText('La data di installazione non può essere nel futuro.')).toBeVisible();
  // Giving the phone clears the contact error on both fields.
  await page.getByLabel('Telefono del cliente').fill('045 800 1234');
  await expect(page.getByText('Indica l’e-mail o il telefono.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/create$/);
});

test('warranty pages pass axe in light and dark', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/auth/jwt/login');
  await login(page, accounts.admin);
  await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();
  for (const mode of ['light', 'dark']) {
    await page.evaluate((m) => localStorage.setItem('settings', JSON.stringify({ mode: m })), mode);
    for (const [url, ready] of [
      ['/dashboard/garanzie', () => page.getByRole('row').nth(1)],
      ['/dashboard/garanzie/create', () => page.getByLabel('Nome del cliente')],
      // Ready once react-admin has applied `source`: the product chosen, its selects enabled.
      ['/dashboard/garanzie/create?source=%7B%22material%22%3A%22legno%22%2C%22productCategory%22%3A%22finestre%22%2C%22product%22%3A%22nova%22%7D', () => page.getByRole('combobox', { name: /^Prodotto/ }).filter({ hasText: 'Nova' })],
      ['/dashboard/garanzie/1/show', () => page.getByTestId('guarantee-code')],
      // The correction of a registration: its form filled from the record.
      ['/dashboard/garanzie/1', () => page.getByLabel('Nome del cliente')],
    ] as const) {
      await page.goto(url);
      await expect(ready()).toBeVisible({ timeout: 20_000 });
      // Let the labels of the pre-filled selects finish their transition before axe measures contrast.
      await networkQuiet(page);
      await page.waitForTimeout(300);
      expect(await wcagViolations(page, `${mode} ${url}`)).toEqual([]);
    }
  }
});

/**
 * Issue 24: a dealer types dates and decimals key by key, as a person does (never `fill`): the day
 * and month stay when the year begins, and the decimal separator of the portal's language is read
 * as one ("5,7" in Italian, "5.7" in English), never dropped ("57"). What the server saved is read
 * back from its answer.
 */
for (const lang of ['it', 'en'] as const) {
  test(`dates and decimals typed key by key are saved as typed (${lang})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const words = {
      it: { name: 'Nome del cliente', email: 'E-mail del cliente', street: 'Via e numero civico', zip: 'CAP', city: 'Comune', province: 'Provincia', installed: 'Data di installazione', add: 'Aggiungi un serramento', width: 'Larghezza (mm)', height: 'Altezza (mm)', ecobonus: 'Compila i dati per l’Ecobonus', zone: /^Zona climatica/, zoneE: 'Zona E', start: 'Inizio lavori', end: 'Fine lavori', oldUw: 'Uw del serramento sostituito (W/m²K)', register: 'Registra', saved: 'Garanzia registrata', wrongSeparator: 'Inserisci un numero, con la virgola prima dei decimali (es. 5,7).', range: 'Inserisci un’Uw da 0,5 a 7 W/m²K.', uw: '5,7', otherSeparator: '5.7', shown: '5,70' },
      en: { name: 'Customer name', email: 'Customer e-mail', street: 'Street and number', zip: 'Postcode', city: 'Town', province: 'Province', installed: 'Installation date', add: 'Add a window', width: 'Width (mm)', height: 'Height (mm)', ecobonus: 'Fill in the Ecobonus data', zone: /^Climate zone/, zoneE: 'Zone E', start: 'Works started on', end: 'Works ended on', oldUw: 'Uw of the window replaced (W/m²K)', register: 'Register', saved: /Warranty registered/, wrongSeparator: 'Enter a number, with a point before the decimals (e.g. 5.7).', range: 'Enter a Uw from 0.5 to 7 W/m²K.', uw: '5.7', otherSeparator: '5,7', shown: '5.70' },
    }[lang];
    const page = await (await browser.newContext()).newPage();
    await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
    await page.goto('/auth/jwt/login');
    await login(page, accounts.dealerA);
    await expect(page.getByRole('heading', { level: 1, name: /^(Ti diamo il benvenuto|Welcome)/ })).toBeVisible();
    await page.goto(`/dashboard/garanzie/create?source=${encodeURIComponent(JSON.stringify({ material: 'pvc', productCategory: 'finestre', product: 'icon' }))}`);
    /** Clicks at the start of the field and presses each key of `text`, as a person types. */
    const typeKeys = async (label: string | RegExp, text: string, within = page.locator('body')) => {
      const input = within.getByLabel(label);
      await input.click({ position: { x: 6, y: 12 } });
      await expect(input).toBeFocused();
      // As a person: a moment between the click and the first key (the date field selects its day on focus).
      await page.waitForTimeout(150);
      await page.keyboard.type(text, { delay: 40 });
      return input;
    };
    const customer = `Typed ${lang} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await page.getByLabel(words.name).fill(customer);
    await page.getByLabel(words.email).fill('typed@example.it');
    await page.getByLabel(words.street).fill('Via Roma 1');
    await page.getByLabel(words.zip).fill('35100');
    await page.getByLabel(words.city).fill('Padova');
    await page.getByLabel(words.province).fill('PD');
    // The portal's calendar is day/month/year in both languages (en-GB).
    const installed = await typeKeys(words.installed, '20/11/2026');
    await expect(installed).toHaveValue('20/11/2026');

    await page.getByRole('button', { name: words.add }).click();
    const line = page.locator('.RaSimpleFormIterator-line').first();
    await typeKeys(words.width, '1230', line);
    await typeKeys(words.height, '1480', line);
    await page.getByLabel(words.ecobonus).check();
    await page.getByRole('combobox', { name: words.zone }).click();
    await page.getByRole('option', { name: words.zoneE }).click();
    // A one-digit day ended by its separator, as on paper: the separator moves on to the month.
    await expect(await typeKeys(words.start, '1/10/2026')).toHaveValue('01/10/2026');
    await expect(await typeKeys(words.end, '25/11/2026')).toHaveValue('25/11/2026');

    // The other language's separator is refused with a message that shows the right one, and the
    // range is told with the language's own separator.
    const oldUw = await typeKeys(words.oldUw, words.otherSeparator, line);
    await expect(oldUw).toHaveValue(words.otherSeparator);
    await page.getByRole('button', { name: words.register, exact: true }).click();
    await expect(line.getByText(words.wrongSeparator)).toBeVisible();
    await oldUw.fill('');
    await typeKeys(words.oldUw, '9', line);
    await expect(line.getByText(words.range)).toBeVisible();
    await oldUw.fill('');
    await typeKeys(words.oldUw, words.uw, line);
    await expect(oldUw).toHaveValue(words.uw);

    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/protected/guarantee/create');
    await page.getByRole('button', { name: words.register, exact: true }).click();
    const answer = await saved;
    expect(answer.ok()).toBe(true);
    const body = await answer.json();
    expect(body.installationDate).toBe('2026-11-20');
    expect(body.ecobonus).toMatchObject({ worksStart: '2026-10-01', worksEnd: '2026-11-25' });
    expect(body.units[0]).toMatchObject({ width: 1230, height: 1480, oldUw: 5.7 });
    await expect(page.getByText(words.saved)).toBeVisible();
    // The page reads the saved figure in the language's own way.
    await expect(page.getByTestId('units-table')).toContainText(words.shown);
    await page.context().close();
  });
}

test('the form’s fields side by side share their top and height (issue 24)', async ({ page }) => {
  await signIn(page, accounts.dealerA);
  await page.goto('/dashboard/garanzie/create');
  const box = async (label: RegExp) => (await page.getByLabel(label).first().locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")][1]').boundingBox())!;
  for (const [left, right] of [
    [/^Quantità/, /^Riferimento ordine/],
    [/^Data di installazione/, /^Garanzia \(anni\)/],
  ]) {
    const [a, b] = [await box(left), await box(right)];
    expect(Math.abs(a.y - b.y), `${left} / ${right}`).toBeLessThan(1);
    expect(Math.abs(a.height - b.height), `${left} / ${right}`).toBeLessThan(1);
  }
});
