import { describe, expect, it } from 'vitest';
import { assertCancellable } from './assert-cancellable.ts';
import { errorCodeOf } from '../testing/error-code-of.ts';

const cls = { startAt: new Date('2026-05-10T10:00:00Z') };
const booking = { createdAt: new Date('2026-05-01T10:00:00Z'), status: 'booked' };

describe('assertCancellable', () => {
  it('returns the outcome of a cancellable booking', () => {
    expect(assertCancellable(booking, cls, new Date('2026-05-02T10:00:00Z'))).toMatchObject({ refund: true, reason: 'early_enough' });
    expect(assertCancellable(booking, cls, new Date('2026-05-09T10:00:00Z'))).toMatchObject({ refund: false, reason: 'late' });
  });

  it('refuses once the class has started', () => {
    expect(errorCodeOf(() => assertCancellable(booking, cls, cls.startAt))).toBe('class_cannot_be_cancelled');
  });

  it('refuses a booking that no longer holds a seat', () => {
    for (const status of ['cancelled_by_student', 'class_cancelled', 'not_booked']) {
      expect(errorCodeOf(() => assertCancellable({ ...booking, status }, cls, new Date('2026-05-02T10:00:00Z')))).toBe(
        'class_cannot_be_cancelled',
      );
    }
  });
});
