import type { FastifyInstance } from 'fastify';

/** REST routes of commerce: /api/payments/..., /api/subscriptions/..., webhooks, invoice PDFs (001 §7). */
export async function commerceRoutes(_app: FastifyInstance): Promise<void> {}
