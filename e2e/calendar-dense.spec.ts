/**
 * A busy day on the calendar (issue 20, calendar-density.ts): the month shows three events and
 * "+9 meer", a keyboard control named after the day that opens it in the day view, where every
 * event is reachable (seven side by side, the rest listed behind a "+5" beside them); the agenda
 * shows eight and "+4 meer". Twelve events at the same hour on a day far ahead no other test uses.
 */
import { expect, type Page, test } from '@playwright/test';
import { at, createEvent, dayFromToday, shownGrid, uniqueTitle } from './calendar-kit';
import { demo, expectNoAxeViolations, signInViaApi } from './fixtures';

test.describe.configure({ timeout: 60_000 });

/** `from` keeps the two tests' days apart (they run in parallel); no other test plans between 400 and 900 days ahead (calendar-series.spec.ts plans three years ahead). */
async function plantBusyDay(page: Page, from: number): Promise<{ day: string; titles: string[] }> {
  const day = dayFromToday(from + Math.floor(Math.random() * 200));
  const titles = Array.from({ length: 12 }, (_, i) => uniqueTitle(`Drukte ${String(i + 1).padStart(2, '0')}`));
  for (const title of titles) await createEvent(page.request, { kind: 'internal', title, start: at(day, '10:00'), end: at(day, '11:00'), allDay: false });
  return { day, titles };
}

/** "dinsdag 24 november" for 'YYYY-MM-DD'. */
const dayName = (day: string) =>
  new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

test('a busy day shows "+9 meer" in the month, which opens the day with every event reachable', async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  const { day, titles } = await plantBusyDay(page, 400);

  await page.goto(`/calender?view=month&date=${day}`);
  const cell = shownGrid(page).locator(`.fc-dayGridMonth-view td.fc-daygrid-day[data-date="${day}"]`);
  await expect(cell.getByTestId('calendar-event')).toHaveCount(3);
  const more = cell.getByRole('button', { name: `+9 meer op ${dayName(day)}`, exact: true });
  await expect(more).toHaveText('+9 meer');
  // Nothing rendered and hidden: the month holds only what it shows.
  await expect(cell.locator('.fc-daygrid-event-harness[style*="hidden"]')).toHaveCount(0);
  await expectNoAxeViolations(page, { label: 'month with "+9 meer"' });

  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('view-day')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`view=day&date=${day}`));
  const dayView = shownGrid(page).locator('.fc-timeGridDay-view');
  await expect(dayView.getByTestId('calendar-event').first()).toBeFocused();
  // Seven side by side; a "+5" beside them lists the rest, by keyboard too.
  const shown = dayView.locator('.fc-timegrid-col-events').getByTestId('calendar-event');
  await expect(shown).toHaveCount(7);
  const stretch = dayView.getByRole('button', { name: `+5 meer op ${dayName(day)}, 10:00–11:00`, exact: true });
  await expect(stretch).toHaveText('+5');
  await stretch.focus();
  await page.keyboard.press('Enter');
  const list = page.getByTestId('calendar-more-dialog');
  await expect(list.getByRole('heading', { name: 'Nog 5 afspraken' })).toBeVisible();
  const listed = list.getByRole('button', { name: /Drukte/ });
  await expect(listed).toHaveCount(5);
  await expectNoAxeViolations(page, { label: 'day with its "+5" list' });
  const names = [...(await shown.allTextContents()), ...(await listed.allTextContents())].join('\n');
  for (const title of titles) expect(names).toContain(title);
  await listed.first().focus();
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(page.getByTestId('event-card')).toBeVisible();
});

test('a busy day shows eight events and "+4 meer" in the agenda, which opens the day', async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  const { day } = await plantBusyDay(page, 700);

  await page.goto(`/calender?view=agenda&date=${day}`);
  const agenda = shownGrid(page).locator('.fc-listWeek-view');
  await expect(agenda.getByTestId('calendar-event')).toHaveCount(8);
  const more = agenda.getByRole('button', { name: `+4 meer op ${dayName(day)}`, exact: true });
  await expect(more).toHaveText('+4 meer');
  await expectNoAxeViolations(page, { label: 'agenda with "+4 meer"' });
  await more.click();
  await expect(page.getByTestId('view-day')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`view=day&date=${day}`));
  await expect(shownGrid(page).locator('.fc-timeGridDay-view .fc-timegrid-col-events').getByTestId('calendar-event')).toHaveCount(7);
  await expect(
    shownGrid(page)
      .locator('.fc-timeGridDay-view')
      .getByRole('button', { name: /^\+5 meer/ }),
  ).toBeVisible();
});
