/**
 * The calendar's flows across people (issue 20): a contact moment drag-created in the week view
 * whose in-app reminder (the reminder job through the test hook, at the reminder's due moment)
 * reaches the inbox live and opens the event; a colleague's change of a contact moment marking
 * exactly the changed rows; a client accepting an appointment in the portal while the
 * marketeer's open event card shows the answer live.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { CalendarEvent, CalendarRangeResponse } from '../common/schemas/calendar';
import { clientId, createEvent, shownGrid, uniqueTitle } from './calendar-kit';
import { demo, signInViaApi, waitForLive } from './fixtures';

// Two browser contexts and live round trips: on a loaded 2-core machine more than 30 s.
test.describe.configure({ timeout: 60_000 });

const minuteMs = 60_000;
const slotMs = 30 * minuteMs;

/** A browser context of its own, signed in as `email`. */
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, email);
  return page;
}

async function userIdOf(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/auth/me');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

async function calendarZone(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/calendar/settings');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { timeZone: string }).timeZone;
}

/** The wall clock of `at` in `timeZone`: 'YYYY-MM-DD' and 'HH:MM'. */
function wallClock(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Some days ahead at a whole hour: upcoming for the whole test, and no reminder of it comes due meanwhile. */
function daysAhead(days: number): { start: string; end: string } {
  const start = Math.ceil((Date.now() + days * 86_400_000) / 3_600_000) * 3_600_000;
  return { start: new Date(start).toISOString(), end: new Date(start + 3_600_000).toISOString() };
}

/**
 * The first hour from two 30-minute slots that starts at least 15 minutes from now (so its default
 * 10-minute reminder is still ahead once the event is saved) with nothing on the calendar in it
 * (a press on an event would drag that event instead of selecting), on the same day.
 */
async function freeHourSoon(request: APIRequestContext, timeZone: string): Promise<Date> {
  const first = Math.ceil((Date.now() + 15 * minuteMs) / slotMs) * slotMs;
  const from = new Date(first).toISOString();
  const to = new Date(first + 2 * 86_400_000).toISOString();
  const res = await request.get(`/api/calendar/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
  expect(res.status(), await res.text()).toBe(200);
  const answer = (await res.json()) as CalendarRangeResponse;
  const busy = [
    ...answer.events.filter((e) => !e.allDay).map((e) => [Date.parse(e.start), Date.parse(e.end)] as const),
    ...answer.deadlines.map((d) => [Date.parse(d.at), Date.parse(d.at) + slotMs] as const),
  ];
  for (let start = first; start < first + 86_400_000; start += slotMs) {
    const end = start + 2 * slotMs;
    if (wallClock(new Date(start), timeZone).date !== wallClock(new Date(end - 1), timeZone).date) continue;
    if (busy.some(([s, e]) => s < end && e > start)) continue;
    return new Date(start);
  }
  throw new Error('no free hour in the next day');
}

/** Drags in the week view's time grid from the start of one slot to the end of the next, as a person selects an hour. */
async function dragHour(page: Page, start: Date, timeZone: string) {
  const { date, time } = wallClock(start, timeZone);
  const next = wallClock(new Date(start.getTime() + slotMs), timeZone).time;
  const column = shownGrid(page).locator(`td.fc-timegrid-col[data-date="${date}"]`);
  const firstLane = shownGrid(page).locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`);
  const secondLane = shownGrid(page).locator(`td.fc-timegrid-slot-lane[data-time="${next}:00"]`);
  // The grid opens at the working day's start: bring the hour to the middle of the screen (its
  // scroller and the page). Near the window's edge FullCalendar scrolls the page while one drags,
  // and the selection would grow by the time that takes.
  await firstLane.evaluate((lane) => lane.scrollIntoView({ block: 'center' }));
  const col = (await column.boundingBox())!;
  const a = (await firstLane.boundingBox())!;
  const b = (await secondLane.boundingBox())!;
  const x = col.x + col.width / 2;
  await page.mouse.move(x, a.y + 3);
  await page.mouse.down();
  for (const y of [a.y + a.height / 2, a.y + a.height - 2, b.y + b.height / 3, b.y + b.height - 3]) await page.mouse.move(x, y, { steps: 4 });
  await page.mouse.up();
}

async function openInbox(page: Page) {
  await page.getByTestId('inbox-toggle').click();
  const panel = page.getByTestId('inbox-panel');
  await expect(panel).toBeVisible();
  return panel;
}

/** The unread notification's button in the open inbox. */
const unreadItem = (page: Page, title: string) =>
  page.getByTestId('inbox-panel').getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(ongelezen\\)`) });

test('a drag-created contact moment reminds its owner in the inbox live, and the reminder opens the event (also after a reload)', async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  const timeZone = await calendarZone(page.request);
  const start = await freeHourSoon(page.request, timeZone);
  const title = uniqueTitle('Bel Bakkerij');

  await page.goto(`/calender?view=week&date=${wallClock(start, timeZone).date}`);
  await waitForLive(page);
  await expect(shownGrid(page).locator(`td.fc-timegrid-col[data-date="${wallClock(start, timeZone).date}"]`)).toBeVisible();
  await dragHour(page, start, timeZone);

  const form = page.getByTestId('event-form');
  await expect(form).toBeVisible();
  await form.getByTestId('event-kind').getByRole('button').click();
  await page.getByRole('option', { name: 'Contactmoment', exact: true }).click();
  await form.getByRole('textbox', { name: 'Titel' }).fill(title);
  await form.getByRole('textbox', { name: 'Telefoon' }).fill('06 12345678');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/calendar/events') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Afspraak opslaan' }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  const { event } = (await response.json()) as { event: CalendarEvent };
  // The dragged hour, with the default reminder.
  expect(event).toMatchObject({
    kind: 'contact',
    start: start.toISOString(),
    end: new Date(start.getTime() + 2 * slotMs).toISOString(),
    reminders: [{ channel: 'in_app', minutesBefore: 10 }],
  });
  await expect(form).toBeHidden();
  await expect(shownGrid(page).locator(`[data-testid="calendar-event"][data-event-id="${event.id}"]`)).toBeVisible();

  const panel = await openInbox(page);
  // The reminder job at the reminder's due moment (its fake clock) for this event alone, so nobody waits for it.
  const job = await page.request.post('/api/test/calendar/reminders', {
    data: { now: new Date(start.getTime() - 10 * minuteMs).toISOString(), eventId: event.id },
  });
  expect(job.status(), await job.text()).toBe(200);
  expect(((await job.json()) as { sent: number }).sent).toBe(1);
  const reminder = unreadItem(page, `Over 10 minuten: ${title}`);
  await expect(reminder).toBeVisible();
  await expect(panel.getByTestId('notification-item').filter({ hasText: title })).toHaveCount(1);

  await reminder.click();
  await expect(page).toHaveURL(new RegExp(`/calender\\?(.*&)?event=${event.id}(&|$)`));
  const card = page.getByTestId('event-card');
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card).toContainText('06 12345678');

  await page.reload();
  await expect(page.getByTestId('event-card').getByRole('heading', { name: title })).toBeVisible();
});

test('a colleague’s change of my contact moment reaches my inbox and marks exactly the changed rows', async ({ page, browser }) => {
  await signInViaApi(page, demo.marketeer);
  const sanneId = await userIdOf(page.request);
  const mark = await signedInPage(browser, demo.secondMarketeer);
  const title = uniqueTitle('Terugbellen Van Dijk');
  const newTitle = `${title} (verzet)`;

  await page.goto('/calender');
  await waitForLive(page);
  const panel = await openInbox(page);

  const event = await createEvent(mark.request, {
    kind: 'contact',
    title,
    ...daysAhead(3),
    ownerId: sanneId,
    contact: { type: 'telefoon', priority: 'hoog', phone: '0612345678' },
    reminders: [],
  });
  await expect(unreadItem(page, `Nieuw contactmoment: ${title}`)).toBeVisible();

  const res = await mark.request.patch(`/api/calendar/events/${event.id}`, {
    data: { title: newTitle, contact: { type: 'telefoon', priority: 'hoog', phone: '0687654321' }, version: event.version },
  });
  expect(res.status(), await res.text()).toBe(200);
  const update = unreadItem(page, `Contactmoment gewijzigd: ${newTitle}`);
  await expect(update).toBeVisible();
  await expect(panel.getByTestId('notification-item').filter({ hasText: title })).toHaveCount(2);

  await update.click();
  await expect(page).toHaveURL(new RegExp(`/calender\\?(.*&)?event=${event.id}&highlight=changes&notification=`));
  const card = page.getByTestId('event-card');
  await expect(card.getByRole('heading', { name: newTitle })).toBeVisible();
  await expect(card.getByTestId('changes-summary')).toBeVisible();
  // The title and the phone changed; the type, priority, time, owner and reminders did not.
  const changed = card.locator('[data-changed]');
  await expect(changed).toHaveCount(2);
  await expect(changed.nth(0)).toContainText(newTitle);
  await expect(changed.nth(1)).toContainText('06 87654321');
  await expect(card.getByTestId('changed-mark')).toHaveCount(2);
  await expect(card.getByTestId('changed-mark').first()).toHaveText('Gewijzigd');

  await mark.context().close();
});

test('a client accepting an appointment in the portal shows on the marketeer’s open event card live', async ({ page, browser }) => {
  await signInViaApi(page, demo.marketeer);
  // The demo client of klant@demo.nl.
  const bakery = await clientId(page.request, 'Bakkerij De Gouden Korrel');
  const title = uniqueTitle('Kwartaalgesprek');
  const times = daysAhead(2);
  const event = await createEvent(page.request, {
    kind: 'appointment',
    title,
    ...times,
    clientId: bakery,
  });

  const timeZone = await calendarZone(page.request);
  await page.goto(`/calender?view=week&date=${wallClock(new Date(times.start), timeZone).date}&event=${event.id}`);
  await waitForLive(page);
  const card = page.getByTestId('event-card');
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card.getByTestId('client-response')).toHaveText('Wacht op reactie');

  const klant = await signedInPage(browser, demo.client);
  await klant.goto(`/clientportal/calendar?client=${bakery}`);
  const appointment = klant.locator(`[data-testid="portal-appointment"][data-event-id="${event.id}"]`);
  await expect(appointment.getByTestId('appointment-status')).toHaveText('Wacht op je reactie');
  await appointment.getByRole('button', { name: `Accepteren: ${title}` }).click();
  await expect(appointment.getByTestId('appointment-status')).toHaveText('Geaccepteerd');

  // Sanne's card, open all along, shows the answer without a reload.
  await expect(card.getByTestId('client-response')).toHaveText('Geaccepteerd');
  await expect(shownGrid(page).locator(`[data-testid="calendar-event"][data-event-id="${event.id}"]`)).toBeAttached();

  await klant.context().close();
});
