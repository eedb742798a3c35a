import type { FastifyInstance } from 'fastify';

export async function identityRoutes(_app: FastifyInstance) {}
