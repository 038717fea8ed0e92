import { expect, test, type Page } from '@playwright/test';
import { captchaCodeAfter, expectNoAxeViolations } from './fixtures';

const createButton = (page: Page) => page.getByRole('button', { name: 'Account aanmaken', exact: true });

test('sign-up shows each validation error in the spec order, then creates the account and goes to /onboarding', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `aanmelding-${Date.now()}@e2e.nl`;
  await page.goto('/signup');
  await expect(page.getByText('Minimaal 6 tekens, 1 hoofdletter en 1 speciaal teken')).toBeVisible();
  await expectNoAxeViolations(page);

  // No captcha yet: it appears once a password is typed.
  await createButton(page).click();
  await expect(page.getByText('Vul de captcha in om door te gaan')).toBeVisible();

  const code = await captchaCodeAfter(page, () => page.getByLabel('Wachtwoord', { exact: true }).fill('kort'));
  await page.getByLabel('Captcha').fill(code);
  await createButton(page).click();
  await expect(page.getByText('Je moet een naam invoeren')).toBeVisible();

  await page.getByLabel('Naam', { exact: true }).fill('Noor Aanmelder');
  await page.getByLabel('E-mailadres').fill(email);
  await createButton(page).click();
  await expect(page.getByText('Wachtwoord moet minimaal 6 tekens, minimaal 1 hoofdletter, minimaal 1 speciaal teken bevatten')).toBeVisible();

  await page.getByLabel('Wachtwoord', { exact: true }).fill('Langgenoeg');
  await createButton(page).click();
  await expect(page.getByText('Wachtwoord moet minimaal 1 speciaal teken bevatten')).toBeVisible();

  await page.getByLabel('Wachtwoord', { exact: true }).fill('Aanmeld#Nu42');
  await page.getByLabel('Bevestig wachtwoord', { exact: true }).fill('Aanmeld#Nu41');
  await createButton(page).click();
  await expect(page.getByText('Wachtwoorden komen niet overeen')).toBeVisible();
  await expectNoAxeViolations(page);

  // A wrong captcha (checked by the server) clears the captcha input and brings a new one.
  await page.getByLabel('Bevestig wachtwoord', { exact: true }).fill('Aanmeld#Nu42');
  const wrong = code === 'AAAAA' ? 'BBBBB' : 'AAAAA';
  await page.getByLabel('Captcha').fill(wrong);
  const fresh = await captchaCodeAfter(page, () => createButton(page).click());
  await expect(page.getByText('Captcha code is onjuist. Probeer opnieuw.')).toBeVisible();
  await expect(page.getByLabel('Captcha')).toHaveValue('');
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Noor Aanmelder');

  await page.getByLabel('Captcha').fill(fresh);
  await createButton(page).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // Onboarding: profile, then a new company; then the workspace.
  await expect(page.getByRole('heading', { name: 'Profiel', exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Noor Aanmelder');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('heading', { name: 'Bedrijf', exact: true }).first()).toBeVisible();
  await page.getByLabel('Naam van je bedrijf').fill('Bureau Noord');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Account instellen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welkom, Noor Aanmelder' })).toBeVisible();

  // The address is now taken.
  await page.context().clearCookies();
  await page.goto('/signup');
  await page.getByLabel('Naam', { exact: true }).fill('Iemand Anders');
  await page.getByLabel('E-mailadres').fill(email);
  const again = await captchaCodeAfter(page, () => page.getByLabel('Wachtwoord', { exact: true }).fill('Aanmeld#Nu42'));
  await page.getByLabel('Bevestig wachtwoord', { exact: true }).fill('Aanmeld#Nu42');
  await page.getByLabel('Captcha').fill(again);
  await createButton(page).click();
  await expect(page.getByText('Dit email adres is al in gebruik')).toBeVisible();
});
