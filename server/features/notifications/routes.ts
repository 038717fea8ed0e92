/**
 * /api/notifications/*: the signed-in user's own inbox (any role, any active company), its
 * preferences, the live channel and the daily digest loop.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteNotificationsInput,
  markNotificationsInput,
  notificationChangeResponse,
  notificationClientsResponse,
  notificationListQuery,
  notificationListResponse,
  notificationParams,
  notificationPreferences,
  notificationResponse,
  unreadCountResponse,
  updateNotificationPreferencesInput,
} from '../../../common/schemas/notifications.js';
import { actorOf } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { requireSession } from '../../lib/session.js';
import { deleteNotifications, markAllNotificationsRead, markNotifications } from './change-notifications.js';
import { startDigestLoop } from './digest-loop.js';
import { listNotifications } from './list-notifications.js';
import { registerInboxLive } from './live.js';
import { inboxOwnerOf, preferenceAudienceOf, preferenceTypesOf } from './policy.js';
import { unreadNotesCard } from './dashboard.js';
import { getNotificationPreferences, updateNotificationPreferences } from './preferences.js';
import { getNotification, getUnreadCount, listNotificationClients } from './read-inbox.js';

export const notificationRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const preHandler = requireSession(ctx.db, ctx.session);
  const owner = (request: Parameters<typeof actorOf>[0]) => inboxOwnerOf(actorOf(request));
  ctx.dashboard.register(unreadNotesCard);

  const stopLive = registerInboxLive(ctx);
  app.addHook('onClose', async () => stopLive());
  const digest = startDigestLoop({ db: ctx.db, mail: ctx.mail, log: app.log, appOrigin: ctx.env.appOrigin });
  // Before the database and the mail delivery close.
  app.addHook('preClose', async () => digest.stop());

  app.get('/', { preHandler, schema: { querystring: notificationListQuery, response: { 200: notificationListResponse } } }, async (request) =>
    listNotifications({ db: ctx.db, recipientId: owner(request), input: request.query }),
  );

  app.get('/unread-count', { preHandler, schema: { response: { 200: unreadCountResponse } } }, async (request) =>
    getUnreadCount({ db: ctx.db, recipientId: owner(request) }),
  );

  app.get('/clients', { preHandler, schema: { response: { 200: notificationClientsResponse } } }, async (request) =>
    listNotificationClients({ db: ctx.db, actor: actorOf(request) }),
  );

  app.get('/:id', { preHandler, schema: { params: notificationParams, response: { 200: notificationResponse } } }, async (request) =>
    getNotification({ db: ctx.db, recipientId: owner(request), id: request.params.id }),
  );

  app.post('/mark', { preHandler, schema: { body: markNotificationsInput, response: { 200: notificationChangeResponse } } }, async (request) =>
    transactionWithEvents(ctx, (tx, emit) => markNotifications(tx, emit, { recipientId: owner(request), ...request.body })),
  );

  app.post('/mark-all-read', { preHandler, schema: { response: { 200: notificationChangeResponse } } }, async (request) =>
    transactionWithEvents(ctx, (tx, emit) => markAllNotificationsRead(tx, emit, { recipientId: owner(request) })),
  );

  app.post('/delete', { preHandler, schema: { body: deleteNotificationsInput, response: { 200: notificationChangeResponse } } }, async (request) =>
    transactionWithEvents(ctx, (tx, emit) => deleteNotifications(tx, emit, { recipientId: owner(request), ids: request.body.ids })),
  );

  app.get('/preferences', { preHandler, schema: { response: { 200: notificationPreferences } } }, async (request) =>
    getNotificationPreferences({
      db: ctx.db,
      userId: owner(request),
      types: preferenceTypesOf(actorOf(request)),
      audience: preferenceAudienceOf(actorOf(request)),
    }),
  );

  app.put('/preferences', { preHandler, schema: { body: updateNotificationPreferencesInput, response: { 200: notificationPreferences } } }, async (request) =>
    updateNotificationPreferences({
      db: ctx.db,
      userId: owner(request),
      input: request.body,
      types: preferenceTypesOf(actorOf(request)),
      audience: preferenceAudienceOf(actorOf(request)),
    }),
  );
};
