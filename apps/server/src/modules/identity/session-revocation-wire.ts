import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionCache, SessionRevocation } from './session-cache.ts';

/**
 * What the network revocation channels share (decision 053): the message, how a node applies it,
 * and how the revoking node waits for every listening node's answer. Redis pub/sub
 * (session-revocation-redis.ts) and PostgreSQL LISTEN/NOTIFY (session-revocation-postgres.ts)
 * only carry it.
 */

/** How long the revoking node waits for every node's answer before it answers its own request. */
export const REVOCATION_ACK_TIMEOUT_MS = 2_000;

/** A revocation on the wire: its id lets the revoking node count the answers; `all` empties every cache. */
export interface RevocationMessage extends SessionRevocation {
  id: string;
  all?: true;
}

/**
 * Applies a revocation heard on a network channel and returns its id (to answer), or undefined
 * when the message is unreadable: then everything is forgotten rather than a revocation missed.
 */
export function applyRevocationMessage(cache: SessionCache, message: string, log: FastifyBaseLogger): string | undefined {
  try {
    const revocation = JSON.parse(message) as RevocationMessage;
    if (revocation.all) cache.clear();
    else cache.apply(revocation);
    return revocation.id;
  } catch (err) {
    cache.clear();
    log.error({ err }, 'session revocation unreadable; session cache cleared');
    return undefined;
  }
}

/**
 * Revocations this node published, waiting for every listening node (itself included) to answer
 * that its cache applied them (decision 053). The revoking request answers only then, so no node
 * can serve the ended session afterwards, however the channel and the nodes are scheduled. A node
 * that does not answer in time is logged.
 */
export class RevocationAnswers {
  private readonly pending = new Map<string, { answers: number; expected?: number; done: () => void }>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** A node's answer, heard on the answer channel. */
  answered(id: string): void {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    waiting.answers++;
    if (waiting.expected !== undefined && waiting.answers >= waiting.expected) waiting.done();
  }

  /** `send` puts the message with this id on the channel and resolves to how many nodes will hear it. */
  async publish(send: (id: string) => Promise<number>): Promise<void> {
    const id = randomUUID();
    let done = () => {};
    const answered = new Promise<void>((resolve) => {
      done = resolve;
    });
    const waiting: { answers: number; expected?: number; done: () => void } = { answers: 0, done };
    this.pending.set(id, waiting);
    try {
      const receivers = await send(id);
      // Answers may come in before the count does: compare once both are known.
      waiting.expected = receivers;
      if (waiting.answers >= receivers) done();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        answered.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), REVOCATION_ACK_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
      if (timedOut) this.log.warn({ receivers, answers: waiting.answers }, 'session revocation: not every node answered in time');
    } finally {
      this.pending.delete(id);
    }
  }
}
