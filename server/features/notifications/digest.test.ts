import { and, eq } from 'drizzle-orm';
import { notificationTypes } from '../../../common/schemas/notifications.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { mailOutbox, notificationDigests } from '../../db/schema/index.js';
import type { Emit } from '../../lib/events/with-events.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { markNotifications } from './change-notifications.js';
import { createNotifications } from './create-notifications.js';
import { amsterdamClock, sendDueDigests } from './digest.js';
import { startDigestLoop, type DigestLoop } from './digest-loop.js';
import { digestMailKind } from './mails.js';
import { updateNotificationPreferences } from './preferences.js';

// No app here: its own digest loop (on the real clock) would take part in the claims.
let database: Database;
const loops: DigestLoop[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await Promise.all(loops.map((l) => l.stop()));
  await database.close();
});

const noEvents: Emit = () => {};
const silent = { error: () => undefined };

async function withDigest(enabled = true): Promise<TestUser> {
  const user = await createUser(database.db, { name: 'Mark Bakker' });
  await updateNotificationPreferences({ db: database.db, userId: user.user.id, input: { types: [], dailyDigest: enabled }, types: notificationTypes });
  return user;
}

async function notifyAt(user: TestUser, title: string, at: Date): Promise<string> {
  const { notifications } = await database.db.transaction((tx) =>
    createNotifications(tx, noEvents, {
      recipients: [user.user.id],
      companyId: user.company.id,
      content: { type: 'notitie', title, clientName: 'Fietsenmaker Van Dijk' },
      now: at,
    }),
  );
  return notifications[0]!.id;
}

function digestsTo(user: TestUser) {
  return database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, digestMailKind)));
}

/** Two app instances on one database: two loops with the same (fake) clock. */
function twoInstances(clock: { now: Date }) {
  const kicks = { count: 0 };
  const make = () => {
    const loop = startDigestLoop({
      db: database.db,
      mail: { kick: () => kicks.count++ },
      log: silent,
      appOrigin: 'https://werkplek.test',
      intervalMs: 3_600_000,
      now: () => clock.now,
    });
    loops.push(loop);
    return loop;
  };
  return { a: make(), b: make(), kicks };
}

describe('the Amsterdam clock', () => {
  it('gives the local day and hour in winter and summer time', () => {
    expect(amsterdamClock(new Date('2031-01-15T06:59:00Z'))).toEqual({ day: '2031-01-15', hour: 7 });
    expect(amsterdamClock(new Date('2031-01-15T07:00:00Z'))).toEqual({ day: '2031-01-15', hour: 8 });
    expect(amsterdamClock(new Date('2031-07-01T05:59:00Z'))).toEqual({ day: '2031-07-01', hour: 7 });
    expect(amsterdamClock(new Date('2031-07-01T06:00:00Z'))).toEqual({ day: '2031-07-01', hour: 8 });
    expect(amsterdamClock(new Date('2031-07-01T22:30:00Z'))).toEqual({ day: '2031-07-02', hour: 0 });
  });
});

describe('the daily digest', () => {
  it('goes out once per Amsterdam day from 08:00, with two instances claiming at the same moment', async () => {
    const mark = await withDigest();
    const sanne = await withDigest();
    const off = await withDigest(false);
    const clock = { now: new Date('2031-03-10T06:59:00Z') }; // 07:59 in Amsterdam
    for (const user of [mark, sanne, off]) await notifyAt(user, 'Nieuwe notitie: Lentecampagne', new Date('2031-03-09T18:00:00Z'));
    await notifyAt(mark, 'Budget bijna op', new Date('2031-03-10T05:00:00Z'));
    const { a, b, kicks } = twoInstances(clock);

    expect(await Promise.all([a.runOnce(), b.runOnce()])).toEqual([0, 0]);
    expect(await digestsTo(mark)).toHaveLength(0);

    clock.now = new Date('2031-03-10T07:00:00Z'); // 08:00
    const [fromA, fromB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(fromA! + fromB!).toBeGreaterThanOrEqual(2);
    expect(kicks.count).toBeGreaterThanOrEqual(1);
    const [mail] = await digestsTo(mark);
    expect(await digestsTo(mark)).toHaveLength(1);
    expect(await digestsTo(sanne)).toHaveLength(1);
    expect(await digestsTo(off)).toHaveLength(0);
    expect(mail!.subject).toBe('Je dagelijkse overzicht: 2 ongelezen notificaties');
    expect(mail!.text).toContain('Hallo Mark Bakker,');
    expect(mail!.text).toContain('• Notitie: Budget bijna op (Fietsenmaker Van Dijk)');
    expect(mail!.text.indexOf('Budget bijna op')).toBeLessThan(mail!.text.indexOf('Lentecampagne'));
    expect(mail!.text).toContain('https://werkplek.test/dashboard');

    // Later that day: nothing more, also for a notification that came in since.
    await notifyAt(mark, 'Terugbelverzoek', new Date('2031-03-10T09:00:00Z'));
    clock.now = new Date('2031-03-10T20:00:00Z');
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect(await digestsTo(mark)).toHaveLength(1);
    const [claim] = await database.db.select().from(notificationDigests).where(eq(notificationDigests.userId, mark.user.id));
    expect(claim!.lastSentOn).toBe('2031-03-10');

    // The next day after 08:00: one more, with the unread notifications of the last 24 hours.
    clock.now = new Date('2031-03-11T08:30:00Z');
    await Promise.all([a.runOnce(), b.runOnce()]);
    const marks = await digestsTo(mark);
    expect(marks).toHaveLength(2);
    const newest = marks.find((m) => m.id !== mail!.id)!;
    expect(newest.subject).toBe('Je dagelijkse overzicht: 1 ongelezen notificatie');
    expect(newest.text).toContain('Terugbelverzoek');
    expect(newest.text).not.toContain('Lentecampagne');
    expect(await digestsTo(sanne)).toHaveLength(1); // nothing new for Sanne: no mail
  });

  it('skips a user whose notifications of the last day are all read', async () => {
    const user = await withDigest();
    const id = await notifyAt(user, 'Al gelezen', new Date('2032-05-01T05:00:00Z'));
    await notifyAt(user, 'Te oud', new Date('2032-04-29T05:00:00Z'));
    await database.db.transaction((tx) => markNotifications(tx, noEvents, { recipientId: user.user.id, ids: [id], isRead: true }));
    await sendDueDigests({ db: database.db, now: new Date('2032-05-01T07:00:00Z'), appOrigin: null });
    expect(await digestsTo(user)).toHaveLength(0);
  });

  it('runs on its own timer and stops cleanly', async () => {
    const user = await withDigest();
    await notifyAt(user, 'Nieuwe inzending', new Date('2033-02-01T07:00:00Z'));
    let kicked = 0;
    const loop = startDigestLoop({
      db: database.db,
      mail: { kick: () => kicked++ },
      log: silent,
      appOrigin: null,
      intervalMs: 10,
      now: () => new Date('2033-02-01T08:00:00Z'),
    });
    const deadline = Date.now() + 5_000;
    while ((await digestsTo(user)).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await loop.stop();
    expect(await digestsTo(user)).toHaveLength(1);
    expect(kicked).toBeGreaterThanOrEqual(1);
    expect((await digestsTo(user))[0]!.text).not.toContain('http');
  });
});
