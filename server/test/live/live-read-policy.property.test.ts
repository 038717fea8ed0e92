/**
 * The live read rule as a property (issue 16): random sequences of changes by random actors —
 * creating, sharing, unsharing, ticking, commenting, copying and deleting checklists, and notes for
 * the whole company — and after every change no socket has received an event about an object its
 * user could not GET just before or just after it, and every user who can read it got the event.
 * Contact moments made for and changed by colleagues notify their owner and creator. A colleague
 * may leave the company mid-sequence (issue 33): from then on no socket of theirs receives
 * anything, and no notification of the company is made for them (they are members again before
 * the next sequence).
 * LIVE_RUNS sets the number of sequences (default 8; 4 on PostgreSQL), LIVE_SEED the seed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useListeningApp } from '../realtime-client.js';
import { objectsOf, readAll, violations, type ReadFn } from './live-check.js';
import { buildLiveWorld, objectKey, worldUsers, type EventObject, type LiveWorld, type WorldUser } from './live-world.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const runs = Number(process.env.LIVE_RUNS ?? (onPostgres ? 4 : 8));
const seed = Number(process.env.LIVE_SEED ?? 16_016);

const live = useListeningApp();

const actor = fc.constantFrom<WorldUser>(...worldUsers);
const someone = fc.constantFrom<WorldUser>('admin', 'owner', 'colleague', 'shared');
/** The colleagues who may leave (the admin removes them; the company keeps its admin). */
const leaver = fc.constantFrom<WorldUser>('owner', 'colleague', 'shared');
const pick = fc.nat(20);

/** One change (creating and sharing weigh more: they make the private objects; contact moments and leaving too: they make the notifications a leaver must not get); `target` picks a checklist made earlier in the sequence (modulo), `item` one of its items. */
const action = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('create' as const), by: actor, template: fc.boolean(), items: fc.integer({ min: 0, max: 3 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('share' as const), by: actor, target: pick, with: someone, canEdit: fc.boolean(), isAdmin: fc.boolean() }),
  },
  fc.record({ op: fc.constant('unshare' as const), by: actor, target: pick, with: someone }),
  fc.record({ op: fc.constant('tick' as const), by: actor, target: pick, item: pick, done: fc.boolean() }),
  fc.record({ op: fc.constant('addItem' as const), by: actor, target: pick }),
  fc.record({ op: fc.constant('comment' as const), by: actor, target: pick }),
  fc.record({ op: fc.constant('rename' as const), by: actor, target: pick }),
  fc.record({ op: fc.constant('copy' as const), by: actor, target: pick }),
  fc.record({ op: fc.constant('delete' as const), by: actor, target: pick }),
  fc.record({ op: fc.constant('note' as const), by: actor }),
  { weight: 2, arbitrary: fc.record({ op: fc.constant('contact' as const), by: actor, owner: someone }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('editContact' as const), by: actor, target: pick }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('leave' as const), who: leaver }) },
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

/** The checklists each user can GET now: their list and the company's templates. */
async function readableChecklists(world: LiveWorld): Promise<Record<WorldUser, Set<string>>> {
  const result = {} as Record<WorldUser, Set<string>>;
  for (const user of worldUsers) {
    const ids = new Set<string>();
    for (const [url, key] of [
      ['/api/checklists', 'checklists'],
      ['/api/checklists/templates', 'templates'],
    ] as const) {
      const r = await world.call(user, 'GET', url);
      if (r.statusCode === 200) for (const c of r.json()[key] as { id: string }[]) ids.add(c.id);
    }
    result[user] = ids;
  }
  return result;
}

