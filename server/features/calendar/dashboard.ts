/**
 * The calendar's dashboard card (issue 20): what is still on my own calendar today, in my time zone
 * (calendar settings) — the times of my events that have not ended yet, soonest first, read with
 * the range read itself (read-events.ts) so a series counts by its times. A tentative request from
 * a client and a past contact moment waiting for its outcome stand out (`warning`).
 */
import { calendarEventKinds } from '../../../common/calendar-constants.js';
import { addLocalDays, utcToZoned, zonedToUtc } from '../../../common/rules/calendar-time.js';
import type { DashboardItem } from '../../../common/schemas/dashboard.js';
import type { DashboardProvider } from '../dashboard/registry.js';
import { readRange } from './read-events.js';
import type { CalendarRegistry } from './registry.js';
import { settingsOf } from './settings.js';

export function agendaTodayCard(registry: CalendarRegistry): DashboardProvider {
  return {
    kind: 'agenda',
    order: 5,
    async items(db, who, { now, limit }) {
      const { timeZone } = await settingsOf(db, who.actor.userId);
      const local = utcToZoned(now, timeZone);
      const day = { year: local.year, month: local.month, day: local.day };
      const tomorrow = addLocalDays(day, 1);
      const reader = { userId: who.actor.userId, companyId: who.companyId, role: who.role };
      const range = await readRange(
        db,
        registry,
        reader,
        {
          from: zonedToUtc({ ...day, hour: 0, minute: 0 }, timeZone).toISOString(),
          to: zonedToUtc({ ...tomorrow, hour: 0, minute: 0 }, timeZone).toISOString(),
          owners: [who.actor.userId],
          kinds: [...calendarEventKinds],
        },
        now,
      );
      const clientNames = new Map(range.clients.map((c) => [c.id, c.name]));
      const left = range.events.filter((e) => Date.parse(e.end) > now.getTime() || e.outcomeDue);
      const items = left.slice(0, limit).map((e): DashboardItem => ({
        id: e.key,
        title: e.title,
        subtitle: e.clientId ? (clientNames.get(e.clientId) ?? null) : null,
        href: `/calender?event=${encodeURIComponent(e.eventId)}`,
        tone: e.status === 'tentative' || e.outcomeDue ? 'warning' : null,
        at: e.start,
        tags: [
          e.kind,
          ...(e.allDay ? ['allDay'] : []),
          ...(e.status === 'tentative' ? ['tentative'] : []),
          ...(e.outcomeDue ? ['outcomeDue'] : []),
          ...(e.contactType ? [e.contactType] : []),
        ],
        progress: null,
        readIds: [],
      }));
      return { items, total: left.length };
    },
  };
}
