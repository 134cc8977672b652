import sharp from 'sharp';
import type { BrowserContext, Page } from '@playwright/test';
import { accounts, dealerIdentity, expect, signedIn, test } from './fixtures';
import { axeBuilder, axeViolations } from './axe';
import { addDays, today } from '../../shared/guarantees';
import { warrantyBody } from '../api/guarantee-helpers';

// Issue 27: a warranty registration (and a claim with its photos) filled without a connection is
// kept on the device, shown as waiting to send, and sent by itself once the connection returns:
// exactly once, even when the page is reloaded while it is being sent.

const CREATE = '/protected/guarantee/create';
const source = encodeURIComponent(JSON.stringify({ material: 'pvc', productCategory: 'finestre', product: 'icon' }));

/** A day `days` ago as the Italian form types it (gg/mm/aaaa). */
function italianDay(days: number) {
  const d = new Date(Date.now() - days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

/** Clicks into the field and presses each key of `text`, as a person types. */
async function typeKeys(page: Page, label: string, text: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.click({ position: { x: 6, y: 12 } });
  await expect(input).toBeFocused();
  await page.waitForTimeout(150);
  await page.keyboard.type(text, { delay: 30 });
}

/** The registrations of the signed-in dealer whose customer is `customer`, read through the API. */
async function registrationsOf(page: Page, customer: string): Promise<{ id: number; code: string }[]> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  // Searched by the name's last word, which no other customer of the run has.
  const word = customer.split(' ').at(-1)!;
  const res = await page.request.get(`/protected/guarantees/list?q=${encodeURIComponent(word)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = await res.json();
  return (data as { id: number; code: string; customerName: string }[]).filter((g) => g.customerName === customer);
}

/**
 * Opens the registration form with its product chosen, having loaded the list's page once (the
 * way back to it works offline: without the app's service worker here, a part never loaded
 * could not be fetched), fills it offline and sends it: kept as a draft, the list shows it.
 */
async function registerOffline(page: Page, context: BrowserContext, customer: string, beforeOffline?: () => Promise<void>) {
  await page.goto(`/dashboard/garanzie/create?source=${source}`);
  // The menu's link: the form's breadcrumb has one of the same name, once drawn.
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Garanzie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Garanzie' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('combobox', { name: /^Prodotto/ })).toHaveText('Icon');
  await beforeOffline?.();

  await context.setOffline(true);
  await typeKeys(page, 'Nome del cliente', customer);
  await typeKeys(page, 'E-mail del cliente', 'cantiere@example.it');
  await typeKeys(page, 'Via e numero civico', 'Via dei Campi 3');
  await typeKeys(page, 'CAP', '35010');
  await typeKeys(page, 'Comune', 'Vigonza');
  await typeKeys(page, 'Provincia', 'PD');
  // The quantity's 1 selected, then replaced by a key.
  await page.getByRole('textbox', { name: 'Quantità', exact: true }).selectText();
  await page.keyboard.type('2');
  await typeKeys(page, 'Data di installazione', italianDay(3));
  await page.getByRole('button', { name: 'Registra', exact: true }).click();

  await expect(page.getByText('Nessuna connessione: la registrazione resta su questo dispositivo')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/garanzie$/);
  const draft = page.getByTestId('guarantee-draft').filter({ hasText: customer });
  await expect(draft).toBeVisible();
  await expect(draft).toContainText('In attesa di invio');
  return draft;
}

test('a registration filled offline waits on the device and is sent once when the connection returns', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, accounts.dealerA);
  const context = page.context();
  const customer = `Cantiere ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const draft = await registerOffline(page, context, customer);
  expect(await registrationsOf(page, customer)).toHaveLength(0);

  // Back online: it goes by itself, once, and leaves the device.
  const sent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === CREATE);
  await context.setOffline(false);
  expect((await sent).status()).toBe(201);
  await expect(page.getByText(/^Registrazione inviata: GAR-\d{4}-\d{6}/)).toBeVisible();
  await expect(draft).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: customer })).toHaveCount(1);
  expect(await registrationsOf(page, customer)).toHaveLength(1);
  // The app starting again sends nothing more.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Garanzie' })).toBeVisible();
  await expect(page.getByTestId('guarantee-drafts')).toHaveCount(0);
  expect(await registrationsOf(page, customer)).toHaveLength(1);
  await context.close();
});

