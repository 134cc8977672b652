import { elideBeforeDays } from '../../shared/italianElision';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test, expect, signedIn, accounts } from './fixtures';
import { addDays, DEALER_EDIT_DAYS, today } from '../../shared/guarantees';
import { windowUw } from '../../shared/thermal';
import { framedPerformanceOf } from '../../shared/catalogue/performance';
import { warrantyBody } from '../api/guarantee-helpers';

// Issue 24: a registration's windows can be corrected after it is saved, by its dealer within
// DEALER_EDIT_DAYS of its registration (the page says until when) and by an admin at any time.

const icon = framedPerformanceOf('pvc', 'finestre', 'icon')!;
const GLAZING = '4/16/4-ar-1.0-we';
const uw = (width: number, height: number) =>
  windowUw(icon.frame, icon.glazings.find((g) => g.id === GLAZING)!, { width, height, sashes: 1 }).uw.toFixed(2).replace('.', ',');

/** Makes a registration `days` old, in the e2e server's own database (the tests cannot wait a month). */
function age(id: number, days: number) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'portal.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update guarantees set created_at = ? where id = ?').run(Date.now() - days * 86_400_000, id);
  } finally {
    db.close();
  }
}

test('a dealer corrects a window of a fresh registration and sees its new Uw; past the grace period only an admin may', async ({ browser }) => {
  test.setTimeout(120_000);
  const dealer = await signedIn(browser, accounts.dealerA);
  const token = (await dealer.context().cookies()).find((c) => c.name === 'token')!.value;
  const customer = `Famiglia Rettifica ${Date.now().toString(36)}`;
  const created = await dealer.request.post('/protected/guarantee/create', {
    headers: { authorization: `Bearer ${token}` },
    data: warrantyBody({
      customerName: customer,
      customerEmail: 'rettifica@example.it',
      quantity: 1,
      installationDate: addDays(today(new Date(), 'utc'), -3),
      units: [{ width: 1230, height: 1480, sashes: 1, glazing: GLAZING }],
    }),
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await dealer.goto(`/dashboard/garanzie/${id}/show`);
  await expect(dealer.getByRole('heading', { level: 1 })).toContainText(customer);
  const deadline = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long' }).format(new Date(Date.now() + DEALER_EDIT_DAYS * 86_400_000));
  // "fino all’8 …" on the 8th and the 11th (shared/italianElision.ts).
  await expect(dealer.getByText(elideBeforeDays(`Modificabile fino al ${deadline}`))).toBeVisible();
  await expect(dealer.getByRole('main')).toContainText(uw(1230, 1480));

  await dealer.getByRole('link', { name: 'Modifica' }).click();
  await expect(dealer).toHaveURL(new RegExp(`/dashboard/garanzie/${id}$`));
  await expect(dealer.getByRole('heading', { level: 1 })).toContainText('Correggi GAR-');
  // The form opens with what was registered: the window as chosen, the dealer not asked.
  const width = dealer.getByLabel('Larghezza (mm)');
  await expect(width).toHaveValue('1230');
  await expect(dealer.getByRole('combobox', { name: /^Rivenditore/ })).toHaveCount(0);
  await width.fill('900');
  await dealer.getByLabel('Altezza (mm)').fill('1300');
  await expect(dealer.getByText(`Uw calcolata: ${uw(900, 1300)} W/m²K`)).toBeVisible();
  await dealer.getByRole('button', { name: 'Salva la correzione' }).click();

  await expect(dealer.getByText('Registrazione corretta')).toBeVisible();
  await expect(dealer).toHaveURL(new RegExp(`/dashboard/garanzie/${id}/show$`));
  await expect(dealer.getByRole('main')).toContainText('900 × 1300');
  await expect(dealer.getByRole('main')).toContainText(uw(900, 1300));
  await expect(dealer.getByRole('main')).not.toContainText('1230 × 1480');

  // Past the grace period: no button for the dealer, and the edit page says why instead of a form.
  age(id, DEALER_EDIT_DAYS + 1);
  await dealer.reload();
  await expect(dealer.getByRole('heading', { level: 1 })).toContainText(customer);
  await expect(dealer.getByTestId('download-certificate')).toBeVisible();
  await expect(dealer.getByRole('link', { name: 'Modifica' })).toHaveCount(0);
  await expect(dealer.getByText(/^Modificabile fino al/)).toHaveCount(0);
  await dealer.goto(`/dashboard/garanzie/${id}`);
  await expect(dealer.getByText('Il tempo per correggere questa registrazione è scaduto')).toBeVisible();
  await expect(dealer.getByRole('button', { name: 'Salva la correzione' })).toHaveCount(0);

  // An admin still may, with no deadline stated.
  const admin = await signedIn(browser, accounts.admin);
  await admin.goto(`/dashboard/garanzie/${id}/show`);
  await expect(admin.getByRole('link', { name: 'Modifica' })).toBeVisible();
  await expect(admin.getByText(/^Modificabile fino al/)).toHaveCount(0);
});
