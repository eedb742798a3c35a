import { DomainError } from '../errors.ts';

const DAY_MS = 86_400_000;

/** 001 §9: "Price change at most once a year with 6 weeks notice." */
export const PRICE_CHANGE_NOTICE_DAYS = 42;

/** The first instant a change announced at `now` may take effect. */
export function earliestPriceChange(now: Date): Date {
  return new Date(now.getTime() + PRICE_CHANGE_NOTICE_DAYS * DAY_MS);
}

/**
 * A new price may be scheduled when subscribers hear of it at least 6 weeks before its date and
 * it is another price than today's. The once-a-year half is per subscription (subscriptionPriceFrom).
 */
export function assertPriceChangeSchedule(change: { now: Date; effectiveAt: Date; oldCents: number; newCents: number }): void {
  if (change.effectiveAt.getTime() < earliestPriceChange(change.now).getTime()) throw new DomainError('price_change_notice_too_short');
  if (change.newCents === change.oldCents) throw new DomainError('price_unchanged');
}

/** The same calendar instant one year later (29 February becomes 1 March). */
export function oneYearAfter(at: Date): Date {
  const next = new Date(at.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/**
 * From when a subscription pays a changed price (decision 105): its first payment on or after the
 * change's date, but never within a year of the payment at which its price last changed. Such a
 * subscription is not refused; it waits until it may change, and its notice names its own date.
 */
export function subscriptionPriceFrom(effectiveAt: Date, lastChangedPeriodStart: Date | null): Date {
  if (!lastChangedPeriodStart) return effectiveAt;
  const eligible = oneYearAfter(lastChangedPeriodStart);
  return eligible > effectiveAt ? eligible : effectiveAt;
}

/** Whether the payment for the period starting at `periodStart` is the one at the new price. */
export function priceChangeApplies(periodStart: Date, appliesFrom: Date): boolean {
  return periodStart.getTime() >= appliesFrom.getTime();
}
