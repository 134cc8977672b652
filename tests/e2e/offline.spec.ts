import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { performanceOf, type FramedPerformance } from '../../shared/catalogue/performance';
import { windowUw } from '../../shared/thermal';
import { accounts, expect, signIn, test } from './fixtures';
import { offerInstall, underServiceWorker } from './offlineApp';
import { wcagViolations } from './axe';

// Issue 27: the installable portal — its manifest, the service worker that keeps the app's files,
// the announcement of a new version, the catalogue offline, and a sign-out that leaves nothing.

const icon = performanceOf('pvc', 'finestre', 'icon') as FramedPerformance;
const it2 = (n: number) => n.toFixed(2).replace('.', ',');

/** Every record of every IndexedDB database of the page's origin, as `db/store: count`; empty stores left out. */
const indexedDbRecords = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const count = await new Promise<number>((resolve) => {
          const req = db.transaction(store).objectStore(store).count();
          req.onsuccess = () => resolve(req.result);
        });
        if (count) found.push(`${name}/${store}: ${count}`);
      }
      db.close();
    }
    return found.sort();
  });

/**
 * What an account leaves on the device, written where the app's offline parts write it: a kept
 * file in the account's cache (src/providers/keptFiles.ts), a warranty form waiting to be sent
 * (src/providers/drafts.ts: portal-drafts/drafts) and a record in idb-keyval's default store.
 */
const leaveAccountData = (page: Page) =>
  page.evaluate(async () => {
    const accountId = JSON.parse(localStorage.getItem('lastAccount')!).id as number;
    const cache = await caches.open(`portal-kept-${accountId}`);
    await cache.put('/api/files/kept/document:1', new Response('%PDF-1.4 listino riservato'));
    const put = (db: string, store: string, key: IDBValidKey, value: unknown) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onsuccess = () => {
          const tx = open.result.transaction(store, 'readwrite');
          tx.objectStore(store).put(value, key);
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      });
    // Refused already, so that the app does not send it again meanwhile: its refusal's toast would
    // cover the account menu the test signs out with.
    const refused = { status: 403, message: 'Questo account è disattivato.' };
    await put('portal-drafts', 'drafts', [accountId, 'draft-1'], { id: 'draft-1', accountId, kind: 'guarantee', body: { customerName: 'Mario Bianchi' }, refused });
    await put('keyval-store', 'keyval', 'note', { customer: 'Mario Bianchi', address: 'Via Roma 1' });
    return `portal-kept-${accountId}`;
  });

/** What the account left, and its lists as last loaded (src/providers/keptAnswers.ts), once the app has kept them. */
const LEFT = ['keyval-store/keyval: 2', 'portal-drafts/drafts: 1'];

/** The keys of idb-keyval's default store, and the kept answers of an account as stored (JSON, or null). */
const keyvalKeys = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'keyval-store')) return [];
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open('keyval-store');
      open.onsuccess = () => resolve(open.result);
    });
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const req = db.transaction('keyval').objectStore('keyval').getAllKeys();
      req.onsuccess = () => resolve(req.result);
    });
    db.close();
    return keys.map(String).sort();
  });
const keptAnswers = (page: Page) =>
  page.evaluate(async () => {
    const accountId = JSON.parse(localStorage.getItem('lastAccount')!).id as number;
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open('keyval-store');
      open.onupgradeneeded = () => open.result.createObjectStore('keyval');
      open.onsuccess = () => resolve(open.result);
    });
    const value = await new Promise<unknown>((resolve) => {
      const req = db.transaction('keyval').objectStore('keyval').get(`answers-${accountId}`);
      req.onsuccess = () => resolve(req.result);
    });
    db.close();
    return typeof value === 'string' ? value : null;
  });
const accountIdOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('lastAccount')!).id as number);

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test.describe('installable', () => {
  test('the manifest names the portal, starts at the dashboard and lists its icons; the worker is never cached', async ({ page, request }) => {
    await page.goto('/auth/jwt/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await request.get(href!);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({ name: 'Area Rivenditori', lang: 'it', start_url: '/dashboard', scope: '/', display: 'standalone' });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const { src } of manifest.icons) {
      const png = await request.get(src);
      expect(png.status(), src).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
    }
    // Light and dark, as the page's background under the header: by the system's scheme before
    // the app draws (as the boot shell), then by the app's own mode.
    const html = await (await request.get('/auth/jwt/login')).text();
    expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff">');
    expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#141a21">');
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    const themeColours = () => page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.map((m) => (m as HTMLMetaElement).content));
    expect(await themeColours()).toEqual(['#ffffff', '#ffffff']);
    await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ mode: 'dark' })));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    await expect.poll(themeColours).toEqual(['#141a21', '#141a21']);

    // In English, the app installed from now on is named in English.
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const english = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(english).toBe('/manifest.webmanifest?lang=en');
    expect(await (await request.get(english!)).json()).toMatchObject({ name: 'Dealer Area', lang: 'en' });

    const sw = await request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers()['content-security-policy']).toContain("worker-src 'self'");
  });
});

