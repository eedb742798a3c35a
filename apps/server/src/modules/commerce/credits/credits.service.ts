import { type CreditGrant, type CreditKind, DomainError, creditBalance, grantExpiresAt, pickGrantsToSpend, notFound } from '@parla/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { prepared } from '../../../db/prepared.ts';
import { type CreditSource, creditGrants, creditLedger, users } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../lib/transaction.ts';
import { auditing, noteForAudit } from '../../audit/audit-context.ts';
import { type SubscriptionRow, canBuyExtraCredits, currentSubscription } from '../shared/commerce-queries.ts';

/**
 * The single place that touches credit_grants and credit_ledger. Every change of `remaining`
 * writes a ledger row in the same transaction, so for every grant sum(delta) = remaining.
 */

export type LedgerReason =
  | 'grant'
  | 'admin_grant'
  | 'booking'
  | 'cancellation_refund'
  | 'class_cancelled_refund'
  | 'conversion'
  | 'withdrawal'
  | 'referral_reward'
  // A monthly challenge's prize (decision 087).
  | 'challenge_prize'
  // The trial's credits exchanged for the other kind after paying (post-checkout, decision 070).
  | 'trial_choice'
  // Credits an admin took away, with the admin's reason in the note (decision 098).
  | 'admin_removal';

export interface CreditsInfo {
  groupCredits: number;
  privateCredits: number;
  /** Extra credits are sold to subscribers only (001 §3, §8 extra credits not available). */
  canBuyExtraCredits: boolean;
  nextExpiry: Date | null;
}

export async function grantsOf(db: Db | Tx, studentId: string, now: Date): Promise<CreditGrant[]> {
  // Prepared once per connection (decision 082): every booking page and booking reads it.
  const rows = await prepared(db, 'parla_credit_grants_of', (db) =>
    db
      .select({ id: creditGrants.id, kind: creditGrants.kind, remaining: creditGrants.remaining, expiresAt: creditGrants.expiresAt })
      .from(creditGrants)
      .where(
        and(
          eq(creditGrants.studentId, sql.placeholder('studentId')),
          gt(creditGrants.remaining, 0),
          gt(creditGrants.expiresAt, sql.placeholder('now')),
        ),
      ),
  ).execute({ studentId, now });
  return rows.map((r) => ({ ...r, kind: r.kind as CreditKind }));
}

/** Spendable credits per kind now (the domain's creditBalance over the unexpired grants). */
export async function balance(db: Db | Tx, studentId: string, now: Date) {
  return creditBalance(await grantsOf(db, studentId, now), now);
}

export async function creditsInfo(db: Db | Tx, studentId: string, now: Date): Promise<CreditsInfo> {
  const [grants, current] = await Promise.all([grantsOf(db, studentId, now), currentSubscription(db, studentId)]);
  return creditsInfoFrom(grants, current, now);
}

/** The credits answer from grants and a current plan already read (a booking reads both under its locks). */
export function creditsInfoFrom(grants: readonly CreditGrant[], current: SubscriptionRow | null, now: Date): CreditsInfo {
  const counts = creditBalance(grants, now);
  const expiries = grants.map((g) => g.expiresAt.getTime());
  return {
    groupCredits: counts.group,
    privateCredits: counts.private,
    canBuyExtraCredits: current !== null && canBuyExtraCredits(current, now),
    nextExpiry: expiries.length > 0 ? new Date(Math.min(...expiries)) : null,
  };
}

/**
 * The credits after spendCredit took one from `spentGrantId`, from the grants read before it:
 * what a read after the commit returns (a grant spent to 0 drops out, so nextExpiry moves on).
 */
export function creditsAfterSpending(
  grants: readonly CreditGrant[],
  spentGrantId: string,
  current: SubscriptionRow | null,
  now: Date,
): CreditsInfo {
  const left = grants.map((g) => (g.id === spentGrantId ? { ...g, remaining: g.remaining - 1 } : g)).filter((g) => g.remaining > 0);
  return creditsInfoFrom(left, current, now);
}

