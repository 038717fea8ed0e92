/**
 * A list's search and filters live in the address (issue 34, item 13; web/src/lib/use-url-filters.ts),
 * shown through the clients list: typing replaces the history entry, a filter change pushes one, and
 * a reload and back keep them.
 */
import { expect, test } from '@playwright/test';
import { demo, signInViaApi, waitForScreenReady } from './fixtures';

test('the clients list keeps its search and status in the address through a reload and back', async ({ page }) => {
  await signInViaApi(page, demo.admin);
  await page.goto('/clients');
  const search = page.getByRole('searchbox', { name: 'Zoeken' });
  const rows = page.getByTestId('client-row');
  await expect(rows.first()).toBeVisible();
  const historyLength = () => page.evaluate(() => window.history.length);
  const param = (name: string) => new URL(page.url()).searchParams.get(name);
  const before = await historyLength();

  // Each key replaces the entry: no step back per letter.
  await search.pressSequentially('Gouden');
  await expect.poll(() => param('q')).toBe('Gouden');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Bakkerij De Gouden Korrel');
  expect(await historyLength()).toBe(before);

  // A filter change is one step.
  await page.getByRole('button', { name: / Status$/ }).click();
  await page.getByRole('option', { name: 'Alle', exact: true }).click();
  await expect.poll(() => param('status')).toBe('all');
  expect(await historyLength()).toBe(before + 1);

  await page.reload();
  await expect(search).toHaveValue('Gouden');
  await expect(page.getByRole('button', { name: / Status$/ })).toContainText('Alle');
  await expect(rows).toHaveCount(1);

  // To the client and back: the list as it was.
  await rows.getByRole('link', { name: 'Bakkerij De Gouden Korrel' }).click();
  await expect.poll(() => param('client')).not.toBeNull();
  await expect(search).toBeHidden();
  await page.goBack();
  await expect(search).toHaveValue('Gouden');
  await expect(rows).toHaveCount(1);
  expect(param('status')).toBe('all');

  // Back once more undoes the status, not the letters one by one.
  await page.goBack();
  await expect.poll(() => param('status')).toBeNull();
  await expect(search).toHaveValue('Gouden');
  await waitForScreenReady(page);
  await expect(rows).toHaveCount(1);
});
