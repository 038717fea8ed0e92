/**
 * /api/calendar/*: the agency's calendar (issue 20) for the company's marketeers and admins (client
 * users 403, policy.ts): a range of occurrences with the deadlines other features register, one
 * event, create, change and delete (per scope for a series), and a contact moment's outcome.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarEvent,
  calendarEventResponse,
  calendarRangeQuery,
  calendarRangeResponse,
  createEventRequest,
  deleteEventQuery,
  outcomeRequest,
  outcomeResponse,
  updateEventRequest,
} from '../../../common/schemas/calendar.js';
import { actorOf, requireActiveCompany } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { builtExactlyAs } from '../../lib/response-serializer.js';
import { requireMember } from '../../lib/session.js';
import { createEvent, deleteEvent, updateEvent } from './change-events.js';
import { agendaTodayCard } from './dashboard.js';
import { recordOutcome } from './outcome.js';
import { calendarTeamRoles, type CalendarActor } from './policy.js';
import { changedFieldsOf, isUuid, loadEvent } from './read-event.js';
import { readRange } from './read-events.js';
import { eventSearch } from './search.js';

/** Any id: a malformed one answers 404 like an unknown one (never a hint that the route exists for it). */
const idParams = z.object({ id: z.string().max(100) });
const eventId = (id: string) => {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  return id;
};

export const calendarRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const asTeam = requireMember(ctx.db, ctx.session, calendarTeamRoles);
  ctx.search.register(eventSearch);
  ctx.dashboard.register(agendaTodayCard(ctx.calendar));
  const who = (request: Parameters<typeof actorOf>[0]): CalendarActor => {
    const actor = actorOf(request);
    const { companyId, role } = requireActiveCompany(actor);
    return { userId: actor.userId, companyId, role };
  };

  app.get(
    '/events',
    { preHandler: asTeam, schema: { querystring: calendarRangeQuery, response: { 200: builtExactlyAs(calendarRangeResponse) } } },
    async (request) => readRange(ctx.db, ctx.calendar, who(request), request.query),
  );

  app.get(
    '/events/:id',
    {
      preHandler: asTeam,
      schema: { params: idParams, querystring: z.object({ notification: z.string().max(100).optional() }), response: { 200: calendarEventResponse } },
    },
    async (request) => {
      const reader = who(request);
      const id = eventId(request.params.id);
      const event = await loadEvent(ctx.db, reader.companyId, id);
      return { event, changedFields: await changedFieldsOf(ctx.db, reader.userId, id, request.query.notification) };
    },
  );

  app.post(
    '/events',
    { preHandler: asTeam, schema: { body: createEventRequest, response: { 201: z.object({ event: calendarEvent }) } } },
    async (request, reply) => reply.code(201).send({ event: await createEvent(ctx, who(request), request.body) }),
  );

  app.patch(
    '/events/:id',
    { preHandler: asTeam, schema: { params: idParams, body: updateEventRequest, response: { 200: z.object({ event: calendarEvent }) } } },
    async (request) => ({ event: await updateEvent(ctx, who(request), eventId(request.params.id), request.body) }),
  );

  app.delete('/events/:id', { preHandler: asTeam, schema: { params: idParams, querystring: deleteEventQuery } }, async (request, reply) => {
    await deleteEvent(ctx, who(request), eventId(request.params.id), request.query);
    return reply.code(204).send();
  });

  app.post(
    '/events/:id/outcome',
    { preHandler: asTeam, schema: { params: idParams, body: outcomeRequest, response: { 200: outcomeResponse } } },
    async (request) => recordOutcome(ctx, who(request), eventId(request.params.id), request.body),
  );
};
