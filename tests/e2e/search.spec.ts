import { accounts, expect, signIn, test } from './fixtures';

const SHOTS = process.env.SEARCH_SHOTS_DIR;

test('global search from the keyboard: "/", type, arrow to a result, Enter opens it', async ({ page }) => {
  await signIn(page, accounts.dealerA);
  await page.locator('body').press('/');
  const input = page.getByRole('combobox', { name: 'Cerca nel portale' });
  await expect(input).toBeFocused();
  await input.pressSequentially('finestre');
  const list = page.getByRole('listbox', { name: 'Cerca nel portale' });
  await expect(list.getByRole('group', { name: 'Prodotti' })).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(list.locator('mark').first()).toBeVisible();
  await input.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const link = await first.locator('a').getAttribute('href');
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await expect(page.getByTestId('search-dialog')).toHaveCount(0);

  // Escape closes; "/" inside a text field stays a character.
  await page.locator('body').press('/');
  await expect(input).toBeFocused();
  await input.fill('zzzqqqnonesiste');
  await expect(page.getByText('Nessun risultato per “zzzqqqnonesiste”')).toBeVisible();
  await input.press('Escape');
  await expect(page.getByTestId('search-dialog')).toHaveCount(0);
  // Opened from the page itself, the focus comes back to the search button, not to nowhere.
  await expect(page.getByTestId('search-open')).toBeFocused();
});

test('the results, desktop and phone, light and dark', async ({ page }) => {
  for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
    for (const mode of ['light', 'dark'] as const) {
      await page.context().clearCookies();
      await page.setViewportSize(viewport);
      await signIn(page, accounts.admin, { mode });
      await page.getByTestId('search-open').click();
      await expect(page.getByRole('combobox')).toBeFocused();
      await page.getByRole('combobox').pressSequentially('finestra');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await page.getByRole('combobox').press('ArrowDown');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-${name}-${mode}.png` });
      await page.keyboard.press('Escape');
    }
  }
});