test('a registration being sent when the page is reloaded is registered once', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, accounts.dealerA);
  const context = page.context();
  const customer = `Ricarica ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await registerOffline(page, context, customer);

  // The server receives the draft and registers it, but the page is reloaded before its answer arrives.
  let received!: () => void;
  const reachedServer = new Promise<void>((resolve) => (received = resolve));
  const keys: string[] = [];
  await page.route(`**${CREATE}`, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    await route.fetch();
    received();
    // No answer: the page goes away meanwhile.
  }, { times: 1 });
  await context.setOffline(false);
  await reachedServer;
  expect(await registrationsOf(page, customer)).toHaveLength(1);

  // The app starts again, still holding the draft, and sends it again with the same key.
  const again = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === CREATE);
  await page.reload();
  const answer = await again;
  expect(answer.status()).toBe(201);
  expect(answer.request().headers()['idempotency-key']).toBe(keys[0]);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByText(/^Registrazione inviata: GAR-\d{4}-\d{6}/)).toBeVisible();
  await expect(page.getByTestId('guarantee-drafts')).toHaveCount(0);
  const rows = await registrationsOf(page, customer);
  expect(rows).toHaveLength(1);
  expect((await answer.json()).id).toBe(rows[0]!.id);
  await context.close();
});

test('a draft the server refuses stays on the device with its message, to change or delete', async ({ browser, request }) => {
  test.setTimeout(150_000);
  // A dealer of this test's own, active, for whom an admin registers an installation offline.
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const lastName = `Bozza${tag}`;
  const registered = await request.post('/api/auth/register', {
    data: { email: `bozza-${tag}@example.it`, password: 'a long enough password', firstName: 'Dario', lastName, ...dealerIdentity(`Infissi ${tag}`) },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const dealerId = (await registered.json()).user.id as number;
  const admin = await signedIn(browser, accounts.admin);
  const context = admin.context();
  const token = (await context.cookies()).find((c) => c.name === 'token')!.value;
  const setStatus = async (status: string) =>
    expect((await request.put(`/api/users/${dealerId}`, { data: { status }, headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await setStatus('active');

  const customer = `Rifiutata ${tag}`;
  const draft = await registerOffline(admin, context, customer, async () => {
    const dealer = admin.getByRole('combobox', { name: 'Rivenditore' });
    await dealer.click();
    await admin.keyboard.type(lastName, { delay: 30 });
    await admin.getByRole('option', { name: new RegExp(lastName) }).click();
  });

  // Meanwhile the dealer's account is disabled: the server refuses the registration.
  await setStatus('disabled');
  const refused = admin.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === CREATE);
  await context.setOffline(false);
  expect((await refused).status()).toBe(400);
  await expect(draft).toContainText('Non accettata');
  await expect(draft.getByRole('alert')).toHaveText('Uno dei rivenditori scelti non esiste o non è attivo.');
  await expect(admin.getByText(/^Una registrazione salvata su questo dispositivo non è stata accettata/)).toBeVisible();
  expect(await axeViolations(axeBuilder(admin).include('[data-testid="guarantee-drafts"]'))).toEqual([]);
  // It stays, also when the app starts again, and is not sent again by itself.
  await admin.reload();
  await expect(draft).toContainText('Non accettata');
  expect(await registrationsOf(admin, customer)).toHaveLength(0);

  // Opened again: the form holds what was typed.
  await draft.getByRole('button', { name: 'Modifica' }).click();
  await expect(admin.getByRole('textbox', { name: 'Nome del cliente', exact: true })).toHaveValue(customer);
  await admin.goBack();
  // Deleted: gone from the device.
  await draft.getByRole('button', { name: 'Elimina' }).click();
  await expect(admin.getByText('Bozza eliminata')).toBeVisible();
  await expect(admin.getByTestId('guarantee-drafts')).toHaveCount(0);
  await admin.reload();
  await expect(admin.getByRole('heading', { level: 1, name: 'Garanzie' })).toBeVisible();
  await expect(admin.getByTestId('guarantee-drafts')).toHaveCount(0);
  expect(await registrationsOf(admin, customer)).toHaveLength(0);
  await context.close();
});

/** A photo as a phone's camera gives it: a JPEG of one colour. */
const photo = async (name: string, r: number) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g: 90, b: 60 } } }).jpeg().toBuffer(),
});

/**
 * A registration of the signed-in dealer, installed 30 days ago, with one window; then the claims
 * list (where the form goes after sending) and the claim form opened from the registration, online
 * once, as a dealer does before going to the site.
 */
async function openClaimForm(page: Page, customer: string) {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const body = warrantyBody({ customerName: customer, quantity: 1, installationDate: addDays(today(new Date(), 'utc'), -30), units: [{ width: 1230, height: 1480, sashes: 1, glazing: '4/16/4-ar-1.0-we' }] });
  const created = await page.request.post(CREATE, { headers: { authorization: `Bearer ${token}` }, data: body });
  expect(created.status()).toBe(201);
  const guarantee = (await created.json()) as { id: number; code: string; version: number };
  await page.goto('/dashboard/reclami');
  await expect(page.getByRole('heading', { level: 1, name: 'Reclami' })).toBeVisible();
  await page.goto(`/dashboard/garanzie/${guarantee.id}/show`);
  await page.getByRole('link', { name: 'Apri un reclamo sulla riga 1' }).click();
  await expect(page.getByTestId('claim-guarantee')).toContainText(guarantee.code);
  return { token, body, guarantee };
}

/** Offline: the kind, the description and two photos, which wait on the page; sent, the claim is kept on the device. */
async function fillClaimOffline(page: Page, context: BrowserContext, description: string) {
  await context.setOffline(true);
  await page.getByRole('radio', { name: 'Danno da trasporto' }).check();
  await page.getByLabel(/^Che cosa è successo/).fill(description);
  await page.getByTestId('claim-photo-input').setInputFiles([await photo('telaio-1.jpg', 200), await photo('telaio-2.jpg', 90)]);
  const tiles = page.getByTestId('claim-upload');
  await expect(tiles.nth(0)).toHaveAttribute('data-state', 'waiting');
  await expect(tiles.nth(1)).toHaveAttribute('data-state', 'waiting');
  await expect(tiles.nth(0)).toContainText('Sul dispositivo: parte con il reclamo');
  await page.getByTestId('claim-send').click();
}

test('a claim with two photos filled offline waits on the device with them, and is sent with both when the connection returns', async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await signedIn(browser, accounts.dealerA);
  const context = page.context();
  const customer = `Cantiere Reclamo ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { token, guarantee } = await openClaimForm(page, customer);
  await fillClaimOffline(page, context, 'Il telaio è arrivato ammaccato sul lato della cerniera.');

  await expect(page.getByText('Nessuna connessione: il reclamo e le sue foto restano su questo dispositivo')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/reclami$/);
  const draft = page.getByTestId('claim-draft');
  await expect(draft).toContainText(`${guarantee.code} · ${customer} · 2 file da inviare`);
  await expect(draft).toContainText('In attesa di invio');

  // Back online: the photos go, then the claim with them, once.
  const uploads: number[] = [];
  page.on('response', (r) => new URL(r.url()).pathname === '/protected/claim-file' && uploads.push(r.status()));
  const sent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/protected/claim/create');
  await context.setOffline(false);
  const answer = await sent;
  expect(answer.status()).toBe(201);
  expect(uploads).toEqual([201, 201]);
  expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const claim = (await answer.json()) as { id: number; code: string };
  await expect(page.getByText(`Reclamo inviato: ${claim.code}`)).toBeVisible();
  await expect(page.getByTestId('claim-drafts')).toHaveCount(0);
  const read = await page.request.get(`/protected/claim/${claim.id}`, { headers: { authorization: `Bearer ${token}` } });
  const detail = await read.json();
  expect(detail.guaranteeId).toBe(guarantee.id);
  expect(detail.kind).toBe('transport');
  expect(detail.messages[0].files.map((f: { name: string }) => f.name).sort()).toEqual(['telaio-1.jpg', 'telaio-2.jpg']);
  await context.close();
});

