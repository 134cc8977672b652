import type { Page, Route } from '@playwright/test';
import { accounts, expect, signIn, test } from './fixtures';

/** Requests matching `pattern` wait until `release()` is called: a slow network, on cue. */
async function hold(page: Page, pattern: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Route[] = [];
  await page.route(pattern, async (route) => {
    held.push(route);
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release, held };
}

/** The app's progress bar (index.html's shell has one too, outside #root). */
const progressBar = (page: Page) => page.locator('#root').getByRole('progressbar', { name: 'Caricamento…' });

/**
 * Records, inside the page, when the next click happens and when the app's progress bar is first
 * added after it: Playwright's own round trips would blur a 100 ms budget.
 */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const probe: { click?: number; bar?: number } = {};
    (window as unknown as { probe: typeof probe }).probe = probe;
    document.addEventListener('click', () => (probe.click ??= performance.now()), { capture: true });
    new MutationObserver(() => {
      if (probe.click !== undefined && probe.bar === undefined && document.querySelector('#root [role="progressbar"]')) probe.bar = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  return async () => {
    const { click, bar } = await page.evaluate(() => (window as unknown as { probe: { click?: number; bar?: number } }).probe);
    expect(click, 'the click was seen').toBeDefined();
    expect(bar, 'the progress bar appeared').toBeDefined();
    return bar! - click!;
  };
}

test.describe('before any script runs', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`index.html paints the branded shell (${scheme}), replaced by the app once it mounts`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      const scripts = await hold(page, '**/static/js/**');
      await page.goto('/auth/jwt/login', { waitUntil: 'commit' });

      const shell = page.locator('#boot');
      await expect(shell.getByText('Area Rivenditori')).toBeVisible();
      await expect(shell.getByText('Dealer Area')).toBeVisible();
      await expect(shell.locator('svg.boot-logo')).toBeVisible();
      await expect(shell.getByRole('progressbar', { name: 'Caricamento… / Loading…' })).toBeAttached();
      // No script has run: the app's root is empty and its scripts are still on their way.
      await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
      expect(await page.locator('#root').innerHTML()).toBe('');
      // The inline CSS is applied, in the visitor's colour scheme.
      const colour = await shell.evaluate((el) => getComputedStyle(el).color);
      expect(colour).toBe(scheme === 'light' ? 'rgb(28, 37, 46)' : 'rgb(255, 255, 255)');

      scripts.release();
      await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
      await expect(shell).toBeHidden();
    });
  }
});

