/**
 * Phones (issue 18, defect 10): at 375 px no workspace screen scrolls sideways, for the marketeer
 * and the admin, including the settings tabs and an account's detail; the sidebar is a drawer
 * behind the top bar's menu button that traps focus and closes with Escape, the backdrop and on
 * navigation.
 */
import { expect, type Page, test } from '@playwright/test';
import { marketerPaths } from '../common/routes';
import { demo, navigateInApp, signInViaApi, waitForScreenReady } from './fixtures';

test.use({ viewport: { width: 375, height: 812 } });

const extraPaths = ['/settings?tab=profile', '/settings?tab=notifications', '/settings?tab=koppelingen', '/accounts?tab=notes'];

/** What one screen may take to load on a busy 2-core machine; the test's budget is this per screen. */
const perScreenMs = 10_000;

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  // Measured once the screen has its code, data and fonts (not at network silence: the calendar
  // reads ahead while idle, and the live connection never goes quiet).
  await waitForScreenReady(page, perScreenMs);
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, `${where} scrolls sideways`).toBeLessThanOrEqual(375);
}

for (const [who, email] of [
  ['marketeer', demo.marketeer],
  ['admin', demo.admin],
] as const) {
  test(`every workspace screen fits 375 px for the ${who}`, async ({ page }) => {
    await signInViaApi(page, email);
    const paths = [...marketerPaths, ...extraPaths, ...(who === 'admin' ? ['/settings?tab=team'] : [])];
    // A budget per screen (and one for signing in and the account detail), not 30 s for all of them.
    test.setTimeout(perScreenMs * (paths.length + 2));
    // The app is loaded once; each screen is then opened inside it, as the menu would.
    await page.goto('/dashboard');
    for (const path of paths) {
      await navigateInApp(page, path);
      await expect(page.getByTestId('phone-top-bar')).toBeVisible();
      await expect(page.locator('#main-content')).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }

    // An account's detail, with its conversation panel.
    await navigateInApp(page, '/accounts');
    await page.getByTestId('accounts-list').getByRole('link').first().click();
    await expect(page.getByRole('link', { name: /Terug naar accounts/ })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the account detail');
  });
}

test('the sidebar is a drawer on a phone: opens from the menu button, keeps focus, closes with Escape, the backdrop and navigation', async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  await page.goto('/dashboard');
  const menu = page.getByTestId('menu-button');
  // The sidebar element itself: closed it is the complementary landmark, open a modal dialog.
  const drawer = page.locator('#workspace-sidebar');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer).toHaveAttribute('data-drawer', 'closed');
  // No icon rail: the main navigation is out of reach until the drawer opens.
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeHidden();

  // Opens from the menu button; focus moves in and Tab stays inside.
  await menu.click();
  await expect(drawer).toHaveAttribute('data-drawer', 'open');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const dialog = page.getByRole('dialog', { name: 'Zijbalk' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Menu sluiten' })).toBeFocused();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#workspace-sidebar')))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#workspace-sidebar')))).toBe(true);

  // Escape closes it and focus returns to the menu button.
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveAttribute('data-drawer', 'closed');
  await expect(menu).toBeFocused();

  // The backdrop closes it.
  await menu.click();
  await expect(drawer).toHaveAttribute('data-drawer', 'open');
  await page.mouse.click(360, 400);
  await expect(drawer).toHaveAttribute('data-drawer', 'closed');

  // Choosing a screen closes it.
  await menu.click();
  await dialog.getByRole('link', { name: 'Checklists' }).click();
  await expect(page).toHaveURL(/\/checklists/);
  await expect(drawer).toHaveAttribute('data-drawer', 'closed');

  // So does choosing the screen it was opened on.
  await menu.click();
  await dialog.getByRole('link', { name: 'Checklists' }).click();
  await expect(drawer).toHaveAttribute('data-drawer', 'closed');

  // The inbox opens from the top bar, over the whole width.
  await page.getByTestId('phone-inbox-toggle').click();
  const inbox = page.getByTestId('inbox-panel');
  await expect(inbox).toBeVisible();
  expect((await inbox.boundingBox())?.width).toBe(375);
  await expectNoSidewaysScroll(page, 'the open inbox');
});

test('the calendar on a phone: the agenda first, a week as three days side by side, the filters behind one button, today and now marked', async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  await page.goto('/calender');
  const grid = page.getByTestId('calendar-view');
  await expect(grid).toHaveAttribute('data-view', 'agenda');
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('agenda');

  // The filters fold behind "Filters", with the number set.
  const toggle = page.getByTestId('calendar-filters-toggle');
  await expect(page.getByTestId('calendar-filters')).toHaveCount(0);
  await expect(toggle).toHaveText('Filters');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByTestId('calendar-filters')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // A week asked for (a link made on a wide screen) shows three days, each wide enough for its times.
  await page.goto('/calender?view=week');
  await expect(grid).toHaveAttribute('data-view', '3days');
  await expect(page.getByTestId('view-week')).toHaveCount(0);
  const headers = grid.locator('.fc-col-header-cell');
  await expect(headers).toHaveCount(3);
  for (const box of await headers.evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width))) expect(box).toBeGreaterThan(80);
  await expectNoSidewaysScroll(page, 'the calendar in three days');
  // Today's column is marked, with the now-line in sight: the grid opens about an hour before now.
  await expect(grid.locator('.fc-col-header-cell.fc-day-today')).toHaveCount(1);
  const line = grid.locator('.fc-timegrid-now-indicator-line');
  await expect(line).toBeVisible();
  const scroller = grid.locator('.fc-timegrid-body').locator('xpath=ancestor::div[contains(@class,"fc-scroller")][1]');
  const [lineBox, scrollerBox] = [await line.boundingBox(), await scroller.boundingBox()];
  expect(lineBox!.y).toBeGreaterThanOrEqual(scrollerBox!.y);
  expect(lineBox!.y).toBeLessThanOrEqual(scrollerBox!.y + scrollerBox!.height);

  // "Volgende" moves on three days.
  const first = await headers.first().getAttribute('data-date');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(headers.first()).not.toHaveAttribute('data-date', first!);
  const moved = await headers.first().getAttribute('data-date');
  expect((Date.parse(moved!) - Date.parse(first!)) / 86_400_000).toBe(3);
  await expect(headers).toHaveCount(3);
  await expectNoSidewaysScroll(page, 'the next three days');
});
