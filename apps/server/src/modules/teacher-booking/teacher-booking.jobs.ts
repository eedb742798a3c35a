import type { FastifyInstance } from 'fastify';

/**
 * Time-driven work of teacher booking: none is needed. Penalties, pauses and course states are
 * derived from stored instants at read time (penalty_until, paused_from/until, class times), so
 * nothing has to flip when their time comes; a class given up under 24 h is cancelled by the
 * classes module's cut-off scan (decision 008). Kept registered for future jobs.
 */
export function registerTeacherBookingJobs(_app: FastifyInstance): void {}
