import { z } from './zod.ts';
import { assignTeacherReason } from './back-office.ts';
import { INPUT_MESSAGE_VALUES as V, INPUT_MESSAGES as M } from './input-messages.ts';

// The back office's class search and class move (issue 19, decision 100), checked by the admin
// forms and by the server's GraphQL arguments. One const per rule (see back-office.ts).

/** The longest range the class search lists at once. */
export const MAX_CLASS_SEARCH_DAYS = V.rangeMaxDays;
const DAY_MS = 86_400_000;
const classSearchLimit = z.number().int().min(1).max(100);
const classSearchOffset = z.number().int().min(0).max(100_000);

export const adminClassSearchInput = z
  .object({ from: z.date(), to: z.date(), limit: classSearchLimit.nullish(), offset: classSearchOffset.nullish() })
  // The other arguments (filters) pass through: the server validates the whole argument object.
  .passthrough()
  .refine((a) => a.to > a.from && a.to.getTime() - a.from.getTime() <= MAX_CLASS_SEARCH_DAYS * DAY_MS, {
    message: M.rangeInvalid,
    path: ['to'],
  });

/**
 * A move names a new start, another lesson of the module, or both; it may keep the teacher at a
 * new start, and move despite clashes only with an override and its reason (decision 105).
 */
export const adminMoveClassInput = z
  .object({
    classUid: z.string(),
    startDate: z.date().nullish(),
    lessonId: z.string().max(64).nullish(),
    keepTeacher: z.boolean().nullish(),
    override: z.boolean().nullish(),
    reason: assignTeacherReason.nullish(),
  })
  .passthrough()
  .refine((a) => !!a.startDate || !!a.lessonId, { message: M.moveTargetRequired, path: ['startDate'] })
  .refine((a) => !a.override || (a.reason ?? '').length > 0, { path: ['reason'], message: M.overrideReasonRequired });

/** The dashboard's range: at most 93 days, whole days in the admin's zone. */
export const adminDashboardInput = z
  .object({ from: z.date(), to: z.date() })
  .passthrough()
  .refine((a) => a.to > a.from && a.to.getTime() - a.from.getTime() <= MAX_CLASS_SEARCH_DAYS * DAY_MS, {
    message: M.rangeInvalid,
    path: ['to'],
  });
