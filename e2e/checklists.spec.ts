/**
 * Checklists (issue 7): a marketer creates the daily spend check from its starter template, ticks
 * every item until it is completed, and the daily refresh (the job run at a chosen moment: the
 * fake clock) starts a new round with the finished one in the history. A colleague sees a tick
 * arrive live. axe runs on the list, an open checklist and the templates.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo, expectNoAxeViolations, signInViaApi, waitForLive } from './fixtures';

// Two contexts, live updates, a 2 s fetch gate and four axe runs: on a loaded 2-core machine up to a minute.
test.describe.configure({ timeout: 90_000 });

const openChecklistId = (page: Page) => new URL(page.url()).searchParams.get('checklist');

test('create from a template, tick everything, and the daily refresh starts a new round with history', async ({ page }) => {
  const title = `Dagelijkse bestedingscheck ${Date.now()}`;
  await signInViaApi(page, demo.marketeer);
  await page.goto('/checklists');
  await waitForLive(page);
  await expect(page.getByTestId('checklist-list')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByTestId('create-checklist-button').click();
  await page.getByTestId('template-option').filter({ hasText: 'Dagelijkse bestedingscheck' }).click();
  const form = page.getByTestId('create-checklist-form');
  await form.getByLabel('Titel').fill(title);
  await form.getByRole('button', { name: 'Checklist maken' }).click();
  await expect(form).toBeHidden();

  const panel = page.getByTestId('checklist-panel');
  await expect(panel.getByTestId('checklist-title')).toContainText(title);
  await expect.poll(() => openChecklistId(page)).not.toBeNull();
  const id = openChecklistId(page)!;
  const boxes = panel.getByRole('checkbox');
  await expect(boxes).toHaveCount(6);

  for (let i = 0; i < 6; i += 1) {
    await boxes.nth(i).check();
    await expect(boxes.nth(i)).toBeChecked();
  }
  await expect(panel.getByTestId('checklist-completed-banner')).toBeVisible();
  const row = page.getByTestId('checklist-row').filter({ hasText: title });
  await expect(row).toContainText('Voltooid');
  await expectNoAxeViolations(page);

  // The fake clock: the job runs at the checklist's next reset (tomorrow 09:00 in Amsterdam).
  const detail = (await (await page.request.get(`/api/checklists/${id}`)).json()) as { checklist: { nextRefreshAt: string } };
  const run = await page.request.post('/api/test/checklists/jobs', { data: { now: detail.checklist.nextRefreshAt } });
  expect(run.status(), await run.text()).toBe(200);

  // Live: the round starts over without a reload, and the finished round is in the history.
  await expect(panel.getByTestId('checklist-completed-banner')).toBeHidden({ timeout: 10_000 });
  for (let i = 0; i < 6; i += 1) await expect(boxes.nth(i)).not.toBeChecked();
  const history = panel.getByTestId('checklist-history');
  await history.scrollIntoViewIfNeeded();
  const entry = history.getByTestId('history-entry').first();
  await expect(entry).toContainText('6/6 gedaan');
  await expect(entry).toContainText('Voltooid');
  await expect(row).not.toContainText('Voltooid');
  await expect(row).toContainText('0/6');
  await expectNoAxeViolations(page);
});

test('a colleague sees a ticked item live', async ({ browser }) => {
  const title = `Lancering voorjaar ${Date.now()}`;
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  await signInViaApi(a, demo.marketeer);
  await signInViaApi(b, demo.secondMarketeer);

  // Sanne makes a checklist and shares it with Mark (can_edit by default).
  const created = await a.request.post('/api/checklists', { data: { title, items: ['Pixel getest', 'Budget ingesteld', 'Creatives goedgekeurd'] } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const members = (await (await a.request.get('/api/company/members')).json()) as { members: { userId?: string; id?: string; email: string }[] };
  const mark = members.members.find((m) => m.email === demo.secondMarketeer)!;
  const shared = await a.request.post(`/api/checklists/${id}/shares`, { data: { userId: mark.userId ?? mark.id } });
  expect(shared.status(), await shared.text()).toBe(201);

  await b.goto(`/checklists?checklist=${id}`);
  await waitForLive(b);
  const panelB = b.getByTestId('checklist-panel');
  await expect(panelB.getByTestId('checklist-title')).toContainText(title);
  await expect(panelB.getByRole('checkbox', { name: 'Budget ingesteld' })).not.toBeChecked();

  await a.goto(`/checklists?checklist=${id}`);
  await waitForLive(a);
  await a.getByTestId('checklist-panel').getByRole('checkbox', { name: 'Budget ingesteld' }).check();

  // Mark sees the tick and who did it, without reloading.
  await expect(panelB.getByRole('checkbox', { name: 'Budget ingesteld' })).toBeChecked();
  await expect(panelB.getByTestId('checklist-item').filter({ hasText: 'Budget ingesteld' })).toContainText('Sanne');
  await expect(b.getByTestId('checklist-row').filter({ hasText: title })).toContainText('1/3');

  // The templates, with the starters and the company's own.
  await b.getByRole('tab', { name: 'Templates' }).click();
  await expect(b.getByTestId('templates-view')).toContainText('Wekelijkse accountaudit');
  await expect(b.getByTestId('templates-view')).toContainText('Onboarding nieuwe klant');
  await expectNoAxeViolations(b);

  await contextA.close();
  await contextB.close();
});
