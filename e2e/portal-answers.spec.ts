/**
 * A client's answer stays true (issue 33): the client accepts a shared appointment in the portal,
 * the marketeer moves it, the client's Agenda shows "Wacht op je reactie" again (live, no reload),
 * and the client answers anew — a decline with a reason, which the marketeer's event card shows.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { CalendarEvent } from '../common/schemas/calendar';
import { at, clientId, createEvent, dayFromToday, uniqueTitle } from './calendar-kit';
import { demo, signInViaApi, waitForLive } from './fixtures';

// Two browser contexts, live round trips and the calendar screen: on a loaded 2-core machine more than 30 s.
test.describe.configure({ timeout: 90_000 });

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInViaApi(page, email);
  return page;
}

test('a client changes an accepted answer after the marketeer moved the appointment', async ({ page, browser }) => {
  await signInViaApi(page, demo.marketeer);
  // The demo client of klant@demo.nl.
  const bakery = await clientId(page.request, 'Bakkerij De Gouden Korrel');
  const title = uniqueTitle('Evaluatie');
  const day = dayFromToday(3);
  const event = await createEvent(page.request, { kind: 'appointment', title, start: at(day, '10:00'), end: at(day, '11:00'), clientId: bakery });

  const klant = await signedInPage(browser, demo.client);
  await klant.goto(`/clientportal/calendar?client=${bakery}`);
  await waitForLive(klant);
  const appointment = klant.locator(`[data-testid="portal-appointment"][data-event-id="${event.id}"]`);
  const status = appointment.getByTestId('appointment-status');
  await expect(status).toHaveText('Wacht op je reactie');
  await appointment.getByRole('button', { name: `Accepteren: ${title}` }).click();
  await expect(status).toHaveText('Geaccepteerd');
  // An answer given can be changed: the other answer is offered.
  await expect(appointment.getByRole('button', { name: `Afwijzen: ${title}` })).toHaveText('Toch afwijzen');

  // The marketeer moves it to the afternoon: the client's answer waits again, without a reload.
  const current = (await (await page.request.get(`/api/calendar/events/${event.id}`)).json()) as { event: CalendarEvent };
  const moved = await page.request.patch(`/api/calendar/events/${event.id}`, {
    data: { start: at(day, '14:00'), end: at(day, '15:00'), version: current.event.version },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await expect(status).toHaveText('Wacht op je reactie');
  await expect(appointment.getByRole('button', { name: `Accepteren: ${title}` })).toHaveText('Accepteren');

  // The client answers again: a decline, with a reason for the account manager.
  await appointment.getByRole('button', { name: `Afwijzen: ${title}` }).click();
  const dialog = klant.getByRole('alertdialog');
  await dialog.getByTestId('decline-reason').fill('’s Middags kan ik niet');
  await dialog.getByRole('button', { name: 'Afwijzen' }).click();
  await expect(status).toHaveText('Afgewezen');
  await expect(appointment.getByTestId('decline-reason-shown')).toHaveText('Je reden: ’s Middags kan ik niet');
  await expect(appointment.getByRole('button', { name: `Accepteren: ${title}` })).toHaveText('Toch accepteren');

  // The marketeer sees the answer and the reason on the event's card.
  await page.goto(`/calender?view=week&date=${day}&event=${event.id}`);
  const card = page.getByTestId('event-card');
  // The calendar's route and grids load first (slow on a busy machine).
  await expect(card.getByTestId('client-response')).toHaveText('Afgewezen', { timeout: 45_000 });
  await expect(card.getByTestId('client-decline-reason')).toHaveText('Reden: ’s Middags kan ik niet');

  await klant.context().close();
});
