import { DomainError } from '../errors.ts';
import { COMMERCE_CONFIG } from './commerce-config.ts';

const DAY_MS = 86_400_000;

/**
 * Withdrawal within 14 days of payment (001 §9): the money back minus the classes taken,
 * each taken class valued at the price actually paid per credit (rounded half up), never
 * below zero.
 */
export function withdrawalRefund(
  input: { paidCents: number; paidAt: Date; creditsBought: number; creditsTaken: number },
  now: Date,
  config = COMMERCE_CONFIG,
): { refundCents: number; deductedCents: number } {
  if (now.getTime() > input.paidAt.getTime() + config.withdrawalDays * DAY_MS) throw new DomainError('withdrawal_period_over');
  const taken = Math.min(input.creditsTaken, input.creditsBought);
  const deductedCents =
    input.creditsBought === 0 ? 0 : Math.min(input.paidCents, Math.round((input.paidCents * taken) / input.creditsBought));
  return { refundCents: input.paidCents - deductedCents, deductedCents };
}

export function withdrawalEndsAt(paidAt: Date, config = COMMERCE_CONFIG): Date {
  return new Date(paidAt.getTime() + config.withdrawalDays * DAY_MS);
}
