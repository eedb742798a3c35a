import { describe, expect, it } from 'vitest';
import { assertClassOpenForBooking } from './assert-class-open-for-booking.ts';
import { errorCodeOf } from '../testing/error-code-of.ts';

const startAt = new Date('2026-05-10T10:00:00Z');
const H = 3_600_000;
const staffed = { status: 'active' as const, startAt, hasTeacher: true };
const before = (ms: number) => new Date(startAt.getTime() - ms);

describe('assertClassOpenForBooking', () => {
  it('accepts an active staffed class until its start', () => {
    expect(errorCodeOf(() => assertClassOpenForBooking(staffed, before(1)))).toBeUndefined();
  });

  it('refuses from the start on', () => {
    expect(errorCodeOf(() => assertClassOpenForBooking(staffed, startAt))).toBe('class_not_available');
  });

  it.each(['cancelled', 'completed', 'missed', 'no_students', 'technical_issue'] as const)('refuses a %s class', (status) => {
    expect(errorCodeOf(() => assertClassOpenForBooking({ ...staffed, status }, before(5 * 24 * H)))).toBe('class_not_available');
  });

  it('refuses a class with a cancellation date', () => {
    expect(errorCodeOf(() => assertClassOpenForBooking({ ...staffed, cancelledAt: before(10 * 24 * H) }, before(5 * 24 * H)))).toBe(
      'class_not_available',
    );
  });

  it('refuses an unstaffed class from the 24 h cutoff on, accepts it before', () => {
    const unstaffed = { ...staffed, hasTeacher: false };
    expect(errorCodeOf(() => assertClassOpenForBooking(unstaffed, before(24 * H + 1)))).toBeUndefined();
    expect(errorCodeOf(() => assertClassOpenForBooking(unstaffed, before(24 * H)))).toBe('class_not_available');
  });
});
