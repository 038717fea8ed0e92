/**
 * Importing a creative from Canva (issue 36) against the local fake of Canva Connect: the marketeer
 * starts a new creative, connects Canva (the browser leaves for the consent page and comes back
 * through /canva/callback), finds the dialog as they left it, picks a design and saves the creative.
 */
import { expect, test } from '@playwright/test';
import { demo, signInViaApi, waitForScreenReady } from './fixtures';

test('a new creative from a Canva design: connect, come back to the dialog as it was, pick and save', async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  // Not connected to begin with (a connection is the person's own and outlives a test).
  expect((await page.request.delete('/api/creatives/imports/canva')).status()).toBe(204);
  await page.goto('/creatives');
  await waitForScreenReady(page);
  await page.getByTestId('new-creative-button').click();
  const dialog = page.getByTestId('new-creative-form');
  await dialog.getByTestId('creative-client').click();
  await page.getByRole('option').first().click();
  const client = await dialog.getByTestId('creative-client').innerText();
  await dialog.getByRole('textbox', { name: 'Campagne' }).fill('Zomer uit Canva');

  // Not connected yet: connecting leaves the page for Canva and comes back to /creatives.
  await dialog.getByTestId('creative-import-canva').click();
  await page.getByTestId('import-picker').getByTestId('import-connect').getByRole('button').click();
  const picker = page.getByTestId('import-picker');
  await expect(picker.getByTestId('canva-designs')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => page.url()).not.toContain('import=');
  // What was typed before the browser left is still there.
  await expect(dialog.getByRole('textbox', { name: 'Campagne' })).toHaveValue('Zomer uit Canva');
  expect(await dialog.getByTestId('creative-client').innerText()).toBe(client);

  // Search, then pick a design with the keyboard: it is exported and stored as the creative's file.
  await picker.getByRole('searchbox').fill('story');
  await expect(picker.getByTestId('canva-design')).toHaveCount(1);
  await picker.getByTestId('canva-design').focus();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden({ timeout: 30_000 });
  await expect(dialog.getByTestId('creative-upload-done')).toContainText('Canva');
  const name = await dialog.getByRole('textbox', { name: 'Naam' }).inputValue();
  expect(name).not.toBe('');
  await dialog.getByRole('button', { name: 'Creative opslaan' }).click();
  await expect(page).toHaveURL(/\/creatives\?creative=/);
  await expect(page.getByTestId('creative-review').getByRole('heading', { level: 1, name })).toBeVisible();
});
