import { describe, expect, it } from 'vitest';
import { assertSeatAvailable } from './assert-seat-available.ts';
import { errorCodeOf } from '../testing/error-code-of.ts';

describe('assertSeatAvailable', () => {
  it('lets a group class fill up to 5 students', () => {
    for (const seatsTaken of [0, 1, 4])
      expect(errorCodeOf(() => assertSeatAvailable({ type: 'group', seatsTaken, capacity: 5 }))).toBeUndefined();
    expect(errorCodeOf(() => assertSeatAvailable({ type: 'group', seatsTaken: 5, capacity: 5 }))).toBe('class_is_full');
    expect(errorCodeOf(() => assertSeatAvailable({ type: 'group', seatsTaken: 6, capacity: 5 }))).toBe('class_is_full');
  });

  it('respects a smaller stored capacity (a 3-seat class)', () => {
    expect(errorCodeOf(() => assertSeatAvailable({ type: 'group', seatsTaken: 2, capacity: 3 }))).toBeUndefined();
    expect(errorCodeOf(() => assertSeatAvailable({ type: 'group', seatsTaken: 3, capacity: 3 }))).toBe('class_is_full');
  });

  it('never goes above the configured group maximum even if a row says more', () => {
    expect(errorCodeOf(() => assertSeatAvailable({ type: 'group', seatsTaken: 5, capacity: 8 }))).toBe('class_is_full');
  });

  it('uses the group maximum when no capacity is stored', () => {
    expect(errorCodeOf(() => assertSeatAvailable({ type: 'group', seatsTaken: 4 }))).toBeUndefined();
    expect(errorCodeOf(() => assertSeatAvailable({ type: 'group', seatsTaken: 5 }))).toBe('class_is_full');
  });

  it('seats trial classes like group classes', () => {
    expect(errorCodeOf(() => assertSeatAvailable({ type: 'trial', seatsTaken: 4, capacity: 5 }))).toBeUndefined();
    expect(errorCodeOf(() => assertSeatAvailable({ type: 'trial', seatsTaken: 5, capacity: 5 }))).toBe('class_is_full');
  });

  it('takes one student in a private class, with its own code', () => {
    expect(errorCodeOf(() => assertSeatAvailable({ type: 'individual', seatsTaken: 0, capacity: 1 }))).toBeUndefined();
    expect(errorCodeOf(() => assertSeatAvailable({ type: 'individual', seatsTaken: 1, capacity: 1 }))).toBe('individual_class_is_full');
    expect(errorCodeOf(() => assertSeatAvailable({ type: 'individual', seatsTaken: 1, capacity: 5 }))).toBe('individual_class_is_full');
  });
});
