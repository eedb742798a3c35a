import type { FastifyInstance } from 'fastify';

/** Time-driven work of the teacher earnings per logged class, bonuses, monthly invoices and their PDFs: handlers on app.jobs, driven by the injectable clock. */
export function registerTeacherPayJobs(_app: FastifyInstance): void {}
