/**
 * /api/test/*: switches for the browser tests, registered only with TEST_HOOKS=true (which the
 * environment refuses in production). The captcha is the one thing a test cannot read off the screen;
 * notifications are made here because no screen produces them yet, and the checklist job runs
 * here at a moment the test chooses (its fake clock). Like the developer outbox, answered only to a
 * local request (server/lib/local-only.ts); anyone else gets 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { localOnly } from '../../lib/local-only.js';
import { peekCaptchaCode } from '../captcha/service.js';
import { runChecklistJobs } from '../checklists/jobs.js';
import { runCreativeDueReminders } from '../creatives/due-reminders.js';
import { runReminderJob } from '../calendar/reminder-job.js';
import { runFormDeadlineReminders } from '../forms/answer/deadline-job.js';
import { createTestNotifications, testNotificationsInput } from '../notifications/test-notifications.js';

export const testHookRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', localOnly(ctx.env.appOrigin));
  app.get('/captcha/:id', { schema: { params: z.object({ id: z.string() }) } }, async (request) => {
    const code = await peekCaptchaCode(ctx.db, request.params.id);
    if (!code) throw new AppError('NOT_FOUND');
    return { code };
  });

  app.post('/notifications', { schema: { body: testNotificationsInput } }, async (request, reply) => {
    return reply.code(201).send(await createTestNotifications(ctx, request.body));
  });

  // The checklist job at a chosen moment: the browser tests' fake clock for refresh periods.
  app.post('/checklists/jobs', { schema: { body: z.object({ now: z.string().datetime({ offset: true }) }) } }, async (request) =>
    runChecklistJobs(ctx, new Date(request.body.now)),
  );

  // The calendar's reminder job now (or at a chosen moment, for one event's reminders): the browser tests need not wait for its interval.
  app.post(
    '/calendar/reminders',
    { schema: { body: z.object({ now: z.string().datetime({ offset: true }).optional(), eventId: z.string().uuid().optional() }) } },
    async (request) => ({
      sent: await runReminderJob(ctx, request.body.now ? new Date(request.body.now) : new Date(), request.body.eventId ? [request.body.eventId] : null),
    }),
  );

  // The forms' deadline reminders now (or at a chosen moment, for one send): tests need not wait for the job's interval.
  app.post(
    '/forms/deadline-reminders',
    { schema: { body: z.object({ now: z.string().datetime({ offset: true }).optional(), assignmentId: z.string().uuid().optional() }) } },
    async (request) => ({
      sent: await runFormDeadlineReminders(
        ctx,
        request.body.now ? new Date(request.body.now) : new Date(),
        request.body.assignmentId ? [request.body.assignmentId] : null,
      ),
    }),
  );

  // The creatives' due-date reminders now (or at a chosen moment, for one creative): tests need not wait for the job's interval.
  app.post(
    '/creatives/due-reminders',
    { schema: { body: z.object({ now: z.string().datetime({ offset: true }).optional(), creativeId: z.string().uuid().optional() }) } },
    async (request) => ({
      sent: await runCreativeDueReminders(
        ctx,
        request.body.now ? new Date(request.body.now) : new Date(),
        request.body.creativeId ? [request.body.creativeId] : null,
      ),
    }),
  );
};
