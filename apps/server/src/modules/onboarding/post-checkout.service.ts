import { COMMERCE_CONFIG, type CreditKind, DomainError } from '@parla/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { creditGrants, subscriptions } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { grantCreditsOnce, revokeGrantRemainder } from '../commerce/credits/credits.service.ts';
import { currentSubscription, lockStudent } from '../commerce/shared/commerce-queries.ts';

/** The post-checkout credits-type-selection step (001 §1: the trial is 3 group classes OR 1 private class). */
export interface TrialCreditChoiceView {
  subscriptionId: string;
  kind: CreditKind;
  /** When the student confirmed or changed it; null: still open. */
  chosenAt: Date | null;
  /** Open, and none of the trial's credits spent: the other kind can still be taken instead. */
  canChange: boolean;
  trialEndsAt: Date | null;
  groupCredits: number;
  privateCredits: number;
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

const trialRef = (subscriptionId: string) => `trial:${subscriptionId}`;

async function trialGrant(db: Db | Tx, sub: SubscriptionRow, kind: CreditKind, lock = false) {
  const query = db
    .select()
    .from(creditGrants)
    .where(and(eq(creditGrants.source, 'trial'), eq(creditGrants.sourceRef, trialRef(sub.id)), eq(creditGrants.kind, kind)))
    .limit(1);
  const [grant] = lock ? await query.for('update') : await query;
  return grant ?? null;
}

async function viewOf(db: Db | Tx, sub: SubscriptionRow): Promise<TrialCreditChoiceView> {
  const kind: CreditKind = sub.trialCreditKind === 'private' ? 'private' : 'group';
  const grant = await trialGrant(db, sub, kind);
  return {
    subscriptionId: sub.id,
    kind,
    chosenAt: sub.trialCreditsChosenAt,
    canChange: sub.trialCreditsChosenAt === null && grant !== null && grant.remaining === grant.amount,
    trialEndsAt: sub.trialEndsAt,
    groupCredits: COMMERCE_CONFIG.trialGroupCredits,
    privateCredits: COMMERCE_CONFIG.trialPrivateCredits,
  };
}

/** The signed-in student's running trial and its credit kind, or null when they are not in a trial. */
export async function trialCreditChoice(db: Db, studentId: string): Promise<TrialCreditChoiceView | null> {
  const sub = await currentSubscription(db, studentId);
  return sub?.status === 'trial' ? viewOf(db, sub) : null;
}

/**
 * Confirms the trial's credit kind, or exchanges the trial grant for the other kind, once
 * (decision 070). One transaction: the student's money lock (as purchases and bookings take it),
 * the subscription row, then the grant; a booking that spent a trial credit first makes the
 * exchange refuse, and two simultaneous choices queue so the second finds the choice made.
 */
export async function chooseTrialCredits(app: FastifyInstance, studentId: string, kind: CreditKind): Promise<TrialCreditChoiceView> {
  const now = app.clock.now();
  return inTransaction(app.db, async (tx) => {
    await lockStudent(tx, studentId);
    const sub = await currentSubscription(tx, studentId, true);
    if (sub?.status !== 'trial') throw new DomainError('trial_credit_choice_unavailable');
    if (sub.trialCreditsChosenAt) throw new DomainError('trial_credits_already_chosen');
    const granted: CreditKind = sub.trialCreditKind === 'private' ? 'private' : 'group';
    if (kind !== granted) {
      const grant = await trialGrant(tx, sub, granted, true);
      if (!grant || grant.remaining < grant.amount) throw new DomainError('trial_credits_in_use');
      await revokeGrantRemainder(tx, grant.id, 'trial_choice', now);
      const created = await grantCreditsOnce(tx, {
        studentId,
        kind,
        amount: kind === 'private' ? COMMERCE_CONFIG.trialPrivateCredits : COMMERCE_CONFIG.trialGroupCredits,
        source: 'trial',
        sourceRef: trialRef(sub.id),
        reason: 'trial_choice',
        expiresAt: sub.trialEndsAt ?? grant.expiresAt,
        now,
      });
      // The unique (source, ref, kind) key: this kind was granted for the trial before.
      if (!created) throw new DomainError('trial_credits_already_chosen');
    }
    const [updated] = await tx
      .update(subscriptions)
      .set({ trialCreditKind: kind, trialCreditsChosenAt: now })
      .where(eq(subscriptions.id, sub.id))
      .returning();
    return viewOf(tx, updated);
  });
}
