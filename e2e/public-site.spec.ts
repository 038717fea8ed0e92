import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { publicSitePaths } from '../common/routes';
import { expectNoAxeViolations, latestMailTo } from './fixtures';

/** Chooses English the way the footer's selector does (the server reads the cookie). */
async function chooseEnglish(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
}

/** Every axe rule (WCAG and best practices), so nothing Lighthouse's accessibility audit checks slips through. */
const expectNoSiteAxeViolations = (page: Page, label: string) => expectNoAxeViolations(page, { label, allRules: true });

/**
 * Opens a public page and waits until every island answers: the menu and the waitlist modal
 * hydrate after the first paint, the others when they come into view (so the page is scrolled
 * through once and back).
 */
async function openSitePage(page: Page, path: string) {
  await page.goto(path);
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 500) await page.mouse.wheel(0, 500);
  await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A failed request (e.g. the 409 of a duplicate sign-up) is an answer, not a page error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

test.describe('public site', () => {
  test('every public page is in the HTML before any script runs, in Dutch and in English', async ({ browser, baseURL }) => {
    // 34 pages in two languages: beside the other worker's browser tests on 2 cores, more than 30 s.
    test.setTimeout(90_000);
    for (const language of ['nl', 'en'] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, locale: 'nl-NL' });
      if (language === 'en') await chooseEnglish(context, baseURL);
      const page = await context.newPage();
      for (const path of publicSitePaths) {
        // No script runs, so there is nothing to wait for after the document is parsed.
        const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
        expect(response?.status(), path).toBe(200);
        expect(response?.headers()['content-language'], path).toBe(language);
        await expect(page.locator('html'), path).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        expect((await page.title()).length, path).toBeGreaterThan(5);
      }
      await context.close();
    }
  });

  test('every public page hydrates without errors and loads no workspace code', async ({ page }) => {
    // 34 pages, each until the network is quiet: beside the other worker's tests on 2 cores, more than 30 s.
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const path of publicSitePaths) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      expect(new URL(page.url()).pathname, `${path} must not redirect`).toBe(path);
    }
    expect(errors).toEqual([]);
    const scripts = requested.filter((p) => p.startsWith('/assets/') && p.endsWith('.js'));
    expect(scripts.filter((p) => /\/(main|workspace-layout|sidebar|dashboard-route|query-client|useTranslation|zod)-/.test(p))).toEqual([]);
    // A visitor without a remembered session never asks for one.
    expect(requested.filter((p) => p.startsWith('/api/auth/me'))).toEqual([]);
  });

  test('the language selector switches the page and is remembered on the next pages and in the app', async ({ page }) => {
    await openSitePage(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    const dutchTitle = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('group', { name: 'Taal' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await openSitePage(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(dutchTitle!);
    await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await openSitePage(page, '/pricing');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Nederlands' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('waitlist: empty, success that closes after 2 s, duplicate in other capitals, and closing', async ({ page }) => {
    const email = `wachtlijst-${Date.now()}@example.nl`;
    // The page's clock runs normally until it is paused below, so the 2 s are counted exactly
    // however slowly a busy machine shows the success.
    await page.clock.install();
    await openSitePage(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Join waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Op de wachtlijst' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByLabel('E-mailadres');
    await expect(field).toBeFocused();
    const submit = dialog.getByRole('button', { name: 'Join waitlist' });
    await expect(submit).toBeDisabled();

    await field.fill('   ');
    await submit.click();
    const message = dialog.getByText('Email is verplicht');
    await expect(message).toBeVisible();
    await expect(message).toHaveClass(/text-danger/);

    await field.fill(email);
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    await submit.click();
    const thanks = dialog.getByText('Bedankt! Je staat nu op de wachtlijst.');
    await expect(thanks).toBeVisible();
    await expect(thanks).toHaveClass(/text-success-text/);
    await page.clock.runFor(1_900);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(200);
    await expect(dialog).toBeHidden();
    await page.clock.resume();
    const mail = await latestMailTo(page.request, email);
    expect(mail.kind).toBe('waitlist-welcome');

    // Again, in capitals and with spaces: the same address.
    await page.getByRole('link', { name: 'Join waitlist' }).first().click();
    await expect(dialog).toBeVisible();
    await expect(field).toHaveValue('');
    await field.fill(`  ${email.toUpperCase()} `);
    await submit.click();
    const duplicate = dialog.getByText('Dit email adres is al aangemeld!');
    await expect(duplicate).toBeVisible();
    await expect(duplicate).toHaveClass(/text-danger/);
    await expect(field).toHaveValue(`  ${email.toUpperCase()} `);

    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Join waitlist' }).first().click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5); // the background
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Join waitlist' }).first().click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('waitlist in English: the page language reaches the welcome mail', async ({ page, context, baseURL }) => {
    await chooseEnglish(context, baseURL);
    const email = `waitlist-en-${Date.now()}@example.com`;
    await page.goto('/#waitlist');
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByRole('button', { name: 'Join waitlist' }).click();
    await expect(dialog.getByText("Thanks! You're on the waitlist now.")).toBeVisible();
    const mail = await latestMailTo(page.request, email);
    expect(mail.subject).toBe("You're on the Marketing Werkplek waitlist");
  });

  test('the feature carousel moves on every 8 s and a click stops it on that item, expanded', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('tablist', { name: 'Functies' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="feature-carousel"][data-hydrated]')).toHaveCount(1);
    const tabs = carousel.getByRole('tab');
    await expect(tabs).toHaveCount(5);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.mouse.move(0, 0);
    await page.clock.runFor(8_000);
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(8_000);
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');

    await tabs.nth(4).click();
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(4)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Meer over Creative review' })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(40_000);
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
  });

  test('the platform menu lists the five feature pages', async ({ page }) => {
    await openSitePage(page, '/');
    const platform = page.getByRole('banner').getByRole('button', { name: 'Platform' });
    await platform.click();
    const menu = page.getByRole('list', { name: 'Functies van het platform' });
    await expect(menu.getByRole('link')).toHaveCount(5);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(platform).toBeFocused();
    await platform.click();
    await menu.getByRole('link', { name: /Checklists/ }).click();
    await expect(page).toHaveURL(/\/features\/checklists$/);
  });

  test('a scroll past 600 px is counted once as an anonymous page event, without cookies', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'nl', url: baseURL! }]);
    const events: Array<{ body: unknown; cookie: string | undefined }> = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/page-events')) return;
      void request.allHeaders().then((headers) => events.push({ body: request.postDataJSON(), cookie: headers.cookie }));
    });
    await page.goto('/');
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    expect(events).toEqual([]);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => events.length).toBe(1);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(events).toEqual([{ body: { event: 'scroll_600', path: '/' }, cookie: undefined }]);
  });

  test('contact: every wrong field is named, nothing typed is lost, and a message reaches the team', async ({ page }) => {
    await openSitePage(page, '/contact');
    const send = page.getByRole('button', { name: 'Bericht versturen' });
    const form = page.locator('form').filter({ has: send });
    await form.getByLabel('E-mailadres').fill('geen-adres');
    await form.getByLabel('Bericht').fill('Kort');
    await send.click();
    await expect(form.getByText('Vul je naam in')).toBeVisible();
    await form.getByLabel('Naam').fill('Jan de Vries');
    await send.click();
    await expect(form.getByText('Vul een geldig e-mailadres in')).toBeVisible();
    await expect(form.getByText('Je bericht is te kort (minimaal 10 tekens)')).toBeVisible();
    await expect(form.getByLabel('Bericht')).toHaveValue('Kort');
    await expect(form.getByLabel('Naam')).toHaveValue('Jan de Vries');

    const sender = `contact-${Date.now()}@example.nl`;
    await form.getByLabel('E-mailadres').fill(sender);
    await form.getByLabel('Bericht').fill('Wij beheren 40 advertentieaccounts. Kunnen we eerder meedoen met de BETA?');
    await send.click();
    await expect(form.getByText('Bedankt voor je bericht! We reageren binnen twee werkdagen.')).toBeVisible();
    await expect(form.getByLabel('Bericht')).toHaveValue('');
    const confirmation = await latestMailTo(page.request, sender);
    expect(confirmation.kind).toBe('contact-confirmation');
    const team = await latestMailTo(page.request, 'info@marketingwerkplek.nl');
    expect(team.text).toContain(sender);
  });

  test('works at 375 px: the menu button opens every page link', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openSitePage(page, '/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Menu openen' }).click();
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(menu.getByRole('link', { name: 'Prijzen' })).toBeVisible();
    await menu.getByRole('link', { name: 'Join waitlist' }).click();
    await expect(page.getByRole('dialog', { name: 'Op de wachtlijst' })).toBeVisible();
  });
});

