import type { FastifyInstance } from 'fastify';

/** REST routes of the class logs: attendance, outcomes, no-show, technical problems, due logs. */
export async function classLogsRoutes(_app: FastifyInstance): Promise<void> {}
