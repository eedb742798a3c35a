import { describe, expect, it } from 'vitest';
import { assertSubscriptionCoversClass } from './assert-subscription-covers-class.ts';
import { errorCodeOf } from '../testing/error-code-of.ts';

const start = (iso: string) => ({ startAt: new Date(iso) });

describe('assertSubscriptionCoversClass', () => {
  it('allows any class on a renewing subscription', () => {
    expect(errorCodeOf(() => assertSubscriptionCoversClass(start('2030-01-01T10:00:00Z'), { endsAt: null }))).toBeUndefined();
  });

  describe('subscription end', () => {
    const subscription = { endsAt: new Date('2026-06-01T00:00:00Z') };

    it('allows a class starting before the end, even one running past it', () => {
      expect(errorCodeOf(() => assertSubscriptionCoversClass(start('2026-05-31T23:00:00Z'), subscription))).toBeUndefined();
    });

    it('refuses a class starting at the end or later', () => {
      expect(errorCodeOf(() => assertSubscriptionCoversClass(start('2026-06-01T00:00:00Z'), subscription))).toBe(
        'booking_after_subscription_expiry',
      );
      expect(errorCodeOf(() => assertSubscriptionCoversClass(start('2026-07-01T10:00:00Z'), subscription))).toBe(
        'booking_after_subscription_expiry',
      );
    });
  });

  describe('free trial', () => {
    const subscription = { endsAt: null, freeTrialStartedAt: new Date('2026-05-04T09:30:00Z') };

    it('allows classes starting within the 7 days', () => {
      expect(errorCodeOf(() => assertSubscriptionCoversClass(start('2026-05-04T10:00:00Z'), subscription))).toBeUndefined();
      expect(errorCodeOf(() => assertSubscriptionCoversClass(start('2026-05-11T09:29:59.999Z'), subscription))).toBeUndefined();
    });

    it('refuses a class starting at the end of the trial or later', () => {
      expect(errorCodeOf(() => assertSubscriptionCoversClass(start('2026-05-11T09:30:00Z'), subscription))).toBe(
        'trial_class_outside_trial',
      );
      expect(errorCodeOf(() => assertSubscriptionCoversClass(start('2026-05-20T10:00:00Z'), subscription))).toBe(
        'trial_class_outside_trial',
      );
    });

    it('refuses a class before the trial starts', () => {
      expect(errorCodeOf(() => assertSubscriptionCoversClass(start('2026-05-04T09:00:00Z'), subscription))).toBe(
        'trial_class_outside_trial',
      );
    });

    it('does not apply once the trial is over (freeTrialStartedAt cleared)', () => {
      expect(
        errorCodeOf(() => assertSubscriptionCoversClass(start('2026-05-20T10:00:00Z'), { endsAt: null, freeTrialStartedAt: null })),
      ).toBeUndefined();
    });

    it('reports the end of the subscription first when both apply', () => {
      const cancelledTrial = { ...subscription, endsAt: new Date('2026-05-08T00:00:00Z') };
      expect(errorCodeOf(() => assertSubscriptionCoversClass(start('2026-05-09T10:00:00Z'), cancelledTrial))).toBe(
        'booking_after_subscription_expiry',
      );
    });
  });
});
