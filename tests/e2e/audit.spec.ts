import { accounts, expect, networkQuiet, signIn, test } from './fixtures';

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an admin publishes a notice, finds it in the audit log, opens the entry, and sees the history on the notice', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, accounts.admin);
  const title = unique('Registro');

  // The action: a notice published through the form.
  await page.goto('/dashboard/comunicazioni/create');
  await page.getByLabel('Titolo').fill(title);
  await page.getByLabel('Testo').fill('Una comunicazione da ritrovare nel registro.');
  // The day the entry is made on, taken before it is made: a run across midnight (CI saw one) typed
  // the next day into "from" and lost the entry made a moment before.
  const published = new Date();
  await page.getByRole('button', { name: 'Pubblica', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const noticeUrl = page.url();

  // The audit log, from the menu, filtered by action and by words.
  await page.getByRole('link', { name: 'Attività', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/audit/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registro attività' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Azione' }).click();
  await page.getByRole('option', { name: 'Pubblicata comunicazione' }).click();
  await page.getByRole('textbox', { name: 'Cerca nomi, e-mail ed elementi' }).fill(title);
  await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain('notice.create');
  await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain(title.split(' ')[1]);
  await networkQuiet(page);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pubblicata comunicazione');
  await expect(row).toContainText('Giulia Ferrari');
  // Issue 24: the days typed key by key as an Italian writes them (the year's first key once wiped
  // the day and month): today's entry stays within "from today", and "to yesterday" leaves it out.
  const typeDay = async (label: string, day: Date) => {
    const input = page.getByLabel(label, { exact: true });
    await input.click({ position: { x: 6, y: 12 } });
    await expect(input).toBeFocused();
    await page.waitForTimeout(150);
    const text = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(day);
    await page.keyboard.type(text, { delay: 40 });
    await expect(input).toHaveValue(text);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  };
  const today = await typeDay('Dal', published);
  await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain(`"from":"${today}"`);
  await expect(row).toHaveCount(1);
  const yesterday = await typeDay('Al', new Date(published.getTime() - 86_400_000));
  await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain(`"to":"${yesterday}"`);
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancella valore' }).last().click();
  await expect(row).toHaveCount(1);

  // The entry: who, when, and the fields as a table.
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pubblicata comunicazione' })).toBeVisible();
  const changes = page.getByTestId('audit-changes');
  await expect(changes.getByRole('row').filter({ hasText: 'Titolo' })).toContainText(title);
  await expect(page.getByText('admin@demo.test')).toBeVisible();

  // The notice's own page shows its history, newest first, each entry a link.
  await page.goto(noticeUrl);
  const history = page.getByTestId('audit-history');
  await expect(history.getByRole('link', { name: 'Pubblicata comunicazione' })).toBeVisible();
  await history.getByRole('link', { name: 'Pubblicata comunicazione' }).click();
  await expect(page).toHaveURL(/\/dashboard\/audit\/\d+\/show/);
  await networkQuiet(page);
});

test('a dealer has no audit log: no menu entry, and the page is not found', async ({ page }) => {
  await signIn(page, accounts.dealerA);
  await expect(page.getByRole('link', { name: 'Attività', exact: true })).toHaveCount(0);
  await page.goto('/dashboard/audit');
  await expect(page.getByRole('heading', { name: 'Registro attività' })).toHaveCount(0);
  await networkQuiet(page);
});
