import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The demo workspace seeded on first start (server/features/demo). */
export const demo = {
  password: 'Demo1234!',
  admin: 'admin@demo.nl',
  marketeer: 'sanne@demo.nl',
  secondMarketeer: 'mark@demo.nl',
  client: 'klant@demo.nl',
} as const;

/** Signs in through the API (the browser context keeps the session cookie). */
export async function signInViaApi(page: Page, email: string, password: string = demo.password): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs in through the login form, as a person would. */
export async function signInViaForm(page: Page, email: string, password: string = demo.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/** Runs axe (WCAG 2.1 A/AA) and fails with the list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
