import { DomainError, notFound } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { webhookEvents } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../lib/transaction.ts';
import { applyIntent } from '../checkout/payment-outcome.ts';
import { paymentProcessor } from './processor-registry.ts';

export type WebhookOutcome = 'applied' | 'stale' | 'duplicate' | 'ignored';

/**
 * Receives one processor event (docs/decisions/019): the signature is verified first; the
 * event id is recorded in the same transaction as its effect, so a duplicate delivery finds
 * it and changes nothing, and an event older than what we know (lower sequence) is kept as
 * 'stale' without effect. An event for a payment we do not know yet fails, and the
 * processor's retry delivers it again later.
 */
export async function receiveWebhook(
  app: FastifyInstance,
  processorName: string,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const processor = paymentProcessor(app);
  if (processor.name !== processorName) throw notFound();
  const now = app.clock.now();
  const event = processor.parseWebhook(rawBody, signature, now);
  // Signed by the processor but about something else (another event type, another app's payment).
  if (!event) return 'ignored';
  return inTransaction(app.db, async (tx) => {
    const [seen] = await tx
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(eq(webhookEvents.id, `${processor.name}:${event.id}`));
    if (seen) return 'duplicate';
    const result = await applyIntent(app, tx, event.intent, now);
    if (!result) throw new DomainError('payment_reference_unknown', undefined, { reference: event.intent.reference });
    const outcome: WebhookOutcome = result.applied ? 'applied' : 'stale';
    const inserted = await tx
      .insert(webhookEvents)
      .values({
        id: `${processor.name}:${event.id}`,
        processor: processor.name,
        type: event.type,
        reference: event.intent.reference,
        sequence: event.intent.sequence,
        payload: event as unknown as Record<string, unknown>,
        outcome,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    // A concurrent delivery of the same event won the race: its transaction applied it (the sequence check made ours a no-op).
    return inserted.length === 0 ? 'duplicate' : outcome;
  });
}
