import { describe, expect, it } from 'vitest';
import type { CancellationPreview } from './classes-documents.ts';
import { chooseCancellationMessage } from './cancellation-message.ts';

const start = new Date('2026-03-30T10:00:00Z');
const preview = (over: Partial<CancellationPreview>): CancellationPreview => ({
  allowed: true,
  refund: true,
  reason: 'early_enough',
  refundDeadline: new Date(start.getTime() - 72 * 3_600_000).toISOString(), // 2026-03-27T10:00Z
  graceUntil: '2026-03-20T10:30:00.000Z',
  ...over,
});

describe('chooseCancellationMessage', () => {
  it('refunds at least 72 hours ahead (exactly 72 h included)', () => {
    expect(chooseCancellationMessage(preview({}), new Date('2026-03-25T10:00:00Z')).kind).toBe('refund');
    expect(chooseCancellationMessage(preview({}), new Date('2026-03-27T10:00:00Z')).kind).toBe('refund');
  });
  it('is free and immediate within 30 minutes of booking, even close to the start', () => {
    const late = preview({ reason: 'within_grace_period', graceUntil: '2026-03-29T09:30:00.000Z' });
    expect(chooseCancellationMessage(late, new Date('2026-03-29T09:10:00Z'))).toEqual({ kind: 'grace', immediate: true });
  });
  it('warns of the lost credit when the server says no refund', () => {
    expect(chooseCancellationMessage(preview({ refund: false, reason: 'late' }), new Date('2026-03-29T09:00:00Z'))).toEqual({
      kind: 'lose',
      immediate: false,
    });
  });
  it('downgrades a refund that lapsed while the page was open', () => {
    const grace = preview({ reason: 'within_grace_period', graceUntil: '2026-03-29T09:30:00.000Z' });
    expect(chooseCancellationMessage(grace, new Date('2026-03-29T09:31:00Z')).kind).toBe('lose');
    expect(chooseCancellationMessage(preview({}), new Date('2026-03-27T10:00:01Z')).kind).toBe('lose');
  });
  it('says so when the class cannot be cancelled', () => {
    expect(chooseCancellationMessage(preview({ allowed: false }), new Date('2026-03-25T10:00:00Z')).kind).toBe('not-allowed');
  });
});
