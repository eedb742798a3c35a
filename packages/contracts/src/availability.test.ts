import { describe, expect, it } from 'vitest';
import {
  availabilityChangeInput,
  exactAvailabilityInput,
  slotHours,
  standardAvailabilityInput,
  teachingHourRequestInput,
} from './availability.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('slot hours', () => {
  it('gives the whole day, a half, or the run of full hours', () => {
    expect(slotHours({ slotSize: 'whole_day', startHour: 5 })).toEqual({ startHour: 0, endHour: 24 });
    expect(slotHours({ slotSize: 'half', startHour: 12 })).toEqual({ startHour: 12, endHour: 24 });
    expect(slotHours({ slotSize: 'full', startHour: 8, endHour: 12 })).toEqual({ startHour: 8, endHour: 12 });
  });

  it('refuses wrong hours with one message per field', () => {
    const day = { dayOfWeek: 'friday' as const };
    expect(issuesOf(standardAvailabilityInput.safeParse({ ...day, slotSize: 'full', startHour: 9, endHour: 9 }))).toEqual({
      endHour: M.slotEndHourInvalid,
    });
    expect(issuesOf(standardAvailabilityInput.safeParse({ ...day, slotSize: 'full', startHour: 24, endHour: 24 }))).toEqual({
      startHour: M.slotStartHourInvalid,
    });
    expect(issuesOf(standardAvailabilityInput.safeParse({ ...day, slotSize: 'full', startHour: 20, endHour: 25 }))).toEqual({
      endHour: M.slotEndHourInvalid,
    });
    expect(issuesOf(standardAvailabilityInput.safeParse({ ...day, slotSize: 'half', startHour: 8 }))).toEqual({
      startHour: M.slotHalfInvalid,
    });
    expect(standardAvailabilityInput.safeParse({ ...day, slotSize: 'full', startHour: 23, endHour: 24 }).success).toBe(true);
    expect(standardAvailabilityInput.safeParse({ ...day, slotSize: 'whole_day' }).success).toBe(true);
  });
});

describe('dates and notes', () => {
  it('asks for a date, and a real one', () => {
    expect(issuesOf(exactAvailabilityInput.safeParse({ date: '', slotSize: 'whole_day' }))).toEqual({ date: M.dateRequired });
    expect(issuesOf(exactAvailabilityInput.safeParse({ date: '21.05.2026', slotSize: 'whole_day' }))).toEqual({ date: M.dateKeyInvalid });
    expect(issuesOf(exactAvailabilityInput.safeParse({ date: '2026-02-30', slotSize: 'whole_day' }))).toEqual({ date: M.dateKeyInvalid });
    expect(exactAvailabilityInput.safeParse({ date: '2028-02-29', slotSize: 'whole_day' }).success).toBe(true);
  });

  it('keeps a request note to 500 characters, spaces around it not counted', () => {
    const base = { date: '2026-05-21', slotSize: 'whole_day' as const };
    expect(issuesOf(teachingHourRequestInput.safeParse({ ...base, note: 'x'.repeat(501) }))).toEqual({ note: M.requestNoteTooLong });
    expect(teachingHourRequestInput.safeParse({ ...base, note: ` ${'x'.repeat(500)} ` }).success).toBe(true);
  });

  it('the form schema takes a weekday or a date with the same rules', () => {
    expect(availabilityChangeInput.safeParse({ dayOfWeek: 'monday', slotSize: 'whole_day' }).success).toBe(true);
    expect(issuesOf(availabilityChangeInput.safeParse({ date: '', slotSize: 'full', startHour: 9, endHour: 8 }))).toEqual({
      date: M.dateRequired,
      endHour: M.slotEndHourInvalid,
    });
  });
});
