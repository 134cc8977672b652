import { wcagViolations } from './axe';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from '@playwright/test';
import { accounts, expect, login, test, signedIn } from './fixtures';

/** A small real PDF to attach. */
async function makePdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText(title, { x: 50, y: 760, size: 20, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Clicks at the start of a date-time field and types `text` key by key as an Italian writes it
 * (`gg/mm/aaaa hh:mm`), over what it holds: the portal's own picker, not the browser's.
 */
async function typeMoment(page: Page, label: RegExp, text: string) {
  const input = page.getByLabel(label);
  await input.click({ position: { x: 6, y: 12 } });
  await expect(input).toBeFocused();
  // As a person: a moment between the click and the first key (the field selects its day on focus).
  await page.waitForTimeout(150);
  await page.keyboard.type(text, { delay: 40 });
  await expect(input).toHaveValue(text);
}

/** Fills the create form; `publishAt` and `expiresAt` (typed `gg/mm/aaaa hh:mm`) schedule it. */
async function writeNotice(
  page: Page,
  title: string,
  body: string,
  { publishAt, expiresAt, attachment }: { publishAt?: string; expiresAt?: string; attachment?: { name: string; buffer: Buffer } } = {},
) {
  await page.goto('/dashboard/comunicazioni/create');
  await page.getByLabel('Titolo').fill(title);
  await page.getByLabel('Testo').fill(body);
  // Issue 24: the portal's own picker, in Italian whatever the browser's language: day/month/year and a 24-hour clock.
  await expect(page.getByLabel(/^Pubblicazione/)).toHaveValue(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  if (publishAt) await typeMoment(page, /^Pubblicazione/, publishAt);
  if (expiresAt) await typeMoment(page, /^Scadenza/, expiresAt);
  if (attachment) {
    await page.locator('input[type=file]').setInputFiles({ name: attachment.name, mimeType: 'application/pdf', buffer: attachment.buffer });
    await expect(page.getByTestId('uploaded-file')).toContainText(attachment.name);
  }
  await page.getByRole('button', { name: 'Pubblica', exact: true }).click();
  await expect(page.getByText('Comunicazione salvata')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return Number(/comunicazioni\/(\d+)\/show/.exec(page.url())![1]);
}

/**
 * Searches the list and waits until the search is applied: react-admin applies it after a pause
 * (debounced), and a click on a row before that would be followed by a jump back to the list.
 */
async function findRow(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Cerca nelle comunicazioni' }).fill(title);
  await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain(title);
  return page.getByRole('row').filter({ hasText: title });
}

const badge = (page: Page) => page.getByRole('navigation').getByTestId('notices-unread-count');
const unreadCount = async (page: Page) => Number((await badge(page).getAttribute('data-count')) ?? 0);

test('an admin publishes a notice; a dealer sees it unread, opens it, and the mark and the menu count go down', async ({ browser }) => {
  test.setTimeout(150_000);
  const title = unique('Nuovo catalogo alzanti');
  const admin = await signedIn(browser, accounts.admin);
  const id = await writeNotice(admin, title, '# Novità\n\nDisponibile il **nuovo catalogo** degli alzanti.\n\n- legno\n- alluminio\n\nVedi [i documenti](/dashboard/documenti).', {
    attachment: { name: 'catalogo-alzanti.pdf', buffer: await makePdf(title) },
  });
  // Formatted, and the attachment is there.
  await expect(admin.getByTestId('notice-body').locator('strong')).toHaveText('nuovo catalogo');
  await expect(admin.getByRole('heading', { level: 2, name: 'Novità' })).toBeVisible();
  await expect(admin.getByText('catalogo-alzanti.pdf')).toBeVisible();

  const dealer = await signedIn(browser, accounts.dealerA);
  // The home page lists it, marked unread.
  const onHome = dealer.getByTestId('latest-notices').locator(`[data-notice-id="${id}"]`);
  await expect(onHome).toHaveAttribute('data-read', 'false');
  // Its excerpt (a chunk of its own, loaded after the card) is the text without its marks.
  await expect(onHome).toContainText('Novità Disponibile il nuovo catalogo degli alzanti.');
  await expect(onHome.getByRole('img', { name: 'Da leggere' })).toBeVisible();

  await dealer.goto('/dashboard/comunicazioni');
  const row = await findRow(dealer, title);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', { name: 'Da leggere' })).toBeVisible();
  await expect(row.getByText(title, { exact: true })).toHaveCSS('font-weight', '700');
  await expect(badge(dealer)).toBeVisible();
  const before = await unreadCount(dealer);
  expect(before).toBeGreaterThanOrEqual(1);

  await row.getByText(title, { exact: true }).click();
  await expect(dealer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(dealer.getByTestId('notice-body').locator('strong')).toHaveText('nuovo catalogo');
  const [download] = await Promise.all([dealer.waitForEvent('download'), dealer.getByTestId('document-download').click()]);
  expect(download.suggestedFilename()).toBe('catalogo-alzanti.pdf');
  // Opened: the menu's count drops by one.
  await expect.poll(() => unreadCount(dealer)).toBe(before - 1);
  await expect(dealer.getByText('Letta il')).toBeVisible();

  await dealer.getByRole('link', { name: 'Comunicazioni', exact: true }).first().click();
  const readRow = await findRow(dealer, title);
  await expect(readRow).toHaveCount(1);
  await expect(readRow.getByRole('img', { name: 'Da leggere' })).toHaveCount(0);

  // Another dealer still has it unread.
  const other = await signedIn(browser, accounts.dealerB);
  await expect(other.getByTestId('latest-notices').locator(`[data-notice-id="${id}"]`)).toHaveAttribute('data-read', 'false');
});

test('a scheduled notice is not shown to dealers until its date; admins see it marked scheduled', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = unique('Listino programmato');
  const admin = await signedIn(browser, accounts.admin);
  const saved = admin.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/protected/notice/upload');
  const id = await writeNotice(admin, title, 'Il nuovo listino entrerà in vigore più avanti.', { publishAt: '15/01/2099 09:00', expiresAt: '31/01/2099 18:30' });
  await expect(admin.getByText('Programmata per il 15 gennaio 2099')).toBeVisible();
  // Saved as typed, in the admin's own time zone.
  const answer = await (await saved).json();
  const expected = await admin.evaluate(() => [new Date(2099, 0, 15, 9, 0).toISOString(), new Date(2099, 0, 31, 18, 30).toISOString()]);
  expect([answer.publishAt, answer.expiresAt]).toEqual(expected);
  await admin.goto('/dashboard/comunicazioni');
  await expect((await findRow(admin, title)).getByTestId('notice-status-scheduled')).toBeVisible();

  const dealer = await signedIn(browser, accounts.dealerB);
  await expect(dealer.getByTestId('latest-notices')).toBeVisible();
  await expect(dealer.getByTestId('latest-notices').locator(`[data-notice-id="${id}"]`)).toHaveCount(0);
  await dealer.goto('/dashboard/comunicazioni');
  await expect(dealer.getByRole('row').nth(1)).toBeVisible();
  await expect(await findRow(dealer, title)).toHaveCount(0);
  // Not even by its address: react-admin reports it missing and goes back to the list.
  await dealer.goto(`/dashboard/comunicazioni/${id}/show`);
  await expect(dealer).toHaveURL(/\/dashboard\/comunicazioni(\?.*)?$/);
  await expect(dealer.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
});

test('HTML in the text is refused in the form, and shown as text in the preview', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/auth/jwt/login');
  await login(page, accounts.admin);
  await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();
  await page.goto('/dashboard/comunicazioni/create');
  await page.getByLabel('Titolo').fill(unique('Tentativo'));
  await page.getByLabel('Testo').fill('Ciao <img src=x onerror="window.__pwned=1"> e [x](javascript:window.__pwned=2)');
  await expect(page.getByRole('region', { name: 'Anteprima' })).toContainText('<img src=x onerror="window.__pwned=1">');
  await expect(page.getByRole('region', { name: 'Anteprima' }).locator('img, a')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pubblica', exact: true }).click();
  await expect(page.getByText('L’HTML non è accettato: usa i segni di formattazione indicati sotto.')).toBeVisible();
  await page.getByLabel('Testo').fill('Ciao e [x](javascript:window.__pwned=2)');
  await page.getByRole('button', { name: 'Pubblica', exact: true }).click();
  await expect(page.getByText(/^I link possono portare solo a pagine web/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page).toHaveURL(/\/comunicazioni\/create$/);
});

test('notices pages pass axe in light and dark', async ({ browser }) => {
  // Twelve pages, each analysed whole.
  test.setTimeout(300_000);
  for (const mode of ['light', 'dark'] as const) {
    const admin = await signedIn(browser, accounts.admin, { mode });
    const dealer = await signedIn(browser, accounts.dealerB, { mode });
    for (const [page, url, ready] of [
      [dealer, '/dashboard/comunicazioni', () => dealer.getByRole('row').nth(1)],
      [dealer, '/dashboard/comunicazioni/4/show', () => dealer.getByRole('heading', { name: 'Dettagli' })],
      [admin, '/dashboard/comunicazioni', () => admin.getByRole('row').nth(1)],
      [admin, '/dashboard/comunicazioni/7/show', () => admin.getByTestId('notice-body')],
      [admin, '/dashboard/comunicazioni/create', () => admin.getByLabel('Titolo')],
      [admin, '/dashboard/comunicazioni/4', () => admin.getByLabel('Titolo')],
    ] as const) {
      await page.goto(url);
      // A first visit loads the page's chunk: on a busy machine that takes a while.
      await expect(ready()).toBeVisible({ timeout: 30_000 });
      // The theme's page background: the mode is really the one under test.
      await expect(page.locator('body')).toHaveCSS('background-color', mode === 'dark' ? 'rgb(20, 26, 33)' : 'rgb(255, 255, 255)');
      expect(await wcagViolations(page, `${mode} ${url}`)).toEqual([]);
    }
    await admin.context().close();
    await dealer.context().close();
  }
});
