import type { FastifyInstance } from 'fastify';

/** REST routes of the teacher profile pages, payout details with e-mailed code, agreements, recruitment, learning materials. */
export async function teacherAccountRoutes(_app: FastifyInstance): Promise<void> {}
