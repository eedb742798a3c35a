import { z } from './zod.ts';
import { AVAILABILITY, SLOT_SIZES, WEEKDAYS } from './enums.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';

// The teacher's availability and teaching-hour request inputs (000 §3, §4, §6), checked by the
// schedule forms and parsed by the availability services. What needs the clock or the teacher's
// zone (a past date, the 12-month horizon, the 48-hour lead, an hour the clocks skip) stays in
// the services; their messages are in INPUT_MESSAGES too, so the form translates them.
// One const per rule (the web's pure-schemas build step wraps each zod initializer).

/** A local day has 24 class hours; a run of full hours ends at 24:00 at the latest. */
export const SLOT_HOURS_PER_DAY = 24;
/** The note a teacher may add to a teaching-hour request. */
export const TEACHING_HOUR_REQUEST_NOTE_MAX = 500;

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_KEY.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The teacher's local date (YYYY-MM-DD). */
export const availabilityDate = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: M.dateRequired });
    else if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: M.dateKeyInvalid });
  });
export const availabilitySlotSize = z.enum(SLOT_SIZES, M.invalidChoice);
const hour = z.number().int().nullish();
export const availabilityWeekday = z.enum(WEEKDAYS, M.invalidChoice);
/** Leaving it out clears the hours (a weekday has nothing set; a date follows the weekly pattern). */
export const availabilityState = z.enum(AVAILABILITY, M.invalidChoice).nullish();
export const teachingHourRequestNote = z.string().trim().max(TEACHING_HOUR_REQUEST_NOTE_MAX, M.requestNoteTooLong).nullish();

/** The hour fields every schedule input has (no `z.` here: see the pure-schemas note above). */
const slotFields = { slotSize: availabilitySlotSize, startHour: hour, endHour: hour };

interface SlotHours {
  slotSize: (typeof SLOT_SIZES)[number];
  startHour?: number | null;
  endHour?: number | null;
}

const isHour = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The hours a change covers, by slot size (000 §4): whole_day needs none; half starts at 0
 * (morning) or 12 (afternoon); full is a run of whole hours, start 0-23, end after it, at most 24.
 */
function checkSlotHours(input: SlotHours, ctx: z.RefinementCtx): void {
  if (input.slotSize === 'whole_day') return;
  if (input.slotSize === 'half') {
    if (input.startHour !== 0 && input.startHour !== 12) ctx.addIssue({ code: 'custom', path: ['startHour'], message: M.slotHalfInvalid });
    return;
  }
  const startValid = isHour(input.startHour, 0, SLOT_HOURS_PER_DAY - 1);
  if (!startValid) ctx.addIssue({ code: 'custom', path: ['startHour'], message: M.slotStartHourInvalid });
  const endValid = isHour(input.endHour, 1, SLOT_HOURS_PER_DAY) && (!startValid || input.endHour > (input.startHour as number));
  if (!endValid) ctx.addIssue({ code: 'custom', path: ['endHour'], message: M.slotEndHourInvalid });
}

/** The hour rules run beside other fields' issues (one message per wrong field), once the slot size is known. */
function hasSlotSize(payload: { value: unknown }): boolean {
  const value = payload.value as { slotSize?: unknown } | null;
  return typeof value === 'object' && value !== null && (SLOT_SIZES as readonly unknown[]).includes(value.slotSize);
}

/** The local hours [startHour, endHour) of a checked slot: whole_day 0-24, half 0-12 or 12-24, full as given. */
export function slotHours(input: SlotHours): { startHour: number; endHour: number } {
  if (input.slotSize === 'whole_day') return { startHour: 0, endHour: SLOT_HOURS_PER_DAY };
  const startHour = input.startHour ?? 0;
  if (input.slotSize === 'half') return { startHour, endHour: startHour + SLOT_HOURS_PER_DAY / 2 };
  return { startHour, endHour: input.endHour ?? SLOT_HOURS_PER_DAY };
}

/** setStandardAvailability: hours of a weekday of the weekly pattern. */
export const standardAvailabilityInput = z
  .object({
    dayOfWeek: availabilityWeekday,
    ...slotFields,
    availability: availabilityState,
  })
  .superRefine(checkSlotHours, { when: hasSlotSize });
export type StandardAvailabilityInput = z.infer<typeof standardAvailabilityInput>;

/** setExactAvailability: hours of one date, overriding the weekly pattern there. */
export const exactAvailabilityInput = z
  .object({
    date: availabilityDate,
    ...slotFields,
    availability: availabilityState,
  })
  .superRefine(checkSlotHours, { when: hasSlotSize });
export type ExactAvailabilityInput = z.infer<typeof exactAvailabilityInput>;

/**
 * The availability form sends one of the two: a weekday or a date. The same field rules; the
 * form's scope decides which of the two it fills (its toInput leaves the other out).
 */
export const availabilityChangeInput = z
  .object({
    dayOfWeek: availabilityWeekday.optional(),
    date: availabilityDate.optional(),
    ...slotFields,
    availability: availabilityState,
  })
  .superRefine(checkSlotHours, { when: hasSlotSize });

/** requestTeachingHours: a date, the hours and an optional note. */
export const teachingHourRequestInput = z
  .object({
    date: availabilityDate,
    ...slotFields,
    note: teachingHourRequestNote,
  })
  .superRefine(checkSlotHours, { when: hasSlotSize });
export type TeachingHourRequestInput = z.infer<typeof teachingHourRequestInput>;
