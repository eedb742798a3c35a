import type { ValidatorFactory } from '@fastify/ajv-compiler';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { type Clock, MovableClock, clockFor } from './lib/clock.ts';
import { JobRunner } from './lib/jobs.ts';
import { AppMetrics, ServerErrorSink } from './lib/metrics.ts';
import { telemetryRoutes } from './modules/telemetry/telemetry.routes.ts';
import { type Mailer, outboxMailer, smtpMailer } from './lib/mailer.ts';
import { gatedMailer } from './emails/email-gate.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { questionnaireRoutes } from './modules/onboarding/questionnaire.routes.ts';
import { calendarTestProviderRoutes } from './modules/settings/calendar-test-provider.routes.ts';
import { SOCIAL_FORM_POST_CALLBACK, socialRoutes } from './modules/identity/social.routes.ts';
import { socialTestProviderRoutes } from './modules/identity/social-test-provider.routes.ts';
import captchaTestDoubleRoutes from './modules/identity/captcha-test-double.routes.ts';
import { errorSerializer, REDACT_PATHS, requestSerializer, scrubLogObject } from './lib/redact.ts';
import { guardRouteSchemas } from './lib/route-schema-guard.ts';
import { zodOrAjvValidator } from './lib/validation.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { registerClassJobs } from './modules/classes/classes.jobs.ts';
import { curriculumRoutes } from './modules/curriculum/curriculum.routes.ts';
import { registerCertificateJobs } from './modules/certificates/certificates.jobs.ts';
import { certificatesRoutes } from './modules/certificates/certificates.routes.ts';
import { practiceRoutes } from './modules/practice/practice.routes.ts';
import { achievementsRoutes } from './modules/engagement/achievements.routes.ts';
import { teacherBookingRoutes } from './modules/teacher-booking/teacher-booking.routes.ts';
import { registerTeacherBookingJobs } from './modules/teacher-booking/teacher-booking.jobs.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { registerAvailabilityJobs } from './modules/availability/availability.jobs.ts';
import { classLogsRoutes } from './modules/class-logs/class-logs.routes.ts';
import { studentFeedbackRoutes } from './modules/class-logs/student-feedback.routes.ts';
import { registerClassLogsJobs } from './modules/class-logs/class-logs.jobs.ts';
import { closeOverdueLogs } from './modules/class-logs/overdue-logs.service.ts';
import { teacherPayRoutes } from './modules/teacher-pay/teacher-pay.routes.ts';
import { registerTeacherPayJobs } from './modules/teacher-pay/teacher-pay.jobs.ts';
import { teacherAccountRoutes } from './modules/teacher-account/teacher-account.routes.ts';
import { registerTeacherAccountJobs } from './modules/teacher-account/teacher-account.jobs.ts';
import { classroomRoutes } from './modules/classroom/classroom.routes.ts';
import { registerClassroomJobs } from './modules/classroom/classroom.jobs.ts';
import { commerceRoutes } from './modules/commerce/commerce.routes.ts';
import { registerCommerceJobs } from './modules/commerce/commerce.jobs.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { accountRoutes } from './modules/identity/account.routes.ts';
import { registerAccountErasureJobs } from './modules/identity/account-erasure.jobs.ts';
import { guestCheckoutRoutes } from './modules/identity/guest-checkout.routes.ts';
import { registerPasswordSetJobs } from './modules/identity/password-set.jobs.ts';
import { accountLifecycleRoutes } from './modules/settings/account-lifecycle.routes.ts';
import { registerHousekeepingJobs } from './modules/platform/housekeeping.jobs.ts';
import { registerChallengeJobs } from './modules/engagement/challenges.jobs.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { registerReminderJobs } from './modules/reminders/reminders.jobs.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import authPlugin from './plugins/auth.ts';
import featureFlagsPlugin from './plugins/feature-flags.ts';
import { flagsRoutes } from './modules/flags/flags.routes.ts';
import impersonationAuditPlugin from './plugins/impersonation-audit.ts';
import corePlugin from './plugins/core.ts';
import { OutboundChannels } from './modules/notifications/outbound-channels.ts';
import { registerPushChannel } from './modules/notifications/push-channel.ts';
import { type Messaging, messagingFor } from './lib/messages/index.ts';
import { registerMessageChannels } from './modules/messaging/message-channels.ts';
import csrfPlugin from './plugins/csrf.ts';
import errorHandlerPlugin from './plugins/error-handler.ts';
import graphqlPlugin from './plugins/graphql/index.ts';
import nulGuardPlugin from './plugins/nul-guard.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import staticWebPlugin, { webDist } from './plugins/static-web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  /** SMS and WhatsApp (decision 109); default: Twilio when configured, else the dev outbox (none in production). */
  messaging?: Messaging | null;
  /** Serve the built web areas (off in API-only tests for speed). */
  web?: boolean;
  /** Where the built web lives (default apps/web/dist); tests point it at a small fixture. */
  webDist?: string;
  /** Where log lines go (default stdout); tests capture them to check nothing secret is written. */
  logStream?: { write(line: string): void };
}

/** Paths that accept form posts from our own pages: login forms, the logout form (see plugins/csrf.ts). */
const FORM_PATHS = new Set(['/api/login_check', '/teacher/login_check', '/admin/login_check', '/login_check', '/api/jwt-logout']);