test.describe('the install offer', () => {
  test('is the portal’s own card on the home: Install opens the browser’s dialog, Not now waits a month', async ({ page }) => {
    await signIn(page, accounts.dealerA);
    await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();
    await expect(page.getByTestId('install-card')).toHaveCount(0);
    // Kept by the app, not shown as the browser's own bar.
    expect(await offerInstall(page)).toBe(true);
    const card = page.getByRole('region', { name: 'Installa l’app sul dispositivo' });
    await expect(card).toContainText('anche senza campo');
    expect(await wcagViolations(page, 'install card')).toEqual([]);
    await card.getByRole('button', { name: 'Installa' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
    await expect(card).toHaveCount(0);

    await offerInstall(page);
    await card.getByRole('button', { name: 'Non ora' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();
    await offerInstall(page);
    await page.waitForTimeout(300);
    await expect(page.getByTestId('install-card')).toHaveCount(0);
  });

  test('on an iPhone, where no browser offers it, says how to add it from the Share menu', async ({ browser }) => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const context = await browser.newContext({ userAgent: iphone, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await signIn(page, accounts.dealerA, { mode: 'dark' });
    const card = page.getByRole('region', { name: 'Installa l’app sul dispositivo' });
    await expect(card.getByTestId('install-by-hand')).toHaveText('Su iPhone e iPad: apri il portale in Safari, tocca il pulsante Condividi e scegli di aggiungerlo alla schermata Home.');
    await expect(card.getByRole('button', { name: 'Installa' })).toHaveCount(0);
    expect(await wcagViolations(page, 'install card, iPhone, dark')).toEqual([]);
    await card.getByRole('button', { name: 'Non ora' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();
    await expect(page.getByTestId('install-card')).toHaveCount(0);
    await context.close();
  });
});

test.describe('offline', () => {
  test('a product page opens offline, through the app and by a reload, and the Uw calculator computes', async ({ page, context }) => {
    await signIn(page, accounts.dealerA);
    await underServiceWorker(page);
    await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();
    // Before the worker is trusted with it: what it keeps is the app's own files, no answer of the API.
    expect((await cacheNames(page)).filter((n) => !n.startsWith('workbox-precache') && n !== 'portal-manufacturer')).toEqual([]);

    await context.setOffline(true);
    // The home's lists are as last loaded (the next test); the catalogue is the app's own.
    await expect(page.getByTestId('offline-banner')).toHaveText(/^Sei offline: vedi gli elenchi come erano/);
    // Through the app: the menu's material, its category, the product.
    const nav = page.getByRole('navigation', { name: 'Menu principale' });
    await nav.getByRole('link', { name: 'PVC' }).click();
    await expect(page).toHaveURL(/\/dashboard\/pvc$/);
    await page.getByRole('main').getByRole('link', { name: /^Finestre/ }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/pvc\/finestre$/);
    await page.getByRole('link', { name: /Finestra in PVC Icon/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Finestra in PVC Icon' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Dati tecnici' }).getByText('1,30 W/m²K', { exact: true })).toBeVisible();
    // Its documents are the server's: not "none published", but that they need the connection.
    await expect(page.getByTestId('product-documents-offline')).toHaveText(/^Sei offline: le tavole tecniche e i documenti/);
    await expect(page.getByText('Per questo prodotto non sono ancora state pubblicate')).toHaveCount(0);

    // A reload offline: the page comes from the worker, the person is still the one signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Finestra in PVC Icon' })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toHaveText('Sei offline: vedi le pagine e i file salvati su questo dispositivo.');
    await expect(page).toHaveURL(/\/dashboard\/pvc\/finestre\/icon$/);

    const calculator = page.getByRole('region', { name: 'Calcolo di Uw alla misura reale' });
    await expect(calculator.getByTestId('calculator-uw')).toHaveText('Uw = 1,30 W/m²K');
    await calculator.getByLabel('Larghezza').fill('1800');
    await calculator.getByLabel('Altezza').fill('2200');
    const expected = windowUw(icon.frame, icon.glazings[0]!, { width: 1800, height: 2200, sashes: 1 });
    await expect(calculator.getByTestId('calculator-uw')).toHaveText(`Uw = ${it2(expected.uw)} W/m²K`);

    // Back online, the session is checked again and the banner goes.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Finestra in PVC Icon' })).toBeVisible();
  });

  test('the person’s lists open offline as last loaded, with their time; one never loaded says it needs the connection', async ({ page, context }) => {
    await signIn(page, accounts.dealerA);
    await underServiceWorker(page);
    const nav = page.getByRole('navigation', { name: 'Menu principale' });
    await nav.getByRole('link', { name: 'Garanzie' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Garanzie' })).toBeVisible();
    const code = (await page.getByRole('main').getByRole('row').nth(1).getByText(/^GAR-/).first().textContent())!.match(/GAR-\d{4}-\d{6}/)![0];
    await nav.getByRole('link', { name: 'Comunicazioni' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Comunicazioni' })).toBeVisible();
    const noticeTitle = (await page.getByRole('main').locator('[data-notice-id]').first().getByRole('link').first().textContent())!;
    // Kept on the device a moment after they are loaded (the persister writes at most once a second).
    // Both lists as shown (25 a page), not only the home's five latest.
    const keptLists = async () =>
      JSON.parse((await keptAnswers(page)) ?? '{"clientState":{"queries":[]}}')
        .clientState.queries.filter((q: { queryKey: [string, string, { pagination?: { perPage: number } }] }) => q.queryKey[1] === 'getList' && q.queryKey[2].pagination?.perPage === 25)
        .map((q: { queryKey: [string] }) => q.queryKey[0])
        .sort();
    await expect.poll(keptLists).toEqual(['comunicazioni', 'garanzie']);
    expect(await keptAnswers(page)).toContain(code);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('main').locator('[data-notice-id]').first()).toContainText(noticeTitle);
    // When they were loaded: today, at a time (elided before 8 and 11: "l’8 dicembre").
    await expect(page.getByTestId('offline-banner')).toHaveText(
      /^Sei offline: vedi gli elenchi come erano (il |l’)\d{1,2} \p{L}+ \d{4} alle ore \d{2}:\d{2}\. Registrazioni e reclami nuovi partono da soli quando torni online; le altre modifiche aspettano la connessione\.$/u,
    );
    await nav.getByRole('link', { name: 'Garanzie' }).click();
    await expect(page.getByRole('main').getByText(code, { exact: true })).toBeVisible();
    // A list never loaded here says that it needs the connection.
    await nav.getByRole('link', { name: 'Reclami' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Nessuna connessione: questa pagina non è ancora stata caricata su questo dispositivo. Si vede quando torni online.');

    // Back online, the list is asked for: the dealer's demo claims.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toBeHidden();
    await expect(page.getByRole('main').getByText(/^RCL-\d{4}-\d+$/).first()).toBeVisible();
  });

  test('offline, a session that ended stays ended: no kept identity without the session', async ({ page, context }) => {
    await signIn(page, accounts.dealerA);
    await underServiceWorker(page);
    // The session's cookies gone (expired, or cleared by the browser): nothing to be signed in with.
    await context.clearCookies();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    await context.setOffline(false);
  });
});

/**
 * A deployment of its own: a copy of the build, served by the real server on another port with
 * its own data, so that a test can deploy a new service worker to it (a file changed on disk, as
 * a release changes it) without the other tests' server, and their pages, seeing it. The browser
 * fetches a worker's script for no page: neither page.route nor context.route can stand in for it.
 */
async function ownDeployment() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-deploy-'));
  fs.cpSync('dist/server', path.join(dir, 'dist/server'), { recursive: true });
  fs.cpSync('dist/client', path.join(dir, 'dist/client'), { recursive: true });
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const child = spawn(process.execPath, [path.join(dir, 'dist/server/main.js')], {
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'warn' },
  });
  const url = `http://127.0.0.1:${port}`;
  await expect.poll(() => fetch(`${url}/api/docs/json`).then((r) => r.status, () => 0), { timeout: 60_000 }).toBe(200);
  return {
    url,
    swFile: path.join(dir, 'dist/client/sw.js'),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

test.describe('a new version', () => {
  test('is announced, and reloading on the person’s choice puts it in charge', async ({ page }) => {
    // A server of its own to start (migrations, demo content) on a machine the other tests share.
    test.setTimeout(150_000);
    const deployment = await ownDeployment();
    try {
      await page.goto(`${deployment.url}/auth/jwt/login`);
      await underServiceWorker(page);
      await expect(page.getByTestId('update-prompt')).toHaveCount(0);

      // A release: the server now answers another sw.js (another build's precache list, here one
      // more listener: an answer to "which version?" that only the new worker gives).
      fs.appendFileSync(deployment.swFile, "\n;self.addEventListener('message', (e) => { if (e.data === 'version?') e.source.postMessage('next'); });\n");
      // What the prompt does every hour and on reconnecting, now.
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));

      const prompt = page.getByTestId('update-prompt');
      await expect(prompt).toContainText('È disponibile una nuova versione del portale.');
      // The page keeps its version until the person chooses.
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.waiting?.state))).toBe('installed');
      await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();

      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Aggiorna' }).click();
      await reloaded;
      await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
      const version = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            navigator.serviceWorker.addEventListener('message', (e) => resolve(e.data), { once: true });
            navigator.serviceWorker.controller!.postMessage('version?');
          }),
      );
      expect(version).toBe('next');
      await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    } finally {
      await deployment.stop();
    }
  });
});

/** Signs out as a person does, through the account menu, and waits for the sign-in page. */
async function signOutThroughMenu(page: Page) {
  // The account menu may be drawn again as the home's data arrives after a reload: a click that
  // landed just before is tried again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Profilo' }).click();
    await expect(page.getByRole('menuitem', { name: 'Esci' })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
}

/** The app's own files stay, and the manufacturer's public name and logo (no one's data); nothing else. */
async function expectNothingOfTheAccount(page: Page) {
  expect((await cacheNames(page)).filter((n) => !n.startsWith('workbox-precache') && n !== 'portal-manufacturer')).toEqual([]);
  expect(await indexedDbRecords(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('lastAccount'))).toBeNull();
}

test.describe('privacy', () => {
  test('signing out leaves nothing of the account in Cache Storage or IndexedDB', async ({ page }) => {
    await signIn(page, accounts.dealerA);
    await underServiceWorker(page);
    const keptCache = await leaveAccountData(page);
    expect(await cacheNames(page)).toContain(keptCache);
    await expect.poll(() => indexedDbRecords(page)).toEqual(LEFT);

    await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();
    await signOutThroughMenu(page);
    await expectNothingOfTheAccount(page);
  });

  test('signing out without a connection clears the device at once, and the session ends on the server once back online', async ({ page, context }) => {
    await signIn(page, accounts.dealerA);
    await underServiceWorker(page);
    await leaveAccountData(page);
    await expect.poll(() => indexedDbRecords(page)).toEqual(LEFT);
    await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();
    const refreshCookie = (await context.cookies()).find((c) => c.name === 'refreshToken');
    expect(refreshCookie).toBeDefined();

    // On site, no signal: the person signs out, and the device forgets the account there and then.
    await context.setOffline(true);
    await signOutThroughMenu(page);
    await expectNothingOfTheAccount(page);
    // The refresh cookie only the server can clear is still in the browser; opening the app
    // again does not bring the account back.
    expect((await context.cookies()).some((c) => c.name === 'refreshToken')).toBe(true);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();

    // Back online, the app asks the server to end the session by itself.
    const ended = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/logout' && r.request().method() === 'POST');
    await context.setOffline(false);
    expect((await ended).status()).toBe(204);
    expect((await context.cookies()).some((c) => c.name === 'refreshToken')).toBe(false);
    // The old refresh token is revoked: whoever copied it gets no new session with it.
    const replay = await page.request.get('/auth/refresh', { headers: { cookie: `refreshToken=${refreshCookie!.value}` } });
    expect(replay.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('signOutPending'))).toBeNull();
  });

  test('another account signing in on the same browser finds nothing of the previous one', async ({ page, context }) => {
    await signIn(page, accounts.dealerA);
    await underServiceWorker(page);
    const keptCache = await leaveAccountData(page);
    // The session ends without a sign-out (its cookies expire); the device still holds dealer A's data…
    await expect.poll(() => indexedDbRecords(page)).toEqual(LEFT);
    await context.clearCookies();
    await page.goto('/auth/jwt/login');
    expect(await indexedDbRecords(page)).toEqual(LEFT);
    expect(await cacheNames(page)).toContain(keptCache);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('lastAccount')))!)).toMatchObject({ email: accounts.dealerA });

    // …until someone else signs in.
    await page.getByLabel(/^E-mail/).fill(accounts.dealerB);
    await page.getByLabel(/^Password/).fill('demo-portal-2026');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();
    expect((await cacheNames(page)).filter((n) => !n.startsWith('workbox-precache') && n !== 'portal-manufacturer')).toEqual([]);
    // Of dealer A, nothing; of dealer B, the lists the home has just loaded.
    await expect.poll(() => keyvalKeys(page)).toEqual([`answers-${await accountIdOf(page)}`]);
    expect(await indexedDbRecords(page)).toEqual(['keyval-store/keyval: 1']);
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('lastAccount')))!);
    expect(kept).toMatchObject({ email: accounts.dealerB });
    // Who they are, never how they are signed in.
    expect(Object.keys(kept).sort()).toEqual(['company', 'displayName', 'email', 'firstName', 'id', 'lastName', 'locale', 'photoURL', 'role', 'status']);
  });
});
