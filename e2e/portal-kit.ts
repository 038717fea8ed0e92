/**
 * What several browser tests share about the portal: a fresh client of the demo agency with a
 * portal user signed in in a browser context of its own, light and dark through the toggle the
 * screen shows, and axe in light, dark and at 375 px wide.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, latestMailTo } from './fixtures';

/** A fresh client of the demo agency managed by the signed-in marketeer, with one portal user signed in in a context of its own. */
export async function clientWithPortalUser(page: Page, browser: Browser, label = 'Formulier') {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const email = `${label.toLowerCase()}-klant-${stamp}@e2e.nl`;
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
  const created = await page.request.post('/api/clients', { data: { name: `Tuincentrum ${label} ${stamp}`, managerIds: [me.user.id] } });
  expect(created.status(), await created.text()).toBe(201);
  const { client } = (await created.json()) as { client: { id: string; name: string } };
  const contactRes = await page.request.post(`/api/clients/${client.id}/contacts`, { data: { name: 'Fleur Formulier', email } });
  expect(contactRes.status(), await contactRes.text()).toBe(201);
  const { contact } = (await contactRes.json()) as { contact: { id: string } };
  expect((await page.request.post(`/api/clients/${client.id}/contacts/${contact.id}/invite`)).status()).toBe(200);
  const token = (await latestMailTo(page.request, email, 'client-invitation')).text.match(/set-password#token=(\S+)/)?.[1];
  expect(token).toBeTruthy();
  const portal = await (await browser.newContext()).newPage();
  const accepted = await portal.request.post('/api/auth/invitation/accept', {
    data: { token, name: 'Fleur Formulier', password: 'Tuin#Formulier42', confirmPassword: 'Tuin#Formulier42' },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return { client, portal };
}

/** Light or dark through the dark-mode toggle the screen shows. */
export async function setDark(page: Page, dark: boolean) {
  const toggle = page.getByRole('button', { name: 'Donkere modus', exact: true }).first();
  if ((await toggle.getAttribute('aria-pressed')) !== String(dark)) await toggle.click();
  await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/** Axe in light, dark and at 375 px wide (back to light and the desktop size after). */
export async function axeEverywhere(page: Page, label: string) {
  await expectNoAxeViolations(page, { label: `${label} (licht)` });
  await setDark(page, true);
  await expectNoAxeViolations(page, { label: `${label} (donker)` });
  await setDark(page, false);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 812 });
  // Views that size themselves to their box (the viewer's stages) follow the new width a frame or two later.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${label}: no sideways scrolling at 375 px` })
    .toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, { label: `${label} (375 px)` });
  await page.setViewportSize(size);
}
