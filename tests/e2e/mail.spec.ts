import { wcagViolations } from './axe';
import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, dealerIdentity, DEMO_PASSWORD, expect, fillRegistration, login, signIn, test, VAT } from './fixtures';
import { linkIn, waitForMail } from './outbox';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** A pending dealer of the test's own, registered through the API; its id and name. */
async function registerDealer(request: APIRequestContext, email: string, lastName: string, password = 'a-long-enough-password') {
  const res = await request.post('/api/auth/register', {
    data: { email, password, firstName: 'Sara', lastName, ...dealerIdentity(`Serramenti ${lastName}`), locale: 'it' },
  });
  expect(res.status()).toBe(201);
  const { user } = await res.json();
  return { id: user.id as number, name: `Sara ${lastName}` };
}

/** Finds an account's row in the accounts list by a word of its own. */
async function accountRow(page: Page, search: string, email: string) {
  await page.goto('/dashboard/users');
  await page.getByRole('textbox', { name: /^Cerca per nome, e-mail, azienda/ }).fill(search);
  await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain(search);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

const axe = async (page: Page) => expect(await wcagViolations(page, page.url())).toEqual([]);

test('a dealer registers with company and VAT number, the admin judges and approves, the approval is mailed, the dealer signs in', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = unique();
  const email = `piva-${stamp}@example.com`;
  const name = `Elena Moretti${stamp.replace(/\W/g, '')}`;
  const [firstName, lastName] = name.split(' ') as [string, string];
  const company = `Moretti Serramenti ${stamp}`;
  let registrations = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/register')) registrations++;
  });

  await page.goto('/auth/jwt/register');
  await fillRegistration(page, { firstName, lastName, email, password: 'a-long-enough-password' }, { ...dealerIdentity(company), vatNumber: VAT.wrongCheckDigit });
  // The check digit is judged here, before any request, with a sentence that says what to check.
  await page.getByRole('button', { name: 'Crea account' }).click();
  const vat = page.getByLabel(/^Partita IVA/);
  await expect(vat).toBeFocused();
  await expect(vat).toHaveAccessibleDescription(/l'ultima cifra \(quella di controllo\) non torna/);
  expect(registrations).toBe(0);
  await vat.fill(VAT.valid);
  await expect(vat).toHaveAccessibleDescription(/^Italia: le 11 cifre/);
  await page.getByRole('button', { name: 'Crea account' }).click();
  await expect(page.getByRole('heading', { name: 'Il tuo account è in attesa di approvazione' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cosa succede adesso' })).toBeVisible();
  await expect(page.getByText(`ti mandiamo un'e-mail a ${email}`)).toBeVisible();

  // The admins are told, with what the registration says.
  const adminMail = await waitForMail(accounts.admin, new RegExp(`Nuova registrazione da approvare: ${name}`));
  expect(adminMail.text).toContain(`Partita IVA: ${VAT.valid}`);

  // The admin sees company, VAT number, phone, town and province in the list, and approves.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, accounts.admin);
  const row = await accountRow(admin, stamp, email);
  for (const text of [company, VAT.valid, '+39 049 123 4567', 'Padova (PD)']) await expect(row).toContainText(text);
  await row.getByRole('button', { name: `Approva ${name}` }).click();
  await expect(admin.getByText(`${name} ora può usare il portale: gliel’abbiamo comunicato per e-mail`)).toBeVisible();
  await expect(row.getByText('Account attivo', { exact: true })).toBeVisible();

  // The approval arrives in Italian, the language the dealer registered in, with the way in.
  const approval = await waitForMail(email, /Il tuo account è attivo/);
  const loginLink = new URL(linkIn(approval, '/auth/jwt/login'));

  // The dealer signs out of the waiting page and signs in from the e-mail's link.
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/auth\/jwt\/login/);
  await page.goto(loginLink.pathname);
  await login(page, email, 'a-long-enough-password');
  await expect(page.getByRole('heading', { name: `Benvenuto, ${name}` })).toBeVisible();
});

test('a forgotten password is reset through the e-mailed link, which then works no more', async ({ page, request }) => {
  test.setTimeout(90_000);
  const stamp = unique();
  const email = `reset-${stamp}@example.com`;
  const { name } = await registerDealer(request, email, `Reset${stamp.replace(/\W/g, '')}`);

  await page.goto('/auth/jwt/login');
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  // The page's chunk may still be on its way while the address has changed: wait for its heading.
  await expect(page.getByRole('heading', { name: 'Password dimenticata?' })).toBeVisible();
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByRole('button', { name: 'Inviami il link' }).click();
  await expect(page.getByRole('status')).toContainText("Se l'indirizzo ha un account, ti abbiamo inviato un link");

  const mail = await waitForMail(email, /Reimposta la password/);
  const link = new URL(linkIn(mail, '/auth/jwt/reset-password'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Scegli una nuova password' })).toBeVisible();
  await page.getByLabel(/^Nuova password/).fill('a-brand-new-password');
  await page.getByLabel(/^Ripeti la nuova password/).fill('a-brand-new-passwort');
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page.getByText('Le due password non coincidono')).toBeVisible();
  await page.getByLabel(/^Ripeti la nuova password/).fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();

  await expect(page).toHaveURL(/\/auth\/jwt\/login$/);
  await expect(page.getByRole('status')).toHaveText('La password è stata cambiata: accedi con quella nuova.');
  await login(page, email, 'a-long-enough-password');
  await expect(page.getByRole('alert')).toHaveText('E-mail o password errate.');
  // Issue 24: the green "password changed" has gone once the person tried: never beside the red answer.
  await expect(page.getByText('La password è stata cambiata: accedi con quella nuova.')).toHaveCount(0);
  await login(page, email, 'a-brand-new-password');
  // Still awaiting approval: signed in, with the new password.
  await expect(page.getByRole('heading', { name: 'Il tuo account è in attesa di approvazione' })).toBeVisible();
  expect(name).toBeTruthy();

  // The link was good for one use: it explains, and leads back to ask for another.
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/auth\/jwt\/login/);
  await page.goto(link.pathname + link.search);
  await page.getByLabel(/^Nuova password/).fill('yet-another-password');
  await page.getByLabel(/^Ripeti la nuova password/).fill('yet-another-password');
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page.getByRole('heading', { name: 'Questo link non è più valido' })).toBeVisible();
  await page.getByRole('link', { name: 'Chiedi un nuovo link' }).click();
  await expect(page).toHaveURL(/\/auth\/jwt\/forgot-password$/);
});

