/**
 * Opening something shows it (issue 33, items 7 and 9): an event opened from Ctrl-K or a link is
 * shown on the grid — its period, in the view chosen, marked — also after its card is closed;
 * the demo admin's notifications each open what they are about (an event, the form sidebar with
 * the submission, the colleague, the reminder); and one whose object is gone says so.
 */
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addLocalDays, isoWeekday } from '../common/rules/calendar-time';
import { at, createEvent, dayFromToday, shownGrid, uniqueTitle } from './calendar-kit';
import { createAccount, demo, signInViaApi, waitForScreenReady } from './fixtures';

// Each test opens the calendar's route (FullCalendar's chunk), the form sidebar's and the dashboard's
// cards cold: on a loaded 2-core machine a first screen can take longer than the default 10 s.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** 'YYYY-MM-DD' of the Monday of a date's week. */
function mondayOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monday = addLocalDays({ year, month, day }, 1 - isoWeekday({ year, month, day }));
  return `${monday.year}-${String(monday.month).padStart(2, '0')}-${String(monday.day).padStart(2, '0')}`;
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

async function expectMarkedOnGrid(page: Page, eventId: string) {
  const onGrid = shownGrid(page).locator(`.fc-event[data-event-id="${eventId}"]`).first();
  await expect(onGrid).toBeVisible();
  await expect(onGrid).toHaveCSS('outline-style', 'solid');
}

async function closeCard(page: Page) {
  const card = page.getByTestId('event-card');
  await card.getByRole('button', { name: 'Sluiten' }).first().click();
  await expect(card).toBeHidden();
}

test('an event of next month opened from Ctrl-K is shown on the grid in the chosen view, marked, after its card closes', async ({ page }) => {
  await signInViaApi(page, demo.admin);
  const date = dayFromToday(40);
  const title = uniqueTitle('Lanceringsoverleg');
  const event = await createEvent(page.request, { kind: 'internal', title, start: at(date, '15:00'), end: at(date, '16:00'), allDay: false });

  await page.goto('/calender?view=month');
  await expect(shownGrid(page)).toBeVisible();
  await expect(shownGrid(page).locator(`[data-event-id="${event.id}"]`)).toHaveCount(0);
  await page.keyboard.press('Control+K');
  const palette = page.getByTestId('command-palette');
  await palette.getByRole('combobox').fill(title);
  await palette
    .getByRole('option', { name: new RegExp(title) })
    .first()
    .click();

  const card = page.getByTestId('event-card');
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect.poll(() => param(page, 'event')).toBe(event.id);
  await closeCard(page);
  await expect(shownGrid(page)).toHaveAttribute('data-view', 'month');
  await expectMarkedOnGrid(page, event.id);
  // The month shown is the event's.
  await expect.poll(() => param(page, 'date')?.slice(0, 7)).toBe(date.slice(0, 7));

  // A link names only the event: the week view (the default) goes to its week.
  await page.goto(`/calender?event=${event.id}`);
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await closeCard(page);
  await expect(shownGrid(page)).toHaveAttribute('data-view', 'week');
  await expectMarkedOnGrid(page, event.id);
  await expect.poll(() => param(page, 'date')).toBe(mondayOf(date));
});

async function openInbox(page: Page) {
  const panel = page.getByTestId('inbox-panel');
  if (!(await panel.isVisible())) await page.getByTestId('inbox-toggle').click();
  await expect(panel).toBeVisible();
  return panel;
}

async function openNotification(page: Page, title: string) {
  const panel = await openInbox(page);
  await panel.getByTestId('notification-item').filter({ hasText: title }).first().getByRole('button').first().click();
}

