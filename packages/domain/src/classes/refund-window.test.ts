import { describe, expect, it } from 'vitest';
import { cancellationOutcome } from './cancellation-outcome.ts';
import { refundWindow } from './refund-window.ts';

const at = (iso: string) => new Date(iso);

describe('refundWindow', () => {
  it('a class on 25 November booked days ahead: refundable until 72 hours before, 22 November', () => {
    const w = refundWindow(at('2026-11-16T09:00:00Z'), at('2026-11-25T09:00:00Z'));
    expect(w).toMatchObject({ rule: 'notice', refundableUntil: at('2026-11-22T09:00:00Z') });
  });

  it('the bug: a class on 26 November booked on 25 November is not "refundable until 23 November" but only for 30 minutes', () => {
    const bookedAt = at('2026-11-25T10:12:00Z');
    const w = refundWindow(bookedAt, at('2026-11-26T09:00:00Z'));
    expect(w.rule).toBe('grace');
    expect(w.refundableUntil).toEqual(at('2026-11-25T10:42:00Z'));
    expect(w.refundableUntil.getTime()).toBeGreaterThan(bookedAt.getTime());
    expect(w.noticeDeadline).toEqual(at('2026-11-23T09:00:00Z'));
  });

  it('booked less than 72 hours ahead but the 72-hour line still after the grace: the later one counts', () => {
    // 72 h 10 min ahead: the notice line is 10 minutes away, the grace 30.
    const w = refundWindow(at('2026-11-20T08:50:00Z'), at('2026-11-23T09:00:00Z'));
    expect(w).toMatchObject({ rule: 'grace', refundableUntil: at('2026-11-20T09:20:00Z') });
    // 73 h ahead: the notice line (1 h away) is later than the grace.
    expect(refundWindow(at('2026-11-20T08:00:00Z'), at('2026-11-23T09:00:00Z'))).toMatchObject({
      rule: 'notice',
      refundableUntil: at('2026-11-20T09:00:00Z'),
    });
  });

  it('across the spring DST change the 72 hours are elapsed hours (Berlin wall clock 10:00 -> 09:00)', () => {
    // Monday 30 March 2026 10:00 CEST = 08:00Z; 72 h before is Friday 27 March 08:00Z = 09:00 CET.
    const w = refundWindow(at('2026-03-20T08:00:00Z'), at('2026-03-30T08:00:00Z'));
    expect(w.refundableUntil).toEqual(at('2026-03-27T08:00:00Z'));
    const wall = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(
      w.refundableUntil,
    );
    expect(wall).toBe('09:00');
  });

  it('agrees with cancellationOutcome: refunded up to refundableUntil, not a millisecond later past the grace', () => {
    const cases = [
      { bookedAt: at('2026-11-16T09:00:00Z'), startAt: at('2026-11-25T09:00:00Z') },
      { bookedAt: at('2026-11-25T10:12:00Z'), startAt: at('2026-11-26T09:00:00Z') },
    ];
    for (const { bookedAt, startAt } of cases) {
      const { refundableUntil, rule } = refundWindow(bookedAt, startAt);
      const justBefore = new Date(refundableUntil.getTime() - 1);
      const justAfter = new Date(refundableUntil.getTime() + 1);
      expect(cancellationOutcome({ createdAt: bookedAt }, { startAt }, justBefore).refund).toBe(true);
      expect(cancellationOutcome({ createdAt: bookedAt }, { startAt }, justAfter).refund).toBe(false);
      expect(cancellationOutcome({ createdAt: bookedAt }, { startAt }, justBefore).refundableUntil).toEqual(refundableUntil);
      expect(rule).toBeTruthy();
    }
  });
});
