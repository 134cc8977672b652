import fs from 'node:fs';
import { axeBuilder } from './axe';
import type { Locator, Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD, expect, networkQuiet, signIn, test } from './fixtures';

/** Presses Tab until `target` has the focus (at most `max` times): how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const axe = (page: Page) => axeBuilder(page).analyze();
const violations = async (page: Page) => (await axe(page)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test.describe('keyboard only', () => {
  test('sign in, find a document, open it, download it, sign out: Tab, Enter, arrows, no mouse', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/auth/jwt/login');
    // The page starts in the e-mail field.
    await expect(page.getByLabel(/^E-mail/)).toBeFocused();
    await page.keyboard.type(accounts.dealerB);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Password/)).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();

    // The first Tab reaches "skip to content"; Enter puts the focus on the page's own content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Vai al contenuto' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();

    // To the documents through the menu.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Documenti' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/documenti$/);

    // Search, then the document's title is a link: Enter opens it.
    const searchBox = page.getByRole('textbox', { name: 'Cerca nei documenti' });
    await tabTo(page, searchBox);
    await page.keyboard.type('Manuale di posa in opera');
    await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain('Manuale di posa');
    const title = page.getByRole('row').filter({ hasText: 'Manuale di posa in opera' }).getByRole('link', { name: 'Manuale di posa in opera' });
    await expect(title).toBeVisible();
    await tabTo(page, title);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Manuale di posa in opera', level: 1 })).toBeVisible();

    // The PDF preview is reachable by Tab too.
    const preview = page.getByTestId('pdf-preview-canvas');
    await expect(preview).toHaveAttribute('data-rendered', 'true', { timeout: 15_000 });
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, page.getByRole('button', { name: /^Scarica / }).first());
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(fs.statSync((await download.path())!).size).toBeGreaterThan(500);
    await tabTo(page, preview);

    // The account menu: a menu button; ArrowDown opens it on its first item, Escape gives the focus back.
    const profile = page.getByRole('button', { name: 'Profilo' });
    await profile.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(profile).toBeFocused();
    // Enter opens it too; ArrowUp from the first item wraps round to "Esci".
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Esci' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/jwt\/login/);
  });

  test('the material submenus open with ArrowDown and close with Escape, the focus back on the material', async ({ page }) => {
    await signIn(page, accounts.dealerA);
    const nav = page.getByRole('navigation', { name: 'Menu principale' });
    const pvc = nav.getByRole('link', { name: 'PVC' });
    await expect(pvc).toHaveAttribute('aria-haspopup', 'menu');
    await tabTo(page, pvc);
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'PVC' });
    await expect(menu).toBeVisible();
    // (The open menu is modal: the page behind it is hidden from the accessibility tree.)
    await expect(page.locator('[data-nav-item="/dashboard/pvc"]')).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(pvc).toBeFocused();
    // Again, and this time follow an entry with Enter.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = menu.getByRole('menuitem').nth(1);
    await expect(second).toBeFocused();
    const name = (await second.textContent())!;
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    // Enter on the material itself still follows its link.
    await pvc.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/pvc$/);
  });

  test('list rows open with the keyboard: warranty codes and account names are links', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.goto('/dashboard/garanzie');
    const code = page.getByRole('row').nth(1).getByRole('link', { name: /^GAR-\d{4}-\d{6}$/ });
    await tabTo(page, code, 120);
    const text = (await code.textContent())!;
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('guarantee-code')).toHaveText(text);
    // The certificate itself is reachable by Tab.
    const certificate = page.getByRole('region', { name: 'Certificato di garanzia' });
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, certificate);

    await page.goto('/dashboard/users');
    const name = page.getByRole('row').filter({ hasText: 'Laura Bianchi' }).getByRole('link', { name: 'Laura Bianchi' });
    await tabTo(page, name, 120);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/users\/[^/]+$/);
  });
});

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('documents: the first result is above the fold; search stays, the rest behind Filtri with removable chips', async ({ page }) => {
    await signIn(page, accounts.dealerA);
    await page.goto('/dashboard/documenti');
    const list = page.getByTestId('documents-phone-list');
    const first = list.getByRole('listitem').first();
    await expect(first).toBeVisible();
    const box = (await first.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // The row keeps its download button, beside its link (not inside it).
    await expect(first.getByTestId('document-download')).toBeVisible();
    await expect(first.getByRole('link').getByTestId('document-download')).toHaveCount(0);
    // A reserved document shows its mark.
    await expect(list.getByRole('img', { name: 'Riservato' }).first()).toBeVisible();

    await expect(page.getByRole('textbox', { name: 'Cerca nei documenti' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Categoria' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filtri' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtri' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Categoria' }).click();
    await page.getByRole('option', { name: 'Manuale' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain('manual');
    await dialog.getByRole('button', { name: 'Mostra i risultati' }).click();
    await expect(dialog).toBeHidden();
    const chip = page.getByTestId('active-filter-chips').getByRole('button', { name: /Rimuovi il filtro Categoria/ });
    await expect(chip).toContainText('Categoria: Manuale');
    await expect(page.getByTestId('phone-filters-button')).toHaveAccessibleName('Filtri (1 attivo)');
    // A chip is removed by its cross, or from the keyboard with Delete.
    await chip.focus();
    await page.keyboard.press('Delete');
    await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '{}').not.toContain('manual');
    await expect(page.getByTestId('active-filter-chips')).toHaveCount(0);
  });

  test('warranties keep their expiry on a phone; help and the unread count are in the header and the drawer', async ({ page }) => {
    await signIn(page, accounts.dealerB);
    await page.goto('/dashboard/garanzie');
    const first = page.getByTestId('guarantees-phone-list').getByRole('listitem').first();
    await expect(first.getByTestId('expiry-chip')).toBeVisible();
    await expect(first).toContainText(/Scadenza \d/);

    const open = page.getByTestId('open-nav');
    await expect(open).toHaveAccessibleName(/^Apri il menu \(\d+ comunicazion[ei] da leggere\)$/);
    await open.click();
    const drawer = page.getByRole('navigation', { name: 'Menu principale' });
    await expect(drawer.getByTestId('notices-unread-count')).toBeVisible();
    await expect(page.getByTestId('help-link-drawer')).toHaveText('Serve aiuto?');
  });

  for (const mode of ['light', 'dark']) {
    test(`phone lists and their filters pass axe (${mode})`, async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, accounts.admin, { mode });
      for (const [url, ready] of [
        ['/dashboard/documenti', 'documents-phone-list'],
        ['/dashboard/garanzie', 'guarantees-phone-list'],
      ] as const) {
        await page.goto(url);
        await expect(page.getByTestId(ready)).toBeVisible();
        expect(await violations(page), url).toEqual([]);
        await page.getByRole('button', { name: 'Filtri' }).click();
        await expect(page.getByRole('dialog', { name: 'Filtri' })).toBeVisible();
        await page.waitForTimeout(400);
        expect(await violations(page), `${url} filters`).toEqual([]);
        await page.keyboard.press('Escape');
      }
    });
  }
});

test.describe('axe on the pages no other spec covers', () => {
  for (const mode of ['light', 'dark']) {
    test(`sign-in pages, home, account, not found (${mode})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.addInitScript((m) => localStorage.setItem('settings', JSON.stringify({ mode: m })), mode);
      await page.goto('/auth/jwt/login');
      await expect(page.getByLabel(/^E-mail/)).toBeFocused();
      expect(await violations(page), 'login').toEqual([]);
      await page.goto('/auth/jwt/register');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), 'register').toEqual([]);
      await page.goto('/404');
      await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
      expect(await violations(page), '404').toEqual([]);

      await page.goto('/auth/jwt/login');
      await page.getByLabel(/^E-mail/).fill(accounts.dealerA);
      await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: /^Ti diamo il benvenuto/ })).toBeVisible();
      await networkQuiet(page);
      expect(await violations(page), 'home').toEqual([]);
      await page.goto('/dashboard/account');
      await expect(page.getByRole('heading', { name: 'Cambia password' })).toBeVisible();
      expect(await violations(page), 'account').toEqual([]);
      await page.goto('/dashboard/nowhere');
      await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
      expect(await violations(page), 'not found in the shell').toEqual([]);
      // The skip link, focused, in its visible state.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Vai al contenuto' })).toBeFocused();
      expect(await violations(page), 'skip link').toEqual([]);
    });
  }
});
