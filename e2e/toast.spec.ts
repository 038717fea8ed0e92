import { expect, test } from '@playwright/test';
import { demo, signInViaApi } from './fixtures';

/**
 * HeroUI leaves the frontmost toast at tabIndex 0 while it fades out under aria-hidden (axe:
 * aria-hidden-focus, which a page check that ran at that moment reported), and puts it back at 0
 * when the stack re-renders during the exit; lib/hidden-toast.ts keeps every hidden toast inert.
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

/**
 * Closed with the mouse, so the pointer rests on the region while the toast fades out (the stack
 * expands and HeroUI writes tabIndex 0 again): on every frame until it is gone, an aria-hidden
 * toast must be inert, so neither it nor its close button can take focus.
 */
test('a toast closing under the pointer is inert for its whole exit', async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  await page.goto('/checklists');
  await page.getByTestId('create-checklist-button').click();
  await page.getByTestId('template-option').filter({ hasText: 'Dagelijkse bestedingscheck' }).click();
  const form = page.getByTestId('create-checklist-form');
  await form.getByLabel('Titel').fill(`Toast ${Date.now()}`);
  await form.getByRole('button', { name: 'Checklist maken' }).click();
  const toast = page.locator('.toast').first();
  await expect(toast).toBeVisible();

  const watching = page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const problems: string[] = [];
        const started = performance.now();
        let seenHidden = false;
        const check = () => {
          for (const el of Array.from(document.querySelectorAll<HTMLElement>('.toast[aria-hidden="true"]'))) {
            seenHidden = true;
            // Inert is what makes it safe whatever tabIndex a re-render writes; without it, report what could take focus.
            if (el.closest('[inert]')) continue;
            problems.push('aria-hidden toast not inert');
            if (el.tabIndex >= 0) problems.push(`toast tabIndex ${el.tabIndex}`);
            for (const control of Array.from(el.querySelectorAll<HTMLElement>('button, a, [tabindex]'))) {
              if (control.tabIndex >= 0) problems.push(`${control.tagName.toLowerCase()} tabIndex ${control.tabIndex}`);
            }
          }
          const gone = seenHidden && !document.querySelector('.toast');
          if (gone || performance.now() - started > 5_000) resolve(seenHidden ? problems : ['no toast was hidden']);
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  await toast.hover();
  await toast.locator('[data-slot="toast-close"]').click();
  // The pointer leaves during the exit: the stack re-renders while the toast fades out.
  await page.mouse.move(5, 5);
  expect([...new Set(await watching)]).toEqual([]);
});
