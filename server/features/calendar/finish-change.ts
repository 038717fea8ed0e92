/**
 * The last step of every change of an event, single or recurring (change-events.ts, change-series.ts):
 * the event as the user saw it and as it is now are known here, so whatever a change means for
 * others happens in this one place — contact moments notify their owner and creator (notify.ts), and
 * the change is announced live to the team and the clients of the appointments involved (live.ts).
 */
import type { CalendarEventRow } from '../../db/schema/index.js';
import type { ChangeResult, ChangeScope } from './event-values.js';
import { announceCalendarChange, appointmentClient } from './live.js';
import { notifyContactChanged } from './notify.js';
import { reconcileClientAnswer } from './client-answer.js';

/**
 * `before` is what the user acted on, `after` what it is now (its id is the event to answer); `involved` are the rows
 * whose clients hear of the change.
 */
export async function finishChange(
  s: ChangeScope,
  before: CalendarEventRow,
  after: CalendarEventRow,
  involved: readonly (CalendarEventRow | null)[],
): Promise<ChangeResult> {
  const told = await reconcileClientAnswer(s.tx, s.emit, s.ctx, { before, after, now: s.now }); // issue 33: client-answer.ts
  const mailed = (await notifyContactChanged(s.tx, s.emit, before, after, { actorId: s.actor.userId, appOrigin: s.ctx.env.appOrigin, now: s.now })) || told;
  await announceCalendarChange(s.tx, s.emit, { companyId: s.actor.companyId, eventId: after.id, clientIds: involved.flatMap(appointmentClient) });
  return { eventId: after.id, mailed };
}
