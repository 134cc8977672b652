import { wcagViolations } from './axe';
import type { Locator, Page } from '@playwright/test';
import { accounts, dealerIdentity, expect, fillRegistration, test, signIn } from './fixtures';

test('a new dealer registers, an admin approves them, and they then see the dashboard', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const email = `nuovo-${stamp}@example.com`;
  await page.goto('/auth/jwt/register');
  await fillRegistration(page, { firstName: 'Elena', lastName: `Galli ${stamp}`, email, password: 'a-long-enough-password' }, dealerIdentity(`Galli Serramenti ${stamp}`));
  await page.getByRole('button', { name: 'Crea account' }).click();
  await expect(page.getByRole('heading', { name: 'Il tuo account è in attesa di approvazione' })).toBeVisible();

  // The admin finds the request on the home page and approves it there.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, accounts.admin);
  const pending = admin.getByTestId('pending-accounts');
  await expect(pending).toContainText(email);
  await pending.getByRole('button', { name: `Approva Elena Galli ${stamp}` }).click();
  await expect(admin.getByText(`Elena Galli ${stamp} ora può usare il portale`)).toBeVisible();

  // The dealer checks again and is in.
  await page.getByRole('button', { name: 'Controlla di nuovo' }).click();
  await expect(page.getByRole('heading', { name: `Ti diamo il benvenuto, Elena Galli ${stamp}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ultimi documenti' })).toBeVisible();
  await expect(page.getByTestId('recent-documents').getByRole('listitem').first()).toBeVisible();
  // A dealer has no accounts page, in the menu or by its address.
  await expect(page.locator('a[href="/dashboard/users"]')).toHaveCount(0);
});

test('an admin approves, disables and enables a dealer from the accounts list', async ({ page, request }) => {
  // A dealer of this test's own, so that no other test loses its account meanwhile.
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const email = `lista-${stamp}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { email, password: 'a-long-enough-password', firstName: 'Sara', lastName: `Neri ${stamp}`, ...dealerIdentity(`Neri Infissi ${stamp}`) },
  });
  expect(registered.status()).toBe(201);
  const name = `Sara Neri ${stamp}`;
  await signIn(page, accounts.admin);
  await page.goto('/dashboard/users');
  await page.getByRole('textbox', { name: /^Cerca per nome, e-mail, azienda/ }).fill(stamp);
  // The search reaches the URL after react-admin's debounce: until then a click elsewhere can be
  // followed by the list's own navigation back to itself.
  await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain(stamp);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('In attesa di approvazione')).toBeVisible();
  await row.getByRole('button', { name: `Approva ${name}` }).click();
  await expect(row.getByText('Account attivo', { exact: true })).toBeVisible();
  // Disabling asks the reason the dealer is mailed.
  await row.getByRole('button', { name: `Disattiva ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Disattivare l'account di ${name}?` });
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Contratto di rivendita concluso.');
  await dialog.getByRole('button', { name: "Disattiva l'account" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Account disattivato')).toBeVisible();
  await row.getByRole('button', { name: `Riattiva ${name}` }).click();
  await expect(row.getByText('Account attivo', { exact: true })).toBeVisible();
  // Its page saves but never deletes: accounts are disabled, not removed.
  await row.getByText(email).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salva' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Elimina' })).toHaveCount(0);
});

test('everyone edits their own profile', async ({ page }) => {
  await signIn(page, accounts.dealerB);
  await page.goto('/dashboard/account');
  await page.getByLabel('Città').fill('Verona');
  await page.getByLabel('Telefono').fill('+39 045 800 5678');
  // The profile's own button: the E-mail card below has one too.
  await page.getByRole('region', { name: 'Profilo' }).getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Profilo salvato')).toBeVisible();
  await expectBelowHeader(page, page.getByRole('alert').filter({ hasText: 'Profilo salvato' }));
  await page.reload();
  await expect(page.getByLabel('Telefono')).toHaveValue('+39 045 800 5678');
  // On a phone the toast is as wide as the screen: below the header too, which stays usable.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Città').fill('Vicenza');
  await page.getByRole('region', { name: 'Profilo' }).getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Profilo salvato')).toBeVisible();
  await expectBelowHeader(page, page.getByRole('alert').filter({ hasText: 'Profilo salvato' }));
  await page.getByRole('banner').getByRole('button', { name: /^Apri il menu/ }).click();
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
});

/** A toast never covers the header (its menu, search, notices and account stay in reach). */
async function expectBelowHeader(page: Page, toast: Locator) {
  const header = await page.getByRole('banner').boundingBox();
  const box = await toast.boundingBox();
  expect(header && box && box.y >= header.y + header.height, `toast at ${box?.y}, header ends at ${header && header.y + header.height}`).toBe(true);
}

test.describe('accessibility (axe)', () => {
  for (const mode of ['light', 'dark']) {
    for (const [who, url, ready] of [
      ['admin', '/dashboard', 'Ultimi documenti'],
      ['dealerA', '/dashboard', 'Ultimi documenti'],
      ['admin', '/dashboard/users', 'Account rivenditori'],
      ['admin', '/dashboard/account', 'Profilo'],
      ['admin', '/dashboard/users/2', 'Accesso'],
    ] as const) {
      test(`${url} (${who}) in ${mode} mode has no axe violation`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.addInitScript((m) => localStorage.setItem('settings', JSON.stringify({ mode: m })), mode);
        await signIn(page, accounts[who]);
        await page.goto(url);
        await expect(page.getByRole('heading', { name: ready })).toBeVisible({ timeout: 15_000 });
        expect(await wcagViolations(page)).toEqual([]);
      });
    }
  }
});
