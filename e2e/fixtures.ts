import { AxeBuilder } from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo workspace seeded on first start (server/db/seed.ts). */
export const demo = {
  password: 'Demo1234!',
  admin: 'admin@demo.nl',
  marketeer: 'sanne@demo.nl',
  secondMarketeer: 'mark@demo.nl',
  client: 'klant@demo.nl',
} as const;

/** The fake Google the Playwright config starts beside the app (server/test/fake-google-main.ts). */
export const fakeGoogleURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/** The page's live connection is open (the workspace layout marks it on the document). */
export async function waitForLive(page: Page, timeout = 15_000): Promise<void> {
  await expect(page.locator('[data-realtime-status="open"]')).toBeAttached({ timeout });
}

/**
 * The screen has loaded what it shows: no route, query or mutation has been running for three frames
 * in a row (the root's `data-app-busy`, web/src/app/busy-marker.tsx) and the fonts are in. Unlike
 * network silence this comes also on a screen that reads ahead while idle or polls.
 */
export async function waitForScreenReady(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __idleFrames?: number };
      w.__idleFrames = document.documentElement.dataset.appBusy === 'false' ? (w.__idleFrames ?? 0) + 1 : 0;
      return w.__idleFrames >= 3;
    },
    undefined,
    { polling: 'raf', timeout },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Goes to another screen inside the loaded app, as a link in it would (history and `popstate`, which
 * the router follows), instead of loading the whole app again as `page.goto` does; returns once the
 * router has had two frames to start (waitForScreenReady then sees its loading).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, path);
}

/** A captcha's code through the test-only hook (TEST_HOOKS), as a person reads the picture. */
export async function captchaCode(request: APIRequestContext, captchaId: string): Promise<string> {
  const res = await request.get(`/api/test/captcha/${captchaId}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { code: string }).code;
}

/** Runs `action` (which makes the form ask for a captcha) and answers the code of that captcha. */
export async function captchaCodeAfter(page: Page, action: () => Promise<void>): Promise<string> {
  const issued = page.waitForResponse((r) => r.url().endsWith('/api/auth/captcha') && r.request().method() === 'POST');
  await action();
  const { captchaId } = (await (await issued).json()) as { captchaId: string };
  return captchaCode(page.request, captchaId);
}

/** Signs in through the API, captcha included (the browser context keeps the session cookie). */
export async function signInViaApi(page: Page, email: string, password: string = demo.password): Promise<void> {
  const captcha = await page.request.post('/api/auth/captcha', { data: { purpose: 'login' } });
  const { captchaId } = (await captcha.json()) as { captchaId: string };
  const code = await captchaCode(page.request, captchaId);
  const res = await page.request.post('/api/auth/login', { data: { email, password, captchaId, captchaCode: code } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Fills the login form, captcha included, as a person would; does not submit. */
export async function fillLoginForm(page: Page, email: string, password: string = demo.password): Promise<void> {
  await page.getByLabel('E-mailadres').fill(email);
  const code = await captchaCodeAfter(page, () => page.getByLabel('Wachtwoord', { exact: true }).fill(password));
  await page.getByLabel('Captcha').fill(code);
}

/** Signs in through the login form, as a person would. */
export async function signInViaForm(page: Page, email: string, password: string = demo.password): Promise<void> {
  await page.goto('/login');
  await fillLoginForm(page, email, password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/**
 * The newest mail to an address in the outbox (GET /api/dev/mail, not in production), of one
 * `kind` when given ('password-reset', 'invitation', 'email-confirmation', …): a sign-up's
 * address already holds the mail "Bevestig je e-mailadres" when a test waits for another one.
 */
export async function latestMailTo(
  request: APIRequestContext,
  to: string,
  kind?: string,
): Promise<{ id: string; subject: string; text: string; kind: string }> {
  let found: { id: string; subject: string; text: string; kind: string } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
      const { mails } = (await res.json()) as { mails: Array<{ id: string; subject: string; text: string; kind: string }> };
      found = mails.find((mail) => kind === undefined || mail.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/**
 * Runs axe and fails with the list of violations: the WCAG 2.1 A/AA rules, or every rule (best
 * practices too) with `allRules`. Legacy mode runs axe in the page itself instead of frame by
 * frame (our pages have no iframes) and only violations are collected: the same rules, more
 * than twice as fast, which matters with some hundred axe runs on 2 cores. It runs once the page's
 * CSS transitions have ended.
 */
export async function expectNoAxeViolations(page: Page, { label, allRules = false }: { label?: string; allRules?: boolean } = {}): Promise<void> {
  // Colours mid-transition (a theme switch, a hover ending) are not what a person ends up seeing:
  // wait for running CSS transitions (never for endless animations such as a skeleton's pulse).
  // At most 3 s: a transition that an element restarts while it runs never reports finished.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  if (!allRules) builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, label).toEqual([]);
}

/**
 * Proves a signed-up account's address as a person does (a sign-up's address is unproven, and an
 * unproven admin may not invite): opens the link in the mail "Bevestig je e-mailadres" from the
 * outbox and presses the button. The page is left on the confirmation; the session stays as it was.
 */
export async function proveAddress(page: Page, account: { email: string }): Promise<void> {
  const mail = await latestMailTo(page.request, account.email, 'email-confirmation');
  expect(mail.subject).toBe('Bevestig je e-mailadres');
  const link = mail.text.match(/http\S+#\/confirm-email\?token=\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await page.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
  await expect(page.getByText('Je e-mailadres is bevestigd.')).toBeVisible();
}

/** A fresh account with its own company (signup and onboarding through the API); the context is signed in. */
export async function createAccount(page: Page, label: string, password = 'Proef#Werk42'): Promise<{ email: string; password: string; name: string }> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.nl`;
  const name = `Proef ${label}`;
  const captcha = await page.request.post('/api/auth/captcha', { data: { purpose: 'signup' } });
  const { captchaId } = (await captcha.json()) as { captchaId: string };
  const code = await captchaCode(page.request, captchaId);
  const signup = await page.request.post('/api/auth/signup', {
    data: { captchaId, captchaCode: code, name, email, password, confirmPassword: password },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const onboarding = await page.request.post('/api/onboarding/complete', {
    data: { name, avatarColor: null, company: { action: 'create', name: `Bureau ${label}` } },
  });
  expect(onboarding.status(), await onboarding.text()).toBe(200);
  return { email, password, name };
}
