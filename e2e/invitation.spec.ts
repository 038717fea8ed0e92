import { expect, test } from '@playwright/test';
import { createAccount, expectNoAxeViolations, fillLoginForm, latestMailTo, proveAddress } from './fixtures';

test('an admin invites a colleague; the mail link sets name and password, onboarding keeps the company', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const admin = await createAccount(page, 'beheerder');
  const email = `collega-${Date.now()}@e2e.nl`;
  await page.goto('/settings?tab=team');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Uitnodigen' }).click();
  // A sign-up's address is not proven yet: the form says what to do and keeps the address.
  await expect(page.getByText('Bevestig eerst je e-mailadres voordat je iemand uitnodigt', { exact: false })).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);

  await proveAddress(page, admin);
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
  await invitee.getByLabel('Bevestig wachtwoord', { exact: true }).fill('Collega#Start7');
  await invitee.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(invitee).toHaveURL(/\/onboarding$/);
  await invitee.getByRole('button', { name: 'Volgende' }).click();
  await expect(invitee.getByText('Bureau beheerder')).toBeVisible();
  await invitee.getByRole('button', { name: 'Account instellen' }).click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(invitee.getByRole('heading', { name: 'Welkom, Cas Collega' })).toBeVisible();
  await invitee.context().close();
});

test('an invitation for an existing account: another account is asked to sign out, the invited one signs in from the link and accepts', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await proveAddress(page, await createAccount(page, 'beheerder'));
  const setupContext = await browser.newContext();
  const existing = await createAccount(await setupContext.newPage(), 'bestaand');
  await setupContext.close();
  const invitee = await (await browser.newContext()).newPage();
  const other = await createAccount(invitee, 'ander');

  await page.goto('/settings?tab=team');
  await page.getByLabel('E-mailadres').fill(existing.email);
  await page.getByRole('button', { name: 'Uitnodigen' }).click();
  // The same answer as for a new address: an open invitation, nobody added yet.
  await expect(page.getByText(existing.email).first()).toBeVisible();
  const link = (await latestMailTo(page.request, existing.email, 'invitation')).text.match(/http\S+\/set-password#token=\S+/)?.[0];
  expect(link).toBeTruthy();

  // Signed in with another address: the screen says so and offers to sign out.
  await invitee.goto(link!);
  await expect(invitee.getByRole('heading', { name: 'Uitnodiging accepteren' })).toBeVisible();
  await expect(invitee.getByText(`Deze uitnodiging is voor ${existing.email}, maar je bent ingelogd als ${other.email}.`)).toBeVisible();
  await invitee.getByRole('button', { name: 'Uitloggen' }).click();

  // Signed out: sign in with the invited address and come back, the token never in a query string.
  await expect(invitee.getByText(`Er bestaat al een account voor ${existing.email}.`)).toBeVisible();
  await invitee.getByRole('link', { name: 'Inloggen om te accepteren' }).click();
  await expect(invitee).toHaveURL(/\/login\?redirect=%2Fset-password$/);
  await fillLoginForm(invitee, existing.email, existing.password);
  await invitee.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(invitee).toHaveURL(/\/set-password$/);
  await expect(invitee.getByText(`Je bent ingelogd als ${existing.email}. Accepteer de uitnodiging om lid te worden van Bureau beheerder.`)).toBeVisible();
  await expectNoAxeViolations(invitee);
  await invitee.getByRole('button', { name: 'Uitnodiging accepteren' }).click();

  // Onboarding was done: on to the dashboard, working in the company that invited.
  await expect(invitee).toHaveURL(/\/dashboard$/);
  const me = (await (await invitee.request.get('/api/auth/me')).json()) as {
    activeCompanyId: string;
    memberships: { companyId: string; companyName: string; role: string }[];
  };
  expect(me.memberships.find((m) => m.companyId === me.activeCompanyId)).toMatchObject({ companyName: 'Bureau beheerder', role: 'marketeer' });
  expect(me.memberships).toHaveLength(2);

  // The link is used up.
  await invitee.goto(link!);
  await expect(invitee.getByRole('heading', { name: 'Uitnodiging niet bruikbaar' })).toBeVisible();
  await invitee.context().close();
});
