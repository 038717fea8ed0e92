import { expect, test } from '@playwright/test';
import { demo, expectNoAxeViolations, signInViaApi, waitForScreenReady } from './fixtures';

test('Profiel: the colour hint names the colour chosen now, and a save is confirmed (toast and "Opgeslagen")', async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  await page.goto('/settings?tab=profile');
  await waitForScreenReady(page);
  const hint = page.getByText(/^(Automatisch \(op basis van je naam\)|Gekozen kleur: .+)$/);
  await expect(hint).toBeVisible();

  // Whichever colour is stored, pick another: the hint follows the choice before it is saved.
  const stored = await hint.textContent();
  const [pick, other] = stored === 'Gekozen kleur: Groen' ? ['Blauw', 'Groen'] : ['Groen', 'Blauw'];
  await page.getByRole('radio', { name: pick, exact: true }).check({ force: true });
  await expect(page.getByText(`Gekozen kleur: ${pick}`)).toBeVisible();
  await expect(page.getByText('Niet opgeslagen wijzigingen')).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Je profiel is opgeslagen')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen' })).toHaveText('Opgeslagen');
  await expect(page.getByText(`Gekozen kleur: ${pick}`)).toBeVisible();
  await expectNoAxeViolations(page, { label: 'Profiel after a save' });

  // A new change takes the confirmation away until it is saved too; 'Automatisch' has its own hint.
  await page.getByRole('radio', { name: 'Auto' }).check({ force: true });
  await expect(page.getByText('Automatisch (op basis van je naam)')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen' })).toHaveCount(0);
  await page.getByRole('radio', { name: other, exact: true }).check({ force: true });
  await expect(page.getByText(`Gekozen kleur: ${other}`)).toBeVisible();
});
