/**
 * The creatives' part of the live-policy test (issue 36). The team hears of every change to a
 * creative (`creatives.changed` on the company channel); a client user never does. The portal
 * users of the creative's client hear of a change to what was shared with them (`portal.changed`),
 * never of a draft's; a portal user of another client hears of none of it, nor this one of theirs.
 * Each step's second event is checked softly, so one that goes wrong does not hide the next.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { channelName, type ServerMessage } from '../../../common/realtime.js';
import { clientContacts } from '../../db/schema/index.js';
import { uploadCreative } from '../../features/creatives/test-kit.js';
import { createUser } from '../factories.js';
import type { useListeningApp } from '../realtime-client.js';
import { logInAs } from '../test-app.js';
import { receivers } from './live-check.js';
import { colleagues, type EventObject, type LiveEvent, type LiveWorld, type WorldUser } from './live-world.js';

/** The creatives' team event (server/features/creatives/kit.ts `creativeChanged`; common/schemas has no type of it yet). */
export type CreativesChangedEvent = { name: 'creatives.changed'; creativeId: string };

export interface LiveSteps {
  world: LiveWorld;
  live: ReturnType<typeof useListeningApp>;
  /** One change: the read rule holds, and `kind` reached exactly `expected` (live-read-policy.test.ts). */
  check(
    kind: CreativesChangedEvent['name'] | 'portal.changed',
    expected: readonly WorldUser[],
    change: () => Promise<unknown>,
    before?: readonly EventObject[],
  ): Promise<Record<WorldUser, LiveEvent[]>>;
  /** The answer's JSON, once it is a success. */
  ok(response: Promise<LightMyRequestResponse>): Promise<Record<string, unknown> | null>;
}

/** Runs the steps on creatives of `clientId`, a client of company A the world's client user is a portal contact of. */
export async function creativeLiveSteps({ world, live, check, ok }: LiveSteps, clientId: string): Promise<void> {
  // Another client of the company, with a portal user of its own (not one of the world's users).
  let otherClientId = '';
  await world.step(async () => {
    otherClientId = ((await ok(world.call('owner', 'POST', '/api/clients', { name: 'Andere Creatieve Klant' })))!.client as { id: string }).id;
  });
  const otherUser = await createUser(live.t.db, { isClient: true, company: world.users.client.company });
  await live.t.db
    .insert(clientContacts)
    .values({ clientId: otherClientId, companyId: world.companyA, name: 'Petra', email: otherUser.email, userId: otherUser.user.id });
  const otherPortal = await live.open(await logInAs(live.t.app, otherUser));
  expect((await otherPortal.subscribe(channelName('portal', world.companyA))).type).toBe('subscribed');
  /** A creative the owner makes for `forClient` from a new upload. */
  const newCreative = async (forClient: string, flow: object = {}) => {
    const body = { clientId: forClient, name: 'Live creative', fileId: await uploadCreative(live.t, world.token('owner')), ...flow };
    return ((await ok(world.call('owner', 'POST', '/api/creatives', body)))!.creative as { id: string }).id;
  };
  const shareFlow = { reviewFlow: 'client_only', sendToReview: true };
  // A draft, a comment on it and resolving that comment: the team alone.
  let draftId = '';
  let changed = await check('creatives.changed', colleagues, async () => {
    draftId = await newCreative(clientId);
  });
  expect.soft(receivers(changed, 'portal.changed')).toEqual([]);
  let draftCommentId = '';
  changed = await check('creatives.changed', colleagues, async () => {
    const body = { version: 1, body: 'Concept bekeken' };
    draftCommentId = ((await ok(world.call('colleague', 'POST', `/api/creatives/${draftId}/comments`, body)))!.comment as { id: string }).id;
  });
  expect.soft(receivers(changed, 'portal.changed')).toEqual([]);
  changed = await check('creatives.changed', colleagues, () =>
    ok(world.call('owner', 'PATCH', `/api/creatives/${draftId}/comments/${draftCommentId}`, { resolved: true })),
  );
  expect.soft(receivers(changed, 'portal.changed')).toEqual([]);
  // Straight to the client's step: shared, so the client's portal hears of it and of every change it shows.
  let sharedId = '';
  changed = await check('portal.changed', ['client'], async () => {
    sharedId = await newCreative(clientId, shareFlow);
  });
  expect.soft(receivers(changed, 'creatives.changed')).toEqual(colleagues);
  // The client's comment on the client's step: the team and the client's portal.
  changed = await check('portal.changed', ['client'], () =>
    ok(world.call('client', 'POST', `/api/creatives/${sharedId}/comments`, { version: 1, body: 'Prijs ontbreekt' })),
  );
  expect.soft(receivers(changed, 'creatives.changed')).toEqual(colleagues);
  // The team's internal comment on it: the team alone.
  changed = await check('creatives.changed', colleagues, () =>
    ok(world.call('owner', 'POST', `/api/creatives/${sharedId}/comments`, { version: 1, body: 'Intern: prijs komt eraan', internal: true })),
  );
  expect.soft(receivers(changed, 'portal.changed')).toEqual([]);
  changed = await check('portal.changed', ['client'], () =>
    ok(world.call('client', 'POST', `/api/creatives/${sharedId}/decisions`, { version: 1, decision: 'approve' })),
  );
  expect.soft(receivers(changed, 'creatives.changed')).toEqual(colleagues);
  // Shared with another client: its portal user hears of it (and of nothing before), this client user does not.
  changed = await check('creatives.changed', colleagues, () => newCreative(otherClientId, shareFlow));
  expect.soft(receivers(changed, 'portal.changed')).toEqual([]);
  const otherEvent = (m: ServerMessage) => m.type === 'event' && m.event.name === 'portal.changed';
  await otherPortal.next(otherEvent);
  expect(otherPortal.messages.filter(otherEvent).map((m) => (m.type === 'event' ? m.event : null))).toEqual([
    { name: 'portal.changed', clientId: otherClientId },
  ]);
  // A deleted draft: the team, who could read it until now.
  changed = await check('creatives.changed', colleagues, () => ok(world.call('admin', 'DELETE', `/api/creatives/${draftId}`)), [
    { kind: 'creative', id: draftId },
  ]);
  expect.soft(receivers(changed, 'portal.changed')).toEqual([]);
}
