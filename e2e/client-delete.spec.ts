/**
 * Deleting a client on its page (admins): the app goes to /clients and asks nothing more about the
 * client that is gone: no request for it answers 404 (its queries are removed, not refetched).
 */
import { expect, test } from '@playwright/test';
import { demo, signInViaApi, waitForScreenReady } from './fixtures';

test('a deleted client is not fetched again: /clients, no 404 on the way', async ({ page }) => {
  const name = `Wegwerpklant ${Date.now()}`;
  await signInViaApi(page, demo.admin);
  const created = await page.request.post('/api/clients', { data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const { client } = (await created.json()) as { client: { id: string } };

  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto(`/clients?client=${client.id}`);
  await waitForScreenReady(page);
  const detail = page.getByTestId('client-detail');
  await expect(detail.getByRole('heading', { name })).toBeVisible();
  await page.getByTestId('client-delete-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(`Typ ${name} om te bevestigen`).fill(name);
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/clients/${client.id}`));
  await dialog.getByRole('button', { name: 'Definitief verwijderen', exact: true }).click();
  expect((await deleted).status()).toBe(204);

  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByText('Klant verwijderd')).toBeVisible();
  await waitForScreenReady(page);
  await expect(page.getByTestId('clients-list')).toBeVisible();
  await expect(page.getByTestId('clients-list').getByText(name)).toHaveCount(0);
  // The live event of the delete reaches this tab too; give the app its chance to (wrongly) refetch.
  await page.waitForLoadState('networkidle');
  expect(notFound).toEqual([]);
  expect(consoleErrors.filter((text) => text.includes('404'))).toEqual([]);
});
