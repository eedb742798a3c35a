import type { FastifyInstance } from 'fastify';

/** REST routes of the teacher schedule, standard and exact availability, teaching-hour requests. */
export async function availabilityRoutes(_app: FastifyInstance): Promise<void> {}
