import { INPUT_MESSAGES } from '@parla/contracts';
import type { ErrorCode } from '@parla/contracts';
import { DomainError, ValidationError } from '@parla/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client.ts';
import { idempotencyKeys } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../lib/transaction.ts';

/** A refusal that must be remembered (and committed) rather than rolled back: a declined card counts. */
export class Refusal {
  constructor(
    readonly code: ErrorCode,
    readonly message?: string,
    readonly details?: Record<string, unknown>,
  ) {}
}

type Stored<T> = { ok: T } | { error: { code: ErrorCode; message?: string; details?: Record<string, unknown> } };

export function assertIdempotencyKey(key: string): void {
  if (!/^[A-Za-z0-9_.:-]{8,200}$/.test(key)) {
    throw new ValidationError([{ field: 'idempotencyKey', message: INPUT_MESSAGES.requestKeyInvalid }]);
  }
}

/**
 * Runs a money mutation once per (user, key) (docs/decisions/019). The key row is inserted
 * first, in the same transaction as the work: a concurrent replay blocks on the unique key
 * until the first commits, then reads its stored answer. A replay therefore returns the
 * first answer and never charges twice. `work` may return a Refusal: it is committed with
 * everything recorded so far (the declined transaction) and thrown after the commit, and a
 * replay throws it again. A thrown error rolls everything back, key included.
 */
export async function idempotent<T extends Record<string, unknown>>(
  app: FastifyInstance,
  input: { userId: string; key: string; operation: string; target: string },
  work: (tx: Tx) => Promise<T | Refusal>,
): Promise<T> {
  assertIdempotencyKey(input.key);
  const requestHash = `${input.operation}:${input.target}`;
  const stored = await inTransaction(app.db, async (tx): Promise<Stored<T>> => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: input.userId, key: input.key, operation: input.operation, requestHash, createdAt: app.clock.now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key)));
      if (!row || row.requestHash !== requestHash) throw new DomainError('idempotency_key_reused');
      return row.response as Stored<T>;
    }
    const result = await work(tx);
    const answer: Stored<T> =
      result instanceof Refusal ? { error: { code: result.code, message: result.message, details: result.details } } : { ok: result };
    await tx
      .update(idempotencyKeys)
      .set({ response: answer as unknown as Record<string, unknown> })
      .where(and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key)));
    return answer;
  });
  if ('error' in stored) {
    const { code, message, details } = stored.error;
    throw new DomainError(code, message, details);
  }
  return stored.ok;
}
