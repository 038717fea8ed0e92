/**
 * Editing on the calendar (issue 20): a drag that meets a colleague's change (409, the Dutch
 * warning, the event back where it was with the colleague's change, and a second drag that
 * succeeds); deleting a single event, and one time of a series ("Alleen deze"); a past contact
 * moment's outcome "Opvolgen" planning the next one; "Bevestigen" on a client's request; and the
 * settings dialog with its ICS link (axe on it too). Set-up through the API.
 */
import { expect, type Browser, type Page, test } from '@playwright/test';
import type { CalendarEvent, CalendarRangeResponse, CalendarSettings } from '../common/schemas/calendar';
import { at, clientId, createEvent, dayFromToday, shownGrid, uniqueTitle } from './calendar-kit';
import { createAccount, demo, expectNoAxeViolations, signInViaApi, waitForLive } from './fixtures';

test.describe.configure({ timeout: 60_000 });

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInViaApi(page, email);
  return page;
}

async function readEvent(page: Page, id: string): Promise<CalendarEvent> {
  const res = await page.request.get(`/api/calendar/events/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { event: CalendarEvent }).event;
}

const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });
const gridEvent = (page: Page, id: string) => shownGrid(page).locator(`[data-testid="calendar-event"][data-event-id="${id}"]`);

/** Drags an event in the day view so that its top lands on the slot of `time` ('HH:mm'). */
async function dragTo(page: Page, id: string, time: string): Promise<void> {
  const event = gridEvent(page, id);
  const lane = shownGrid(page).locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`);
  await lane.scrollIntoViewIfNeeded();
  await event.scrollIntoViewIfNeeded();
  const from = (await event.boundingBox())!;
  const to = (await lane.boundingBox())!;
  // Near its left edge (an event beside it overlaps its right part) and 4 px below its top, well
  // away from the resizer at its bottom.
  const x = from.x + Math.min(8, from.width / 4);
  await page.mouse.move(x, from.y + 4);
  await page.mouse.down();
  for (const y of [from.y + 12, to.y - 8, to.y + 4]) await page.mouse.move(x, y, { steps: 5 });
  await page.mouse.up();
}

test('a drag after a colleague changed the event: the warning, the event back with their change, and a second drag that works', async ({ page, browser }) => {
  await signInViaApi(page, demo.marketeer);
  const day = dayFromToday(15);
  const event = await createEvent(page.request, { kind: 'internal', title: uniqueTitle('Planning'), start: at(day, '10:00'), end: at(day, '11:00') });

  // The live "calendar.changed" is held back while the colleague changes it: the page still shows the version it loaded.
  let holdLive = false;
  await page.routeWebSocket(/\/api\/realtime/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (holdLive && String(message).includes('calendar.changed')) return;
      ws.send(message);
    });
  });
  await page.goto(`/calender?view=day&date=${day}`);
  await waitForLive(page);
  await expect(gridEvent(page, event.id)).toContainText(event.title);

  holdLive = true;
  const mark = await signedInPage(browser, demo.secondMarketeer);
  const renamed = uniqueTitle('Planning (Mark)');
  const change = await mark.request.patch(`/api/calendar/events/${event.id}`, { data: { title: renamed, version: event.version } });
  expect(change.status(), await change.text()).toBe(200);

  const refused = page.waitForResponse((r) => r.url().includes(`/api/calendar/events/${event.id}`) && r.request().method() === 'PATCH');
  await dragTo(page, event.id, '13:00');
  const answer = await refused;
  expect(answer.status()).toBe(409);
  expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('CALENDAR_EVENT_CHANGED');
  await expect(toast(page, 'Deze afspraak is intussen door iemand anders gewijzigd. Bekijk de nieuwe versie en probeer het opnieuw.')).toBeVisible();
  // Back at 10:00, with Mark's title loaded: nothing of his change is lost, nothing of the drag saved.
  await expect(gridEvent(page, event.id)).toContainText(renamed);
  await expect(gridEvent(page, event.id)).toHaveAccessibleName(`Intern: ${renamed}, 10:00 - 11:00`);
  const stored = await readEvent(page, event.id);
  expect(stored).toMatchObject({ title: renamed, start: event.start, end: event.end });

  // With the new version on screen the same drag goes through.
  holdLive = false;
  await dragTo(page, event.id, '13:00');
  await expect(toast(page, 'Afspraak verplaatst')).toBeVisible();
  await expect(gridEvent(page, event.id)).toHaveAccessibleName(`Intern: ${renamed}, 13:00 - 14:00`);
  expect(await readEvent(page, event.id)).toMatchObject({ title: renamed, start: at(day, '13:00'), end: at(day, '14:00') });
});

