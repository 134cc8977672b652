import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { accounts, dealerIdentity, expect, signIn, signedIn, test } from './fixtures';

// Issue 15, "Live updates": what an admin publishes reaches a dealer's open page at once, over
// /api/events — the menu's unread count and a toast, with no reload.

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const badge = (page: Page) => page.getByRole('navigation').getByTestId('notices-unread-count');
const unreadCount = async (page: Page) => Number((await badge(page).getAttribute('data-count')) ?? 0);

/**
 * A dealer of this test alone (registered, approved by `admin` through the API, signed in), so
 * that no other test opening notices meanwhile changes the count it watches.
 */
async function freshDealer(browser: Browser, request: APIRequestContext, admin: Page, settings?: object): Promise<Page> {
  const email = `${unique('live').replace(/\W+/g, '-')}@example.test`;
  const origin = new URL(admin.url()).origin;
  const registered = await request.post('/api/auth/register', {
    data: { email, password: 'demo-portal-2026', firstName: 'Dario', lastName: 'Diretta', ...dealerIdentity('Infissi Diretta') },
    headers: { origin },
  });
  expect(registered.status()).toBe(201);
  const { user } = await registered.json();
  const token = (await admin.context().cookies()).find((c) => c.name === 'token')!.value;
  const approved = await request.put(`/api/users/${user.id}`, { data: { status: 'active' }, headers: { origin, authorization: `Bearer ${token}` } });
  expect(approved.status()).toBe(200);
  return listening(browser, email, settings);
}

/** A page signed in as `email` whose live-events stream is open: what happens from now on reaches it. */
async function listening(browser: Browser, email: string, settings?: object): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200);
  await signIn(page, email, settings);
  await stream;
  return page;
}

/**
 * The 2 s of issue 15 is the server's delivery, timed in tests/api/events.test.ts; here the whole
 * chain (event, stale count read again, toast) is checked to arrive without a reload, and its time
 * is recorded, not asserted: a timed browser assertion on a loaded 2-core machine only flakes.
 */
test('an admin publishes a notice: dealers’ unread count and a toast follow live, in light and dark', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, accounts.admin);
  const light = await freshDealer(browser, request, admin);
  const dark = await freshDealer(browser, request, admin, { mode: 'dark' });
  await expect(badge(light)).toBeVisible();
  await expect(badge(dark)).toBeVisible();
  const before = { light: await unreadCount(light), dark: await unreadCount(dark) };

  const title = unique('Listino aggiornato');
  await admin.goto('/dashboard/comunicazioni/create');
  await admin.getByLabel('Titolo').fill(title);
  await admin.getByLabel('Testo').fill('Il nuovo listino è disponibile tra i documenti.');
  await admin.getByRole('button', { name: 'Pubblica', exact: true }).click();
  await expect(admin.getByText('Comunicazione salvata')).toBeVisible();
  const published = Date.now();

  // Both pages watched at once, each photographed as soon as its toast is there.
  await Promise.all(
    ([['light', light], ['dark', dark]] as const).map(async ([mode, page]) => {
      await expect.poll(() => unreadCount(page)).toBe(before[mode] + 1);
      const toast = page.getByRole('alert').filter({ hasText: title });
      await expect(toast).toContainText(`Nuova comunicazione: ${title}`);
      await expect(toast.getByRole('link', { name: title })).toBeVisible();
      test.info().annotations.push({ type: `live notice, ${mode}`, description: `${Date.now() - published} ms after the admin saw it saved` });
      // Hovered, the toast stays while it is photographed (it hides itself after 8 s otherwise).
      await toast.hover();
      await toast.screenshot({ path: `test-results/live-toast-${mode}.png` });
    }),
  );
  await light.screenshot({ path: 'test-results/live-toast-light-page.png' });

  // The toast's link opens the notice.
  await light.getByRole('alert').getByRole('link', { name: title }).click();
  await expect(light.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('an admin hears of a registration awaiting approval, with a link to the account', async ({ browser, request }) => {
  const admin = await listening(browser, accounts.admin);
  await expect(admin.getByTestId('pending-accounts')).toBeVisible();
  const email = `${unique('live').replace(/\W+/g, '-')}@example.test`;
  // The registration goes through the API, as a dealer's browser elsewhere would send it (a
  // request context of its own: the admin's would take the new account's cookies).
  const res = await request.post('/api/auth/register', {
    data: { email, password: 'a long enough password', firstName: 'Lia', lastName: 'Live', company: 'Serramenti Live S.r.l.', vatNumber: '01234567897', phoneNumber: '+39 049 123 4567', city: 'Padova', state: 'PD' },
    headers: { origin: new URL(admin.url()).origin },
  });
  expect(res.status()).toBe(201);
  const toast = admin.getByRole('alert').filter({ hasText: 'Lia Live' });
  await expect(toast).toContainText('Nuovo account da approvare: Lia Live (Serramenti Live S.r.l.)');
  await expect(admin.getByTestId('pending-accounts')).toContainText('Lia Live');
  await toast.getByRole('link', { name: /Lia Live/ }).click();
  await expect(admin).toHaveURL(/\/dashboard\/users\/\d+$/);
});
