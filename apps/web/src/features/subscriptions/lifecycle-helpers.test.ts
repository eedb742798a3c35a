import { describe, expect, it } from 'vitest';
import { afterPayment, pauseRange } from './lifecycle-helpers.ts';

describe('afterPayment', () => {
  const purchase = { id: 'p9', type: 'flex' as const };
  it('stays on a success and follows anything else', () => {
    expect(afterPayment({ status: 'succeeded', purchase })).toBeNull();
    expect(afterPayment({ status: 'failed', purchase })).toEqual({ pattern: '/:locale/payment-failed/:purchaseId', purchaseId: 'p9' });
    expect(afterPayment({ status: 'requires_action', purchase })?.pattern).toBe('/:locale/payment-pending/:purchaseId');
    expect(afterPayment({ status: 'processing', purchase })?.pattern).toBe('/:locale/payment-pending/:purchaseId');
  });
});

describe('pauseRange', () => {
  it('pauses whole local days in the student zone', () => {
    const range = pauseRange('2026-06-01', 2, 'Europe/Berlin');
    expect(range.from.toISOString()).toBe('2026-05-31T22:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-06-14T22:00:00.000Z');
    expect(range.resumeKey).toBe('2026-06-15');
  });

  it('keeps whole days across a DST change (Berlin, 29 March 2026)', () => {
    const range = pauseRange('2026-03-23', 1, 'Europe/Berlin');
    expect(range.from.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});