test('an admin refuses a registration from the keyboard, with the reason the dealer is mailed', async ({ page, request }) => {
  test.setTimeout(90_000);
  const stamp = unique();
  const email = `rifiuto-${stamp}@example.com`;
  const lastName = `Rifiuto${stamp.replace(/\W/g, '')}`;
  const { id, name } = await registerDealer(request, email, lastName);
  await signIn(page, accounts.admin);
  const row = await accountRow(page, lastName, email);

  const refuse = row.getByRole('button', { name: `Rifiuta ${name}` });
  await refuse.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Rifiutare la richiesta di ${name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${name} riceverà un'e-mail con la decisione e il motivo`);
  const reason = dialog.getByRole('textbox', { name: 'Motivo' });
  await expect(reason).toBeFocused();
  await axe(page);

  // Without a reason nothing is sent.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Rifiuta la richiesta' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reason).toHaveAccessibleDescription(new RegExp(`Scrivi il motivo: viene inviato a ${name}`));
  await expect(dialog).toBeVisible();

  await reason.focus();
  await page.keyboard.type('La partita IVA non risulta attiva.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`La richiesta di ${name} è stata rifiutata`)).toBeVisible();
  await expect(row.getByText('Account disattivato')).toBeVisible();

  const mail = await waitForMail(email, /La tua richiesta di accesso non è stata accolta/);
  expect(mail.text).toContain('Motivo: La partita IVA non risulta attiva.');

  // The account's page says what the dealer was told.
  await page.goto(`/dashboard/users/${id}`);
  await expect(page.getByText(`Motivo comunicato a ${name}:`)).toBeVisible();
  await expect(page.getByText('La partita IVA non risulta attiva.')).toBeVisible();
  await expect(page.getByLabel(/^Partita IVA/)).toHaveValue(VAT.valid);
});

test('Escape closes the reason dialog and changes nothing', async ({ page, request }) => {
  const stamp = unique();
  const email = `annulla-${stamp}@example.com`;
  const lastName = `Annulla${stamp.replace(/\W/g, '')}`;
  const { name } = await registerDealer(request, email, lastName);
  await signIn(page, accounts.admin);
  const row = await accountRow(page, lastName, email);
  await row.getByRole('button', { name: `Rifiuta ${name}` }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(row.getByText('In attesa di approvazione')).toBeVisible();
});

test('an admin reads the e-mail log: list, filters and a message', async ({ page, request }) => {
  // A message of this test's own: a reset asked for a demo dealer.
  expect((await request.post('/api/auth/password-reset', { data: { email: accounts.dealerB, locale: 'en' } })).status()).toBe(202);
  await waitForMail(accounts.dealerB, /Reset your Dealer Area password/);
  await signIn(page, accounts.admin);
  await page.getByRole('link', { name: 'E-mail', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/mail$/);
  await expect(page.getByRole('heading', { name: 'E-mail del portale', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Cerca destinatario o oggetto' }).fill(accounts.dealerB);
  await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain(accounts.dealerB);
  const row = page.getByRole('row').filter({ hasText: 'Reset your Dealer Area password' }).first();
  await expect(row).toContainText('Reimpostazione password');
  await expect(row.getByText('Inviata')).toBeVisible();
  await row.click();
  await expect(page.getByRole('heading', { name: 'Reset your Dealer Area password', level: 1 })).toBeVisible();
  await expect(page.getByText("Il link di reimpostazione non è mostrato")).toBeVisible();
  // The reset link is blanked: an admin never holds someone else's way in.
  await expect(page.getByTestId('mail-text')).toContainText('token=…');
  await expect(page.getByTestId('mail-text')).not.toContainText(/token=[A-Za-z0-9_-]{20}/);
});

test('a dealer chooses the language and the notices of their e-mail', async ({ page }) => {
  await signIn(page, accounts.dealerA);
  await page.goto('/dashboard/account');
  const card = page.getByRole('region', { name: 'E-mail' });
  await expect(card).toContainText('Le comunicazioni fissate in alto ti arrivano sempre');
  await card.getByRole('radio', { name: 'English' }).check();
  await card.getByRole('radio', { name: 'Un riepilogo al giorno' }).check();
  await card.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Preferenze e-mail salvate')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'E-mail' }).getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'E-mail' }).getByRole('radio', { name: 'Un riepilogo al giorno' })).toBeChecked();
  // Back as it was, for the other tests.
  await page.getByRole('region', { name: 'E-mail' }).getByRole('radio', { name: 'Italiano' }).check();
  await page.getByRole('region', { name: 'E-mail' }).getByRole('radio', { name: 'Ognuna, appena pubblicata' }).check();
  await page.getByRole('region', { name: 'E-mail' }).getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Preferenze e-mail salvate')).toBeVisible();
});

test.describe('accessibility (axe)', () => {
  // An axe pass is a second or two here and took tens of seconds on a loaded CI machine (the
  // e-mail log's delivery page ran out of the minute twice in one run): each test gets 90 s, as
  // the other suites' axe tests do.
  test.describe.configure({ timeout: 90_000 });
  for (const mode of ['light', 'dark']) {
    test(`the sign-in pages of this issue in ${mode} mode have no axe violation`, async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('settings', JSON.stringify({ mode: m })), mode);
      for (const [url, heading] of [
        ['/auth/jwt/register', 'Richiedi un account rivenditore'],
        ['/auth/jwt/forgot-password', 'Password dimenticata?'],
        ['/auth/jwt/reset-password?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'Scegli una nuova password'],
        ['/auth/jwt/reset-password', 'Questo link non è più valido'],
      ] as const) {
        await page.goto(url);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await axe(page);
      }
      // With the errors shown.
      await page.goto('/auth/jwt/register');
      await page.getByLabel(/^Partita IVA/).fill(VAT.wrongCheckDigit);
      await page.getByRole('button', { name: 'Crea account' }).click();
      await expect(page.getByText(/non torna/)).toBeVisible();
      await axe(page);
    });

    test(`the awaiting-approval page in ${mode} mode has no axe violation`, async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('settings', JSON.stringify({ mode: m })), mode);
      await page.goto('/auth/jwt/login');
      await login(page, accounts.pending, DEMO_PASSWORD);
      await expect(page.getByRole('heading', { name: 'Cosa succede adesso' })).toBeVisible();
      await axe(page);
    });

    // The e-mail log and the dealer's profile are two tests: together, two sign-ins and three axe
    // passes did not fit one test's time on a loaded 2-core CI machine.
    test(`the e-mail log and a message's delivery in ${mode} mode have no axe violation`, async ({ page, request }) => {
      expect((await request.post('/api/auth/password-reset', { data: { email: accounts.dealerA, locale: 'it' } })).status()).toBe(202);
      await waitForMail(accounts.dealerA, /Reimposta la password/);
      await page.addInitScript((m) => localStorage.setItem('settings', JSON.stringify({ mode: m })), mode);
      await signIn(page, accounts.admin);
      await page.goto('/dashboard/mail');
      await expect(page.getByRole('heading', { name: 'E-mail del portale', level: 1 })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await axe(page);
      await page.getByRole('row').nth(1).click();
      await expect(page.getByRole('heading', { name: 'Consegna' })).toBeVisible();
      await axe(page);
    });

    test(`the dealer's e-mail preferences in ${mode} mode have no axe violation`, async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('settings', JSON.stringify({ mode: m })), mode);
      await signIn(page, accounts.dealerB);
      await page.goto('/dashboard/account');
      await expect(page.getByRole('region', { name: 'E-mail' })).toBeVisible();
      await axe(page);
    });
  }
});
