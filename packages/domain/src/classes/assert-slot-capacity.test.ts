import { describe, expect, it } from 'vitest';
import { assertSlotCapacity } from './assert-slot-capacity.ts';
import { errorCodeOf } from '../testing/error-code-of.ts';

describe('assertSlotCapacity', () => {
  it('opens a new class while the slot has fewer than 3 active classes', () => {
    for (const activeClassesInSlot of [0, 1, 2]) {
      expect(errorCodeOf(() => assertSlotCapacity({ activeClassesInSlot, needsNewClass: true }))).toBeUndefined();
    }
  });

  it('refuses a new class when the slot already has 3 or more', () => {
    expect(errorCodeOf(() => assertSlotCapacity({ activeClassesInSlot: 3, needsNewClass: true }))).toBe('class_booking_limit_reached');
    expect(errorCodeOf(() => assertSlotCapacity({ activeClassesInSlot: 4, needsNewClass: true }))).toBe('class_booking_limit_reached');
  });

  it('never refuses a seat in an existing class', () => {
    expect(errorCodeOf(() => assertSlotCapacity({ activeClassesInSlot: 3, needsNewClass: false }))).toBeUndefined();
  });

  it('follows a configured limit', () => {
    expect(errorCodeOf(() => assertSlotCapacity({ activeClassesInSlot: 1, needsNewClass: true }, { slotCapacity: 1 }))).toBe(
      'class_booking_limit_reached',
    );
  });
});
