/**
 * The inbox's live side: the channel `notifications:<userId>` is its user's alone, and every
 * committed change (topic 'notifications', from any instance) goes to the sockets on it.
 */
import { channelName } from '../../../common/realtime.js';
import type { NotificationEvent } from '../../../common/schemas/notifications.js';
import type { AppContext } from '../../lib/context.js';
import { notificationsTopic } from './counter.js';
import { mayListenToInbox } from './policy.js';

export function registerInboxLive(ctx: Pick<AppContext, 'events' | 'realtime'>): () => void {
  ctx.realtime.registerChannel('notifications', (actor, id) => mayListenToInbox(actor, id));
  return ctx.events.on(notificationsTopic, (payload) => {
    if (typeof payload.recipientId !== 'string') return;
    ctx.realtime.broadcast(channelName('notifications', payload.recipientId), payload.event as NotificationEvent);
  });
}