/** spendCredit's three statements, prepared once per connection (decision 082). */
const spendQueries = {
  lockGrants: (tx: Tx) =>
    prepared(tx, 'parla_spend_lock_grants', (tx) =>
      tx
        .select({ id: creditGrants.id, kind: creditGrants.kind, remaining: creditGrants.remaining, expiresAt: creditGrants.expiresAt })
        .from(creditGrants)
        .where(
          and(
            eq(creditGrants.studentId, sql.placeholder('studentId')),
            eq(creditGrants.kind, sql.placeholder('kind')),
            gt(creditGrants.remaining, 0),
            gt(creditGrants.expiresAt, sql.placeholder('now')),
          ),
        )
        .orderBy(asc(creditGrants.expiresAt), asc(creditGrants.id))
        .for('update'),
    ),
  spendOne: (tx: Tx) =>
    prepared(tx, 'parla_spend_one_credit', (tx) =>
      tx
        .update(creditGrants)
        .set({ remaining: sql`${creditGrants.remaining} - 1` })
        .where(and(eq(creditGrants.id, sql.placeholder('grantId')), gt(creditGrants.remaining, 0)))
        .returning({ id: creditGrants.id }),
    ),
  ledgerRow: (tx: Tx) =>
    prepared(tx, 'parla_spend_ledger_row', (tx) =>
      tx.insert(creditLedger).values({
        studentId: sql.placeholder('studentId'),
        grantId: sql.placeholder('grantId'),
        kind: sql.placeholder('kind'),
        delta: -1,
        reason: 'booking',
        appointmentId: sql.placeholder('appointmentId'),
        createdAt: sql.placeholder('now'),
      }),
    ),
};

/**
 * Spends one credit of `kind` for an appointment, from the unexpired grant that expires first.
 * All candidate grants are locked in (expiry, id) order, so parallel bookings of one student
 * queue on the same rows without deadlocking and each sees what the previous one left;
 * the conditional UPDATE and the CHECK keep `remaining` from going below zero regardless.
 */
export async function spendCredit(
  tx: Tx,
  input: { studentId: string; kind: CreditKind; appointmentId: string; now: Date },
): Promise<string> {
  const { studentId, kind, appointmentId, now } = input;
  const locked = await spendQueries.lockGrants(tx).execute({ studentId, kind, now });
  const [pick] = pickGrantsToSpend(
    locked.map((g) => ({ ...g, kind: g.kind as CreditKind })),
    kind,
    1,
    now,
  );
  const spent = await spendQueries.spendOne(tx).execute({ grantId: pick.grantId });
  if (spent.length === 0) throw new DomainError('not_enough_credits', undefined, { kind, required: 1, available: 0 });
  await spendQueries.ledgerRow(tx).execute({ studentId, grantId: pick.grantId, kind, appointmentId, now });
  return pick.grantId;
}

/**
 * Gives the credit of a booking back: to the grant it came from while that grant is still
 * valid, otherwise as a new one-credit 'refund' grant valid for a year (the student did not
 * choose to lose it). Idempotent per appointment through the grant's (source, source_ref) key.
 */
export async function refundCredit(tx: Tx, input: { appointmentId: string; reason: LedgerReason; now: Date }): Promise<void> {
  const { appointmentId, reason, now } = input;
  const [spent] = await tx
    .select({ grantId: creditLedger.grantId, studentId: creditLedger.studentId, kind: creditLedger.kind })
    .from(creditLedger)
    .where(and(eq(creditLedger.appointmentId, appointmentId), eq(creditLedger.reason, 'booking')))
    .limit(1);
  if (!spent) return; // a booking that spent nothing has nothing to give back
  const [grant] = await tx
    .select({ id: creditGrants.id, amount: creditGrants.amount, remaining: creditGrants.remaining, expiresAt: creditGrants.expiresAt })
    .from(creditGrants)
    .where(eq(creditGrants.id, spent.grantId))
    .for('update');
  let grantId = grant.id;
  if (grant.expiresAt > now && grant.remaining < grant.amount) {
    await tx
      .update(creditGrants)
      .set({ remaining: sql`${creditGrants.remaining} + 1` })
      .where(eq(creditGrants.id, grant.id));
  } else {
    const [fresh] = await tx
      .insert(creditGrants)
      .values({
        studentId: spent.studentId,
        kind: spent.kind,
        amount: 1,
        remaining: 1,
        expiresAt: grantExpiresAt(now),
        source: 'refund',
        sourceRef: appointmentId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: creditGrants.id });
    if (!fresh) return;
    grantId = fresh.id;
  }
  await tx
    .insert(creditLedger)
    .values({ studentId: spent.studentId, grantId, kind: spent.kind, delta: 1, reason, appointmentId, createdAt: now });
}

export interface GrantInput {
  studentId: string;
  kind: CreditKind;
  amount: number;
  source: CreditSource;
  sourceRef?: string;
  reason: LedgerReason;
  note?: string;
  now: Date;
}

