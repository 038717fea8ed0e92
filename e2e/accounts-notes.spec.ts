/**
 * Ad accounts and notes (issue 6): two colleagues of the demo agency work on one note live, and a
 * fresh company connects Facebook (the real OAuth redirects against the local fake of Facebook
 * Login and the Graph API) and syncs its accounts.
 */
import { expect, test, type Page } from '@playwright/test';
import { createAccount, demo, expectNoAxeViolations, signInViaApi, waitForLive } from './fixtures';

const fakeAdPlatformsURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 2}`;

// Two contexts, live updates and axe runs: on a loaded 2-core machine more than 30 s.
test.describe.configure({ timeout: 60_000 });

async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByTestId('inbox-unread-badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

test('A adds a note assigned to B; B sees it and the notification live, B replies and A sees the reply live', async ({ browser }) => {
  const title = `Doelgroepen lente ${Date.now()}`;
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  await signInViaApi(a, demo.marketeer);
  await signInViaApi(b, demo.secondMarketeer);

  await b.goto('/accounts?tab=notes');
  await waitForLive(b);
  await expect(b.getByTestId('notes-list')).toBeVisible();
  const unreadBefore = await unreadCount(b);

  // A works in the account's conversation (the inbox's notitie link lands here).
  await a.goto('/accounts?account=208311946572&platform=facebook&view=conversation');
  await waitForLive(a);
  await expect(a.getByTestId('account-detail')).toContainText('Fietsenmaker Van Dijk');
  await a.getByTestId('add-note-button').click();
  const form = a.getByTestId('note-form');
  await form.getByLabel('Titel').fill(title);
  await form.getByRole('button', { name: /Collega's toewijzen/ }).click();
  await a.getByRole('option', { name: /Mark Bakker/ }).click();
  await a.keyboard.press('Escape');
  // The first message mentions B: "@" suggests colleagues here as in a reply.
  const message = form.getByLabel('Eerste bericht');
  await message.click();
  await message.pressSequentially('@Mar');
  await expect(form.getByTestId('mention-suggestions').getByRole('option', { name: /Mark Bakker/ })).toBeVisible();
  await message.press('Enter');
  await message.pressSequentially('kun jij de lookalikes klaarzetten?');
  await expect(form.getByTestId('mention-chips')).toContainText('Mark Bakker');
  await form.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(form).toBeHidden();

  // B: the note appears without a reload, and the inbox counts one more: the mention, which takes
  // the place of the assignment's notification.
  const noteForB = b.getByTestId('note-item').filter({ hasText: title });
  await expect(noteForB).toBeVisible();
  await expect(b.getByTestId('inbox-unread-badge')).toHaveText(String(unreadBefore + 1));
  await b.getByTestId('inbox-toggle').click();
  await expect(b.getByTestId('notification-item').filter({ hasText: `Sanne Jansen noemde je in ${title}` })).toBeVisible();
  await b.keyboard.press('Escape');

  // B opens the conversation and replies with Ctrl+Enter.
  await noteForB.click();
  const conversationB = b.getByTestId('note-conversation');
  await expect(conversationB).toContainText('kun jij de lookalikes klaarzetten?');
  await expect(conversationB.getByTestId('mention-chip').first()).toHaveText('@Mark Bakker');
  await conversationB.getByRole('textbox').fill('Staat klaar voor maandag!');
  await conversationB.getByRole('textbox').press('Control+Enter');
  await expect(conversationB.getByTestId('comment-item').filter({ hasText: 'Staat klaar voor maandag!' })).toBeVisible();

  // A sees the reply arrive in the open conversation.
  const noteForA = a.getByTestId('note-item').filter({ hasText: title });
  await noteForA.click();
  const conversationA = a.getByTestId('note-conversation');
  await expect(conversationA.getByTestId('comment-item').filter({ hasText: 'Staat klaar voor maandag!' })).toBeVisible();
  await expect(conversationA.getByTestId('comment-item').last()).toContainText('Mark Bakker');
  await expectNoAxeViolations(a);

  await contextA.close();
  await contextB.close();
});

test('a new company connects Facebook through the fake Facebook Login, syncs and sees its accounts', async ({ page }) => {
  const stamp = String(Date.now()).slice(-9);
  const accounts = [
    { account_id: `71${stamp}1`, name: 'Bloemist Het Boeket', account_status: 1, currency: 'EUR', amount_spent: '45000', spend_cap: '50000' },
    { account_id: `71${stamp}2`, name: 'Garage Hendriks', account_status: 3, currency: 'EUR', amount_spent: '1200', spend_cap: '0' },
  ];
  const seeded = await page.request.post(`${fakeAdPlatformsURL}/__control/facebook/accounts`, { data: accounts });
  expect(seeded.status()).toBeLessThan(300);

  await createAccount(page, 'accounts-sync');
  await page.goto('/settings?tab=koppelingen');
  const facebookCard = page.getByTestId('platform-card').filter({ hasText: 'Facebook Ads' });
  await expect(facebookCard).toHaveAttribute('data-state', 'notConnected');
  await facebookCard.getByRole('link', { name: 'Facebook Ads koppelen' }).click();

  // Facebook's dialog (the fake) sends the browser straight back; the token stays on the server.
  await expect(page).toHaveURL(/\/settings\?tab=koppelingen$/);
  await expect(page.getByText('Facebook Ads is gekoppeld')).toBeVisible();
  await expect(facebookCard).toContainText('Facebook Testgebruiker');

  // Opening /accounts syncs at once (never synced): the spec's toast, then the accounts.
  await page.goto('/accounts');
  await expect(page.getByText('Accounts succesvol gesynchroniseerd!')).toBeVisible();
  const list = page.getByTestId('accounts-list');
  await expect(list.getByTestId('account-row')).toHaveCount(2);
  await expect(list.getByTestId('account-row').filter({ hasText: 'Bloemist Het Boeket' })).toContainText('Budgetwaarschuwing');
  await expect(list.getByTestId('account-row').filter({ hasText: 'Garage Hendriks' })).toContainText('Achterstallig');

  // The button syncs again on demand.
  const synced = page.waitForResponse((r) => r.url().endsWith('/api/accounts/sync') && r.request().method() === 'POST');
  await page.getByTestId('sync-button').click();
  expect((await synced).status()).toBe(200);
  await expect(page.getByText('Accounts succesvol gesynchroniseerd!').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
