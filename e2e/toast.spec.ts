import { expect, test } from '@playwright/test';
import { demo, signInViaApi } from './fixtures';

/**
 * HeroUI leaves the frontmost toast at tabIndex 0 while it fades out under aria-hidden (axe:
 * aria-hidden-focus, which a page check that ran at that moment reported); lib/toast-runtime.tsx
 * takes a hidden toast out of the tab order.
 */
test('an exiting toast leaves the tab order', async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  await page.goto('/checklists');
  await page.getByTestId('create-checklist-button').click();
  await page.getByTestId('template-option').filter({ hasText: 'Dagelijkse bestedingscheck' }).click();
  const form = page.getByTestId('create-checklist-form');
  await form.getByLabel('Titel').fill(`Toast ${Date.now()}`);
  await form.getByRole('button', { name: 'Checklist maken' }).click();
  await expect(page.locator('.toast').first()).toBeVisible();
  const seen = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const check = () => {
          const hidden = document.querySelector<HTMLElement>('.toast[aria-hidden="true"]');
          if (hidden) setTimeout(() => resolve(String(hidden.tabIndex)), 0);
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  expect(seen).toBe('-1');
});