/** What is compressed on the fly: JSON (GraphQL, REST) and text; never event streams, PDFs or images. */
export const COMPRESSIBLE_TYPES = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?:html|plain|css|javascript|calendar|csv))\s*(?:;|$)/;

/** Builds the app: plugins, then modules, then routes. No listen(): server.ts and tests own that. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  // Production never runs on a movable clock, even one handed in (docs/decisions/026).
  if (config.isProduction && (config.testClock || deps.clock instanceof MovableClock))
    throw new Error('a movable clock is refused in production');
  const clock = deps.clock ?? clockFor(config);
  const transport = deps.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(() => database.db));
  // Every e-mail passes the recipient's notification settings first (decision 058).
  let logger: FastifyBaseLogger | undefined;
  const mailer = gatedMailer(
    transport,
    () => database.db,
    () => logger,
  );

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Redaction by construction (convention 16): headers by path, inputs and driver errors by serializer.
            redact: REDACT_PATHS,
            serializers: { req: requestSerializer, err: errorSerializer },
            formatters: { log: scrubLogObject },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // X-Forwarded-For only from the proxies named in TRUST_PROXY: anyone else could rotate it past every per-IP throttle.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 8 * 1024 * 1024,
    // Every REST route declares zod schemas (docs/decisions/031); Mercurius keeps its JSON schemas on Ajv.
    // (Fastify types the factory as Ajv's; it accepts any compiler that returns a validation result.)
    schemaController: { compilersFactory: { buildValidator: zodOrAjvValidator as unknown as ValidatorFactory } },
  });

  // Before any route: a route registered without its schemas stops the app from building.
  guardRouteSchemas(app);
  logger = app.log;
  await app.register(corePlugin, { config, database, clock, mailer });
  app.decorate('jobs', new JobRunner(database.db, clock, app.log));
  // Push, SMS and WhatsApp register here; the reminder jobs send through them (issue 20).
  app.decorate('outboundChannels', new OutboundChannels());
  registerPushChannel(app);
  app.decorate('messaging', deps.messaging === undefined ? messagingFor(config, () => database.db) : deps.messaging);
  registerMessageChannels(app);
  app.decorate('metrics', new AppMetrics());
  app.decorate('serverErrors', new ServerErrorSink());
  await app.register(errorHandlerPlugin);
  await app.register(nulGuardPlugin);
  await app.register(securityHeadersPlugin);
  // JSON and text answers over 1 KB go out as br or gzip (decision 049); before @fastify/static, which
  // sends its own precompressed files. Request bodies are read as sent (webhook signatures hash the raw bytes).
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    customTypes: COMPRESSIBLE_TYPES,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // Payment processors post signed webhooks without our headers; the signature is their guard.
  // Form paths and the dev pages take posts without X-Release-Id, but never from another site.
  await app.register(csrfPlugin, {
    exempt: (path) => path.startsWith('/api/payments/webhooks/') || SOCIAL_FORM_POST_CALLBACK.test(path),
    formPosts: (path) => FORM_PATHS.has(path) || path.startsWith('/dev/'),
    origins: [config.publicUrl, ...Object.values(config.areas)],
  });
  await app.register(authPlugin);
  await app.register(featureFlagsPlugin);
  await app.register(impersonationAuditPlugin);
  await app.register(graphqlPlugin);
  // Request metrics, /metrics, product events and error reports (decision 097): hooks on every route.
  await app.register(telemetryRoutes);

  await app.register(platformRoutes);
  await app.register(flagsRoutes);
  await app.register(identityRoutes);
  await app.register(accountRoutes);
  registerAccountErasureJobs(app);
  await app.register(guestCheckoutRoutes);
  registerPasswordSetJobs(app);
  await app.register(accountLifecycleRoutes);
  await app.register(calendarRoutes);
  await app.register(curriculumRoutes);
  await app.register(certificatesRoutes);
  registerCertificateJobs(app);
  await app.register(practiceRoutes);
  await app.register(achievementsRoutes);
  registerClassJobs(app);
  registerHousekeepingJobs(app);
  await app.register(commerceRoutes);
  registerCommerceJobs(app);
  await app.register(teacherBookingRoutes);
  registerTeacherBookingJobs(app);
  await app.register(availabilityRoutes);
  registerAvailabilityJobs(app);
  await app.register(classLogsRoutes);
  await app.register(studentFeedbackRoutes);
  registerClassLogsJobs(app);
  await app.register(teacherPayRoutes);
  registerTeacherPayJobs(app, { closeOverdueLogs });
  await app.register(teacherAccountRoutes);
  registerTeacherAccountJobs(app);
  await app.register(classroomRoutes);
  registerClassroomJobs(app);
  registerChallengeJobs(app);
  await app.register(notificationsRoutes);
  registerReminderJobs(app);
  await app.register(settingsRoutes);
  await app.register(questionnaireRoutes);
  await app.register(calendarTestProviderRoutes);
  await app.register(socialRoutes);
  await app.register(socialTestProviderRoutes);
  await app.register(captchaTestDoubleRoutes);
  // Every recurring scan the modules registered (app.jobs.chain) starts at the current bucket.
  app.addHook('onReady', () => app.jobs.startChains());

  if (deps.web !== false) await app.register(staticWebPlugin, { dist: deps.webDist ?? webDist });

  app.addHook('onClose', async () => {
    await app.jobs.stop();
    await mailer.close();
  });
  return app;
}
