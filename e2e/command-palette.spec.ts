/**
 * The command palette (issue 18): Ctrl-K opens it on any workspace screen, typing part of a demo
 * note's title finds it through GET /api/search, Enter opens that note's conversation (the URL
 * names the note); the palette passes axe, lists the keyboard shortcuts ("?"), runs a command and
 * its sidebar button opens it too.
 */
import { expect, test } from '@playwright/test';
import { demo, expectNoAxeViolations, signInViaApi, waitForScreenReady } from './fixtures';

const noteTitle = 'Lentecampagne';

test("Ctrl-K, part of a note title, Enter: the note's conversation opens", async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  const notes = await page.request.get(`/api/notes?q=${noteTitle}`);
  expect(notes.status()).toBe(200);
  const note = ((await notes.json()) as { notes: { id: string; title: string }[] }).notes.find((n) => n.title === noteTitle);
  expect(note, 'the demo note').toBeDefined();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  const palette = page.getByTestId('command-palette');
  await expect(palette).toBeVisible();
  const input = palette.getByRole('combobox', { name: 'Zoek of typ een opdracht' });
  await expect(input).toBeFocused();
  await expectNoAxeViolations(page, { label: 'the open palette' });

  await input.fill('lentecamp');
  const result = palette.getByRole('option', { name: new RegExp(noteTitle) }).first();
  await expect(result).toBeVisible();
  // The first row is active and named by aria-activedescendant.
  await expect(result).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await result.getAttribute('id')) ?? '');
  await expectNoAxeViolations(page, { label: 'the palette with results' });
  await input.press('Enter');

  await expect(palette).toBeHidden();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/accounts');
  const params = new URL(page.url()).searchParams;
  expect(params.get('note')).toBe(note!.id);
  expect(params.get('view')).toBe('conversation');
  await expect(page.getByTestId('notes-panel')).toBeVisible();
});

test('keyboard: shortcuts with "?", commands by arrow keys, Escape closes; the sidebar button opens it', async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('?');
  const shortcuts = page.getByTestId('shortcut-list');
  await expect(shortcuts).toBeVisible();
  await expect(shortcuts).toContainText('Zoeken en opdrachten openen of sluiten');
  await expectNoAxeViolations(page, { label: 'the shortcut list' });
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();

  await page.getByTestId('command-palette-button').click();
  const palette = page.getByTestId('command-palette');
  const input = palette.getByRole('combobox');
  await expect(input).toBeFocused();
  await input.fill('ga naar checkl');
  const option = palette.getByRole('option', { name: 'Ga naar Checklists' });
  await expect(option).toBeVisible();
  await input.press('End');
  await input.press('Home');
  await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/checklists$/);

  // A "?" typed in a text field stays a question mark.
  await page.keyboard.press('Control+K');
  await expect(input).toBeFocused();
  await input.pressSequentially('wat?');
  await expect(input).toHaveValue('wat?');
  await expect(page.getByTestId('shortcut-list')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
});

test('Ctrl-K "Nieuwe afspraak" opens the calendar\'s new-appointment dialog; only commands of the role; no "Geen resultaten" above commands', async ({
  page,
}) => {
  await signInViaApi(page, demo.marketeer);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  const palette = page.getByTestId('command-palette');
  const input = palette.getByRole('combobox');
  await expect(input).toBeFocused();

  // An admin's command is not a marketeer's.
  await input.fill('uitnodigen');
  await expect(palette.getByRole('option', { name: 'Iemand uitnodigen' })).toHaveCount(0);

  await input.fill('nieuwe afspraak');
  const command = palette.getByRole('option', { name: 'Nieuwe afspraak' });
  await expect(command).toBeVisible();
  // The search has answered this text: rows show, and never "Geen resultaten" above them.
  await expect(palette.getByRole('status')).not.toContainText('Zoeken');
  await expect(palette.getByRole('status')).not.toContainText('Geen resultaten');
  await command.click();

  await expect(palette).toBeHidden();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/calender');
  const dialog = page.getByTestId('event-form');
  await expect(dialog).toBeVisible();
  // The parameter is used once: it is gone from the address, and closing the dialog keeps it closed.
  await expect.poll(() => new URL(page.url()).searchParams.get('new')).toBeNull();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await waitForScreenReady(page);
  await expect(dialog).toBeHidden();
});

test("Ctrl-K finds a client's contact person and opens the client's page at that contact", async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  const palette = page.getByTestId('command-palette');
  const input = palette.getByRole('combobox');
  await input.fill('ineke@goud');
  const result = palette.getByRole('option', { name: /Ineke Bos/ });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Bakkerij De Gouden Korrel');
  await result.click();

  await expect.poll(() => new URL(page.url()).pathname).toBe('/clients');
  const contactId = new URL(page.url()).searchParams.get('contact');
  expect(contactId).toBeTruthy();
  const row = page.locator(`[data-testid="contact-row"][data-id="${contactId}"]`);
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await expect(row).toContainText('Ineke Bos');
});
