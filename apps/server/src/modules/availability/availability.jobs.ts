import type { FastifyInstance } from 'fastify';

/** Time-driven work of the teacher schedule, standard and exact availability, teaching-hour requests: handlers on app.jobs, driven by the injectable clock. */
export function registerAvailabilityJobs(_app: FastifyInstance): void {}
