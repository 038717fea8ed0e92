import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { captchaCodeAfter, createAccount, expectNoAxeViolations, fillLoginForm } from './fixtures';

function totp(secret: string, offsetSteps: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

test('2FA: enable it in Settings → Beveiliging, then sign in with a wrong code, a TOTP code and a backup code', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await createAccount(page, 'tweestaps');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Tweestapsverificatie' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Inschakelen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Huidig wachtwoord', { exact: true }).fill('Verkeerd#1');
  // Something typed: Escape asks before throwing it away (issue 34); "Verder bewerken" keeps it.
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Wijzigingen weggooien?' });
  await question.getByRole('button', { name: 'Verder bewerken' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel('Huidig wachtwoord', { exact: true })).toHaveValue('Verkeerd#1');
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(page.getByText('Je huidige wachtwoord klopt niet')).toBeVisible();
  await dialog.getByLabel('Huidig wachtwoord', { exact: true }).fill(account.password);
  const setup = page.waitForResponse((r) => r.url().endsWith('/api/account/two-factor/setup') && r.ok());
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  const { secret } = (await (await setup).json()) as { secret: string };
  await expect(page.getByRole('img', { name: /QR-code/ })).toBeVisible();
  // The manual key is on screen (grouped for reading).
  const dialogText = (await page.getByRole('dialog').innerText()).replace(/\s+/g, '');
  expect(dialogText).toContain(secret);
  await expectNoAxeViolations(page);

  await page.getByLabel('6-cijferige code').fill(totp(secret, 0)); // submits by itself after the sixth digit
  await expect(page.getByRole('heading', { name: 'Bewaar je back-upcodes' })).toBeVisible();
  const backupCodes = (await page.getByRole('dialog').innerText()).match(/\b[A-Z0-9]{5}-[A-Z0-9]{5}\b/g) ?? [];
  expect(new Set(backupCodes).size).toBe(10);
  await expectNoAxeViolations(page);
  await page.getByText('Ik heb mijn back-upcodes bewaard').click();
  await page.getByRole('button', { name: 'Klaar' }).click();
  await expect(page.getByText('Nog 10 ongebruikte back-upcodes')).toBeVisible();

  // Sign out, sign in: the password step asks for the code.
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login/);
  await fillLoginForm(page, account.email, account.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Tweestapsverificatie' })).toBeVisible();
  await expect(page.getByLabel('Cijfer 1 van 6')).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('button', { name: 'Verifiëren' })).toBeDisabled();
  await expectNoAxeViolations(page);

  const good = totp(secret, 1);
  const wrong = good === '000000' ? '111111' : '000000';
  await page.getByLabel('Cijfer 1 van 6').click();
  await page.keyboard.type(wrong);
  await expect(page.getByText('Ongeldige 2FA code. Probeer opnieuw.')).toBeVisible();
  await expect(page.getByLabel('Cijfer 1 van 6')).toHaveValue('');
  await expect(page.getByLabel('Cijfer 1 van 6')).toBeFocused();

  // The back link clears the code and the error; signing in again brings the boxes back empty.
  // The form asks for a fresh captcha by itself (the server consumed the last one): its code is the
  // one to type (a click on 'Nieuwe code' while that request is on its way would race with it).
  await page.getByLabel('Cijfer 1 van 6').click();
  await page.keyboard.type('12');
  const again = await captchaCodeAfter(page, () => page.getByRole('button', { name: 'Terug naar inloggen' }).click());
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(account.email); // nothing typed is lost
  await expect(page.getByRole('button', { name: 'Nieuwe code' })).toBeEnabled();
  await page.getByLabel('Captcha').fill(again);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Tweestapsverificatie' })).toBeVisible();
  await expect(page.getByText('Ongeldige 2FA code. Probeer opnieuw.')).toBeHidden();
  for (let i = 1; i <= 6; i++) await expect(page.getByLabel(`Cijfer ${i} van 6`)).toHaveValue('');

  // A pasted code fills every box and submits by itself.
  await page.getByLabel('Cijfer 1 van 6').click();
  await page.getByLabel('Cijfer 1 van 6').evaluate((box, code) => {
    const data = new DataTransfer();
    data.setData('text/plain', ` ${code.slice(0, 3)} ${code.slice(3)} `);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, good);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Again, now with a backup code.
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login/);
  await fillLoginForm(page, account.email, account.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.getByRole('button', { name: 'Een back-upcode gebruiken' }).click();
  await expect(page.getByLabel('Back-upcode')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Back-upcode').fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Verifiëren' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Settings → Beveiliging lists the sessions, signs out one and all others, and changes the password (current password required)', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const account = await createAccount(page, 'sessies');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await fillLoginForm(otherPage, account.email, account.password);
  await otherPage.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  await expect(page.getByText('Dit apparaat')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alle andere sessies uitloggen' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectNoAxeViolations(page);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));

  // Sign out the other device from its row (after confirming), then all others at once.
  await page
    .getByRole('button', { name: /uitloggen$/ })
    .filter({ hasNotText: 'Alle andere' })
    .first()
    .click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('Sessie uitloggen?');
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByText('Je bent alleen op dit apparaat ingelogd.')).toBeVisible();
  expect((await otherPage.request.get('/api/auth/me')).status()).toBe(401);

  for (let i = 0; i < 2; i++) {
    await otherPage.goto('/login');
    await fillLoginForm(otherPage, account.email, account.password);
    await otherPage.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(otherPage).toHaveURL(/\/dashboard$/);
    if (i === 0) {
      await page.reload();
      await page.getByRole('button', { name: 'Alle andere sessies uitloggen' }).click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('1 andere sessie wordt uitgelogd');
      await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Alle andere sessies uitloggen' }).click();
      await expect(page.getByText('Je bent alleen op dit apparaat ingelogd.')).toBeVisible();
      expect((await otherPage.request.get('/api/auth/me')).status()).toBe(401);
    }
  }
  await page.reload();

  await page.getByLabel('Huidig wachtwoord', { exact: true }).fill(account.password);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Gewijzigd#42');
  await page.getByLabel('Bevestig nieuw wachtwoord', { exact: true }).fill('Gewijzigd#42');
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText(/wachtwoord is gewijzigd/i).first()).toBeVisible();
  // The other device was signed out; this one stays signed in.
  expect((await otherPage.request.get('/api/auth/me')).status()).toBe(401);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  await other.close();
});
