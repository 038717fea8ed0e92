/**
 * Builds the Fastify app (used by main.ts and by the tests): logging, security headers, the
 * Origin check, cookies, the API features, the error envelope and the web app with its fallback.
 */
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/database.js';
import { startVacuumLoop } from './db/maintenance.js';
import type { Env } from './env.js';
import { accountSecurityRoutes } from './features/account-security/routes.js';
import { profileRoutes } from './features/profile/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { captchaRoutes } from './features/captcha/routes.js';
import { googleAuthRoutes } from './features/google-auth/routes.js';
import { companyRoutes } from './features/company/routes.js';
import { brandingRoutes } from './features/company/branding-routes.js';
import { healthRoutes } from './features/health/routes.js';
import { companyInvitationRoutes, invitationAcceptRoutes } from './features/invitations/routes.js';
import { onboardingRoutes } from './features/onboarding/routes.js';
import { waitlistRoutes } from './features/waitlist/routes.js';
import { contactRoutes } from './features/contact/routes.js';
import { pageAnalyticsRoutes } from './features/page-analytics/routes.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { formRoutes } from './features/forms/routes.js';
import { creativeRoutes, portalCreativePreviewRoutes, reviewLinkRoutes } from './features/creatives/routes.js';
import { createFilesRegistry, type FilesRegistry } from './features/files/registry.js';
import { fileRoutes } from './features/files/routes.js';
import { createFileSigner } from './features/files/signing.js';
import { portalFormPreviewRoutes, portalFormRoutes, publicFormRoutes } from './features/forms/answer/routes.js';
import { noteRoutes } from './features/notes/routes.js';
import { adAccountRoutes, adIntegrationRoutes } from './features/ad-accounts/routes.js';
import { createPlatformClients } from './features/ad-accounts/platform-clients.js';
import { devMailRoutes } from './features/dev-mail/routes.js';
import { testHookRoutes } from './features/test-hooks/routes.js';
import { checklistRoutes } from './features/checklists/routes.js';
import { benchRoutes } from './features/bench/routes.js';
import { createCalendarRegistry } from './features/calendar/registry.js';
import { calendarRoutes } from './features/calendar/routes.js';
import { portalCalendarPreviewRoutes, portalCalendarRoutes } from './features/calendar/portal-routes.js';
import { calendarSettingsRoutes } from './features/calendar/settings-routes.js';
import { createClientRegistry } from './features/clients/registry.js';
import { clientRoutes } from './features/clients/routes.js';
import { createDashboardRegistry } from './features/dashboard/registry.js';
import { createPortalRegistry } from './features/portal/registry.js';
import { portalRoutes } from './features/portal/routes.js';
import { dashboardRoutes } from './features/dashboard/routes.js';
import { createSearchRegistry } from './features/search/registry.js';
import { searchRoutes } from './features/search/routes.js';
import type { AppContext } from './lib/context.js';
import { handleError, handleFrameworkError } from './lib/error-handler.js';
import { refuseUnsafeText } from './lib/safe-input.js';
import { serializeError, serializeRequest } from './lib/log-serializers.js';
import { createOriginCheck } from './lib/origin-check.js';
import { dummyPasswordHash } from './lib/password.js';
import { createMailDelivery } from './lib/mail/delivery.js';
import { ActorCache } from './lib/actor-cache.js';
import { createInProcessBus, type EventBus } from './lib/events/event-bus.js';
import { createPostgresBus } from './lib/events/postgres-bus.js';
import { createHub } from './lib/realtime/hub.js';
import { registerRealtime } from './lib/realtime/register.js';
import type { RealtimeHub } from './lib/realtime/types.js';
import { createRateLimits, relaxedRateLimitRules, type RateLimitRules } from './lib/rate-limit.js';
import { createSecretBox, loadSecretKey } from './lib/secret-box.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { registerSpa } from './lib/spa.js';
import { createStorage } from './lib/storage/storage.js';
import { createResponseSerializerCompiler } from './lib/response-serializer.js';
import { collectRoutes } from './lib/route-registry.js';
import { runAccessFirst } from './lib/access-first.js';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
    realtime: RealtimeHub;
    actors: ActorCache;
    files: FilesRegistry;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Close the database when the app closes (main.ts); tests sharing one database pass false. */
  ownsDatabase?: boolean;
  /** Overrides of the rate-limit rules (tests). TEST_HOOKS servers use relaxed rules. */
  rateLimitRules?: Partial<RateLimitRules>;
  /** Separates this app's rate-limit counters from other apps on the same store (tests). */
  rateLimitKeyPrefix?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
}

