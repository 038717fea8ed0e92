/**
 * A weekly series made and split in the event dialog (issue 33, items 5, 6 and 8): "Nieuwe afspraak"
 * opens on today; its start date is changed to another weekday (the end follows, the weekly day
 * follows the start), "Wekelijks" and "Na 6 keer" are chosen; then its third time is edited with
 * "Deze en volgende" and the month view shows six times in all, two old and four new.
 */
import { expect, type Page, test } from '@playwright/test';
import { addLocalDays, isoWeekday, type LocalDate } from '../common/rules/calendar-time';
import type { CalendarEvent } from '../common/schemas/calendar';
import { at, dayFromToday, shownGrid, uniqueTitle } from './calendar-kit';
import { demo, signInViaApi } from './fixtures';

test.describe.configure({ timeout: 90_000 });

const pad = (n: number) => String(n).padStart(2, '0');
const key = (d: LocalDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });

/**
 * The first of a month three years ahead whose weekday is not today's: in the first row of its month view, so that six
 * weekly times from it all show in that view. Nobody else's events are there (calendar-dense.spec.ts plants its busy
 * days 400–900 days ahead: one of them on a day of this series hid its time behind "+10 meer").
 */
function firstOfAMonthAhead(): LocalDate {
  const [year, month] = dayFromToday(0).split('-').map(Number) as [number, number];
  const today = isoWeekday({ year, month, day: Number(dayFromToday(0).slice(8)) });
  for (let ahead = 36; ; ahead++) {
    const first = { year: year + Math.floor((month - 1 + ahead) / 12), month: ((month - 1 + ahead) % 12) + 1, day: 1 };
    if (isoWeekday(first) !== today) return first;
  }
}

/** Picks an option of one of the dialog's selects. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page
    .getByTestId('event-form')
    .getByRole('button', { name: new RegExp(`${label}$`) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a weekly series made by changing the start date repeats on the new day, and "Deze en volgende" keeps its six times', async ({ page }) => {
  await signInViaApi(page, demo.marketeer);
  const first = firstOfAMonthAhead();
  const days = [0, 7, 14, 21, 28, 35].map((n) => key(addLocalDays(first, n)));
  const title = uniqueTitle('Weekoverleg');
  const renamed = `${title} (nieuw)`;

  await page.goto('/calender');
  await page.getByRole('button', { name: 'Nieuwe afspraak' }).click();
  const form = page.getByTestId('event-form');
  await form.getByRole('textbox', { name: 'Titel' }).fill(title);
  // A daytime start first: opened after 22:00, the new appointment starts at 23:00 and ends the next day.
  await form.getByRole('group', { name: 'Begintijd' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('1000');
  // Today's date typed over with the first of that month: day, month, year.
  await form.getByRole('group', { name: 'Begindatum' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${pad(first.day)}${pad(first.month)}${first.year}`);
  // The end follows the start: same day, still an hour later.
  await expect(form.getByRole('group', { name: 'Einddatum' }).getByRole('spinbutton').first()).toHaveText(pad(first.day));
  await choose(page, 'Herhalen', 'Wekelijks');
  // The weekly day is the new start's, not today's.
  const weekday = isoWeekday(first);
  const weekdayNames = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'];
  for (const [i, name] of weekdayNames.entries()) {
    const box = form.getByRole('checkbox', { name, exact: true });
    if (i + 1 === weekday) await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
  }
  await choose(page, 'Eindigt', 'Na een aantal keer');
  await form.getByRole('textbox', { name: /Aantal keer/ }).fill('6');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/calendar/events') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Afspraak opslaan' }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  const { event } = (await response.json()) as { event: CalendarEvent };
  expect(event.recurrence).toEqual({ freq: 'weekly', interval: 1, byWeekday: [weekday], until: null, count: 6 });
  expect(new Date(event.end).getTime() - new Date(event.start).getTime()).toBe(3_600_000);
  await expect(form).toBeHidden();

  // The month view: the six times on that weekday.
  await page.goto(`/calender?view=month&date=${days[0]}`);
  const cell = (day: string) => shownGrid(page).locator(`.fc-dayGridMonth-view td.fc-daygrid-day[data-date="${day}"]`);
  const times = (name: string) => shownGrid(page).getByTestId('calendar-event').filter({ hasText: name });
  // The range of a month far ahead is read when the view opens (slow on a busy machine).
  // The month's range can arrive after a neighbouring range read ahead, which shows its first days only.
  for (const day of days) await expect(cell(day).getByTestId('calendar-event').filter({ hasText: title })).toHaveCount(1, { timeout: 30_000 });
  await expect(times(title)).toHaveCount(6);

  // The third time, "Deze en volgende": the form shows where it stands, and the series keeps six times in all.
  await cell(days[2]!).getByTestId('calendar-event').filter({ hasText: title }).click();
  const card = page.getByTestId('event-card');
  await card.getByRole('button', { name: 'Bewerken' }).click();
  await expect(form).toContainText('Dit is keer 3 van 6');
  await form.getByRole('textbox', { name: 'Titel' }).fill(renamed);
  await form.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  const split = page.waitForResponse((r) => r.url().includes(`/api/calendar/events/${event.id}`) && r.request().method() === 'PATCH');
  await page.getByTestId('scope-dialog').getByRole('button', { name: 'Deze en volgende', exact: true }).click();
  expect((await split).status()).toBe(200);
  await expect(toast(page, 'Wijzigingen opgeslagen')).toBeVisible();

  await expect(times(renamed)).toHaveCount(4);
  await expect(times(title)).toHaveCount(6);
  for (const [i, day] of days.entries())
    await expect(
      cell(day)
        .getByTestId('calendar-event')
        .filter({ hasText: i < 2 ? title : renamed }),
    ).toHaveCount(1);
  // Nothing after the sixth time.
  const after = await page.request.get(`/api/calendar/events?from=${at(days[5]!, '23:59')}&to=${at(key(addLocalDays(first, 60)), '00:00')}`);
  expect(((await after.json()) as { events: { title: string }[] }).events.filter((e) => e.title.startsWith(title))).toEqual([]);
});
