/**
 * The calendar's accessibility (issue 20): axe (WCAG 2.1 A/AA) on the month, week, day and agenda
 * views with events of every kind on screen, in light and dark and at 375 px, and on the open
 * event's card and its edit form in both themes. One page per theme and size, the views switched
 * with the screen's own buttons.
 */
import { expect, type Page, test } from '@playwright/test';
import { at, clientId, createEvent, dayFromToday, shownGrid, uniqueTitle } from './calendar-kit';
import { demo, expectNoAxeViolations, signInViaApi } from './fixtures';

test.describe.configure({ timeout: 90_000 });

const gridViews = { month: 'dayGridMonth', week: 'timeGridWeek', day: 'timeGridDay', agenda: 'listWeek', '3days': 'timeGridThreeDays' } as const;
type View = keyof typeof gridViews;

interface Planted {
  day: string;
  contactTitle: string;
}

/** A day's events as sanne: internal, a client appointment, a contact moment, a daily series and an all-day event. */
/** `offset` days from today: each test its own week days (parallel tests' events at the same hours would stack beyond the week's two side by side; the daily series runs five days). */
async function plantDay(page: Page, offset: number): Promise<Planted> {
  const day = dayFromToday(offset);
  const request = page.request;
  const bakery = await clientId(request, 'Bakkerij De Gouden Korrel');
  const contactTitle = uniqueTitle('Terugbellen');
  await Promise.all([
    createEvent(request, { kind: 'internal', title: uniqueTitle('Teamoverleg'), start: at(day, '10:00'), end: at(day, '11:00') }),
    createEvent(request, { kind: 'appointment', title: uniqueTitle('Kwartaalgesprek'), start: at(day, '11:30'), end: at(day, '12:30'), clientId: bakery }),
    createEvent(request, {
      kind: 'contact',
      title: contactTitle,
      start: at(day, '14:00'),
      end: at(day, '14:30'),
      clientId: bakery,
      contact: { type: 'telefoon', priority: 'hoog', name: 'Klaas de Klant', phone: '+31612345678' },
    }),
    createEvent(request, {
      kind: 'internal',
      title: uniqueTitle('Stand-up'),
      start: at(day, '09:00'),
      end: at(day, '09:30'),
      recurrence: { freq: 'daily', interval: 1, byWeekday: [], until: null, count: 5 },
    }),
    createEvent(request, {
      kind: 'internal',
      title: uniqueTitle('Campagnedag'),
      start: at(day, '00:00'),
      end: at(dayFromToday(offset + 1), '00:00'),
      allDay: true,
    }),
  ]);
  return { day, contactTitle };
}

async function openCalendar(page: Page, { dark, offset }: { dark: boolean; offset: number }): Promise<Planted> {
  if (dark) await page.addInitScript(() => localStorage.setItem('app-storage', JSON.stringify({ state: { darkMode: true }, version: 1 })));
  await signInViaApi(page, demo.marketeer);
  const planted = await plantDay(page, offset);
  await page.goto(`/calender?view=week&date=${planted.day}`);
  await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await expect(shownGrid(page).getByTestId('calendar-event').filter({ hasText: planted.contactTitle })).toBeVisible();
  return planted;
}

async function showView(page: Page, view: View, { day, contactTitle }: Planted): Promise<void> {
  await page.getByTestId(`view-${view}`).click();
  await expect(page.getByTestId(`view-${view}`)).toHaveAttribute('aria-pressed', 'true');
  const grid = shownGrid(page);
  await expect(grid.locator(`.fc-${gridViews[view]}-view`)).toBeVisible();
  // A month's day shows three events and "+n meer", the agenda eight; the week and day show the contact moment.
  const shown =
    view === 'month'
      ? grid.locator(`.fc-daygrid-day[data-date="${day}"]`).getByTestId('calendar-event')
      : view === 'agenda'
        ? grid.locator('.fc-listWeek-view').getByTestId('calendar-event')
        : grid.getByTestId('calendar-event').filter({ hasText: contactTitle });
  await expect(shown.first()).toBeVisible();
}

async function expectViewsAccessible(page: Page, planted: Planted, label: string, views: readonly View[] = ['month', 'week', 'day', 'agenda']): Promise<void> {
  for (const view of views) {
    await showView(page, view, planted);
    await expectNoAxeViolations(page, { label: `${label}: ${view}` });
  }
}

/** The contact moment's card, then its edit form (the contact fields, recurrence and reminders included). */
async function expectCardAndFormAccessible(page: Page, planted: Planted, label: string): Promise<void> {
  const { contactTitle } = planted;
  await showView(page, 'week', planted);
  // By keyboard (every event is focusable, Enter opens it).
  await shownGrid(page).getByTestId('calendar-event').filter({ hasText: contactTitle }).focus();
  await page.keyboard.press('Enter');
  const card = page.getByTestId('event-card');
  await expect(card.getByRole('heading', { name: contactTitle })).toBeVisible();
  await expect(card.getByTestId('channel-action')).toHaveText('Bellen');
  await expectNoAxeViolations(page, { label: `${label}: event card` });

  await card.getByTestId('edit-event').click();
  const form = page.getByTestId('event-form');
  await expect(form.getByTestId('event-contact')).toBeVisible();
  await expectNoAxeViolations(page, { label: `${label}: event form` });
  await form.getByRole('button', { name: 'Annuleren' }).click();
  await expect(form).toBeHidden();
}

for (const dark of [false, true]) {
  const theme = dark ? 'dark' : 'light';
  test(`the four views, the event card and the event form pass axe in ${theme}`, async ({ page }) => {
    const planted = await openCalendar(page, { dark, offset: dark ? 58 : 51 });
    await expectViewsAccessible(page, planted, theme);
    await expectCardAndFormAccessible(page, planted, theme);
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the four views pass axe and fit the screen (a week shows three days there)', async ({ page }) => {
    const planted = await openCalendar(page, { dark: false, offset: 65 });
    await expectViewsAccessible(page, planted, '375 px', ['month', '3days', 'day', 'agenda']);
    const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(width, 'the calendar scrolls sideways').toBeLessThanOrEqual(375);
  });
});