export interface LogStream {
  write(line: string): void;
}

function loggerOptions(env: Env, stream?: LogStream): FastifyServerOptions['logger'] {
  const base = {
    level: env.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    // Database errors without the query's values, URLs without the query string: no user text.
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
  return base;
}

/**
 * Development (`npm start`, `npm run dev`) logs human-readable lines, also when stdout is not a
 * terminal; production and the tests log JSON. Synchronous, so the start banner (server/main.ts)
 * really comes after the start-up log.
 */
async function developmentLogStream(env: Env): Promise<LogStream | undefined> {
  if (env.nodeEnv !== 'development') return undefined;
  const { default: pretty } = await import('pino-pretty');
  return pretty({ sync: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' });
}

/** In-process with PGlite (one instance); LISTEN/NOTIFY with PostgreSQL, so every instance hears every event. */
async function createEventBus(database: Database, app: FastifyInstance): Promise<EventBus> {
  const onHandlerError = (err: unknown, topic: string) => app.log.error({ err, topic }, 'event handler failed');
  if (database.mode !== 'postgres' || !database.pgPool || !database.url) return createInProcessBus(onHandlerError);
  return createPostgresBus({
    url: database.url,
    pool: database.pgPool,
    onHandlerError,
    onListenerError: (err) => app.log.warn({ err }, 'event listener connection lost; reconnecting'),
  });
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: loggerOptions(env, options.logStream ?? (await developmentLogStream(env))),
    genReqId: () => randomUUID(),
    trustProxy: env.trustProxy,
    frameworkErrors: handleFrameworkError,
  });
  collectRoutes(app);
  runAccessFirst(app);
  const events = await createEventBus(database, app);
  const hub = createHub({ db: database.db, log: app.log });
  const secretKey = loadSecretKey(env.secretKey, env.dataDir);
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    session: { ttlDays: env.sessionTtlDays, secureCookies: env.secureCookies, actors: new ActorCache() },
    rateLimits: createRateLimits(database, options.rateLimitRules ?? (env.testHooks ? relaxedRateLimitRules : {}), options.rateLimitKeyPrefix),
    secrets: createSecretBox(secretKey),
    mail: createMailDelivery({ db: database.db, smtpUrl: env.smtpUrl, from: env.mailFrom, log: app.log }),
    events,
    realtime: hub,
    search: createSearchRegistry(),
    dashboard: createDashboardRegistry(),
    clients: createClientRegistry(),
    portal: createPortalRegistry(),
    calendar: createCalendarRegistry(),
    files: createFilesRegistry({ db: database.db, storage: createStorage(env), signer: createFileSigner(secretKey), log: app.log }),
  };
  app.addHook('onClose', async () => ctx.mail.close());
  const vacuum = startVacuumLoop({ database, intervalMs: env.vacuumIntervalMs, log: app.log });
  app.addHook('onClose', async () => vacuum.stop());
  app.addHook('onClose', async () => events.close());
  const stopActorInvalidation = ctx.session.actors.listen(events);
  app.addHook('onClose', async () => stopActorInvalidation());
  // Tests and benchmarks reach the bus, the hub and the actor cache through the app (features use ctx).
  app.decorate('events', events);
  app.decorate('realtime', hub);
  app.decorate('actors', ctx.session.actors);
  app.decorate('files', ctx.files);

  app.setValidatorCompiler(validatorCompiler);
  // Tests also run zod over every response and require fast-json-stringify's exact bytes.
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: env.nodeEnv === 'test' }));
  app.setErrorHandler(handleError);
  // Control characters and lone surrogates are refused in every route's input, before its schema.
  app.addHook('preValidation', refuseUnsafeText);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, env.secureCookies);
  app.addHook('onRequest', createOriginCheck(env.appOrigin));
  await app.register(cookie);

  await registerRealtime(app, ctx, hub);
  await app.register(healthRoutes, { prefix: '/api', ctx });
  await app.register(authRoutes, { prefix: '/api/auth', ctx });
  await app.register(captchaRoutes, { prefix: '/api/auth/captcha', ctx });
  await app.register(googleAuthRoutes, { prefix: '/api/auth/google', ctx });
  await app.register(accountSecurityRoutes, { prefix: '/api/account', ctx });
  await app.register(profileRoutes, { prefix: '/api/account/profile', ctx });
  await app.register(invitationAcceptRoutes, { prefix: '/api/auth/invitation', ctx });
  await app.register(companyRoutes, { prefix: '/api/company', ctx });
  await app.register(companyInvitationRoutes, { prefix: '/api/company/invitations', ctx });
  await app.register(brandingRoutes, { prefix: '/api/company', ctx });
  await app.register(onboardingRoutes, { prefix: '/api/onboarding', ctx });
  await app.register(waitlistRoutes, { prefix: '/api/waitlist', ctx });
  await app.register(contactRoutes, { prefix: '/api/contact', ctx });
  await app.register(pageAnalyticsRoutes, { prefix: '/api/page-events', ctx });
  await app.register(notificationRoutes, { prefix: '/api/notifications', ctx });
  await app.register(formRoutes, { prefix: '/api/forms', ctx });
  await app.register(fileRoutes, { prefix: '/api/files', ctx });
  await app.register(creativeRoutes, { prefix: '/api/creatives', ctx });
  await app.register(reviewLinkRoutes, { prefix: '/api/review-links', ctx });
  await app.register(noteRoutes, { prefix: '/api/notes', ctx });
  await app.register(checklistRoutes, { prefix: '/api/checklists', ctx });
  await app.register(searchRoutes, { prefix: '/api/search', ctx });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard', ctx });
  await app.register(clientRoutes, { prefix: '/api/clients', ctx });
  await app.register(portalRoutes, { prefix: '/api/portal', ctx });
  await app.register(calendarRoutes, { prefix: '/api/calendar', ctx });
  await app.register(calendarSettingsRoutes, { prefix: '/api/calendar', ctx });
  await app.register(portalCalendarRoutes, { prefix: '/api/portal/clients', ctx });
  await app.register(portalCalendarPreviewRoutes, { prefix: '/api/clients', ctx });
  await app.register(portalFormRoutes, { prefix: '/api/portal/forms', ctx });
  await app.register(portalFormPreviewRoutes, { prefix: '/api/clients', ctx });
  await app.register(portalCreativePreviewRoutes, { prefix: '/api/clients', ctx });
  await app.register(publicFormRoutes, { prefix: '/api/public/forms', ctx });
  const syncCtx = { ...ctx, clients: createPlatformClients(env) };
  await app.register(adAccountRoutes, { prefix: '/api/accounts', ctx, syncCtx });
  await app.register(adIntegrationRoutes, { prefix: '/api/integrations', ctx, syncCtx });
  if (env.devMail) await app.register(devMailRoutes, { ctx });
  if (env.testHooks) await app.register(testHookRoutes, { prefix: '/api/test', ctx });
  if (env.benchRoutes) await app.register(benchRoutes, { prefix: '/api/bench', ctx });
  await registerSpa(app, env.webDist);

  // Computed in the background now, so the first unknown-address login is not slower than the rest.
  void dummyPasswordHash();
  if (options.ownsDatabase) app.addHook('onClose', async () => database.close());
  return app;
}
