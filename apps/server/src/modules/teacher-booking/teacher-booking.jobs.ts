import type { FastifyInstance } from 'fastify';

/** Time-driven work of the teacher booking page, courses, commitments, penalties and appeals, teaching pause, the teacher class page (000 §1-§9): handlers on app.jobs, driven by the injectable clock. */
export function registerTeacherBookingJobs(_app: FastifyInstance): void {}
