/**
 * The inbox with live updates (issue 5): two browser contexts — one makes notifications for the
 * other (through the test hook, which runs the real producer: preferences, counter, bus, socket),
 * the other watches its open inbox change without a reload.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, expectNoAxeViolations, waitForLive } from './fixtures';

type Extra = { description?: string; clientName?: string; platform?: 'facebook' | 'google'; accountId?: string; colleague?: string };

async function notify(request: APIRequestContext, recipientEmail: string, type: string, title: string, extra: Extra = {}) {
  const res = await request.post('/api/test/notifications', { data: { recipientEmail, type, title, ...extra } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { ids: string[] }).ids;
}

async function openInbox(page: Page) {
  await page.goto('/dashboard');
  await waitForLive(page);
  await page.getByTestId('inbox-toggle').click();
  const panel = page.getByTestId('inbox-panel');
  await expect(panel).toBeVisible();
  return panel;
}

// Long, realistic flows with two axe runs: on a loaded 2-core machine they need more than 30 s.
test.describe.configure({ timeout: 60_000 });

const item = (page: Page, title: string) => page.getByTestId('notification-item').filter({ hasText: title });

test('a notification for B appears live in B’s open inbox, and reading, unreading and deleting keep the count', async ({ browser }) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  const userB = await createAccount(b, 'inbox-b');
  const panel = await openInbox(b);
  await expect(panel.getByText('Geen notificaties gevonden')).toBeVisible();
  await expect(b.getByTestId('inbox-unread-badge')).toHaveCount(0);

  await notify(a.request, userB.email, 'notitie', 'Nieuwe notitie bij Bakkerij Jansen', { clientName: 'Bakkerij Jansen', platform: 'facebook' });
  await expect(item(b, 'Nieuwe notitie bij Bakkerij Jansen')).toBeVisible();
  await expect(b.getByTestId('inbox-unread-count')).toHaveText('1 ongelezen');
  await expect(b.getByTestId('inbox-unread-badge')).toHaveText('1');

  await notify(a.request, userB.email, 'formulier', 'Formulier ingevuld: Offerte', { clientName: 'Fietsenmaker De Spaak', platform: 'google' });
  await expect(item(b, 'Formulier ingevuld: Offerte')).toBeVisible();
  await expect(b.getByTestId('inbox-unread-count')).toHaveText('2 ongelezen');
  // Newest first.
  await expect(b.getByTestId('notification-item').first()).toContainText('Formulier ingevuld: Offerte');

  await b.getByRole('button', { name: 'Markeer als gelezen: Nieuwe notitie bij Bakkerij Jansen' }).click();
  await expect(item(b, 'Nieuwe notitie bij Bakkerij Jansen')).toHaveAttribute('data-read', 'true');
  await expect(b.getByTestId('inbox-unread-count')).toHaveText('1 ongelezen');

  await b.getByRole('button', { name: 'Markeer als ongelezen: Nieuwe notitie bij Bakkerij Jansen' }).click();
  await expect(item(b, 'Nieuwe notitie bij Bakkerij Jansen')).toHaveAttribute('data-read', 'false');
  await expect(b.getByTestId('inbox-unread-count')).toHaveText('2 ongelezen');

  await b.getByRole('button', { name: 'Verwijder: Nieuwe notitie bij Bakkerij Jansen' }).click();
  await expect(item(b, 'Nieuwe notitie bij Bakkerij Jansen')).toHaveCount(0);
  await expect(b.getByTestId('inbox-unread-count')).toHaveText('1 ongelezen');

  // The same user in a second tab sees the change made in the first one, live.
  const b2 = await contextB.newPage();
  const panel2 = await openInbox(b2);
  await expect(panel2.getByTestId('notification-item')).toHaveCount(1);
  await b.getByRole('button', { name: 'Markeer als gelezen: Formulier ingevuld: Offerte' }).click();
  await expect(item(b2, 'Formulier ingevuld: Offerte')).toHaveAttribute('data-read', 'true');
  await expect(b2.getByTestId('inbox-unread-badge')).toHaveCount(0);

  await contextA.close();
  await contextB.close();
});

test('filters, the confirmations with their counts, and axe on the open panel', async ({ page }) => {
  const user = await createAccount(page, 'inbox-filters');
  // The Client filter offers the company's clients; the notifications name two of them.
  for (const name of ['Bakkerij Jansen', 'Fietsenmaker De Spaak']) expect((await page.request.post('/api/clients', { data: { name } })).status()).toBe(201);
  await notify(page.request, user.email, 'notitie', 'Notitie Facebook', { clientName: 'Bakkerij Jansen', platform: 'facebook' });
  await notify(page.request, user.email, 'formulier', 'Formulier Google', { clientName: 'Fietsenmaker De Spaak', platform: 'google' });
  await notify(page.request, user.email, 'contact_event', 'Contactmoment Google', { clientName: 'Bakkerij Jansen', platform: 'google' });
  const panel = await openInbox(page);
  await expect(panel.getByTestId('notification-item')).toHaveCount(3);
  await expect(page.getByTestId('inbox-unread-count')).toHaveText('3 ongelezen');
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: 'Filters' }).click();
  const chooseFilter = async (label: string, option: string) => {
    // A select's name is its value followed by its label ('Alle Type').
    await panel
      .getByRole('region', { name: 'Filters' })
      .getByRole('button', { name: new RegExp(` ${label}$`) })
      .click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await chooseFilter('Type', 'Notitie');
  await expect(panel.getByTestId('notification-item')).toHaveCount(1);
  await expect(panel.getByTestId('notification-item')).toContainText('Notitie Facebook');
  await panel.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(panel.getByTestId('notification-item')).toHaveCount(3);

  await chooseFilter('Platform', 'Google');
  await expect(panel.getByTestId('notification-item')).toHaveCount(2);
  await chooseFilter('Klant', 'Bakkerij Jansen');
  await expect(panel.getByTestId('notification-item')).toHaveCount(1);
  await expect(panel.getByTestId('notification-item')).toContainText('Contactmoment Google');
  await panel.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(panel.getByTestId('notification-item')).toHaveCount(3);
  await expectNoAxeViolations(page);

  // 'Alle gelezen' asks first, with the count.
  await panel.getByRole('button', { name: 'Alle gelezen' }).click();
  const confirmRead = page.getByRole('alertdialog', { name: 'Alles als gelezen markeren?' });
  await expect(confirmRead).toContainText('3 ongelezen notificaties worden als gelezen gemarkeerd.');
  await confirmRead.getByRole('button', { name: 'Alle gelezen' }).click();
  await expect(page.getByTestId('inbox-unread-count')).toHaveText('0 ongelezen');
  await expect(panel.locator('[data-testid="notification-item"][data-read="false"]')).toHaveCount(0);

  await chooseFilter('Status', 'Ongelezen');
  await expect(panel.getByText('Geen notificaties gevonden')).toBeVisible();
  await panel.getByRole('button', { name: 'Filters wissen' }).click();

  // Delete mode: select two, the confirmation names the count, they are gone.
  await panel.getByRole('button', { name: 'Verwijdermodus' }).click();
  // As a person does: a click on the item (its label) ticks its box.
  await item(page, 'Notitie Facebook').click();
  await item(page, 'Formulier Google').click();
  await expect(panel.getByRole('checkbox', { name: /Notitie Facebook/ })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: /Formulier Google/ })).toBeChecked();
  await panel.getByTestId('selection-bar').getByRole('button', { name: 'Verwijderen' }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: 'Notificaties verwijderen?' });
  await expect(confirmDelete).toContainText('2 notificaties worden definitief verwijderd.');
  await confirmDelete.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(panel.getByTestId('notification-item')).toHaveCount(1);
  await expect(panel.getByTestId('notification-item')).toContainText('Contactmoment Google');
});

test('clicking a notification marks it read and opens its target', async ({ page }) => {
  const user = await createAccount(page, 'inbox-open');
  await notify(page.request, user.email, 'budget_warning', 'Budget bijna op', { accountId: 'act_123', platform: 'facebook' });
  const panel = await openInbox(page);
  await panel.getByRole('button', { name: /Budget bijna op \(ongelezen\)/ }).click();
  await expect(page).toHaveURL(/\/accounts\?account=act_123&platform=facebook&alert=budget_warning&notification=/);
  await expect(page.getByTestId('inbox-panel')).toHaveCount(0);
  await expect(page.getByTestId('inbox-unread-badge')).toHaveCount(0);
});
