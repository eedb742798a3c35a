import { describe, expect, it } from 'vitest';
import { cancellationOutcome } from './cancellation-outcome.ts';

const startAt = new Date('2026-05-10T10:00:00Z');
const M = 60_000;
const H = 60 * M;
const beforeStart = (ms: number) => new Date(startAt.getTime() - ms);
const bookedLongAgo = { createdAt: new Date('2026-04-01T08:00:00Z') };
const cls = { startAt };

describe('cancellationOutcome', () => {
  it('refunds at exactly 72 hours before the start and earlier', () => {
    expect(cancellationOutcome(bookedLongAgo, cls, beforeStart(72 * H))).toMatchObject({
      allowed: true,
      refund: true,
      reason: 'early_enough',
    });
    expect(cancellationOutcome(bookedLongAgo, cls, beforeStart(10 * 24 * H))).toMatchObject({ refund: true, reason: 'early_enough' });
  });

  it('keeps the credit at 72 hours minus 1 ms, and up to the start', () => {
    for (const ms of [72 * H - 1, 24 * H, 1]) {
      expect(cancellationOutcome(bookedLongAgo, cls, beforeStart(ms))).toMatchObject({ allowed: true, refund: false, reason: 'late' });
    }
  });

  it('refuses from the start on', () => {
    expect(cancellationOutcome(bookedLongAgo, cls, startAt)).toMatchObject({ allowed: false, refund: false, reason: 'class_started' });
    expect(cancellationOutcome(bookedLongAgo, cls, new Date(startAt.getTime() + H))).toMatchObject({ allowed: false });
  });

  describe('grace period after booking', () => {
    const createdAt = beforeStart(5 * H); // booked 5 hours before the class: normally too late for a refund
    const afterBooking = (ms: number) => new Date(createdAt.getTime() + ms);

    it('refunds an immediate cancel, however close the class', () => {
      expect(cancellationOutcome({ createdAt }, cls, afterBooking(0))).toMatchObject({ refund: true, reason: 'within_grace_period' });
      expect(cancellationOutcome({ createdAt }, cls, afterBooking(30 * M - 1))).toMatchObject({
        refund: true,
        reason: 'within_grace_period',
      });
    });

    it('ends at exactly 30 minutes after booking', () => {
      expect(cancellationOutcome({ createdAt }, cls, afterBooking(30 * M))).toMatchObject({ refund: false, reason: 'late' });
    });

    it('does not outlast the start of the class', () => {
      const lastMinute = { createdAt: beforeStart(10 * M) };
      expect(cancellationOutcome(lastMinute, cls, beforeStart(1))).toMatchObject({
        allowed: true,
        refund: true,
        reason: 'within_grace_period',
      });
      expect(cancellationOutcome(lastMinute, cls, startAt)).toMatchObject({ allowed: false, reason: 'class_started' });
    });

    it('reports grace before early-enough when both hold', () => {
      const early = { createdAt: beforeStart(100 * H) };
      expect(cancellationOutcome(early, cls, beforeStart(100 * H - M)).reason).toBe('within_grace_period');
    });
  });

  it('gives the UI its deadlines', () => {
    const createdAt = new Date('2026-05-01T12:34:00Z');
    const outcome = cancellationOutcome({ createdAt }, cls, new Date('2026-05-01T12:40:00Z'));
    expect(outcome.refundDeadline).toEqual(new Date('2026-05-07T10:00:00Z'));
    expect(outcome.graceUntil).toEqual(new Date('2026-05-01T13:04:00Z'));
  });

  it('measures 72 real hours across the October DST change', () => {
    const sundayAfterChange = { startAt: new Date('2026-10-27T10:00:00Z') };
    expect(cancellationOutcome(bookedLongAgo, sundayAfterChange, new Date('2026-10-24T10:00:00Z')).refund).toBe(true);
    expect(cancellationOutcome(bookedLongAgo, sundayAfterChange, new Date('2026-10-24T10:00:00.001Z')).refund).toBe(false);
  });

  it('follows the configuration', () => {
    const config = { refundableAfterBookingMinutes: 10, studentCancelLateHours: 24 };
    expect(cancellationOutcome(bookedLongAgo, cls, beforeStart(24 * H), config).refund).toBe(true);
    expect(cancellationOutcome({ createdAt: beforeStart(5 * H) }, cls, beforeStart(5 * H - 10 * M), config).reason).toBe('late');
  });
});

describe('cancellationOutcome after the back office moved the class (decision 100)', () => {
  const movedAt = new Date('2026-05-08T10:00:00Z');
  it('refunds a booking made before the move until the start, whatever the notice', () => {
    expect(cancellationOutcome(bookedLongAgo, { startAt, movedAt }, beforeStart(H))).toMatchObject({
      allowed: true,
      refund: true,
      reason: 'class_moved',
      refundableUntil: startAt,
    });
    expect(cancellationOutcome(bookedLongAgo, { startAt, movedAt }, startAt)).toMatchObject({ allowed: false });
  });
  it('applies the usual rules to a booking made after the move', () => {
    const bookedAfter = { createdAt: new Date(movedAt.getTime() + H) };
    expect(cancellationOutcome(bookedAfter, { startAt, movedAt }, beforeStart(H))).toMatchObject({ refund: false, reason: 'late' });
  });
});
