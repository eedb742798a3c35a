import type { FastifyInstance } from 'fastify';

/** REST routes of the live classroom: join tokens, signalling WebSocket, waiting room, chat, presentation, review. */
export async function classroomRoutes(_app: FastifyInstance): Promise<void> {}
