import type { Page } from '@playwright/test';
import { accounts, expect, login, test, signIn } from './fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menu principale' });
/** The side menu's width once its transition has ended. */
const expectNavWidth = (page: Page, px: number) =>
  expect.poll(async () => (await page.getByTestId('side-nav').boundingBox())?.width).toBe(px);

test.describe('desktop 1280×800 (issue 24)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an admin’s horizontal bar keeps one line: what does not fit is under "Altro", reachable by keyboard', async ({ page }) => {
    await signIn(page, accounts.admin);
    const bar = nav(page);
    const more = bar.getByRole('button', { name: 'Altro' });
    await expect(more).toBeVisible();
    // One line: every entry of the bar, "Altro" included, at the height of the first.
    const tops = await bar.locator('ul > li, [data-testid="nav-more"]').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size, JSON.stringify(tops)).toBe(1);
    const barBox = (await bar.boundingBox())!;
    const moreBox = (await more.boundingBox())!;
    expect(moreBox.x + moreBox.width).toBeLessThanOrEqual(barBox.x + barBox.width);
    // The last entries are in its menu, not in the bar; Tab reaches it, Enter opens it, Enter follows an entry.
    await expect(bar.getByRole('link', { name: 'Produttore' })).toHaveCount(0);
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Altro' });
    await expect(menu.getByRole('menuitem', { name: 'Produttore' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Produttore' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/manufacturer$/);
    await expect(menu).toHaveCount(0);
    // The page it leads to is shown as current on "Altro"; Escape closes the menu and gives the focus back.
    await more.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Produttore' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(more).toBeFocused();
  });
});

