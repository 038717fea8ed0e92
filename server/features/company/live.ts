/**
 * The company channel's live side: features emit `{ companyId, event }` on the 'company' topic
 * inside their transaction (published after commit, on every instance), and the sockets on
 * `company:<companyId>` (the company's marketeers and admins, see policy.ts) receive the event.
 */
import { channelName } from '../../../common/realtime.js';
import type { AppContext } from '../../lib/context.js';
import { fitsOnBus } from '../../lib/events/event-bus.js';
import type { Emit } from '../../lib/events/with-events.js';

export const companyTopic = 'company';

type CompanyEvent = { name: string } & Record<string, unknown>;

/**
 * Emits `event` to the company's channel; one too large for the bus is replaced by `fallback`
 * (a small event that makes the clients refetch).
 */
export function emitCompanyEvent(emit: Emit, companyId: string, event: CompanyEvent, fallback?: CompanyEvent): void {
  const payload = { companyId, event };
  if (fitsOnBus(companyTopic, payload)) emit(companyTopic, payload);
  else if (fallback) emit(companyTopic, { companyId, event: fallback });
  else throw new Error(`company event ${event.name} is too large for the bus and has no fallback`);
}

export function registerCompanyLive(ctx: Pick<AppContext, 'events' | 'realtime'>): () => void {
  return ctx.events.on(companyTopic, (payload) => {
    if (typeof payload.companyId !== 'string' || typeof payload.event !== 'object' || payload.event === null) return;
    ctx.realtime.broadcast(channelName('company', payload.companyId), payload.event as CompanyEvent);
  });
}
