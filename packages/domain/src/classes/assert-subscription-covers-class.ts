import { DomainError } from '../errors.ts';
import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';
import { DAY_MS } from './time-units.ts';

/** What booking needs to know about the student's current subscription. */
export interface SubscriptionSnapshot {
  /** When access and remaining credits end (cancelled or expiring subscription); null = renewing. */
  endsAt: Date | null;
  /** Set while the student is on the free trial: classes must start within trialDays of it. */
  freeTrialStartedAt?: Date | null;
}

/**
 * Subscription limits on a booking (001 §4, §5):
 * - classes can be booked and attended until the end date, so a class must start before
 *   endsAt (booking_after_subscription_expiry); one that starts at endsAt exactly is refused;
 * - a free-trial student may only book classes that start within the 7-day trial,
 *   [freeTrialStartedAt, freeTrialStartedAt + 7 days) (trial_class_outside_trial).
 */
export function assertSubscriptionCoversClass(
  cls: { startAt: Date },
  subscription: SubscriptionSnapshot,
  config: Pick<ClassConfig, 'freeTrialDays'> = DEFAULT_CLASS_CONFIG,
): void {
  const start = cls.startAt.getTime();
  if (subscription.endsAt && start >= subscription.endsAt.getTime()) {
    throw new DomainError('booking_after_subscription_expiry', undefined, { endsAt: subscription.endsAt.toISOString() });
  }
  const trialStart = subscription.freeTrialStartedAt?.getTime();
  if (trialStart !== undefined) {
    const trialEnd = trialStart + config.freeTrialDays * DAY_MS;
    if (start < trialStart || start >= trialEnd) {
      throw new DomainError('trial_class_outside_trial', undefined, { trialEndsAt: new Date(trialEnd).toISOString() });
    }
  }
}
