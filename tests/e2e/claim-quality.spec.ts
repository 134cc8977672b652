import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from '@playwright/test';
import { test, expect, signIn, signedIn, accounts } from './fixtures';
import { warrantyBody } from '../api/guarantee-helpers';
import { axeBuilder, axeViolations } from './axe';

// Issue 26: the quality view. Claims are written straight into the e2e server's database (the
// claim form is another spec's), opened this month on a product of the test's own; the admin
// reaches the page from the menu, reads the figures in the table, and follows one to the list.

/**
 * Each test's own product, which neither the demo content nor any other spec registers or claims
 * on (specs share one server, so a product others use would change the figures): one
 * registration of it made through the API, and two claims this month written into the database.
 */
const PRODUCTS = { light: 'isoltek', dark: 'solaris' } as const;

async function claimsOn(browser: Browser, slug: string) {
  const dealer = await signedIn(browser, accounts.dealerA);
  const token = (await dealer.context().cookies()).find((c) => c.name === 'token')!.value;
  const created = await dealer.request.post('/protected/guarantee/create', {
    headers: { authorization: `Bearer ${token}` },
    data: warrantyBody({ product: slug, quantity: 2 }),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await dealer.context().close();
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'portal.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const g = db.prepare('select id, dealer_id, material, product_category, product from guarantees where id = ?').get(id) as { id: number; dealer_id: number; material: string; product_category: string; product: string };
    const now = Date.now();
    const insert = db.prepare(`insert into claims (code, guarantee_id, dealer_id, material, product_category, product, kind, noticed_on, description, status, due_at, created_at, updated_at)
      values (?, ?, ?, ?, ?, ?, ?, ?, 'Quality view e2e', 'submitted', ?, ?, ?)`);
    // Each with its opening message, as the claims service writes one (a claim's conversation begins with it).
    const opening = db.prepare(`insert into claim_messages (claim_id, author_id, body, status, created_at) values (?, ?, 'Quality view e2e', 'submitted', ?)`);
    const tag = `${now}`.slice(-5);
    for (const [i, kind] of (['product', 'transport'] as const).entries()) {
      const createdAt = now - i * 60_000;
      const claim = insert.run(`RCL-${new Date().getUTCFullYear()}-9${tag}${i}`, g.id, g.dealer_id, g.material, g.product_category, g.product, kind, new Date().toISOString().slice(0, 10), now + 86_400_000, createdAt, now);
      opening.run(claim.lastInsertRowid, g.dealer_id, createdAt);
    }
    // The figures the page must show, counted here on the table (a retry of the test adds its own two).
    const counted = db
      .prepare('select count(*) as claims, count(distinct kind) as kinds from claims where material = ? and product_category = ? and product = ?')
      .get(g.material, g.product_category, g.product) as { claims: number; kinds: number };
    return { product: `${g.material}/${g.product_category}/${g.product}`, ...counted };
  } finally {
    db.close();
  }
}

const violations = (page: Page) => axeViolations(axeBuilder(page));

/** At 1440 px the horizontal menu keeps the administration's last entries under "Altro". */
async function openFromMenu(page: Page) {
  await page.getByTestId('nav-more').click();
  await page.getByRole('menuitem', { name: 'Qualità reclami' }).click();
  await expect(page).toHaveURL(/\/dashboard\/qualita/);
  await expect(page.getByRole('heading', { level: 1, name: 'Qualità reclami' })).toBeVisible();
  await expect(page.getByTestId('quality-products')).toBeVisible();
}

for (const mode of ['light', 'dark']) {
  test(`an admin reads the claims per 1,000 units and opens the claims behind a figure (${mode}, 1440 px)`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const { product, ...expected } = await claimsOn(browser, PRODUCTS[mode as keyof typeof PRODUCTS]);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, accounts.admin, { mode });
    await openFromMenu(page);
    // The product's row: the one whose figures open the claims of that product.
    const row = page.getByTestId('quality-products').getByRole('row').filter({ has: page.locator(`a[href*="${encodeURIComponent(product)}"]`) });
    await expect(row).toBeVisible();
    // Claims, then one figure per kind that has claims (this test's: transport and product defect).
    const links = row.getByRole('link');
    await expect(links).toHaveCount(1 + expected.kinds);
    await expect(links.first()).toHaveText(String(expected.claims));
    // The charts are drawn (and hidden from screen readers, which read the tables).
    await expect(page.locator('[aria-hidden="true"] svg').first()).toBeVisible();
    expect(await violations(page), 'quality view').toEqual([]);
    await page.screenshot({ path: `test-results/e2e/claim-quality-${mode}.png`, fullPage: true });

    // The keyboard reaches the figure and follows it to the claims list, filtered to those claims.
    await links.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/reclami\?filter=/);
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter')!);
    expect(filter).toMatchObject({ product });
    expect(filter.createdFrom).toMatch(/^\d{4}-\d{2}-01$/);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const mode of ['light', 'dark']) {
    test(`the quality view passes axe, its period presets change the address (${mode})`, async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, accounts.admin, { mode });
      await page.goto('/dashboard/qualita');
      await expect(page.getByTestId('quality-products')).toBeVisible();
      expect(await violations(page), 'quality view on a phone').toEqual([]);
      await page.screenshot({ path: `test-results/e2e/claim-quality-phone-${mode}.png`, fullPage: true });
      await page.getByRole('button', { name: 'L’anno scorso' }).click();
      const lastYear = new Date().getFullYear() - 1;
      await expect(page).toHaveURL(new RegExp(`from=${lastYear}-01&to=${lastYear}-12`));
      await expect(page.getByRole('combobox', { name: 'Dal mese' })).toHaveText(`gennaio ${lastYear}`);
    });
  }
});
