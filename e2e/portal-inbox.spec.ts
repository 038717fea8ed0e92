/**
 * The client's inbox in the portal (issue 34): a marketeer shares a new appointment with a client
 * whose portal user has the portal open; the bell's count rises live (no reload), "Actie vereist"
 * says when the appointment starts; the client opens the bell (axe in light, dark and at 375 px),
 * opens the notification, lands on the appointment in the Agenda and accepts it; the mail arrived.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { at, createEvent, dayFromToday, uniqueTitle } from './calendar-kit';
import { demo, expectNoAxeViolations, latestMailTo, signInViaApi, waitForLive } from './fixtures';

// Two browser contexts, a live round trip, three axe runs: on a loaded 2-core machine more than 30 s.
test.describe.configure({ timeout: 90_000 });

/** A fresh client of the demo agency with one portal user, signed in in a context of its own. */
async function clientWithPortalUser(page: Page, browser: Browser) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const email = `inbox-klant-${stamp}@e2e.nl`;
  const created = await page.request.post('/api/clients', { data: { name: `Bloemist Inbox ${stamp}` } });
  expect(created.status(), await created.text()).toBe(201);
  const { client } = (await created.json()) as { client: { id: string; name: string } };
  const contactRes = await page.request.post(`/api/clients/${client.id}/contacts`, { data: { name: 'Iris Inbox', email } });
  expect(contactRes.status(), await contactRes.text()).toBe(201);
  const { contact } = (await contactRes.json()) as { contact: { id: string } };
  const invited = await page.request.post(`/api/clients/${client.id}/contacts/${contact.id}/invite`);
  expect(invited.status(), await invited.text()).toBe(200);
  const token = (await latestMailTo(page.request, email, 'client-invitation')).text.match(/set-password#token=(\S+)/)?.[1];
  expect(token).toBeTruthy();

  const portal = await (await browser.newContext()).newPage();
  const accepted = await portal.request.post('/api/auth/invitation/accept', {
    data: { token, name: 'Iris Inbox', password: 'Bloem#Inbox42', confirmPassword: 'Bloem#Inbox42' },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return { client, email, portal };
}

/** Dark or light through the portal header's toggle (the panel is closed: it would cover it). */
async function setDark(page: Page, dark: boolean) {
  const toggle = page.getByRole('button', { name: 'Donkere modus', exact: true });
  if ((await toggle.getAttribute('aria-pressed')) !== String(dark)) await toggle.click();
  await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

test('a shared appointment reaches the client’s bell live; the client opens it from the inbox and accepts it', async ({ page, browser }) => {
  await signInViaApi(page, demo.marketeer);
  const { client, email, portal } = await clientWithPortalUser(page, browser);

  await portal.goto('/clientportal');
  await waitForLive(portal);
  const bell = portal.getByTestId('portal-inbox-toggle');
  await expect(bell).toHaveAccessibleName('Inbox');
  await expect(portal.getByText('Er wacht nu niets op je')).toBeVisible();

  // The marketeer shares a new appointment with the client.
  const title = uniqueTitle('Kennismaking');
  const day = dayFromToday(3);
  const event = await createEvent(page.request, { kind: 'appointment', title, start: at(day, '10:00'), end: at(day, '11:00'), clientId: client.id });

  // Live, without a reload: the bell counts it, and "Actie vereist" says when it starts.
  await expect(bell.getByTestId('inbox-unread-badge')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Inbox, 1 ongelezen');
  const action = portal.getByRole('link', { name: new RegExp(`Reageer op de afspraak “${title}”`) });
  await expect(action).toBeVisible();
  await expect(action.getByTestId('action-when')).toHaveText(/^Afspraak op \S+ \d{1,2} \S+ \d{4} om 10:00$/);

  // The bell opens the inbox: the client's kinds, with their filters (no Platform for a client).
  await bell.click();
  const panel = portal.getByTestId('inbox-panel');
  await expect(panel).toBeVisible();
  await expect(portal.getByTestId('inbox-unread-count')).toHaveText('1 ongelezen');
  const item = panel.getByTestId('notification-item').filter({ hasText: `Nieuwe afspraak: ${title}` });
  await expect(item).toHaveAttribute('data-read', 'false');
  await panel.getByRole('button', { name: 'Filters' }).click();
  const filters = panel.getByRole('region', { name: 'Filters' });
  await expect(filters.getByRole('button', { name: / Platform$/ })).toHaveCount(0);
  await filters.getByRole('button', { name: / Type$/ }).click();
  await expect(portal.getByRole('option', { name: 'Afspraak gewijzigd', exact: true })).toBeVisible();
  await expect(portal.getByRole('option', { name: 'Notitie', exact: true })).toHaveCount(0);
  await portal.keyboard.press('Escape');
  await expectNoAxeViolations(portal, { label: 'portal inbox light' });

  // Dark, and on a phone (the panel takes the whole width).
  await portal.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await setDark(portal, true);
  await bell.click();
  await expect(item).toBeVisible();
  await expectNoAxeViolations(portal, { label: 'portal inbox dark' });
  await portal.keyboard.press('Escape');
  await portal.setViewportSize({ width: 375, height: 800 });
  await bell.click();
  await expect(item).toBeVisible();
  expect((await panel.boundingBox())?.width).toBe(375);
  await expectNoAxeViolations(portal, { label: 'portal inbox 375 px dark' });
  expect(await portal.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await portal.keyboard.press('Escape');
  await setDark(portal, false);
  await portal.setViewportSize({ width: 1280, height: 800 });

  // Opening the notification marks it read and lands on the appointment in the Agenda.
  await bell.click();
  await item.getByRole('button', { name: new RegExp(`^Nieuwe afspraak: ${title}`) }).click();
  await expect(portal).toHaveURL(new RegExp(`/clientportal/calendar\\?client=${client.id}&event=${event.id}$`));
  await expect(panel).toBeHidden();
  await expect(bell.getByTestId('inbox-unread-badge')).toHaveCount(0);
  const appointment = portal.locator(`[data-testid="portal-appointment"][data-event-id="${event.id}"]`);
  await expect(appointment).toHaveClass(/ring-2/);
  await expect(appointment.getByTestId('appointment-status')).toHaveText('Wacht op je reactie');
  await appointment.getByRole('button', { name: `Accepteren: ${title}` }).click();
  await expect(appointment.getByTestId('appointment-status')).toHaveText('Geaccepteerd');

  // The mail of the new appointment arrived too (the agency's look is another test's).
  const mail = await latestMailTo(page.request, email, 'appointment_shared');
  expect(mail.subject).toBe(`Nieuwe afspraak: ${title}`);
  expect(mail.text).toContain(`/clientportal/calendar?client=${client.id}&event=${event.id}`);

  // Nothing waits any more: the overview says so to the client.
  await portal.getByRole('link', { name: 'Overzicht', exact: true }).click();
  await expect(portal.getByText('Er wacht nu niets op je')).toBeVisible();
  await portal.context().close();
});
