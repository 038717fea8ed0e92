import { expect, test } from '@playwright/test';
import { createAccount, latestMailTo } from './fixtures';

test('an admin invites a colleague; the mail link sets name and password, onboarding keeps the company', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await createAccount(page, 'beheerder');
  const email = `collega-${Date.now()}@e2e.nl`;
  await page.goto('/settings?tab=team');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Uitnodigen' }).click();
  await expect(page.getByText(email).first()).toBeVisible();

  const mail = await latestMailTo(page.request, email);
  const link = mail.text.match(/http\S+\/set-password#token=\S+/)?.[0];
  expect(link).toBeTruthy();

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link!);
  await expect(invitee.getByText('Je bent door Proef beheerder uitgenodigd voor Bureau beheerder')).toBeVisible();
  await invitee.getByLabel('Naam', { exact: true }).fill('Cas Collega');
  await invitee.getByLabel('Wachtwoord', { exact: true }).fill('Collega#Start7');
  await invitee.getByLabel('Bevestig wachtwoord').fill('Collega#Start7');
  await invitee.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(invitee).toHaveURL(/\/onboarding$/);
  await invitee.getByRole('button', { name: 'Volgende' }).click();
  await expect(invitee.getByText('Bureau beheerder')).toBeVisible();
  await invitee.getByRole('button', { name: 'Account instellen' }).click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(invitee.getByRole('heading', { name: 'Welkom, Cas Collega' })).toBeVisible();
  await invitee.context().close();
});