test("the demo admin's notifications each open what they are about", async ({ page }) => {
  await signInViaApi(page, demo.admin);
  await page.goto('/dashboard');

  // contact_event: the call-back, on the grid after its card closes.
  await openNotification(page, 'Terugbelverzoek');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/calender');
  const card = page.getByTestId('event-card');
  await expect(card.getByRole('heading', { name: 'Terugbellen over de Google Ads-resultaten' })).toBeVisible();
  const callBack = param(page, 'event');
  expect(callBack).toBeTruthy();
  await closeCard(page);
  await expectMarkedOnGrid(page, callBack!);

  // contact_event_update: the moved contact moment with its changes marked.
  await openNotification(page, 'Contactmoment verplaatst');
  await expect(card.getByRole('heading', { name: 'Gesprek over de nieuwe vestiging' })).toBeVisible();
  await expect(card.getByTestId('changes-summary')).toBeVisible();
  await closeCard(page);

  // event_reminder: the quarterly meeting (last week's).
  await openNotification(page, 'Herinnering: kwartaaloverleg');
  await expect(card.getByRole('heading', { name: 'Kwartaaloverleg Fietsenmaker Van Dijk' })).toBeVisible();
  await closeCard(page);

  // formulier: the form sidebar with the submission.
  await openNotification(page, 'Nieuwe inzending: Offerteaanvraag');
  const sidebar = page.getByTestId('form-sidebar');
  await expect(sidebar.getByTestId('form-sidebar-title')).toHaveText('Offerteaanvraag');
  await expect(sidebar.getByTestId('form-sidebar-fields')).toContainText('Petra de Boer');
  await expect(sidebar.getByTestId('form-sidebar-fields')).toContainText('Maandbudget');
  expect(param(page, 'sidebar')).toBe('form');
  await sidebar.getByRole('button', { name: 'Formulier sluiten' }).click();
  await expect(sidebar).toBeHidden();
  expect(param(page, 'sidebar')).toBeNull();

  // team_update: the dashboard with the colleague marked.
  await openNotification(page, 'Nieuwe collega');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
  const colleague = page.getByTestId('dashboard-colleague');
  await expect(colleague.getByTestId('dashboard-colleague-name')).toHaveText('Mark Bakker');
  await expect(colleague).toHaveAttribute('data-highlighted', 'true');

  // deadline_reminder without a form: the dashboard shows the reminder.
  await openNotification(page, 'Deadline nadert: contentkalender april');
  await expect(page.getByTestId('dashboard-reminder').getByTestId('dashboard-reminder-title')).toHaveText('Deadline nadert: contentkalender april');
});

async function notify(request: APIRequestContext, recipientEmail: string, data: Record<string, string>) {
  const res = await request.post('/api/test/notifications', { data: { recipientEmail, ...data } });
  expect(res.status(), await res.text()).toBe(201);
}

test('a notification whose object is gone says that it no longer exists', async ({ page }) => {
  const account = await createAccount(page, 'gone');
  const date = dayFromToday(3);
  const event = await createEvent(page.request, {
    kind: 'internal',
    title: uniqueTitle('Vervallen overleg'),
    start: at(date, '10:00'),
    end: at(date, '11:00'),
    allDay: false,
  });
  const removed = await page.request.delete(`/api/calendar/events/${event.id}?version=${event.version}`);
  expect(removed.status(), await removed.text()).toBe(204);
  await notify(page.request, account.email, { type: 'event_reminder', title: 'Herinnering: vervallen overleg', eventId: event.id });
  await notify(page.request, account.email, {
    type: 'formulier',
    title: 'Nieuwe inzending: verwijderd',
    formId: crypto.randomUUID(),
    submissionId: crypto.randomUUID(),
  });
  await notify(page.request, account.email, { type: 'team_update', title: 'Nieuwe collega: vertrokken', colleague: crypto.randomUUID() });
  await page.goto('/dashboard');

  await openNotification(page, 'Herinnering: vervallen overleg');
  await expect(page.getByTestId('event-card')).toContainText('Deze afspraak bestaat niet meer.');
  await closeCard(page);

  await openNotification(page, 'Nieuwe inzending: verwijderd');
  await expect(page.getByTestId('form-sidebar-gone')).toHaveText('Deze inzending bestaat niet meer.');

  await openNotification(page, 'Nieuwe collega: vertrokken');
  await expect(page.getByTestId('dashboard-focus-gone')).toHaveText('Deze collega is geen lid meer van dit bedrijf.');
});

test('a link to an event that does not exist reads it once and says it is gone', async ({ page }) => {
  await signInViaApi(page, demo.admin);
  const missing = crypto.randomUUID();
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/calendar/events/${missing}`) reads.push(request.url());
  });
  await page.goto(`/calender?event=${missing}`);
  await expect(page.getByTestId('event-card')).toContainText('Deze afspraak bestaat niet meer.');
  await waitForScreenReady(page);
  expect(reads).toHaveLength(1);
  // The grid stays where it opened (no date to go to).
  await expect(shownGrid(page)).toBeVisible();
});