test('a navigation shows the progress bar within 100 ms while the next page’s data is slow', async ({ page }) => {
  await signIn(page, accounts.dealerA);
  await expect(progressBar(page)).toHaveCount(0);
  const documents = await hold(page, /\/protected\/documents\/list(\?|$)/);
  const delay = await watchProgress(page);

  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Documenti' }).click();
  await expect(progressBar(page)).toBeVisible();
  expect(await delay()).toBeLessThan(100);
  // It stays for as long as the data is missing…
  await expect.poll(() => documents.held.length).toBeGreaterThan(0);
  await page.waitForTimeout(700);
  await expect(progressBar(page)).toBeVisible();

  // …and goes once the page has it.
  documents.release();
  await expect(page.getByRole('heading', { name: 'Documenti', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(progressBar(page)).toHaveCount(0);
});

test('a list keeps its rows while the next page loads, then shows the new ones', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/dashboard/documenti');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  const firstOfPage1 = (await rows.first().textContent())!;
  await expect(progressBar(page)).toHaveCount(0);

  const next = await hold(page, /\/protected\/documents\/list\?.*page=2/);
  await page.getByRole('button', { name: 'Vai alla pagina 2' }).click();
  await expect.poll(() => next.held.length).toBeGreaterThan(0);
  await expect(progressBar(page)).toBeVisible();
  // While page 2 is on its way, page 1 stays: the same 25 rows, not a blank table or skeletons.
  await page.waitForTimeout(500);
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toHaveText(firstOfPage1);

  next.release();
  await expect(rows.first()).not.toHaveText(firstOfPage1);
  await expect(progressBar(page)).toHaveCount(0);
});

test('the technical sheets keep their rows while another material loads', async ({ page }) => {
  await signIn(page, accounts.dealerA);
  await page.goto('/dashboard/tavoleTecniche');
  const sheets = page.getByTestId('technical-sheets').getByRole('listitem');
  await expect(sheets.first()).toBeVisible();
  const before = await sheets.count();
  const firstSheet = (await sheets.first().textContent())!;
  // A material the first sheet is not of: once it has loaded, that sheet cannot be first.
  const other = ['Legno', 'PVC', 'Alluminio'].find((m) => !firstSheet.includes(m))!;

  const filtered = await hold(page, /\/protected\/documents\/list\?.*material/);
  await page.getByRole('group', { name: 'Materiale' }).getByRole('button', { name: other, exact: true }).click();
  await expect.poll(() => filtered.held.length).toBeGreaterThan(0);
  await expect(progressBar(page)).toBeVisible();
  await page.waitForTimeout(500);
  await expect(sheets).toHaveCount(before);
  await expect(sheets.first()).toHaveText(firstSheet);
  await expect(page.getByTestId('technical-sheets')).toHaveAttribute('aria-busy', 'true');

  filtered.release();
  await expect(page.getByTestId('technical-sheets')).not.toHaveAttribute('aria-busy', 'true');
  await expect(sheets.first()).not.toHaveText(firstSheet);
});

/** The rules in emotion's sheets of MUI's cache: those kept from an earlier visit, those inserted by this page. */
const emotionRules = (page: Page) =>
  page.evaluate(() => {
    const count = (tags: HTMLStyleElement[]) => tags.reduce((n, tag) => n + (tag.sheet?.cssRules.length ?? 0), 0);
    const tags = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')];
    const kept = tags.filter((tag) => tag.dataset.emotion!.startsWith('mui-ltr '));
    return { kept: count(kept), keptNames: kept.map((tag) => tag.dataset.emotion!.split(' ').length - 1), inserted: count(tags.filter((tag) => tag.dataset.emotion === 'mui-ltr')) };
  });

/** Each MUI class on the page with what it draws (colours, spacing, type, shape). */
const looks = (page: Page) =>
  page.evaluate(() => {
    const seen: Record<string, string> = {};
    for (const el of document.querySelectorAll('#root [class*="mui-ltr-"]')) {
      const s = getComputedStyle(el);
      seen[el.className.toString()] = [s.color, s.backgroundColor, s.padding, s.margin, s.fontSize, s.fontWeight, s.display, s.borderRadius, s.boxShadow].join('|');
    }
    return seen;
  });

/**
 * Runs `change` in the portal's next page load, before its scripts: a change made in a page would
 * be overwritten as the page is left (that is when the styles are written).
 */
async function beforeNextLoad(page: Page, name: string, change: () => void) {
  const once = JSON.stringify(name);
  await page.addInitScript({
    content: `if (location.origin !== 'null' && !sessionStorage.getItem(${once})) { sessionStorage.setItem(${once}, '1'); (${change.toString()})(); }`,
  });
}

/** The home with its three lists drawn. */
async function homeDrawn(page: Page) {
  await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();
  for (const list of ['latest-notices', 'recent-documents', 'recent-warranties']) {
    await expect(page.getByTestId(list).getByRole('listitem').first()).toBeVisible();
  }
}

test('MUI’s styles are kept for the next visit: the home inserts none of them again, and looks the same', async ({ page }) => {
  await signIn(page, accounts.dealerA);
  await homeDrawn(page);
  const first = await emotionRules(page);
  expect(first.kept).toBe(0);
  expect(first.inserted).toBeGreaterThan(100);
  const before = await looks(page);

  // Leaving the page keeps the styles; the next load starts with them.
  await page.goto('about:blank');
  await page.goto('/dashboard');
  await homeDrawn(page);
  const second = await emotionRules(page);
  expect(second.kept).toBeGreaterThanOrEqual(first.inserted);
  expect(second.keptNames[0]).toBeGreaterThan(50);
  // Emotion inserted nothing it had kept: only what this visit drew and the first did not, if anything.
  expect(second.inserted).toBeLessThan(first.inserted / 10);
  const after = await looks(page);
  const common = Object.keys(before).filter((name) => name in after);
  expect(common.length).toBeGreaterThan(20);
  for (const name of common) expect(after[name], name).toBe(before[name]);

  // A kept set that cannot be read is ignored, and written anew on leaving.
  await page.goto('about:blank');
  await beforeNextLoad(page, 'spoilt', () => localStorage.setItem('keptStyles:mui-ltr', '{not json'));
  await page.goto('/dashboard');
  await homeDrawn(page);
  const spoilt = await emotionRules(page);
  expect(spoilt.kept).toBe(0);
  expect(spoilt.inserted).toBeGreaterThan(100);
  expect(await looks(page)).toMatchObject(Object.fromEntries(common.map((name) => [name, before[name]])));
  await page.goto('about:blank');
  await page.goto('/dashboard');
  await homeDrawn(page);
  expect((await emotionRules(page)).inserted).toBeLessThan(first.inserted / 10);

  // A set kept by a build with other dependencies is not used, nor one a week old.
  await page.goto('about:blank');
  await beforeNextLoad(page, 'stamped', () => {
    const kept = JSON.parse(localStorage.getItem('keptStyles:mui-ltr')!);
    localStorage.setItem('keptStyles:mui-ltr', JSON.stringify({ ...kept, stamp: `another ${kept.stamp}` }));
  });
  await page.goto('/dashboard');
  await homeDrawn(page);
  expect((await emotionRules(page)).kept).toBe(0);
  await page.goto('about:blank');
  await page.goto('/dashboard');
  await homeDrawn(page);
  expect((await emotionRules(page)).kept).toBeGreaterThan(0);
  await page.goto('about:blank');
  await beforeNextLoad(page, 'old', () => {
    const kept = JSON.parse(localStorage.getItem('keptStyles:mui-ltr')!);
    localStorage.setItem('keptStyles:mui-ltr', JSON.stringify({ ...kept, since: Date.now() - 7 * 24 * 60 * 60 * 1000 - 1000 }));
  });
  await page.goto('/dashboard');
  await homeDrawn(page);
  expect((await emotionRules(page)).kept).toBe(0);

  // Signing out forgets them (their names tell which screens were drawn), and the page keeps none after.
  await page.getByRole('button', { name: 'Profilo' }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/auth\/jwt\/login/);
  await page.goto('about:blank');
  await page.goto('/auth/jwt/login');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((item) => item.startsWith('keptStyles:')))).toEqual([]);
});