describe('live events against the read policy, for random changes by random actors', () => {
  it('never sends an object to a socket whose user cannot GET it', { timeout: 180_000 }, async () => {
    const world = await buildLiveWorld(live.t, (token) => live.open(token));
    const account = await world.call('admin', 'POST', '/api/accounts', { platform: 'google', accountId: '1234567890', name: 'Eigenschap' });
    const accountId = (account.json().account as { id: string }).id;
    let readable = await readableChecklists(world);

    const run = async (actions: readonly Action[]) => {
      await world.rejoinAll();
      readable = await readableChecklists(world);
      const made: string[] = [];
      const moments: string[] = [];
      /** The colleagues who left during this sequence. */
      const left = new Set<WorldUser>();
      const itemsOf = async (id: string) => {
        const r = await world.call('admin', 'GET', `/api/checklists/${id}`);
        return r.statusCode === 200 ? (r.json().items as { id: string }[]).map((i) => i.id) : [];
      };
      for (const a of actions) {
        const id = made.length > 0 ? made[('target' in a ? a.target : 0) % made.length]! : null;
        const url = `/api/checklists/${id}`;
        const events = await world.step(async () => {
          switch (a.op) {
            case 'create': {
              const body = { title: `Checklist ${made.length}`, isTemplate: a.template, items: Array.from({ length: a.items }, (_, i) => `Taak ${i}`) };
              const r = await world.call(a.by, 'POST', '/api/checklists', body);
              if (r.statusCode === 201) made.push(r.json().id as string);
              return;
            }
            case 'note':
              return world.call(a.by, 'POST', '/api/notes', { adAccountId: accountId, title: 'Notitie' });
            case 'contact': {
              const body = {
                kind: 'contact',
                title: `Bel klant ${moments.length}`,
                start: '2030-03-04T09:00:00.000Z',
                end: '2030-03-04T09:30:00.000Z',
                timeZone: 'Europe/Amsterdam',
                ownerId: world.users[a.owner].user.id,
                contact: { type: 'telefoon', phone: '0612345678' },
              };
              const r = await world.call(a.by, 'POST', '/api/calendar/events', body);
              if (r.statusCode === 201) moments.push((r.json().event as { id: string }).id);
              return;
            }
            case 'editContact': {
              if (moments.length === 0) return;
              const momentUrl = `/api/calendar/events/${moments[a.target % moments.length]}`;
              const current = await world.call('admin', 'GET', momentUrl);
              if (current.statusCode !== 200) return;
              const version = (current.json().event as { version: number }).version;
              return world.call(a.by, 'PATCH', momentUrl, { contact: { type: 'telefoon', phone: `06${String(10_000_000 + version)}` }, version });
            }
            case 'leave':
              if (!left.has(a.who)) await world.leave(a.who);
              return;
          }
          if (!id) return;
          switch (a.op) {
            case 'share':
              return world.call(a.by, 'POST', `${url}/shares`, { userId: world.users[a.with].user.id, canEdit: a.canEdit, isAdmin: a.isAdmin });
            case 'unshare':
              return world.call(a.by, 'DELETE', `${url}/shares/${world.users[a.with].user.id}`);
            case 'tick': {
              const items = await itemsOf(id);
              if (items.length === 0) return;
              return world.call(a.by, 'PATCH', `${url}/items/${items[a.item % items.length]}`, { isCompleted: a.done });
            }
            case 'addItem':
              return world.call(a.by, 'POST', `${url}/items`, { content: 'Nog een taak' });
            case 'comment':
              return world.call(a.by, 'POST', `${url}/comments`, { content: 'Opmerking' });
            case 'rename':
              return world.call(a.by, 'PATCH', url, { title: 'Nieuwe naam' });
            case 'copy': {
              const r = await world.call(a.by, 'POST', `${url}/copy`);
              if (r.statusCode === 201) made.push(r.json().id as string);
              return;
            }
            case 'delete':
              return world.call(a.by, 'DELETE', url);
          }
        });
        const before = readable;
        readable = await readableChecklists(world);
        const after = readable;
        const others = await readAll(
          objectsOf(events).filter((o) => o.kind !== 'checklist'),
          world.canRead,
        );
        const checklistRead =
          (sets: Record<WorldUser, Set<string>>): ReadFn =>
          (user, o: EventObject) =>
            o.kind === 'checklist' ? sets[user].has(o.id) : others(user, o);
        const problems = violations(events, checklistRead(before), checklistRead(after));
        for (const user of left) {
          if (events[user].length > 0) problems.push(`${user} left the company but received ${events[user].map((e) => e.event.name).join(', ')}`);
          if ((await world.companyNotifications(user)) > 0) problems.push(`${user} left the company but has a notification of it`);
        }
        if (problems.length > 0)
          throw new Error(
            `after ${JSON.stringify(a)} (checklist ${id ?? '-'}):\n${problems.join('\n')}\nobjects: ${objectsOf(events).map(objectKey).join(', ')}`,
          );
        if (a.op === 'leave') left.add(a.who);
      }
    };

    await fc.assert(fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 14 }), run), { numRuns: runs, seed, endOnFailure: true });
    expect(runs).toBeGreaterThan(0);
  });
});
