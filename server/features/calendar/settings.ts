/**
 * A user's calendar settings (issue 20): time zone, working days and hours, and their ICS feed's
 * secret. Per user, not per company: one person has one working week whichever agency they open.
 * No row means the defaults. Other features read them through `settingsOf` / `workingHoursOf`
 * (the portal's free slots use the account manager's hours and zone; reminders the owner's zone).
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { defaultTimeZone } from '../../../common/rules/calendar-time.js';
import type { WorkingHours } from '../../../common/rules/free-slots.js';
import type { CalendarFeedResponse, CalendarSettings, CalendarSettingsRequest } from '../../../common/schemas/calendar.js';
import type { Db } from '../../db/database.js';
import { calendarSettings } from '../../db/schema/index.js';

export interface UserCalendarSettings {
  timeZone: string;
  /** ISO weekdays 1 (Monday) … 7 (Sunday), ascending. */
  workDays: number[];
  /** 'HH:mm' */
  workStart: string;
  workEnd: string;
}

export const defaultCalendarSettings: UserCalendarSettings = { timeZone: defaultTimeZone, workDays: [1, 2, 3, 4, 5], workStart: '09:00', workEnd: '17:00' };

const settingsColumns = {
  timeZone: calendarSettings.timeZone,
  workDays: calendarSettings.workDays,
  workStart: calendarSettings.workStart,
  workEnd: calendarSettings.workEnd,
};

/** The user's settings (the defaults without a row). */
export async function settingsOf(db: Db, userId: string): Promise<UserCalendarSettings> {
  const [row] = await db.select(settingsColumns).from(calendarSettings).where(eq(calendarSettings.userId, userId));
  return row ? { ...row, workDays: [...row.workDays] } : { ...defaultCalendarSettings, workDays: [...defaultCalendarSettings.workDays] };
}

/** The time zone of each of `userIds` (the default for those without settings). */
export async function timeZonesOf(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(userIds)];
  const zones = new Map(wanted.map((id) => [id, defaultTimeZone]));
  if (wanted.length === 0) return zones;
  const rows = await db
    .select({ userId: calendarSettings.userId, timeZone: calendarSettings.timeZone })
    .from(calendarSettings)
    .where(inArray(calendarSettings.userId, wanted));
  for (const row of rows) zones.set(row.userId, row.timeZone);
  return zones;
}

/** The user's working hours as common/rules/free-slots.ts takes them. */
export async function workingHoursOf(db: Db, userId: string): Promise<WorkingHours> {
  const s = await settingsOf(db, userId);
  return { days: s.workDays, start: s.workStart, end: s.workEnd, timeZone: s.timeZone };
}

/** GET /api/calendar/settings */
export async function readCalendarSettings(db: Db, userId: string): Promise<CalendarSettings> {
  const [row] = await db
    .select({ ...settingsColumns, feedTokenHash: calendarSettings.feedTokenHash, feedCreatedAt: calendarSettings.feedCreatedAt })
    .from(calendarSettings)
    .where(eq(calendarSettings.userId, userId));
  const s = row ?? { ...defaultCalendarSettings, feedTokenHash: null, feedCreatedAt: null };
  return {
    timeZone: s.timeZone,
    workDays: [...s.workDays],
    workStart: s.workStart,
    workEnd: s.workEnd,
    feed: { active: s.feedTokenHash !== null, createdAt: s.feedTokenHash !== null ? (s.feedCreatedAt?.toISOString() ?? null) : null },
  };
}

/** PUT /api/calendar/settings: the whole set (the feed is left as it is). */
export async function saveCalendarSettings(db: Db, userId: string, input: CalendarSettingsRequest, now = new Date()): Promise<CalendarSettings> {
  const values = { timeZone: input.timeZone, workDays: input.workDays, workStart: input.workStart, workEnd: input.workEnd, updatedAt: now };
  await db
    .insert(calendarSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: calendarSettings.userId, set: values });
  return readCalendarSettings(db, userId);
}

/** The stored form of a feed secret: only its sha256 is kept, so a database read does not give the URL away. */
export function feedTokenHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The feed's address for a secret (APP_URL's origin). */
export function feedUrl(appOrigin: string, secret: string): string {
  return `${appOrigin}/api/calendar/feed/${secret}.ics`;
}

/** POST /api/calendar/feed: a new secret (32 random bytes, base64url); the old address stops working. */
export async function regenerateFeed(db: Db, userId: string, appOrigin: string, now = new Date()): Promise<CalendarFeedResponse> {
  const secret = randomBytes(32).toString('base64url');
  const values = { feedTokenHash: feedTokenHash(secret), feedCreatedAt: now, updatedAt: now };
  await db
    .insert(calendarSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: calendarSettings.userId, set: values });
  return { url: feedUrl(appOrigin, secret), createdAt: now.toISOString() };
}

/** DELETE /api/calendar/feed: the address stops working (nothing to do without one). */
export async function revokeFeed(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.update(calendarSettings).set({ feedTokenHash: null, feedCreatedAt: null, updatedAt: now }).where(eq(calendarSettings.userId, userId));
}

/** Whose feed a secret opens, or null (unknown or revoked). */
export async function feedOwner(db: Db, secret: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: calendarSettings.userId })
    .from(calendarSettings)
    .where(eq(calendarSettings.feedTokenHash, feedTokenHash(secret)));
  return row?.userId ?? null;
}
