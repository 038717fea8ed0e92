import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyNotificationEvent, type UnreadState } from '../../../common/rules/unread-count.js';
import { maxIdsPerEvent, type NotificationEvent } from '../../../common/schemas/notifications.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { notificationsTopic } from './counter.js';
import { inboxOf, notify, unreadTruth } from './test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small seeded generator (mulberry32), so a failing sequence can be replayed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: T[], n: number) => list.filter(() => next() < n / Math.max(1, list.length)) };
}

describe('the unread counter', () => {
  it.each([1, 2, 3])('equals count(*) of unread rows after 200 random operations (seed %i), and the events add up to it', async (seed) => {
    const me = await createUser(t.db);
    const other = await createUser(t.db, { company: me.company });
    const inbox = inboxOf(t.app, await logInAs(t.app, me));
    // Each event with the step that made it, and the true unread count after every step.
    const events: { event: NotificationEvent }[] = [];
    const truths: number[] = [];
    // The counter's version after every step: an event belongs to the first step that reached
    // its version (on PostgreSQL events arrive through LISTEN, after the step that made them).
    const versionsAt: number[] = [];
    let step = 0;
    const off = t.app.events.on(notificationsTopic, (p) => {
      if (p.recipientId === me.user.id) events.push({ event: p.event as NotificationEvent });
    });
    const rng = random(seed);
    const ids: string[] = [];
    const foreign = (
      await notify(t.app, t.db, { recipients: [other.user.id], companyId: me.company.id, content: { type: 'notitie', title: 'Niet van mij' } })
    ).map((n) => n.id);

    try {
      for (step = 0; step < 200; step++) {
        const op = rng.int(10);
        if (op < 4 || ids.length === 0) {
          // Sometimes many at once: more than one event's worth becomes notifications.changed.
          const n = rng.next() < 0.05 ? maxIdsPerEvent + 5 : 1 + rng.int(3);
          const made = await notify(t.app, t.db, {
            recipients: [me.user.id, other.user.id],
            companyId: me.company.id,
            content: Array.from({ length: n }, (_, i) => ({ type: 'notitie' as const, title: `Stap ${step}.${i}` })),
          });
          ids.push(...made.filter((m) => m.recipientId === me.user.id).map((m) => m.id));
        } else if (op < 7) {
          const response = await inbox.mark([...rng.pick(ids, 4), ...foreign].slice(0, 500), rng.next() < 0.6);
          expect(response.statusCode).toBe(200);
        } else if (op < 9) {
          const gone = rng.pick(ids, 2);
          if (gone.length === 0) {
            const unchanged = await unreadTruth(t.db, me.user.id);
            truths[step] = unchanged.rows;
            versionsAt[step] = unchanged.version;
            continue;
          }
          expect((await inbox.remove([...gone, ...foreign])).statusCode).toBe(200);
          ids.splice(0, ids.length, ...ids.filter((id) => !gone.includes(id)));
        } else {
          expect((await inbox.markAllRead()).statusCode).toBe(200);
        }
        const truth = await unreadTruth(t.db, me.user.id);
        expect(truth.counter, `step ${step}`).toBe(truth.rows);
        truths[step] = truth.rows;
        versionsAt[step] = truth.version;
      }
      const last = versionsAt.at(-1);
      await expect.poll(() => events.at(-1)?.event.version).toBe(last);
    } finally {
      off();
    }

    const truth = await unreadTruth(t.db, me.user.id);
    expect((await inbox.unreadCount()).json()).toEqual({ count: truth.rows, version: truth.version });
    // Every event has its own version, one after the other, and replaying them as the browser does
    // (common/rules/unread-count.ts; a reload fetches the count) gives the true count after every step.
    const versions = events.map((e) => e.event.version);
    expect(versions).toEqual(versions.map((_, i) => i + 1));
    expect(versions.at(-1)).toBe(truth.version);
    let state: UnreadState = { count: 0, version: 0 };
    const stepOf = (version: number) => versionsAt.findIndex((v) => v >= version);
    events.forEach(({ event }, i) => {
      const madeIn = stepOf(event.version);
      const next = applyNotificationEvent(state, event);
      expect(next.applied).toBe(true);
      state = next.reload ? { ...next.state, count: truths[madeIn]! } : next.state;
      const nextEvent = events[i + 1];
      if (!nextEvent || stepOf(nextEvent.event.version) !== madeIn) expect(state.count, `after step ${madeIn}`).toBe(truths[madeIn]);
    });
    expect(events.some((e) => e.event.name === 'notifications.changed')).toBe(true);
    // The other user's inbox was never touched by my requests (their foreign id was in every one).
    const theirs = await unreadTruth(t.db, other.user.id);
    expect(theirs.counter).toBe(theirs.rows);
    expect(theirs.rows).toBeGreaterThan(ids.length > 0 ? 1 : 0);
  });

  it('stays exact when changes for one recipient run at the same moment', async () => {
    const me = await createUser(t.db);
    const inbox = inboxOf(t.app, await logInAs(t.app, me));
    const made = await notify(t.app, t.db, {
      recipients: [me.user.id],
      companyId: me.company.id,
      content: Array.from({ length: 40 }, (_, i) => ({ type: 'notitie' as const, title: `Melding ${i}` })),
    });
    const ids = made.map((m) => m.id);
    const responses = await Promise.all([
      inbox.mark(ids.slice(0, 20), true),
      inbox.mark(ids.slice(10, 30), true),
      inbox.remove(ids.slice(15, 25)),
      inbox.markAllRead(),
      inbox.mark(ids.slice(30, 40), false),
      notify(t.app, t.db, { recipients: [me.user.id], companyId: me.company.id, content: { type: 'formulier', title: 'Tussendoor' } }),
    ]);
    expect(responses.length).toBe(6);
    const truth = await unreadTruth(t.db, me.user.id);
    expect(truth.counter).toBe(truth.rows);
  });
});
