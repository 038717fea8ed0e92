/**
 * GET /api/realtime: the one WebSocket endpoint. The upgrade is refused (401) without a valid
 * session cookie and (403) from another site's page; an accepted socket joins the hub with its
 * actor. The bus events the hub itself handles: a user's sessions or memberships changed (their
 * sockets are re-checked), and a gap in the event feed (every socket is told to refetch).
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { realtimeCloseCodes, realtimeLimits, realtimePath } from '../../../common/realtime.js';
import { membershipsChangedTopic, sessionsRevokedTopic } from '../actor-cache.js';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { isForeignOrigin } from '../origin-check.js';
import { readSession } from '../session.js';
import type { Hub } from './hub.js';

export async function registerRealtime(app: FastifyInstance, ctx: AppContext, hub: Hub): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: realtimeLimits.messageBytes },
    // Close with "going away" so clients reconnect (to this instance after a restart, or another).
    preClose: async () => hub.close(),
  });

  const revalidate = (payload: Record<string, unknown>) => {
    if (typeof payload.userId !== 'string') return;
    hub.revalidateUser(payload.userId).catch((err: unknown) => app.log.error({ err }, 'realtime revalidation failed'));
  };
  ctx.events.on(sessionsRevokedTopic, revalidate);
  ctx.events.on(membershipsChangedTopic, revalidate);
  ctx.events.onGap(() => hub.resyncAll());

  app.get(
    realtimePath,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (isForeignOrigin(request, ctx.env.appOrigin)) throw new AppError('FOREIGN_ORIGIN');
        if (!(await readSession(ctx.db, ctx.session, request, reply))) throw new AppError('UNAUTHENTICATED');
      },
    },
    (socket, request) => {
      const actor = request.actor;
      if (!actor) {
        socket.close(realtimeCloseCodes.sessionEnded, 'session');
        return;
      }
      hub.attach(socket, actor);
    },
  );
}
