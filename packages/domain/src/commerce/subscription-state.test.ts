import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../testing/error-code-of.ts';
import { ValidationError } from '../errors.ts';
import { pauseCancellationRefunds, planPause } from './pause-rules.ts';
import { type SubscriptionFacts, subscriptionCapabilities, subscriptionDisplayState } from './subscription-state.ts';
import { assertSprintPurchasable, assertTimezoneChangeAllowed, sprintEndsAt } from './sprint-rules.ts';
import { withdrawalRefund } from './withdrawal.ts';

const DAY = 86_400_000;
const now = new Date('2026-03-10T10:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);
const active: SubscriptionFacts = {
  status: 'active',
  type: 'monthly',
  startsAt: at(-10),
  trialEndsAt: null,
  currentPeriodStart: at(-10),
  currentPeriodEnd: at(18),
  endsAt: null,
  originalStartsAt: null,
  pauses: [],
  hasActionableCharge: false,
};

describe('subscriptionDisplayState', () => {
  it('names every state of 001 §4', () => {
    expect(subscriptionDisplayState(active, now)).toBe('active');
    expect(subscriptionDisplayState({ ...active, status: 'trial' }, now)).toBe('trial');
    expect(subscriptionDisplayState({ ...active, status: 'cancelled', endsAt: at(18) }, now)).toBe('cancelled');
    expect(subscriptionDisplayState({ ...active, status: 'cancelled', endsAt: at(-1) }, now)).toBe('ended');
    expect(subscriptionDisplayState({ ...active, status: 'expired' }, now)).toBe('inactive');
    expect(subscriptionDisplayState({ ...active, type: 'marathon', status: 'expired' }, now)).toBe('ended');
    expect(subscriptionDisplayState({ ...active, type: 'marathon', endsAt: at(20) }, now)).toBe('expire');
    expect(subscriptionDisplayState({ ...active, pauses: [{ status: 'active', startsAt: at(-1), endsAt: at(5) }] }, now)).toBe('paused');
    expect(subscriptionDisplayState({ ...active, status: 'waiting', startsAt: at(3) }, now)).toBe('waiting');
    expect(subscriptionDisplayState({ ...active, status: 'waiting', startsAt: at(-1), currentHasEnded: true }, now)).toBe('available_now');
    expect(subscriptionDisplayState({ ...active, status: 'past_due' }, now)).toBe('payment_failed');
    expect(subscriptionDisplayState({ ...active, status: 'pending' }, now)).toBe('payment_pending');
  });
});

describe('subscriptionCapabilities', () => {
  it('offers the actions the state allows', () => {
    const a = subscriptionCapabilities(active, now, { hasNext: false });
    expect(a).toMatchObject({
      canPause: true,
      canCancel: true,
      canChange: true,
      canRollover: true,
      canReactivate: false,
      canSkipTrial: false,
    });
    const trial = subscriptionCapabilities({ ...active, status: 'trial' }, now, { hasNext: false });
    expect(trial).toMatchObject({ canSkipTrial: true, canCancelTrial: true, canPause: false, canCancel: false });
    const cancelled = subscriptionCapabilities({ ...active, status: 'cancelled', endsAt: at(18) }, now, { hasNext: false });
    expect(cancelled).toMatchObject({ canReactivate: true, canCancel: false, canPause: false });
    const sprint = subscriptionCapabilities({ ...active, type: 'marathon', endsAt: at(30) }, now, { hasNext: false });
    expect(sprint).toMatchObject({ canChange: false, canPause: false });
    const next = subscriptionCapabilities({ ...active, status: 'waiting', startsAt: at(18), originalStartsAt: at(10) }, now, {
      hasNext: false,
    });
    expect(next).toMatchObject({ canDelayStart: true, canCancelDelay: true, canDelete: true, canStartNow: true });
    const failed = subscriptionCapabilities({ ...active, status: 'past_due', hasActionableCharge: true }, now, { hasNext: false });
    expect(failed.canResumeCharges).toBe(true);
  });
});

describe('planPause', () => {
  const ok = { from: at(2), to: at(16), acceptClassCancellation: true };
  it('plans a pause up to 4 weeks in the current cycle', () => {
    expect(planPause(active, ok, now)).toEqual({ cycleStart: active.currentPeriodStart, shiftMs: 14 * DAY });
    expect(planPause(active, { ...ok, to: at(30) }, now).shiftMs).toBe(28 * DAY);
  });
  it('refuses what 001 §5 forbids', () => {
    expect(errorCodeOf(() => planPause(active, { ...ok, acceptClassCancellation: false }, now))).toBe('pause_agreement_required');
    expect(errorCodeOf(() => planPause(active, { ...ok, to: at(31) }, now))).toBe('pause_too_long');
    expect(() => planPause(active, { ...ok, from: at(-1) }, now)).toThrow(ValidationError);
    expect(errorCodeOf(() => planPause(active, { ...ok, from: at(19), to: at(20) }, now))).toBe('pause_not_allowed');
    expect(errorCodeOf(() => planPause({ ...active, status: 'trial' }, ok, now))).toBe('pause_not_allowed');
    const used = { ...active, pauses: [{ status: 'completed' as const, startsAt: at(-5), endsAt: at(-3) }] };
    expect(errorCodeOf(() => planPause(used, ok, now))).toBe('pause_once_per_cycle');
    const cancelled = { ...active, pauses: [{ status: 'cancelled' as const, startsAt: at(1), endsAt: at(3) }] };
    expect(errorCodeOf(() => planPause(cancelled, ok, now))).toBeUndefined();
  });
  it('refunds classes at least 7 days away only', () => {
    expect(pauseCancellationRefunds(at(7), now)).toBe(true);
    expect(pauseCancellationRefunds(at(6.9), now)).toBe(false);
  });
});

describe('withdrawal and Sprint rules', () => {
  it('refunds the money minus the classes taken within 14 days', () => {
    expect(withdrawalRefund({ paidCents: 8000, paidAt: at(-3), creditsBought: 8, creditsTaken: 2 }, now)).toEqual({
      refundCents: 6000,
      deductedCents: 2000,
    });
    expect(withdrawalRefund({ paidCents: 8000, paidAt: at(-3), creditsBought: 8, creditsTaken: 12 }, now).refundCents).toBe(0);
    expect(errorCodeOf(() => withdrawalRefund({ paidCents: 1, paidAt: at(-14.01), creditsBought: 1, creditsTaken: 0 }, now))).toBe(
      'withdrawal_period_over',
    );
  });
  it('sells Sprints until they start and keeps the time zone during them', () => {
    const sprint = { startsAt: at(1), durationWeeks: 8 };
    expect(sprintEndsAt(sprint)).toEqual(at(57));
    expect(errorCodeOf(() => assertSprintPurchasable(sprint, now))).toBeUndefined();
    expect(errorCodeOf(() => assertSprintPurchasable({ ...sprint, startsAt: now }, now))).toBe('sprint_already_started');
    expect(errorCodeOf(() => assertTimezoneChangeAllowed({ endsAt: at(1) }, now))).toBe('sprint_timezone_locked');
    expect(errorCodeOf(() => assertTimezoneChangeAllowed(null, now))).toBeUndefined();
  });
});