test.describe('desktop 1920×1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('horizontal by default: the menu bar under the header, and it navigates', async ({ page }) => {
    await signIn(page, accounts.admin);
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
    await expect(page.getByTestId('side-nav')).toHaveCount(0);
    await page.goto('/dashboard/account');
    await nav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(nav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // Wide enough for an admin's whole menu: no "More".
    await expect(nav(page).getByRole('link', { name: 'Produttore' })).toBeVisible();
    await expect(nav(page).getByTestId('nav-more')).toHaveCount(0);
    // The home's catalogue cards (issue 24): each with its icon, as the menu shows it.
    await page.goto('/dashboard');
    const cards = page.getByRole('navigation', { name: 'Catalogo' }).getByRole('heading', { level: 3 });
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) await expect(card.locator('svg')).toHaveCount(1);
  });

  test('the settings drawer switches to vertical (280) and the toggle to mini (88) and back', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.getByTestId('settings-toggle').click();
    await page.getByRole('button', { name: 'Verticale' }).click();
    await page.keyboard.press('Escape');
    await expectNavWidth(page, 280);
    await expect(nav(page).getByText('Prodotti')).toBeVisible();

    await page.getByTestId('nav-toggle').click();
    await expect(page.locator('[data-layout="mini"]')).toBeVisible();
    await expectNavWidth(page, 88);
    await page.goto('/dashboard/account');
    await nav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Espandi il menu' }).click();
    await expectNavWidth(page, 280);
    await page.goto('/dashboard/account');
    await nav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the mini menu shows the unread notices as a badge on the icon', async ({ page }) => {
    await signIn(page, accounts.dealerB, { layout: 'mini' });
    const entry = nav(page).getByRole('link', { name: /^Comunicazioni/ });
    const count = entry.getByTestId('notices-unread-count');
    await expect(count).toBeVisible();
    // Read out with the link: "Comunicazioni (N comunicazioni da leggere)".
    await expect(entry).toHaveAccessibleName(/^Comunicazioni \(\d+ comunicazion[ei] da leggere\)$/);
    // On the icon's corner, inside the 88-wide item.
    const [badge, item] = [await count.boundingBox(), await entry.boundingBox()];
    expect(badge!.x + badge!.width).toBeLessThanOrEqual(item!.x + item!.width);
    expect(badge!.y).toBeLessThan(item!.y + 12);
  });

  test('menu items keep the sizes of the spec in each layout', async ({ page }) => {
    const heights: Record<string, number> = { vertical: 44, mini: 56, horizontal: 32 };
    for (const layout of ['vertical', 'mini', 'horizontal']) {
      await page.addInitScript((l) => localStorage.setItem('settings', JSON.stringify({ layout: l })), layout);
      await page.goto('/dashboard');
      if (layout === 'vertical') {
        await login(page, accounts.admin);
      }
      const item = nav(page).locator('[data-nav-item="/dashboard"]');
      await expect(item).toBeVisible();
      expect((await item.boundingBox())!.height, layout).toBe(heights[layout]);
    }
  });

  test('the header is 100 high and 84 once the page scrolls past it', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 600 });
    await signIn(page, accounts.admin);
    await page.goto('/dashboard/account');
    await expect(page.getByRole('heading', { name: 'Cambia password' })).toBeVisible();
    expect((await page.getByTestId('header').boundingBox())!.height).toBe(100);
    await page.mouse.wheel(0, 400);
    await expect.poll(async () => (await page.getByTestId('header').boundingBox())!.height).toBe(84);
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => (await page.getByTestId('header').boundingBox())!.height).toBe(100);
  });

  test('settings survive a reload and a logout; Reset brings the defaults back', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.getByTestId('settings-toggle').click();
    // Exact names: the home's document list has a "Scarica …-oscuranti-….pdf" button.
    await page.getByRole('button', { name: 'Scura', exact: true }).click();
    await page.getByRole('button', { name: 'Verde', exact: true }).click();
    await page.keyboard.press('Escape');
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await bg()).toBe('rgb(20, 26, 33)');
    await expect(page.getByTestId('settings-dot').locator('.MuiBadge-badge')).not.toHaveClass(/MuiBadge-invisible/);

    await page.reload();
    await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();
    expect(await bg()).toBe('rgb(20, 26, 33)');

    await page.getByRole('button', { name: 'Profilo' }).click();
    await page.getByRole('menuitem', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/auth\/jwt\/login/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('settings')))!)).toMatchObject({ mode: 'dark', preset: 'green' });

    await login(page, accounts.admin);
    await page.getByTestId('settings-toggle').click();
    await page.getByTestId('settings-reset').click();
    await page.keyboard.press('Escape');
    expect(await bg()).toBe('rgb(255, 255, 255)');
  });

  test('the fullscreen button says Exit Fullscreen while active', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    await page.goto('/auth/jwt/login');
    await login(page, accounts.admin);
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await page.getByTestId('settings-toggle').click();
    await page.getByRole('button', { name: 'Fullscreen' }).click();
    await expect(page.getByRole('button', { name: 'Exit Fullscreen' })).toBeVisible();
    expect(await page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
    await page.getByRole('button', { name: 'Exit Fullscreen' }).click();
    await expect(page.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
  });

  test('i18nextLng=ar turns the page right-to-left', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await page.goto('/auth/jwt/login');
    await expect(page.getByRole('heading', { name: "Accedi all'Area Rivenditori" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });

  test('the dealer does not see the admin-only items; the admin does', async ({ page }) => {
    await signIn(page, accounts.dealerA);
    await expect(nav(page).getByText('Garanzie')).toBeVisible();
    await expect(nav(page).getByText('Rivenditori')).toHaveCount(0);
    await page.getByRole('button', { name: 'Profilo' }).click();
    await page.getByRole('menuitem', { name: 'Esci' }).click();
    await login(page, accounts.admin);
    await expect(nav(page).getByText('Rivenditori')).toBeVisible();
  });

  test('a menu part that does not arrive ends in the reload prompt, not a button that does nothing', async ({ page, networkErrors }) => {
    // The settings drawer is a chunk of its own, fetched when idle or at the first opening (useOnDemand).
    const drawerChunk = /\/static\/js\/SettingsDrawer-[\w-]+\.js$/;
    await page.route(drawerChunk, (route) => route.abort());
    await signIn(page, accounts.dealerA);
    await page.getByTestId('settings-toggle').click();
    await expect(page.getByRole('heading', { name: 'Una parte della pagina non si è caricata' })).toBeVisible();
    expect(networkErrors.some((e) => e.includes('SettingsDrawer'))).toBe(true);
    await page.unroute(drawerChunk);
    await page.getByRole('button', { name: 'Ricarica la pagina' }).click();
    await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();
    await page.getByTestId('settings-toggle').click();
    await expect(page.getByRole('button', { name: 'Scura', exact: true })).toBeVisible();
  });

  test('a part the page can do without that does not arrive leaves the page whole, and comes with the connection', async ({ page, context, networkErrors }) => {
    // The home's notice excerpts are a chunk of their own (useOptionalPart): refused, the notices show their dates alone.
    const excerptChunk = /\/static\/js\/NoticeExcerpt-[\w-]+\.js$/;
    await page.route(excerptChunk, (route) => route.abort());
    await signIn(page, accounts.dealerA);
    const firstNotice = page.getByTestId('latest-notices').locator('[data-notice-id]').first();
    await expect(firstNotice).toBeVisible();
    await expect.poll(() => networkErrors.some((e) => e.includes('NoticeExcerpt'))).toBe(true);
    await expect(firstNotice).not.toContainText('·');
    await expect(page.getByRole('heading', { name: 'Una parte della pagina non si è caricata' })).toHaveCount(0);
    // The connection drops and returns: the excerpts are fetched again and appear beside the dates.
    await page.unroute(excerptChunk);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(firstNotice).toContainText(/\d{4} · \S/);
  });

  test('the account menu shows the user and goes Home', async ({ page }) => {
    await signIn(page, accounts.dealerB);
    await page.getByRole('button', { name: 'Profilo' }).click();
    const menu = page.locator('.MuiPopover-paper');
    await expect(page.getByRole('menuitem', { name: 'Home' })).toBeVisible();
    // Measured once the opening animation has ended.
    await expect.poll(async () => (await menu.boundingBox())!.width).toBe(200);
    await expect(menu.getByText('Laura Bianchi')).toBeVisible();
    await expect(menu.getByText(accounts.dealerB)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Il mio account' }).click();
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    await page.getByRole('button', { name: 'Profilo' }).click();
    await page.getByRole('menuitem', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('hints on icon buttons (src/ui/Hint.tsx: MUI Tooltip mounted on first hover or focus)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a hover shows the hint, a keyboard focus shows it and keeps the focus, and the button still acts', async ({ page }) => {
    await signIn(page, accounts.dealerA);
    const settings = page.getByTestId('settings-toggle');
    const settingsLabel = (await settings.getAttribute('aria-label'))!;
    expect(settingsLabel).toBeTruthy();
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await settings.hover();
    await expect(page.getByRole('tooltip').filter({ hasText: settingsLabel })).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    // Tab onto a document's download button (its hint wraps a <span>): the hint appears, and the
    // focus stays on the button, drawn anew inside the hint, with no other key pressed.
    const button = page.getByTestId('document-download').first();
    await button.evaluate((el) => {
      const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])')];
      focusable[focusable.indexOf(el as HTMLElement) - 1]!.focus();
    });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip').filter({ hasText: 'Scarica' })).toBeVisible();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-label', /^Scarica .+\.pdf$/);
    const downloaded = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await downloaded;
  });

  test('a click right after the pointer arrives is not lost', async ({ page }) => {
    await signIn(page, accounts.dealerA);
    await page.getByTestId('settings-toggle').click();
    await expect(page.getByTestId('settings-reset')).toBeVisible();
  });
});

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a tap on an icon button acts at once and mounts no hint', async ({ page }) => {
    await signIn(page, accounts.dealerA);
    await page.getByTestId('settings-toggle').tap();
    await expect(page.getByTestId('settings-reset')).toBeVisible();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('the menu is a drawer that closes when a link is followed', async ({ page }) => {
    await signIn(page, accounts.admin);
    await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
    await page.goto('/dashboard/account');
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const drawer = nav(page);
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(drawer).toBeHidden();
  });

  test('the header stays 100 high on a phone', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.goto('/dashboard/account');
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect((await page.getByTestId('header').boundingBox())!.height).toBe(100);
  });
});
