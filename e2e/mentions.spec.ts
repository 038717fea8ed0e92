/**
 * @mentions (issue 18): two browser contexts — Sanne mentions Mark in a note's reply through the
 * composer ("@" suggestions, Enter chooses), Mark's open inbox shows the `mention` without a
 * reload, and its link opens that note's conversation with the message marked.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo, signInViaApi, waitForLive } from './fixtures';

test.describe.configure({ timeout: 60_000 });

async function openInbox(page: Page) {
  await page.goto('/dashboard');
  await waitForLive(page);
  await page.getByTestId('inbox-toggle').click();
  const panel = page.getByTestId('inbox-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test('a mention in a note reply reaches the colleague live and its link opens the message', async ({ browser }) => {
  const contextSanne = await browser.newContext();
  const contextMark = await browser.newContext();
  const sanne = await contextSanne.newPage();
  const mark = await contextMark.newPage();
  await signInViaApi(sanne, 'sanne@demo.nl', demo.password);
  await signInViaApi(mark, 'mark@demo.nl', demo.password);

  // A fresh note on one of the demo company's accounts.
  const accounts = (await (await sanne.request.get('/api/accounts')).json()) as { accounts: { id: string; accountId: string; platform: string }[] };
  const account = accounts.accounts[0]!;
  const title = `Vermelding ${Date.now()}`;
  const created = await sanne.request.post('/api/notes', { data: { adAccountId: account.id, title } });
  expect(created.status(), await created.text()).toBe(201);
  const { note } = (await created.json()) as { note: { id: string } };

  const panel = await openInbox(mark);

  await sanne.goto(`/accounts?account=${account.accountId}&platform=${account.platform}&view=conversation&note=${note.id}`);
  await waitForLive(sanne);
  const composer = sanne.getByTestId('note-composer').getByRole('textbox');
  await composer.click();
  await composer.pressSequentially('Kun jij dit oppakken @Mar');
  const suggestions = sanne.getByTestId('mention-suggestions');
  await expect(suggestions.getByRole('option', { name: /Mark Bakker/ })).toBeVisible();
  await composer.press('Enter');
  await expect(sanne.getByTestId('mention-chips')).toContainText('Mark Bakker');
  await composer.pressSequentially('?');
  await sanne.getByTestId('note-composer').getByRole('button', { name: 'Versturen' }).click();
  const sent = sanne.getByTestId('comment-item').last();
  await expect(sent.getByTestId('mention-chip')).toHaveText('@Mark Bakker');

  // Live in Mark's open inbox, without a reload.
  const item = panel.getByTestId('notification-item').filter({ hasText: `Sanne Jansen noemde je in ${title}` });
  await expect(item).toBeVisible();
  await item.click();
  await expect(mark).toHaveURL(new RegExp(`note=${note.id}&comment=`));
  const conversation = mark.getByTestId('note-conversation');
  await expect(conversation).toBeVisible();
  await expect(conversation.locator('[data-highlighted="true"]')).toContainText('Kun jij dit oppakken');

  await contextSanne.close();
  await contextMark.close();
});
