import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { accounts, expect, signedIn, test } from './fixtures';
import { axeBuilder, axeViolations } from './axe';
import { addDays, today } from '../../shared/guarantees';
import { warrantyBody } from '../api/guarantee-helpers';

// Issue 26, acceptance: a dealer opens a claim with two photos from a registration's window
// line, the admin asks a question, the dealer answers, the admin approves a replacement unit;
// each sees every step of the other live (two browser contexts, no reload). axe on the form,
// the list and the conversation; a keyboard-only path through the claim and its photos.

const GLAZING = '4/16/4-ar-1.0-we';

/** A small JPEG of one colour, as a phone would send (made here, not a file of the repository). */
const jpeg = async (name: string, r: number, g: number, b: number) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } }).jpeg({ quality: 80 }).toBuffer(),
});

/** Opens `url` (a fresh load of the app) and waits until its live-events stream is open: what happens from now on reaches it. */
async function openListening(page: Page, url: string) {
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200);
  await page.goto(url);
  await stream;
}

/** Presses Tab until `target` has the focus (a keyboard-only user's way there), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 200) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached the element');
}

const statusOf = (page: Page) => page.getByTestId('claim-status').first();
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('a dealer opens a claim with two photos, the admin asks, the dealer answers, the admin approves a replacement: both see each step live', async ({ browser }) => {
  test.setTimeout(180_000);
  const dealer = await signedIn(browser, accounts.dealerA);
  const admin = await signedIn(browser, accounts.admin);
  const token = (await dealer.context().cookies()).find((c) => c.name === 'token')!.value;
  const customer = `Famiglia Reclamo ${Date.now().toString(36)}`;
  const created = await dealer.request.post('/protected/guarantee/create', {
    headers: { authorization: `Bearer ${token}` },
    data: warrantyBody({
      customerName: customer,
      quantity: 2,
      installationDate: addDays(today(new Date(), 'utc'), -40),
      units: [
        { width: 1230, height: 1480, sashes: 1, glazing: GLAZING },
        { width: 900, height: 1300, sashes: 1, glazing: GLAZING },
      ],
    }),
  });
  expect(created.status()).toBe(201);
  const guarantee = await created.json();

  // The admin waits on the triage list.
  await openListening(admin, '/dashboard/reclami');
  await expect(admin.getByRole('heading', { level: 1, name: 'Reclami da gestire' })).toBeVisible();

  // The dealer starts from the registration's second window line: the form has it ticked.
  await openListening(dealer, `/dashboard/garanzie/${guarantee.id}/show`);
  await dealer.getByRole('link', { name: 'Apri un reclamo sulla riga 2' }).click();
  await expect(dealer.getByRole('heading', { level: 1, name: 'Nuovo reclamo' })).toBeVisible();
  await expect(dealer.getByTestId('claim-guarantee')).toContainText(guarantee.code);
  await expect(dealer.getByRole('checkbox', { name: /^Riga 2:/ })).toBeChecked();
  await expect(dealer.getByRole('checkbox', { name: /^Riga 1:/ })).not.toBeChecked();
  expect(await axeViolations(axeBuilder(dealer))).toEqual([]);

  await dealer.getByRole('radio', { name: 'Difetto del prodotto' }).check();
  await dealer.getByLabel(/^Che cosa è successo/).fill('Il vetro della seconda finestra è appannato tra le lastre.');
  await dealer.getByTestId('claim-photo-input').setInputFiles([await jpeg('vetro-1.jpg', 180, 40, 40), await jpeg('vetro-2.jpg', 40, 40, 180)]);
  const tiles = dealer.getByTestId('claim-upload');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toHaveAttribute('data-state', 'done');
  await expect(tiles.nth(1)).toHaveAttribute('data-state', 'done');
  // Sent with a double click, as an impatient tap does: one request, one claim.
  const creates: string[] = [];
  dealer.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/protected/claim/create' && creates.push(r.url()));
  await dealer.getByTestId('claim-send').dblclick();

  await expect(dealer).toHaveURL(/\/dashboard\/reclami\/\d+\/show$/);
  expect(creates).toHaveLength(1);
  const heading = dealer.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(customer);
  const code = (await heading.textContent())!.match(/RCL-\d{4}-\d+/)![0];
  const claimPath = new URL(dealer.url()).pathname;
  await expect(statusOf(dealer)).toHaveAttribute('data-status', 'submitted');
  await expect(dealer.getByTestId('claim-photo')).toHaveCount(2);

  // Live: the admin hears of it and the triage list has it, without a reload.
  await expect(toast(admin, `Nuovo reclamo: ${code}`).first()).toBeVisible();
  const adminRow = admin.getByRole('main').getByRole('link', { name: code });
  await expect(adminRow).toBeVisible();
  expect(await axeViolations(axeBuilder(admin))).toEqual([]);
  await adminRow.click();
  await expect(admin).toHaveURL(new RegExp(`${claimPath}$`));
  await expect(admin.getByTestId('claim-conversation')).toContainText('appannato');
  expect(await axeViolations(axeBuilder(admin))).toEqual([]);

  // The admin takes it and asks a question.
  await admin.getByTestId('claim-assign-me').click();
  await expect(admin.getByText('Il reclamo è in carico a te.')).toBeVisible();
  await admin.getByTestId('claim-move-waiting').click();
  const ask = admin.getByRole('dialog', { name: 'Chiedi al rivenditore' });
  await ask.getByLabel(/^Domanda per il rivenditore/).fill('Ci manda una foto dell’etichetta del vetro?');
  await ask.getByRole('button', { name: 'Chiedi al rivenditore' }).click();
  await expect(ask).toBeHidden();
  await expect(statusOf(admin)).toHaveAttribute('data-status', 'waiting');

  // Live on the dealer's open page: the status, the question, the toast.
  await expect(statusOf(dealer)).toHaveAttribute('data-status', 'waiting');
  await expect(dealer.getByTestId('claim-conversation')).toContainText('etichetta del vetro');
  await expect(dealer.getByTestId('claim-your-turn')).toBeVisible();
  await expect(toast(dealer, code).first()).toBeVisible();

  // The dealer answers; the claim goes back under review.
  await dealer.getByLabel(/^Messaggio/).fill('L’etichetta dice 4/16/4 Ar, lotto 2026-11.');
  await dealer.getByTestId('claim-reply-send').click();
  await expect(dealer.getByText('Messaggio inviato.')).toBeVisible();
  await expect(statusOf(dealer)).toHaveAttribute('data-status', 'review');

  // Live on the admin's page: the answer and the new status.
  await expect(admin.getByTestId('claim-conversation')).toContainText('lotto 2026-11');
  await expect(statusOf(admin)).toHaveAttribute('data-status', 'review');

  // The admin approves a replacement unit.
  await admin.getByTestId('claim-move-approved').click();
  const approve = admin.getByRole('dialog', { name: 'Accogli' });
  await approve.getByRole('combobox', { name: /^Rimedio/ }).click();
  await admin.getByRole('option', { name: 'Sostituzione del serramento' }).click();
  await approve.getByLabel(/^Messaggio al rivenditore/).fill('Sostituiamo l’anta: consegna entro due settimane.');
  await approve.getByRole('button', { name: 'Accogli' }).click();
  await expect(approve).toBeHidden();
  await expect(statusOf(admin)).toHaveAttribute('data-status', 'approved');

  // Live on the dealer's page: the decision and its remedy.
  await expect(statusOf(dealer)).toHaveAttribute('data-status', 'approved');
  await expect(dealer.getByRole('main')).toContainText('Sostituzione del serramento');
  await expect(dealer.getByTestId('claim-reply-body')).toBeVisible();
  expect(await axeViolations(axeBuilder(dealer))).toEqual([]);

  // The dealer's list: the claim with its status, axe-clean.
  await dealer.goto('/dashboard/reclami');
  const row = dealer.getByRole('main').getByRole('link', { name: code });
  await expect(row).toBeVisible();
  expect(await axeViolations(axeBuilder(dealer))).toEqual([]);

  // Keyboard only: from the list to the claim, to its first photo, through the photos, and back.
  await tabTo(dealer, row);
  await dealer.keyboard.press('Enter');
  await expect(dealer).toHaveURL(new RegExp(`${claimPath}$`));
  const firstPhoto = dealer.getByRole('button', { name: 'Apri la foto 1 di 2' });
  await tabTo(dealer, firstPhoto);
  await dealer.keyboard.press('Enter');
  const lightbox = dealer.getByRole('dialog', { name: /Foto 1 di 2/ });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('img', { name: 'Foto 1 di 2' })).toBeVisible();
  await dealer.keyboard.press('ArrowRight');
  await expect(dealer.getByRole('dialog', { name: /Foto 2 di 2/ })).toBeVisible();
  expect(await axeViolations(axeBuilder(dealer))).toEqual([]);
  await dealer.keyboard.press('Escape');
  await expect(dealer.getByRole('dialog')).toBeHidden();
  await expect(firstPhoto).toBeFocused();
});

test('a refused file says why on its own tile, and the claim can still be sent without it', async ({ browser }) => {
  const dealer = await signedIn(browser, accounts.dealerA);
  await dealer.goto('/dashboard/reclami/create');
  await dealer.getByTestId('claim-photo-input').setInputFiles([
    { name: 'note.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is text, not a photo') },
    await jpeg('ok.jpg', 10, 120, 10),
  ]);
  const tiles = dealer.getByTestId('claim-upload');
  await expect(tiles.filter({ has: dealer.getByTestId('claim-upload-error') })).toHaveCount(1);
  await expect(tiles.nth(1)).toHaveAttribute('data-state', 'done');
  await expect(dealer.getByTestId('claim-upload-error')).not.toHaveText('');
  await tiles.nth(0).getByTestId('claim-upload-remove').click();
  await expect(tiles).toHaveCount(1);
});

test('on a phone, in dark mode: the claims as cards, the form and a claim, axe-clean (screenshots kept)', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript((s) => localStorage.setItem('settings', JSON.stringify(s)), { mode: 'dark' });
  await page.goto('/auth/jwt/login');
  await page.getByLabel(/^(E-mail)/).fill(accounts.dealerA);
  await page.getByLabel(/^Password/).fill('demo-portal-2026');
  await page.getByRole('button', { name: /^(Accedi|Sign in)$/ }).click();
  await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();

  await page.goto('/dashboard/reclami');
  // The demo content has claims of this dealer (server/demo/claims.ts).
  await expect(page.getByTestId('claims-phone-list')).toBeVisible();
  expect(await axeViolations(axeBuilder(page))).toEqual([]);
  await page.screenshot({ path: 'test-results/claims-phone-dark-list.png', fullPage: true });

  // A demo claim with a conversation (photos, a question, the dealer's answer with a PDF): the
  // list's first card may be another spec's newest claim.
  await page.getByTestId('claims-phone-list').getByRole('link').filter({ hasText: 'Condominio Le Betulle' }).click();
  await expect(page.getByTestId('claim-conversation')).toBeVisible();
  expect(await axeViolations(axeBuilder(page))).toEqual([]);
  await page.screenshot({ path: 'test-results/claims-phone-dark-claim.png', fullPage: true });

  await page.goto('/dashboard/reclami/create');
  await expect(page.getByTestId('claim-guarantee-code')).toBeVisible();
  expect(await axeViolations(axeBuilder(page))).toEqual([]);
  await page.screenshot({ path: 'test-results/claims-phone-dark-form.png', fullPage: true });
  await context.close();
});
