import { expect, test } from '@playwright/test';
import { clientPortalPaths, publicPaths, publicSitePaths } from '../common/routes';
import { demo, signInViaApi } from './fixtures';

/** Chunks that belong to the signed-in workspace; a public page must never request them. */
const workspaceChunk = /\/assets\/(workspace-layout|sidebar|dashboard-route|workspace-screen)/;

// The site's pages (publicSitePaths) are opened the same way, with more checks, in public-site.spec.ts.
const appPaths = publicPaths.filter((path) => !(publicSitePaths as readonly string[]).includes(path));

test('every public route of the app serves it without a session and without workspace code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  for (const path of appPaths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    expect(new URL(page.url()).pathname, `${path} must not redirect`).toBe(path);
  }
  expect(requested.filter((url) => workspaceChunk.test(url))).toEqual([]);
  // Only /onboarding asks who is signed in: it shows the wizard or the way in.
  const sessionChecks = requested.filter((url) => url.includes('/api/auth/me'));
  expect(sessionChecks.length).toBeLessThanOrEqual(1);
});

test('every client-portal route renders the one portal screen for a client', async ({ page }) => {
  await signInViaApi(page, demo.client);
  for (const path of clientPortalPaths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    expect(new URL(page.url()).pathname, `${path} must not redirect`).toBe(path);
  }
});
