import { expect, test } from '@playwright/test';
import { demo, expectNoAxeViolations, fillLoginForm, signInViaApi, signInViaForm } from './fixtures';

test.describe('signing in and access by role', () => {
  test('a marketeer signs in through the form and lands on /dashboard', async ({ page }) => {
    await signInViaForm(page, demo.marketeer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welkom, Sanne Jansen' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  });

  test('a wrong password shows the Dutch error and keeps what was typed', async ({ page }) => {
    await signInViaForm(page, demo.marketeer, 'Verkeerd1!');
    await expect(page.getByText('Ongeldige inloggegevens')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('E-mailadres')).toHaveValue(demo.marketeer);
  });

  test('a client is sent to /clientportal, and away from the marketeer dashboard with the error', async ({ page }) => {
    await signInViaForm(page, demo.client);
    await expect(page).toHaveURL(/\/clientportal$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/clientportal$/);
    await expect(page.getByText('Je probeert een marketeer dashboard te openen als client')).toBeVisible();
  });

  test('a marketeer opening /clientportal is sent to /dashboard with the error', async ({ page }) => {
    await signInViaApi(page, demo.marketeer);
    await page.goto('/clientportal');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Je probeert het client portal te openen als marketeer')).toBeVisible();
  });

  test('a client opening a marketeer agenda event lands in the portal calendar', async ({ page }) => {
    await signInViaApi(page, demo.client);
    await page.goto('/calender?type=marketeer&event=1');
    await expect(page).toHaveURL(/\/clientportal\/calendar$/);
    await expect(page.getByText('Je probeert een marketeer agenda event te openen')).toBeVisible();
  });

  test('an unknown path goes to /login', async ({ page }) => {
    await page.goto('/deze-pagina-bestaat-niet');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Inloggen', exact: true })).toBeVisible();
  });

  test('a client sent to /login from a portal page comes back to that page (rule 2)', async ({ page }) => {
    await page.goto('/clientportal/forms');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fclientportal%2Fforms$/);
    await fillLoginForm(page, demo.client);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL(/\/clientportal\/forms$/);
  });

  test('a signed-in user opening the landing page goes to work; the information pages stay readable', async ({ page }) => {
    await signInViaForm(page, demo.marketeer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/privacy');
    await page.waitForTimeout(600);
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('a session that cannot be read shows the failure with a retry instead of signing the user out', async ({ page }) => {
    await signInViaApi(page, demo.marketeer);
    let failing = true;
    await page.route('**/api/auth/me', (route) =>
      failing
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"DATABASE_UNAVAILABLE","message":"x"}}' })
        : route.fallback(),
    );
    await page.goto('/accounts');
    await expect(page.getByText('Er is een fout opgetreden bij het ophalen van gebruikersgegevens')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/accounts$/);
    failing = false;
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    await expect(page).toHaveURL(/\/accounts$/);
  });

  test('a workspace page without a session goes to /login and comes back after signing in', async ({ page }) => {
    await page.goto('/accounts');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccounts$/);
    await fillLoginForm(page, demo.marketeer);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL(/\/accounts$/);
  });

  test('signing in and switching company post the extension messages to the own origin, without a token', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: Array<{ data: unknown; origin: string }> = [];
      (window as unknown as { seenMessages: typeof seen }).seenMessages = seen;
      window.addEventListener('message', (event) => seen.push({ data: event.data, origin: event.origin }));
    });
    await signInViaForm(page, demo.admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    const seen = () => page.evaluate(() => (window as unknown as { seenMessages: Array<{ data: unknown; origin: string }> }).seenMessages);
    await expect.poll(async () => (await seen()).map((m) => m.data)).toContainEqual({ type: 'signed in', source: 'marketing-werkplek' });

    await page
      .getByRole('button', { name: /Bedrijf/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'Visser Webshop' }).click();
    await expect(page.getByText('Je werkt nu in Visser Webshop')).toBeVisible();
    await expect.poll(async () => (await seen()).map((m) => m.data)).toContainEqual({ type: 'update', source: 'marketing-werkplek' });
    for (const message of await seen()) {
      expect(message.origin).toBe(new URL(page.url()).origin);
      expect(JSON.stringify(message.data)).not.toMatch(/token|sid|password|@/i);
    }
  });

  test('signing out ends the session, tells the other tab and posts the extension message without a token', async ({ page }) => {
    await signInViaApi(page, demo.marketeer);
    const otherTab = await page.context().newPage();
    await otherTab.goto('/accounts');
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { seenMessages: unknown[] }).seenMessages = seen;
      window.addEventListener('message', (event) => {
        if (event.origin === window.location.origin) seen.push(event.data);
      });
    });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/login/);
    const messages = await page.evaluate(() => (window as unknown as { seenMessages: unknown[] }).seenMessages);
    expect(messages).toContainEqual({ type: 'signed out', source: 'marketing-werkplek' });
    for (const message of messages) expect(JSON.stringify(message)).not.toMatch(/token|sid|password/i);

    await expect(otherTab).toHaveURL(/\/login/);
    await expect(otherTab.getByText('Je bent uitgelogd in een ander tabblad.')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
});

test.describe('workspace layout', () => {
  test('the sidebar state survives a reload', async ({ page }) => {
    await signInViaApi(page, demo.marketeer);
    await page.goto('/dashboard');
    const main = page.getByRole('main');
    await expect(page.getByRole('button', { name: 'Menu inklappen' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu inklappen' }).click();
    await expect(page.getByRole('button', { name: 'Menu uitklappen' })).toBeVisible();
    // The margin animates for 200 ms: poll until it settles.
    const margin = () => main.evaluate((el) => getComputedStyle(el).marginLeft);
    await expect.poll(margin).toBe('64px');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Menu uitklappen' })).toBeVisible();
    await expect.poll(margin).toBe('64px');
    await page.getByRole('button', { name: 'Menu uitklappen' }).click();
    // Spec section 2: ml-44 (11rem) expanded.
    await expect.poll(margin).toBe('176px');
  });

  test('at 1280×800 the expanded sidebar shows every entry, the locked ones included, without scrolling its nav', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The admin has the most above the nav: the company switcher and the marketeer dropdown.
    await signInViaApi(page, demo.admin);
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Menu inklappen' })).toBeVisible();
    await expect.poll(() => page.getByRole('main').evaluate((el) => getComputedStyle(el).marginLeft)).toBe('176px');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const list = nav.getByRole('list').first();
    expect(await list.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
    for (const name of ['Analytics (binnenkort beschikbaar)', 'E-mail (binnenkort beschikbaar)', 'Instellingen']) {
      await expect(nav.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
    }
    // Nothing in the 11rem sidebar runs past its edge: long names are cut and carry the whole name as a title.
    const overflowing = await page.locator('#workspace-sidebar').evaluate((aside) =>
      Array.from(aside.querySelectorAll<HTMLElement>('a, button, span'))
        .filter((el) => el.getBoundingClientRect().right > aside.getBoundingClientRect().right + 0.5)
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(overflowing).toEqual([]);
  });

  test('/calender and /calendar show the same screen', async ({ page }) => {
    await signInViaApi(page, demo.marketeer);
    await page.goto('/calender');
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  });

  test('no horizontal page overflow at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInViaApi(page, demo.admin);
    for (const path of ['/dashboard', '/accounts', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('accessibility', () => {
  test('axe finds no violations on /login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Inloggen', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('axe finds no violations on /dashboard, light and dark', async ({ page }) => {
    await signInViaApi(page, demo.admin);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Donkere modus', exact: true }).first().click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  });
});