test.describe('public site accessibility', () => {
  const parts = 4;
  const size = Math.ceil(publicSitePaths.length / parts);
  for (let part = 0; part < parts; part++) {
    const paths = publicSitePaths.slice(part * size, (part + 1) * size);
    test(`axe finds no violations, Dutch light and English dark (part ${part + 1})`, async ({ browser, baseURL }) => {
      test.setTimeout(90_000);
      const dutch = await browser.newContext({ locale: 'nl-NL' });
      const english = await browser.newContext({ locale: 'nl-NL' });
      await chooseEnglish(english, baseURL);
      await english.addInitScript(() => localStorage.setItem('app-storage', JSON.stringify({ state: { darkMode: true }, version: 1 })));
      for (const [context, label] of [
        [dutch, 'nl light'],
        [english, 'en dark'],
      ] as const) {
        const page = await context.newPage();
        for (const path of paths) {
          // The prerendered HTML is what axe checks: hydrating the islands does not change it.
          await page.goto(path);
          await expectNoSiteAxeViolations(page, `${path} ${label}`);
        }
      }
      if (part === 0) await openWaitlistAndCheck(dutch);
      await dutch.close();
      await english.close();
    });
  }
});

/** The open waitlist modal itself, too. */
async function openWaitlistAndCheck(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/#waitlist', { waitUntil: 'networkidle' });
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSiteAxeViolations(page, 'waitlist modal');
}
