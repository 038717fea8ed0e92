/**
 * /api/calendar/settings and /api/calendar/feed: a user's calendar settings and ICS feed (issue 20).
 * Settings and the feed's address are the team's (admins and marketeers; clients 403); the feed
 * itself (`GET /feed/<secret>.ics`) is public — the secret is the key, and an unknown or revoked
 * one answers 404 CALENDAR_FEED_UNKNOWN. A change reaches the user's other tabs live
 * (`calendar.settings.changed`, to that user alone). This plugin also runs the reminder job (reminder-job.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedResponse, calendarSettings, calendarSettingsRequest } from '../../../common/schemas/calendar.js';
import type { Db } from '../../db/database.js';
import { actorOf, type Actor } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { requireMember } from '../../lib/session.js';
import { buildFeed } from './feed.js';
import { announceSettingsChange } from './live.js';
import { calendarTeamRoles } from './policy.js';
import { startReminderJob } from './reminder-job.js';
import { feedOwner, readCalendarSettings, regenerateFeed, revokeFeed, saveCalendarSettings } from './settings.js';

/** A secret is 32 random bytes in base64url (43 characters); the address ends in `.ics`. */
const feedSecret = /^([A-Za-z0-9_-]{43})(?:\.ics)?$/;

export const calendarSettingsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const asTeam = requireMember(ctx.db, ctx.session, calendarTeamRoles);

  const job = startReminderJob({ ctx, log: app.log, intervalMs: ctx.env.calendarReminderIntervalMs });
  app.addHook('preClose', async () => job.stop());

  app.get('/settings', { preHandler: asTeam, schema: { response: { 200: calendarSettings } } }, async (request) =>
    readCalendarSettings(ctx.db, actorOf(request).userId),
  );

  /** A change of the actor's own settings or feed, announced to their other tabs and devices after it commits. */
  const changeOwn = <T>(actor: Actor, work: (tx: Db) => Promise<T>) =>
    transactionWithEvents(ctx, async (tx, emit) => {
      const result = await work(tx);
      if (actor.activeCompanyId) announceSettingsChange(emit, actor.activeCompanyId, actor.userId);
      return result;
    });

  app.put('/settings', { preHandler: asTeam, schema: { body: calendarSettingsRequest, response: { 200: calendarSettings } } }, async (request) => {
    const actor = actorOf(request);
    return changeOwn(actor, (tx) => saveCalendarSettings(tx, actor.userId, request.body));
  });

  app.post('/feed', { preHandler: asTeam, schema: { response: { 200: calendarFeedResponse } } }, async (request) => {
    const actor = actorOf(request);
    return changeOwn(actor, (tx) => regenerateFeed(tx, actor.userId, ctx.env.appOrigin));
  });

  app.delete('/feed', { preHandler: asTeam }, async (request, reply) => {
    const actor = actorOf(request);
    await changeOwn(actor, (tx) => revokeFeed(tx, actor.userId));
    return reply.code(204).send();
  });

  // Public: calendar apps fetch it without a session. Only misses are counted per IP (guessing a
  // 256-bit secret is hopeless anyway): Google's and Microsoft's fetchers share a few addresses
  // for all their users, so counting hits would cut off every agency's feed at once.
  app.get('/feed/:token', { schema: { params: z.object({ token: z.string() }) } }, async (request, reply) => {
    const secret = feedSecret.exec(request.params.token)?.[1];
    const userId = secret ? await feedOwner(ctx.db, secret) : null;
    if (!userId) {
      await ctx.rateLimits.consume('tokenIp', request.ip);
      throw new AppError('CALENDAR_FEED_UNKNOWN');
    }
    const text = await buildFeed(ctx.db, { userId, appOrigin: ctx.env.appOrigin, now: new Date() });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', 'inline; filename="agenda.ics"')
      .send(text);
  });
};
