import { INPUT_MESSAGES } from '@parla/contracts';
import { DomainError, ValidationError } from '../errors.ts';
import { COMMERCE_CONFIG } from './commerce-config.ts';
import type { SubscriptionFacts } from './subscription-state.ts';

const DAY_MS = 86_400_000;

export interface PausePlan {
  /** The payment cycle the pause belongs to (once per cycle). */
  cycleStart: Date;
  /** How far renewals and the period end move. */
  shiftMs: number;
}

/**
 * Scheduling a pause (001 §4, §5): only on a running monthly plan that is not ending; scheduled
 * ahead (from now on), at most 4 weeks, starting within the current payment cycle, once per
 * cycle, and only after the student agreed that classes in the period are cancelled.
 */
export function planPause(
  s: SubscriptionFacts,
  request: { from: Date; to: Date; acceptClassCancellation: boolean },
  now: Date,
  config = COMMERCE_CONFIG,
): PausePlan {
  if (!request.acceptClassCancellation) throw new DomainError('pause_agreement_required');
  if (s.status !== 'active' || s.type !== 'monthly' || s.endsAt || !s.currentPeriodStart || !s.currentPeriodEnd) {
    throw new DomainError('pause_not_allowed');
  }
  const from = request.from.getTime();
  const to = request.to.getTime();
  if (from < now.getTime()) throw new ValidationError([{ field: 'dateFrom', message: INPUT_MESSAGES.dateInFuture }]);
  if (to <= from) throw new ValidationError([{ field: 'dateTo', message: INPUT_MESSAGES.endAfterStart }]);
  if (to - from > config.maxPauseDays * DAY_MS) throw new DomainError('pause_too_long');
  if (from >= s.currentPeriodEnd.getTime()) throw new DomainError('pause_not_allowed', undefined, { reason: 'outside_current_cycle' });
  const cycle = s.currentPeriodStart.getTime();
  if (s.pauses.some((p) => p.status !== 'cancelled' && p.startsAt.getTime() >= cycle)) throw new DomainError('pause_once_per_cycle');
  return { cycleStart: s.currentPeriodStart, shiftMs: to - from };
}

/** A class the pause cancels gets its credit back only when it was at least 7 days away (001 §9). */
export function pauseCancellationRefunds(classStartAt: Date, now: Date, config = COMMERCE_CONFIG): boolean {
  return classStartAt.getTime() - now.getTime() >= config.pauseRefundNoticeDays * DAY_MS;
}
