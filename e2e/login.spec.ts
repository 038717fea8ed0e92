import { expect, test } from '@playwright/test';
import { captchaCode, captchaCodeAfter, createAccount, demo, expectNoAxeViolations, fakeGoogleURL, fillLoginForm, latestMailTo } from './fixtures';

const loginButton = { name: 'Inloggen', exact: true } as const;

test.describe('login screen', () => {
  test('wrong captcha, then wrong password, then success; each failure brings a new captcha and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Captcha')).toHaveCount(0);
    await page.getByLabel('E-mailadres').fill(demo.marketeer);
    const first = await captchaCodeAfter(page, () => page.getByLabel('Wachtwoord', { exact: true }).fill('Verkeerd1!'));
    await expect(page.getByRole('img', { name: 'Beveiligingscode', exact: true })).toBeVisible();

    const wrong = first === 'AAAAA' ? 'BBBBB' : 'AAAAA';
    await page.getByLabel('Captcha').fill(wrong.toLowerCase());
    await expect(page.getByLabel('Captcha')).toHaveValue(wrong);
    const second = await captchaCodeAfter(page, () => page.getByRole('button', loginButton).click());
    await expect(page.getByText('Captcha code is onjuist. Probeer opnieuw.')).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toHaveValue(demo.marketeer);

    await page.getByLabel('Captcha').fill(second);
    const third = await captchaCodeAfter(page, () => page.getByRole('button', loginButton).click());
    await expect(page.getByText('Ongeldige inloggegevens')).toBeVisible();
    await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveValue('Verkeerd1!');

    await page.getByLabel('Wachtwoord', { exact: true }).fill(demo.password);
    await page.getByLabel('Captcha').fill(third);
    await page.getByRole('button', loginButton).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the refresh button gives a new captcha; the form asks for the captcha before sending', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill(demo.marketeer);
    await captchaCodeAfter(page, () => page.getByLabel('Wachtwoord', { exact: true }).fill(demo.password));
    await page.getByRole('button', loginButton).click();
    await expect(page.getByText('Vul de captcha in om door te gaan')).toBeVisible();
    const fresh = await captchaCodeAfter(page, () => page.getByRole('button', { name: 'Nieuwe code' }).click());
    await page.getByLabel('Captcha').fill(fresh);
    await page.getByRole('button', loginButton).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a typed code always goes with the image on screen: the field waits for the image, and a new image empties it', async ({ page }) => {
    // Each captcha answer is held until the test lets it through, as a slow network would.
    const issued: string[] = [];
    const gates: Array<() => void> = [];
    await page.route('**/api/auth/captcha', async (route) => {
      const response = await route.fetch();
      const { captchaId } = (await response.json()) as { captchaId: string };
      await new Promise<void>((open) => {
        gates.push(open);
        issued.push(captchaId);
      });
      await route.fulfill({ response });
    });
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill(demo.marketeer);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(demo.password);
    await expect.poll(() => issued.length).toBe(1);
    // No image yet: nothing to read, so nothing can be typed (a code typed now would go with no captcha).
    await expect(page.getByRole('img', { name: 'Beveiligingscode', exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Captcha')).not.toBeEditable();
    gates[0]!();
    await expect(page.getByRole('img', { name: 'Beveiligingscode', exact: true })).toBeVisible();
    const first = await captchaCode(page.request, issued[0]!);
    await page.getByLabel('Captcha').fill(first);

    // The image is replaced while a code for the old one is in the field: the code goes with it, visibly.
    await page.getByRole('button', { name: 'Nieuwe code' }).click();
    await expect.poll(() => issued.length).toBe(2);
    await expect(page.getByLabel('Captcha')).toHaveValue('');
    await expect(page.getByLabel('Captcha')).not.toBeEditable();
    await expect(page.getByRole('img', { name: 'Beveiligingscode', exact: true })).toHaveCount(0);
    gates[1]!();
    await expect(page.getByRole('img', { name: 'Beveiligingscode', exact: true })).toBeVisible();
    await expect(page.getByLabel('Captcha')).toHaveValue('');

    // The code of the image on screen, sent with that image's id, signs in.
    const login = page.waitForRequest((r) => r.url().endsWith('/api/auth/login'));
    await page.getByLabel('Captcha').fill(await captchaCode(page.request, issued[1]!));
    await page.getByRole('button', loginButton).click();
    expect((await login).postDataJSON()).toMatchObject({ captchaId: issued[1] });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('forgot password → mail in the outbox → reset on the hash route → login with the new password', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const account = await createAccount(page, 'herstel');
    await page.context().clearCookies();
    await page.goto('/login');
    await page
      .getByRole('button', { name: 'Wachtwoord vergeten?' })
      .or(page.getByRole('link', { name: 'Wachtwoord vergeten?' }))
      .click();
    await page.getByLabel('E-mailadres').fill(account.email);
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByText(`We hebben een link gestuurd naar ${account.email}`, { exact: false })).toBeVisible();

    const mail = await latestMailTo(page.request, account.email, 'password-reset');
    expect(mail.subject).toBe('Je wachtwoord herstellen');
    const link = mail.text.match(/http\S+#\/reset-password\?token=\S+/)?.[0];
    expect(link).toBeTruthy();

    // A session elsewhere ends when the password is reset.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await fillLoginForm(otherPage, account.email, account.password);
    await otherPage.getByRole('button', loginButton).click();
    await expect(otherPage).toHaveURL(/\/dashboard$/);

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Nieuw wachtwoord instellen' })).toBeVisible();
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('zwak');
    await page.getByLabel('Bevestig wachtwoord', { exact: true }).fill('zwak');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByText('Wachtwoord moet minimaal 6 tekens, minimaal 1 hoofdletter, minimaal 1 speciaal teken bevatten')).toBeVisible();
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Herstel#Nu77');
    await page.getByLabel('Bevestig wachtwoord', { exact: true }).fill('Herstel#Nu77');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByRole('heading', { name: 'Je wachtwoord is gewijzigd' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('link', { name: 'Naar inloggen' })
      .or(page.getByRole('button', { name: 'Naar inloggen' }))
      .click();
    await expect(page).toHaveURL(/\/login$/);

    await fillLoginForm(page, account.email, 'Herstel#Nu77');
    await page.getByRole('button', loginButton).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const stillIn = await otherPage.request.get('/api/auth/me');
    expect(stillIn.status()).toBe(401);
    await other.close();

    // The link works once.
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Link ongeldig' })).toBeVisible();
  });

  test('Google sign-in through the local fake: a new account lands on /onboarding', async ({ page }) => {
    const email = `google-${Date.now()}@e2e.nl`;
    const armed = await page.request.post(`${fakeGoogleURL}/__control/next-identity`, {
      data: { sub: `google-${Date.now()}`, email, email_verified: true, name: 'Greta Google' },
    });
    expect(armed.ok()).toBe(true);
    await page.goto('/login');
    await page
      .getByRole('button', { name: 'Inloggen met Google' })
      .or(page.getByRole('link', { name: 'Inloggen met Google' }))
      .click();
    await expect(page).toHaveURL(/\/onboarding$/);
    const me = await page.request.get('/api/auth/me');
    expect(((await me.json()) as { user: { email: string; name: string } }).user).toMatchObject({ email, name: 'Greta Google' });
  });

  test('a refused Google sign-in comes back to /login with the spec message', async ({ page }) => {
    await page.request.post(`${fakeGoogleURL}/__control/fail`, { data: { kind: 'deny' } });
    await page.goto('/login');
    await page
      .getByRole('button', { name: 'Inloggen met Google' })
      .or(page.getByRole('link', { name: 'Inloggen met Google' }))
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Google login mislukt. Probeer opnieuw.')).toBeVisible();
  });

  test('axe: no violations in the login, captcha, forgot-password and sent views, light and dark', async ({ page }) => {
    // Five axe passes: beside the other worker's tests on 2 cores, sometimes more than 30 s.
    test.setTimeout(60_000);
    await page.goto('/login');
    await expectNoAxeViolations(page);
    await page.getByLabel('E-mailadres').fill(demo.marketeer);
    await captchaCodeAfter(page, () => page.getByLabel('Wachtwoord', { exact: true }).fill('x'));
    await expect(page.getByRole('img', { name: 'Beveiligingscode', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: 'Wachtwoord vergeten?' })
      .or(page.getByRole('link', { name: 'Wachtwoord vergeten?' }))
      .click();
    await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expectNoAxeViolations(page);
  });

  test('an empty form asks for the address first; the BETA modal passes axe and keeps focus inside', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByText('Vul een e-mailadres in')).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toBeFocused();
    const password = page.getByLabel('Wachtwoord', { exact: true });
    await password.fill('Geheim#1');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Wachtwoord tonen' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Wachtwoord verbergen' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Aanmelden voor de BETA' }).click();
    const modal = page.getByRole('dialog', { name: 'Aanmelden voor de BETA' });
    await expect(modal).toBeVisible();
    await modal.getByLabel('E-mailadres').fill('nieuwsgierig@e2e.nl');
    await expect(modal.getByRole('link', { name: /^Mail naar / })).toHaveAttribute('href', /^mailto:.*nieuwsgierig%40e2e\.nl/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('the account screens at 375 px in dark mode: no sideways scrolling, the welcome line, and no axe violations', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' }); // a first visit follows the system's colour scheme
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/login', '/signup', '/onboarding']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(page.getByText('Welkom bij je marketingwerkplek').filter({ visible: true })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }
  });
});