test('deleting a single event asks once, then closes its card with the toast', async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  const day = dayFromToday(29);
  const event = await createEvent(page.request, { kind: 'internal', title: uniqueTitle('Brainstorm'), start: at(day, '10:00'), end: at(day, '11:00') });
  await page.goto(`/calender?view=day&date=${day}&event=${event.id}`);
  const card = page.getByTestId('event-card');
  await card.getByRole('button', { name: 'Verwijderen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Afspraak verwijderen?' });
  await expect(confirm).toContainText(`"${event.title}" wordt verwijderd.`);
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(toast(page, 'Afspraak verwijderd')).toBeVisible();
  await expect(card).toBeHidden();
  await expect(gridEvent(page, event.id)).toHaveCount(0);
  expect((await page.request.get(`/api/calendar/events/${event.id}`)).status()).toBe(404);
});

test('deleting one time of a series asks which times, and "Alleen deze" removes only that one', async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  const first = dayFromToday(22);
  const series = await createEvent(page.request, {
    kind: 'internal',
    title: uniqueTitle('Dagstart'),
    start: at(first, '08:00'),
    end: at(first, '08:30'),
    recurrence: { freq: 'daily', interval: 1, byWeekday: [], until: null, count: 3 },
  });
  const second = dayFromToday(23);
  await page.goto(`/calender?view=day&date=${second}`);
  await gridEvent(page, series.id).focus();
  await page.keyboard.press('Enter');
  const card = page.getByTestId('event-card');
  await expect(card.getByRole('heading', { name: series.title })).toBeVisible();
  await card.getByRole('button', { name: 'Verwijderen' }).click();

  const scope = page.getByTestId('scope-dialog');
  await expect(scope.getByRole('heading', { name: 'Herhalende afspraak verwijderen' })).toBeVisible();
  for (const name of ['Alleen deze', 'Deze en volgende', 'Alle']) await expect(scope.getByRole('button', { name, exact: true })).toBeVisible();
  await scope.getByRole('button', { name: 'Alleen deze', exact: true }).click();
  await expect(toast(page, 'Afspraak verwijderd')).toBeVisible();
  await expect(scope).toBeHidden();
  await expect(card).toBeHidden();
  await expect(gridEvent(page, series.id)).toHaveCount(0);

  // The first and the third time stay.
  const res = await page.request.get(`/api/calendar/events?from=${at(first, '00:00')}&to=${at(dayFromToday(25), '00:00')}`);
  const { events } = (await res.json()) as CalendarRangeResponse;
  const left = events.filter((o) => o.eventId === series.id || o.seriesId === series.id).map((o) => o.start);
  expect(left).toEqual([at(first, '08:00'), at(dayFromToday(24), '08:00')]);
  await page.goto(`/calender?view=day&date=${dayFromToday(24)}`);
  await expect(gridEvent(page, series.id)).toContainText(series.title);
});

test('"Opvolgen" on a past contact moment of mine plans the next one N days later and opens it', async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  const yesterday = dayFromToday(-1);
  const call = await createEvent(page.request, {
    kind: 'contact',
    title: uniqueTitle('Nabellen offerte'),
    start: at(yesterday, '15:00'),
    end: at(yesterday, '15:15'),
    contact: { type: 'telefoon', priority: 'normaal', name: 'Klaas de Klant', phone: '+31612345678' },
  });
  await page.goto(`/calender?view=day&date=${yesterday}&event=${call.id}`);
  const prompt = page.getByTestId('outcome-prompt');
  await expect(prompt.getByRole('heading', { name: 'Hoe ging het contactmoment?' })).toBeVisible();
  for (const id of ['outcome-afgerond', 'outcome-geen-gehoor', 'outcome-opvolgen']) await expect(prompt.getByTestId(id)).toBeEnabled();
  await prompt.getByTestId('outcome-days').fill('3');
  await prompt.getByTestId('outcome-opvolgen').click();

  await expect(toast(page, 'Opvolging gepland op')).toBeVisible();
  // The card now shows the follow-up, three days after the call at the same time.
  await expect(page).not.toHaveURL(new RegExp(`event=${call.id}`));
  const followUpId = new URL(page.url()).searchParams.get('event')!;
  const card = page.getByTestId('event-card');
  await expect(card.getByRole('button', { name: 'Opvolging van een eerder contactmoment' })).toBeVisible();
  await expect(card.getByTestId('outcome-prompt')).toHaveCount(0);
  const followUp = await readEvent(page, followUpId);
  expect(followUp).toMatchObject({
    kind: 'contact',
    followUpOf: call.id,
    start: at(dayFromToday(2), '15:00'),
    end: at(dayFromToday(2), '15:15'),
    outcome: null,
  });
  expect((await readEvent(page, call.id)).outcome).toBe('opvolgen');
});

