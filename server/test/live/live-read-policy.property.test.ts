/**
 * The live read rule as a property (issue 16): random sequences of changes by random actors —
 * creating, sharing, unsharing, ticking, commenting, copying and deleting checklists, and notes for
 * the whole company — and after every change no socket has received an event about an object its
 * user could not GET just before or just after it, and every user who can read it got the event.
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
const pick = fc.nat(20);

/** One change (creating and sharing weigh more: they make the private objects); `target` picks a checklist made earlier in the sequence (modulo), `item` one of its items. */
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
      const made: string[] = [];
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
        if (problems.length > 0)
          throw new Error(
            `after ${JSON.stringify(a)} (checklist ${id ?? '-'}):\n${problems.join('\n')}\nobjects: ${objectsOf(events).map(objectKey).join(', ')}`,
          );
      }
    };

    await fc.assert(fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 14 }), run), { numRuns: runs, seed, endOnFailure: true });
    expect(runs).toBeGreaterThan(0);
  });
});
