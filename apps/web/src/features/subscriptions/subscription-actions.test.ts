import { describe, expect, it } from 'vitest';
import type { SubscriptionFlags } from './membership-documents.ts';
import { isDestructive, statusLine, subscriptionActions, trialCountdown } from './subscription-actions.ts';

const none: SubscriptionFlags = {
  canPause: false,
  canCancelPause: false,
  canUnpause: false,
  canCancel: false,
  canReactivate: false,
  canChange: false,
  canRollover: false,
  canSkipTrial: false,
  canCancelTrial: false,
  canResumeCharges: false,
  canDelayStart: false,
  canCancelDelay: false,
  canDelete: false,
  canStartNow: false,
  canWithdraw: false,
};

describe('subscriptionActions', () => {
  it('offers a trial its skip and cancel', () => {
    expect(subscriptionActions({ ...none, canSkipTrial: true, canCancelTrial: true }, 'current')).toEqual(['skipTrial', 'cancelTrial']);
  });

  it('offers an active plan pause, roll over, change, cancel and withdrawal, fixes first and endings last', () => {
    const active = { ...none, canPause: true, canCancel: true, canRollover: true, canChange: true, canWithdraw: true };
    expect(subscriptionActions(active, 'current')).toEqual(['pause', 'rollover', 'change', 'cancel', 'withdraw']);
    expect(subscriptionActions({ ...active, canResumeCharges: true }, 'current')[0]).toBe('resumeCharges');
  });

  it('offers a scheduled pause its cancellation and a running pause its early end', () => {
    expect(subscriptionActions({ ...none, canCancelPause: true, canCancel: true }, 'current')).toEqual(['cancelPause', 'cancel']);
    expect(subscriptionActions({ ...none, canUnpause: true }, 'current')).toEqual(['unpause']);
  });

  it('offers a cancelled plan its reactivation', () => {
    expect(subscriptionActions({ ...none, canReactivate: true }, 'current')).toEqual(['reactivate']);
    expect(subscriptionActions({ ...none, canReactivate: true, canCancel: true }, 'latest')).toEqual(['reactivate']);
  });

  it('manages the next subscription only as a next one', () => {
    const next = { ...none, canDelayStart: true, canCancelDelay: true, canDelete: true, canCancel: true, canPause: true };
    expect(subscriptionActions(next, 'next')).toEqual(['delayStart', 'cancelDelay', 'deleteNext']);
    expect(subscriptionActions(next, 'current')).toEqual(['pause', 'cancel']);
  });

  it('offers nothing the server does not allow', () => {
    expect(subscriptionActions(none, 'current')).toEqual([]);
  });

  it('marks what ends something as destructive', () => {
    expect(isDestructive('cancel')).toBe(true);
    expect(isDestructive('deleteNext')).toBe(true);
    expect(isDestructive('pause')).toBe(false);
  });
});

describe('statusLine', () => {
  const base = {
    nextPaymentDate: '2026-04-01T10:00:00Z',
    expiresAt: '2026-04-29T10:00:00Z',
    startsAt: '2026-05-01T10:00:00Z',
    trialEndsAt: '2026-03-08T10:00:00Z',
    currentPeriodEnd: '2026-04-01T10:00:00Z',
    pause: { status: 'active' as const, dateTo: '2026-04-15T00:00:00Z', unpauseDate: '2026-04-15T00:00:00Z' },
  };
  it('names the date each display state is about', () => {
    expect(statusLine({ ...base, displayState: 'active' })).toEqual({ key: 'active', tone: 'success', date: base.nextPaymentDate });
    expect(statusLine({ ...base, displayState: 'cancelled' }).date).toBe(base.expiresAt);
    expect(statusLine({ ...base, displayState: 'paused' }).date).toBe(base.pause.unpauseDate);
    expect(statusLine({ ...base, displayState: 'waiting' }).date).toBe(base.startsAt);
    expect(statusLine({ ...base, displayState: 'trial' }).date).toBe(base.trialEndsAt);
    expect(statusLine({ ...base, displayState: 'payment_failed' })).toEqual({ key: 'payment_failed', tone: 'warning', date: null });
  });
  it('falls back to the period end for a cancellation without an expiry', () => {
    expect(statusLine({ ...base, expiresAt: null, displayState: 'cancelled' }).date).toBe(base.currentPeriodEnd);
  });
});

describe('trialCountdown', () => {
  it('counts days and hours down and stops at the end', () => {
    const end = '2026-03-08T10:00:00Z';
    expect(trialCountdown(end, Date.parse('2026-03-01T10:00:00Z'))).toEqual({ days: 7, hours: 0 });
    expect(trialCountdown(end, Date.parse('2026-03-07T08:30:00Z'))).toEqual({ days: 1, hours: 1 });
    expect(trialCountdown(end, Date.parse('2026-03-08T10:00:00Z'))).toBeNull();
    expect(trialCountdown(null, 0)).toBeNull();
  });
});
