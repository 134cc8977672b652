import { test as base, expect, type Browser, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-portal-2026';
export const accounts = {
  admin: 'admin@demo.test',
  dealerA: 'rossi@demo.test',
  dealerB: 'bianchi@demo.test',
  pending: 'verdi@demo.test',
} as const;

/**
 * Every test fails on a page error, a console error or warning (React's warnings included).
 * Chromium's own "Failed to load resource … status of 4xx" lines are the network log of answers
 * the tests expect (a wrong password, a refused form), and
 * net::ERR_FAILED and net::ERR_INTERNET_DISCONNECTED that of a request a test aborts or takes
 * offline on purpose: they are kept apart in
 * `networkErrors`; a 5xx one still fails.
 */
export const test = base.extend<{ consoleProblems: string[]; networkErrors: string[]; ownContextsClosed: void }>({
  networkErrors: async ({}, use) => {
    await use([]);
  },
  /**
   * The browser contexts a test opens itself (`browser.newContext()`: another person signed in)
   * are closed when it ends; Playwright closes only its own `context`, and the browser lives as
   * long as the worker. Left open, each page went on running the app (its live-events stream, its
   * queries, its timers) through every later test: 47 renderers and a load of 17 on 2 cores two
   * thirds of the way through the suite, where its timeouts were.
   */
  ownContextsClosed: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((c) => !before.has(c)).map((c) => c.close()));
    },
    { auto: true },
  ],
  consoleProblems: [
    async ({ page, networkErrors }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() !== 'error' && msg.type() !== 'warning') return;
        const text = msg.text();
        // A signed-out page never asks /auth/refresh (issue 24: the session hint cookie): its 401 is a fault.
        const refresh401 = /status of 401/.test(text) && new URL(msg.location().url || 'http://x/').pathname === '/auth/refresh';
        if (!refresh401 && /^Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_FAILED|net::ERR_INTERNET_DISCONNECTED)/.test(text)) {
          networkErrors.push(`${text} (${msg.location().url})`);
          return;
        }
        problems.push(`console.${msg.type()}: ${text}`);
      });
      await use(problems);
      expect(problems, 'console errors or warnings during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel(/^(E-mail)/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: /^(Accedi|Sign in)$/ }).click();
}

/** Signs `email` in on `page`, with `settings` (e.g. `{ mode: 'dark' }`) stored first, and waits for the home page. */
export async function signIn(page: Page, email: string, settings?: object) {
  if (settings) await page.addInitScript((s) => localStorage.setItem('settings', JSON.stringify(s)), settings);
  await page.goto('/auth/jwt/login');
  await login(page, email);
  await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();
}

/** A page in a browser context of its own (its own cookies: another person), signed in as `email`. */
export async function signedIn(browser: Browser, email: string, settings?: object): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, settings);
  return page;
}

/** A valid partita IVA (its check digit matches) and the same with a wrong check digit. */
export const VAT = { valid: '01234567897', wrongCheckDigit: '01234567890' } as const;

/** What registration asks besides the name, e-mail and password (an Italian dealer). */
export const dealerIdentity = (company: string) => ({ company, vatNumber: VAT.valid as string, phoneNumber: '+39 049 123 4567', city: 'Padova', state: 'PD' });

/** Fills the Italian registration form (the page must be open); the caller submits. */
export async function fillRegistration(
  page: Page,
  person: { firstName: string; lastName: string; email: string; password: string },
  identity: ReturnType<typeof dealerIdentity>,
) {
  await page.getByLabel(/^Nome/).fill(person.firstName);
  await page.getByLabel(/^Cognome/).fill(person.lastName);
  await page.getByLabel(/^E-mail/).fill(person.email);
  await page.getByLabel(/^Telefono/).fill(identity.phoneNumber);
  await page.getByLabel(/^Ragione sociale/).fill(identity.company);
  await page.getByLabel(/^Partita IVA/).fill(identity.vatNumber);
  await page.getByLabel(/^Città/).fill(identity.city);
  await page.getByLabel(/^Provincia/).fill(identity.state);
  await page.getByLabel(/^Password/).fill(person.password);
}

/**
 * Resolves once no request but the live-events stream has been in flight for half a second.
 * `waitForLoadState('networkidle')` cannot serve: the stream (`/api/events`) stays open by design.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeout = 20_000) {
  const inFlight = new Set<object>();
  const counts = (r: { url(): string }) => !r.url().includes('/api/events');
  const start = (r: object & { url(): string }) => counts(r) && inFlight.add(r);
  const end = (r: object) => inFlight.delete(r);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    const until = Date.now() + timeout;
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() > until) throw new Error(`requests still in flight after ${timeout} ms`);
      await page.waitForTimeout(50);
      if (inFlight.size) quietSince = Date.now();
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}
