import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { type Clock, MovableClock, clockFor } from './lib/clock.ts';
import { JobRunner } from './lib/jobs.ts';
import { type Mailer, outboxMailer, smtpMailer } from './lib/mailer.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { registerClassJobs } from './modules/classes/classes.jobs.ts';
import { curriculumRoutes } from './modules/curriculum/curriculum.routes.ts';
import { teacherBookingRoutes } from './modules/teacher-booking/teacher-booking.routes.ts';
import { registerTeacherBookingJobs } from './modules/teacher-booking/teacher-booking.jobs.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { registerAvailabilityJobs } from './modules/availability/availability.jobs.ts';
import { classLogsRoutes } from './modules/class-logs/class-logs.routes.ts';
import { registerClassLogsJobs } from './modules/class-logs/class-logs.jobs.ts';
import { teacherPayRoutes } from './modules/teacher-pay/teacher-pay.routes.ts';
import { registerTeacherPayJobs } from './modules/teacher-pay/teacher-pay.jobs.ts';
import { teacherAccountRoutes } from './modules/teacher-account/teacher-account.routes.ts';
import { registerTeacherAccountJobs } from './modules/teacher-account/teacher-account.jobs.ts';
import { classroomRoutes } from './modules/classroom/classroom.routes.ts';
import { registerClassroomJobs } from './modules/classroom/classroom.jobs.ts';
import { commerceRoutes } from './modules/commerce/commerce.routes.ts';
import { registerCommerceJobs } from './modules/commerce/commerce.jobs.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { registerHousekeepingJobs } from './modules/platform/housekeeping.jobs.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import authPlugin from './plugins/auth.ts';
import corePlugin from './plugins/core.ts';
import csrfPlugin from './plugins/csrf.ts';
import errorHandlerPlugin from './plugins/error-handler.ts';
import graphqlPlugin from './plugins/graphql.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import staticWebPlugin from './plugins/static-web.ts';

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
  /** Serve the built web areas (off in API-only tests for speed). */
  web?: boolean;
}

/** Paths that accept form posts from a plain HTML login form (see plugins/csrf.ts). */
const LOGIN_PATHS = new Set(['/api/login_check', '/teacher/login_check', '/admin/login_check', '/login_check']);

/** Builds the app: plugins, then modules, then routes. No listen(): server.ts and tests own that. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  // Production never runs on a movable clock, even one handed in (docs/decisions/026).
  if (config.isProduction && (config.testClock || deps.clock instanceof MovableClock))
    throw new Error('a movable clock is refused in production');
  const clock = deps.clock ?? clockFor(config);
  const mailer = deps.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(() => database.db));

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] },
    trustProxy: true,
    bodyLimit: 8 * 1024 * 1024,
  });

  await app.register(corePlugin, { config, database, clock, mailer });
  app.decorate('jobs', new JobRunner(database.db, clock, app.log));
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // Payment processors post signed webhooks without our headers; the signature is their guard.
  await app.register(csrfPlugin, {
    exempt: (path) => LOGIN_PATHS.has(path) || path.startsWith('/dev/') || path.startsWith('/api/payments/webhooks/'),
  });
  await app.register(authPlugin);
  await app.register(graphqlPlugin);

  await app.register(platformRoutes);
  await app.register(identityRoutes);
  await app.register(calendarRoutes);
  await app.register(curriculumRoutes);
  registerClassJobs(app);
  registerHousekeepingJobs(app);
  await app.register(commerceRoutes);
  registerCommerceJobs(app);
  await app.register(teacherBookingRoutes);
  registerTeacherBookingJobs(app);
  await app.register(availabilityRoutes);
  registerAvailabilityJobs(app);
  await app.register(classLogsRoutes);
  registerClassLogsJobs(app);
  await app.register(teacherPayRoutes);
  registerTeacherPayJobs(app);
  await app.register(teacherAccountRoutes);
  registerTeacherAccountJobs(app);
  await app.register(classroomRoutes);
  registerClassroomJobs(app);

  if (deps.web !== false) await app.register(staticWebPlugin);

  app.addHook('onClose', async () => {
    await app.jobs.stop();
    await mailer.close();
  });
  return app;
}
