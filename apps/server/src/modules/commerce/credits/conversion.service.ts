import { type CreditGrant, DomainError, GROUP_CREDITS_PER_PRIVATE, convertGroupToPrivate } from '@parla/domain';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../../db/client.ts';
import { creditGrants, creditLedger } from '../../../db/schema/index.ts';
import { currentSubscription, lockStudent } from '../shared/commerce-queries.ts';
import { type CreditsInfo, balance, creditsInfo } from './credits.service.ts';
import { idempotent } from '../shared/idempotency.ts';

/** Conversion needs an active subscription (001 §4): a running plan, the free trial included (its users are offered it). */
async function hasActiveSubscription(db: Db | Tx, studentId: string, now: Date): Promise<boolean> {
  const current = await currentSubscription(db, studentId);
  if (!current || current.status === 'suspended') return false;
  return !current.endsAt || current.endsAt > now;
}

export interface ConversionPreview {
  privateCredits: number;
  groupCreditsNeeded: number;
  groupCreditsAvailable: number;
  privateCreditsAvailable: number;
  groupCreditsAfter: number;
  privateCreditsAfter: number;
  maxPrivateCredits: number;
  allowed: boolean;
  blockingError: string | null;
}

/** The credits-conversion page's live preview: what converting N private credits would leave. */
export async function conversionPreview(db: Db | Tx, studentId: string, privateCredits: number, now: Date): Promise<ConversionPreview> {
  const [counts, active] = await Promise.all([balance(db, studentId, now), hasActiveSubscription(db, studentId, now)]);
  const wanted = Math.max(0, Math.floor(privateCredits));
  const needed = wanted * GROUP_CREDITS_PER_PRIVATE;
  const blockingError = !active ? 'conversion_requires_subscription' : needed > counts.group || wanted === 0 ? 'not_enough_credits' : null;
  return {
    privateCredits: wanted,
    groupCreditsNeeded: needed,
    groupCreditsAvailable: counts.group,
    privateCreditsAvailable: counts.private,
    groupCreditsAfter: blockingError ? counts.group : counts.group - needed,
    privateCreditsAfter: blockingError ? counts.private : counts.private + wanted,
    maxPrivateCredits: Math.floor(counts.group / GROUP_CREDITS_PER_PRIVATE),
    allowed: blockingError === null,
    blockingError,
  };
}

/**
 * Converts 3 group credits into 1 private credit, one way only (001 §4, §9), in one
 * transaction: the group grants are locked in expiry order, each spend and the new private
 * grant get their ledger rows; the private credits expire with the earliest group credit used.
 */
export async function convertCredits(app: FastifyInstance, studentId: string, privateCredits: number, key: string): Promise<CreditsInfo> {
  const now = app.clock.now();
  await idempotent<{ done: boolean }>(
    app,
    { userId: studentId, key, operation: 'convertCredits', target: String(privateCredits) },
    async (tx) => {
      await lockStudent(tx, studentId);
      const groupGrants = await tx
        .select({ id: creditGrants.id, kind: creditGrants.kind, remaining: creditGrants.remaining, expiresAt: creditGrants.expiresAt })
        .from(creditGrants)
        .where(
          and(
            eq(creditGrants.studentId, studentId),
            eq(creditGrants.kind, 'group'),
            gt(creditGrants.remaining, 0),
            gt(creditGrants.expiresAt, now),
          ),
        )
        .orderBy(asc(creditGrants.expiresAt), asc(creditGrants.id))
        .for('update');
      const plan = convertGroupToPrivate(
        { privateCredits, hasActiveSubscription: await hasActiveSubscription(tx, studentId, now) },
        groupGrants.map((g) => ({ ...g, kind: 'group' }) as CreditGrant),
        now,
      );
      for (const spend of plan.spend) {
        const updated = await tx
          .update(creditGrants)
          .set({ remaining: sql`${creditGrants.remaining} - ${spend.amount}` })
          .where(and(eq(creditGrants.id, spend.grantId), sql`${creditGrants.remaining} >= ${spend.amount}`))
          .returning({ id: creditGrants.id });
        if (updated.length === 0) throw new DomainError('not_enough_credits');
        await tx
          .insert(creditLedger)
          .values({ studentId, grantId: spend.grantId, kind: 'group', delta: -spend.amount, reason: 'conversion', createdAt: now });
      }
      const [grant] = await tx
        .insert(creditGrants)
        .values({
          studentId,
          kind: 'private',
          amount: plan.grant.amount,
          remaining: plan.grant.amount,
          expiresAt: plan.grant.expiresAt,
          source: 'conversion',
          sourceRef: `conversion:${randomUUID()}`,
          createdAt: now,
        })
        .returning({ id: creditGrants.id });
      await tx
        .insert(creditLedger)
        .values({ studentId, grantId: grant.id, kind: 'private', delta: plan.grant.amount, reason: 'conversion', createdAt: now });
      return { done: true };
    },
  );
  return creditsInfo(app.db, studentId, now);
}
