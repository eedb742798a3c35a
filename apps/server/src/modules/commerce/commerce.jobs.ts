import type { FastifyInstance } from 'fastify';

/** Time-driven commerce: trial ends, renewals, pauses, cancellations, referral rewards, credit expiry. */
export function registerCommerceJobs(_app: FastifyInstance): void {}
