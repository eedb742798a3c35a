import type { FastifyInstance } from 'fastify';

/** Time-driven work of the class logs: attendance, outcomes, no-show, technical problems, due logs: handlers on app.jobs, driven by the injectable clock. */
export function registerClassLogsJobs(_app: FastifyInstance): void {}