/** A new grant valid one year (001 §9) with its opening ledger row. */
export async function grantCredits(tx: Tx, input: GrantInput): Promise<string> {
  const { studentId, kind, amount, now } = input;
  const [grant] = await tx
    .insert(creditGrants)
    .values({
      studentId,
      kind,
      amount,
      remaining: amount,
      expiresAt: grantExpiresAt(now),
      source: input.source,
      sourceRef: input.sourceRef,
      createdAt: now,
    })
    .returning({ id: creditGrants.id });
  await tx
    .insert(creditLedger)
    .values({ studentId, grantId: grant.id, kind, delta: amount, reason: input.reason, note: input.note, createdAt: now });
  return grant.id;
}

/**
 * A grant that must exist at most once per (source, sourceRef, kind): a subscription period,
 * a trial, a purchase, a referral reward. A second call (a replayed webhook, a job run twice)
 * finds the unique key taken and changes nothing. Returns the new grant's id, or null.
 */
export async function grantCreditsOnce(tx: Tx, input: GrantInput & { sourceRef: string; expiresAt?: Date }): Promise<string | null> {
  const { studentId, kind, amount, now } = input;
  const [grant] = await tx
    .insert(creditGrants)
    .values({
      studentId,
      kind,
      amount,
      remaining: amount,
      expiresAt: input.expiresAt ?? grantExpiresAt(now),
      source: input.source,
      sourceRef: input.sourceRef,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: creditGrants.id });
  if (!grant) return null;
  await tx
    .insert(creditLedger)
    .values({ studentId, grantId: grant.id, kind, delta: amount, reason: input.reason, note: input.note, createdAt: now });
  return grant.id;
}

/** Takes what is left of a grant away (withdrawal), with its ledger row. */
export async function revokeGrantRemainder(tx: Tx, grantId: string, reason: LedgerReason, now: Date): Promise<number> {
  const [grant] = await tx.select().from(creditGrants).where(eq(creditGrants.id, grantId)).for('update');
  if (!grant || grant.remaining === 0) return 0;
  await tx.update(creditGrants).set({ remaining: 0 }).where(eq(creditGrants.id, grantId));
  await tx
    .insert(creditLedger)
    .values({ studentId: grant.studentId, grantId, kind: grant.kind, delta: -grant.remaining, reason, createdAt: now });
  return grant.remaining;
}

/** Back office: credits for a student until the store sells them; the reason goes on the ledger row. */
export async function adminGrantCredits(
  db: Db,
  input: { studentId: string; kind: CreditKind; amount: number; reason: string; now: Date },
): Promise<CreditsInfo> {
  return inTransaction(db, async (tx) => {
    const [student] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, input.studentId)).limit(1);
    if (!student?.roles.includes('student')) throw notFound();
    // The audit row keeps the balance before the grant beside the one after (decision 094).
    if (auditing()) noteForAudit({ before: await creditsInfo(tx, input.studentId, input.now) });
    await grantCredits(tx, { ...input, source: 'admin', reason: 'admin_grant', note: input.reason });
    return creditsInfo(tx, input.studentId, input.now);
  });
}

/**
 * Back office: takes credits away (soonest-expiring grants first, like spending), each grant's
 * change with its ledger row and the admin's reason. Never below zero: more than the balance is
 * `not_enough_credits` (the grants' CHECK would refuse it anyway).
 */
export async function adminRemoveCredits(
  db: Db,
  input: { studentId: string; kind: CreditKind; amount: number; reason: string; now: Date },
): Promise<CreditsInfo> {
  return inTransaction(db, async (tx) => {
    const [student] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, input.studentId)).for('update');
    if (!student?.roles.includes('student')) throw notFound();
    if (auditing()) noteForAudit({ before: await creditsInfo(tx, input.studentId, input.now) });
    const locked = await tx
      .select({ id: creditGrants.id, kind: creditGrants.kind, remaining: creditGrants.remaining, expiresAt: creditGrants.expiresAt })
      .from(creditGrants)
      .where(and(eq(creditGrants.studentId, input.studentId), gt(creditGrants.remaining, 0), gt(creditGrants.expiresAt, input.now)))
      .orderBy(asc(creditGrants.expiresAt))
      .for('update');
    const spends = pickGrantsToSpend(
      locked.map((g) => ({ ...g, kind: g.kind as CreditKind })),
      input.kind,
      input.amount,
      input.now,
    );
    for (const spend of spends) {
      await tx
        .update(creditGrants)
        .set({ remaining: sql`${creditGrants.remaining} - ${spend.amount}` })
        .where(eq(creditGrants.id, spend.grantId));
      await tx.insert(creditLedger).values({
        studentId: input.studentId,
        grantId: spend.grantId,
        kind: input.kind,
        delta: -spend.amount,
        reason: 'admin_removal',
        note: input.reason,
        createdAt: input.now,
      });
    }
    return creditsInfo(tx, input.studentId, input.now);
  });
}
