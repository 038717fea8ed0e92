/**
 * Nothing typed is lost (issue 34): a dialog whose form has changes asks "Wijzigingen weggooien?"
 * before Escape, "Sluiten", a click outside or "Annuleren" throws them away; "Verder bewerken"
 * keeps the text; an untouched dialog closes at once. And "Account koppelen" moves an account from
 * another client after a question that names the account and both clients.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo, signInViaApi, waitForScreenReady } from './fixtures';

test.describe.configure({ timeout: 90_000 });

async function openAddClient(page: Page) {
  await page.getByTestId('add-client-button').click();
  const dialog = page.getByRole('dialog', { name: 'Klant toevoegen' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a filled client dialog asks before it discards; an untouched one closes at once', async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  await page.goto('/clients');
  await expect(page.getByTestId('clients-list')).toBeVisible();
  await waitForScreenReady(page);

  // Untouched: Escape closes at once, without a question.
  let dialog = await openAddClient(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Typed: Escape asks; "Verder bewerken" keeps the text and the dialog.
  dialog = await openAddClient(page);
  const name = dialog.getByLabel('Naam', { exact: true });
  await name.fill('Wegwerpklant');
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Wijzigingen weggooien?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Verder bewerken' }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue('Wegwerpklant');

  // "Annuleren", a click outside and "Sluiten" ask too; Escape on the question keeps editing.
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(name).toHaveValue('Wegwerpklant');
  // A click outside the dialog asks as well.
  await page.mouse.click(5, 5);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Verder bewerken' }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(question).toBeVisible();

  // "Weggooien" closes both; the next dialog starts empty.
  await question.getByRole('button', { name: 'Weggooien' }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeHidden();
  dialog = await openAddClient(page);
  await expect(dialog.getByLabel('Naam', { exact: true })).toHaveValue('');

  // Typed back to how it was: clean again, so it closes at once.
  await dialog.getByLabel('Plaats').fill('Utrecht');
  await dialog.getByLabel('Plaats').fill('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('Account koppelen moves an account from another client after naming both', async ({ page }) => {
  const stamp = Date.now();
  const from = `Van-klant ${stamp}`;
  const to = `Naar-klant ${stamp}`;
  const accountName = `Verhuisaccount ${stamp}`;
  await signInViaApi(page, demo.marketeer);
  const account = await page.request.post('/api/accounts', { data: { platform: 'facebook', accountId: String(stamp).slice(-10), name: accountName } });
  expect(account.status(), await account.text()).toBe(201);
  const accountId = (await account.json()).account.id as string;
  const made = async (name: string) => {
    const res = await page.request.post('/api/clients', { data: { name } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).client.id as string;
  };
  const fromId = await made(from);
  const toId = await made(to);
  expect((await page.request.put(`/api/clients/${fromId}/accounts/${accountId}`)).status()).toBe(204);

  await page.goto(`/clients?client=${toId}`);
  const detail = page.getByTestId('client-detail');
  await expect(detail.getByRole('heading', { name: to })).toBeVisible();
  await waitForScreenReady(page);
  await detail.getByTestId('link-account-button').click();
  const linkDialog = page.getByRole('dialog', { name: 'Account koppelen' });
  await linkDialog.getByLabel('Zoeken').fill(accountName);
  const row = linkDialog.getByTestId('linkable-account').filter({ hasText: accountName });
  await expect(row).toContainText(`Gekoppeld aan ${from}`);
  await row.getByRole('button', { name: `${accountName} verplaatsen naar deze klant` }).click();
  const question = page.getByRole('alertdialog', { name: 'Account verplaatsen?' });
  await expect(question.getByTestId('move-account-question')).toHaveText(`${accountName} is gekoppeld aan ${from}. Verplaatsen naar ${to}?`);
  await question.getByRole('button', { name: 'Verplaatsen' }).click();
  await expect(question).toBeHidden();
  await expect(row.getByText('Gekoppeld', { exact: true })).toBeVisible();
  await linkDialog.getByRole('button', { name: 'Klaar' }).click();
  const linked = detail.getByTestId('client-account-row').filter({ hasText: accountName });
  await expect(linked).toBeVisible();

  // Unlinking names the account and the client apart.
  await linked.getByRole('button', { name: `${accountName} ontkoppelen` }).click();
  const unlink = page.getByRole('alertdialog', { name: 'Account ontkoppelen?' });
  await expect(unlink.getByTestId('unlink-account-question')).toContainText(`Het advertentieaccount ${accountName} hoort daarna niet meer bij de klant ${to}.`);
  await expect(unlink.locator('strong')).toHaveText([accountName, to]);
  await unlink.getByRole('button', { name: 'Annuleren' }).click();
  await expect(unlink).toBeHidden();
});
