import type { ValidationIssue } from '@parla/contracts';
import { ValidationError } from '../errors.ts';
import { HOURS_PER_DAY, type SlotSize } from './availability-day.ts';

export interface SlotRangeInput {
  slotSize: SlotSize;
  /** Required for full (first hour) and half (0 = morning half, 12 = afternoon half). */
  startHour?: number | null;
  /** Required for full: the hour the run ends (exclusive), at most 24. */
  endHour?: number | null;
}

export const SLOT_RANGE_MESSAGES = {
  startHour: 'Choose a start hour between 00:00 and 23:00.',
  endHour: 'The end must be a full hour after the start, at the latest 24:00.',
  half: 'A half day starts at 00:00 (morning) or 12:00 (afternoon).',
} as const;

function isHour(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The local hours an availability change covers, by slot size (000 §4):
 * whole_day = 00:00-24:00; half = one half of the day, 00:00-12:00 or 12:00-24:00;
 * full = a run of full class hours, from startHour to endHour (one grid cell is one hour).
 * Throws the validation shape with one message per wrong field.
 */
export function slotRange(input: SlotRangeInput): { startHour: number; endHour: number } {
  if (input.slotSize === 'whole_day') return { startHour: 0, endHour: HOURS_PER_DAY };
  const issues: ValidationIssue[] = [];
  if (input.slotSize === 'half') {
    if (input.startHour !== 0 && input.startHour !== 12) {
      issues.push({ category: 'validate', field: 'startHour', message: SLOT_RANGE_MESSAGES.half });
      throw new ValidationError(issues);
    }
    return { startHour: input.startHour, endHour: input.startHour + 12 };
  }
  const { startHour, endHour } = input;
  if (!isHour(startHour, 0, HOURS_PER_DAY - 1)) {
    issues.push({ category: 'validate', field: 'startHour', message: SLOT_RANGE_MESSAGES.startHour });
  }
  const endValid = isHour(endHour, 1, HOURS_PER_DAY) && (!isHour(startHour, 0, HOURS_PER_DAY - 1) || endHour > startHour);
  if (!endValid) issues.push({ category: 'validate', field: 'endHour', message: SLOT_RANGE_MESSAGES.endHour });
  if (issues.length > 0) throw new ValidationError(issues);
  return { startHour: startHour as number, endHour: endHour as number };
}
