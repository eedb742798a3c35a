import type { FastifyInstance } from 'fastify';

/** REST routes of the teacher earnings per logged class, bonuses, monthly invoices and their PDFs. */
export async function teacherPayRoutes(_app: FastifyInstance): Promise<void> {}