test('a claim the server refuses opens again with its fields and photos, and is sent from the form once corrected', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser, accounts.dealerA);
  const context = page.context();
  const customer = `Cantiere Rifiuto ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { token, body, guarantee } = await openClaimForm(page, customer);
  const description = 'La maniglia si è staccata dopo due settimane.';
  // Noticed ten days ago, typed key by key over the day the form proposes.
  const noticed = page.getByRole('textbox', { name: 'Rilevato il', exact: true });
  await typeKeys(page, 'Rilevato il', italianDay(10));
  await expect(noticed).toHaveValue(italianDay(10));
  await fillClaimOffline(page, context, description);
  const draft = page.getByTestId('claim-draft');
  await expect(draft).toContainText('In attesa di invio');

  // Meanwhile the registration is corrected: installed five days ago, after the day noticed.
  const corrected = await request.put(`/protected/guarantee/${guarantee.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...body, installationDate: addDays(today(new Date(), 'utc'), -5), version: guarantee.version },
  });
  expect(corrected.status(), await corrected.text()).toBe(200);
  const refused = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/protected/claim/create');
  await context.setOffline(false);
  expect((await refused).status()).toBe(400);
  await expect(draft).toContainText('Non accettato');
  await expect(draft.getByRole('alert')).toHaveText('Il giorno in cui è stato notato il problema non può essere prima dell’installazione.');
  // Its photos were sent before the claim was refused: none is left to send, and they are still on the device.
  await expect(draft).not.toContainText('file da inviare');

  // Opened again: what was filled, and both photos, sent again.
  await draft.getByRole('button', { name: 'Modifica' }).click();
  await expect(page.getByTestId('claim-guarantee')).toContainText(guarantee.code);
  await expect(page.getByLabel(/^Che cosa è successo/)).toHaveValue(description);
  await expect(page.getByRole('radio', { name: 'Danno da trasporto' })).toBeChecked();
  await expect(noticed).toHaveValue(italianDay(10));
  const tiles = page.getByTestId('claim-upload');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toHaveAttribute('data-state', 'done');
  await expect(tiles.nth(1)).toHaveAttribute('data-state', 'done');
  await expect(tiles.nth(0)).toContainText('telaio-1.jpg');
  // The day corrected, key by key, and the claim sent from the form.
  await typeKeys(page, 'Rilevato il', italianDay(2));
  await expect(noticed).toHaveValue(italianDay(2));
  const sent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/protected/claim/create');
  await page.getByTestId('claim-send').click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  const claim = (await answer.json()) as { id: number };
  await expect(page).toHaveURL(new RegExp(`/dashboard/reclami/${claim.id}/show$`));
  const detail = await (await page.request.get(`/protected/claim/${claim.id}`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(detail.description).toBe(description);
  expect(detail.noticedOn).toBe(addDays(today(new Date(), 'utc'), -2));
  expect(detail.messages[0].files.map((f: { name: string }) => f.name).sort()).toEqual(['telaio-1.jpg', 'telaio-2.jpg']);

  // Back at once: the claim's page is usually still loading, with the form kept on screen meanwhile
  // (PortalRouter), and Back returns to that same form (3 runs in 3 it came back filled). It opens
  // empty, under a new key, never to send the claim again.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo reclamo' })).toBeVisible();
  await expect(page.getByLabel(/^Che cosa è successo/)).toHaveValue('');
  await expect(page.getByTestId('claim-upload')).toHaveCount(0);
  // The refused draft went with it: not on the list, not on the device.
  await page.goto('/dashboard/reclami');
  await expect(page.getByRole('heading', { level: 1, name: 'Reclami' })).toBeVisible();
  await expect(page.getByTestId('claim-drafts')).toHaveCount(0);
  await context.close();
});