test('"Bevestigen" confirms a client’s appointment request', async ({ page, browser }) => {
  await signInViaApi(page, demo.marketeer);
  const bakery = await clientId(page.request, 'Bakkerij De Gouden Korrel');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };

  const klant = await signedInPage(browser, demo.client);
  const slots = await klant.request.get(`/api/portal/clients/${bakery}/calendar/slots?managerId=${me.user.id}&duration=30`);
  expect(slots.status(), await slots.text()).toBe(200);
  const free = ((await slots.json()) as { slots: { start: string }[] }).slots;
  expect(free.length).toBeGreaterThan(0);
  // A random one of the later slots: other tests ask for slots of the same manager.
  const slot = free[free.length - 1 - Math.floor(Math.random() * Math.ceil(free.length / 2))]!;
  const title = uniqueTitle('Vraag over advertenties');
  const asked = await klant.request.post(`/api/portal/clients/${bakery}/calendar/requests`, {
    data: { managerId: me.user.id, start: slot.start, duration: 30, title, message: 'Kunnen we de campagne doornemen?' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { appointment } = (await asked.json()) as { appointment: { eventId: string; status: string } };
  expect(appointment.status).toBe('tentative');

  await page.goto(`/calender?event=${appointment.eventId}`);
  const card = page.getByTestId('event-card');
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card).toContainText('Voorlopig: wacht op jouw bevestiging');
  await expect(card).toContainText('Kunnen we de campagne doornemen?');
  await card.getByTestId('confirm-request').click();
  await expect(toast(page, 'Afspraak bevestigd')).toBeVisible();
  await expect(card.getByTestId('confirm-request')).toHaveCount(0);
  await expect(card).not.toContainText('Voorlopig');
  expect((await readEvent(page, appointment.eventId)).status).toBe('confirmed');
});

test('the settings dialog saves the zone and working hours, and its ICS link serves the events', async ({ page }) => {
  // An account of its own: the demo users' settings stay as the other tests expect them.
  await createAccount(page, 'agenda');
  const title = uniqueTitle('Feedtest');
  await createEvent(page.request, { kind: 'internal', title, start: at(dayFromToday(1), '10:00'), end: at(dayFromToday(1), '11:00') });
  await page.goto('/calender?view=week');
  await page.getByRole('button', { name: 'Agenda-instellingen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agenda-instellingen' });
  await expect(dialog.getByTestId('calendar-settings')).toBeVisible();

  const zone = dialog.getByRole('combobox', { name: 'Tijdzone' });
  await zone.fill('London');
  await page.getByRole('option', { name: /^Europe \/ London \(/ }).click();
  const saturday = dialog.getByRole('checkbox', { name: 'zaterdag' });
  await dialog.getByText('za', { exact: true }).click();
  await expect(saturday).toBeChecked();
  const start = dialog.getByRole('group', { name: 'Van' });
  await start.getByRole('spinbutton').first().pressSequentially('08');
  await start.getByRole('spinbutton').nth(1).pressSequentially('30');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(toast(page, 'Agenda-instellingen opgeslagen')).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = (await (await page.request.get('/api/calendar/settings')).json()) as CalendarSettings;
  expect(saved).toMatchObject({ timeZone: 'Europe/London', workDays: [1, 2, 3, 4, 5, 6], workStart: '08:30', workEnd: '17:00' });

  await page.getByRole('button', { name: 'Agenda-instellingen' }).click();
  const feed = dialog.getByTestId('calendar-feed');
  await expect(feed).toContainText('Je hebt nog geen agenda-link.');
  await feed.getByRole('button', { name: 'Agenda-link maken' }).click();
  const link = feed.getByLabel('Je agenda-link');
  await expect(link).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(feed).toContainText('Kopieer de link nu: je ziet hem maar één keer.');
  await expectNoAxeViolations(page, { label: 'settings dialog with the new link' });

  const ics = await page.request.get(await link.inputValue());
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
  const body = await ics.text();
  expect(body).toMatch(/^BEGIN:VCALENDAR/);
  expect(body).toContain(`SUMMARY:${title}`);
});
