import { randomBytes } from 'node:crypto';
import type { Currency, ReferralStatus } from '@parla/contracts';
import { COMMERCE_CONFIG, REFERRAL_TERMS } from '@parla/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../../db/client.ts';
import { purchases, referralCodes, referrals, users } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../lib/transaction.ts';
import { type MoneyView, money } from '../store/catalogue.service.ts';
import { notifyCommerce } from '../credits/class-cancellations.ts';
import { currencyFor, studentFacts } from '../shared/commerce-queries.ts';
import { grantCreditsOnce } from '../credits/credits.service.ts';

export interface ReferralEntryView {
  id: string;
  friendFirstName: string;
  status: ReferralStatus;
  createdAt: Date;
  rewardAt: Date;
  rewardedAt: Date | null;
}

export interface OwnReferralView {
  code: string;
  url: string;
  ownerGroupCredits: number;
  userDiscount: MoneyView;
  minimumSpent: MoneyView;
  referrals: ReferralEntryView[];
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(firstName: string): string {
  const stem = firstName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 6);
  const tail = [...randomBytes(4)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${stem || 'PARLA'}${tail}`;
}

/** The student's own code, made on first use (unique; a collision retries with a new tail). */
export async function ensureReferralCode(db: Db, userId: string, firstName: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    await db
      .insert(referralCodes)
      .values({ userId, code: newCode(firstName) })
      .onConflictDoNothing();
  }
  throw new Error('could not allocate a referral code');
}

export async function ownReferral(app: FastifyInstance, studentId: string): Promise<OwnReferralView> {
  const student = await studentFacts(app.db, studentId);
  const code = await ensureReferralCode(app.db, studentId, student.firstName);
  const currency = currencyFor(student);
  const terms = REFERRAL_TERMS[currency];
  const rows = await app.db
    .select({ referral: referrals, firstName: users.firstName })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.friendId))
    .where(eq(referrals.referrerId, studentId))
    .orderBy(asc(referrals.createdAt));
  return {
    code,
    url: `${app.config.areas.learn}/${student.locale}/referral/${code}`,
    ownerGroupCredits: COMMERCE_CONFIG.referrerGroupCredits,
    userDiscount: money(terms.discountCents, currency),
    minimumSpent: money(terms.minimumSpentCents, currency),
    referrals: rows.map(({ referral, firstName }) => ({
      id: referral.id,
      friendFirstName: firstName,
      status: referral.status as ReferralStatus,
      createdAt: referral.createdAt,
      rewardAt: referral.rewardAt,
      rewardedAt: referral.rewardedAt,
    })),
  };
}

/** The referral landing page (referral/{code}): public, in the visitor's currency. */
export async function referralByCode(db: Db | Tx, code: string, currency: Currency) {
  const [row] = await db
    .select({ code: referralCodes.code, firstName: users.firstName })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.code, code.trim().toUpperCase()));
  const terms = REFERRAL_TERMS[currency];
  return {
    code: row?.code ?? code,
    referrerFirstName: row?.firstName ?? '',
    valid: !!row,
    userDiscount: money(terms.discountCents, currency),
    minimumSpent: money(terms.minimumSpentCents, currency),
  };
}

/**
 * 14 days after a friend's first purchase the referrer gets extra group classes (001 §9),
 * unless the friend withdrew meanwhile. Once per referral (status under the row lock, and
 * the grant's unique source key).
 */
export async function rewardReferral(app: FastifyInstance, referralId: string, now: Date): Promise<void> {
  await inTransaction(app.db, async (tx) => {
    const [referral] = await tx.select().from(referrals).where(eq(referrals.id, referralId)).for('update');
    if (referral?.status !== 'pending' || referral.rewardAt > now) return;
    const [purchase] = await tx.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, referral.purchaseId));
    if (purchase?.status !== 'succeeded') {
      await tx.update(referrals).set({ status: 'void' }).where(eq(referrals.id, referral.id));
      return;
    }
    await grantCreditsOnce(tx, {
      studentId: referral.referrerId,
      kind: 'group',
      amount: COMMERCE_CONFIG.referrerGroupCredits,
      source: 'referral',
      sourceRef: `referral:${referral.id}`,
      reason: 'referral_reward',
      now,
    });
    await tx.update(referrals).set({ status: 'rewarded', rewardedAt: now }).where(eq(referrals.id, referral.id));
    await notifyCommerce(
      tx,
      referral.referrerId,
      'referral_rewarded',
      'referralRewarded',
      { classes: COMMERCE_CONFIG.referrerGroupCredits },
      now,
    );
  });
}
