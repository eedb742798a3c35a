import { z } from './zod.ts';
import { ATTENDANCE, CANCELLATION_REASONS, CEFR_LEVELS } from './enums.ts';
import { INPUT_MESSAGE_VALUES as V, INPUT_MESSAGES as M } from './input-messages.ts';

/** Limits of the class log form (000 §3 Teacher class log), shared by the form and the server. */
export const CLASS_LOG_LIMITS = {
  notes: 5000,
  resources: 2000,
  feedback: 2000,
  technicalProblem: 2000,
  missedExplanation: 1000,
} as const;

/** Screenshots of a technical problem: images only, at most 5 MB. */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const SCREENSHOT_MAX_BYTES = V.screenshotMaxMb * 1024 * 1024;
export const SCREENSHOT_TOO_LARGE = M.screenshotTooLarge;
export const SCREENSHOT_WRONG_TYPE = M.screenshotType;

const tooLong = M.tooLong;
const text = (max: number) => z.string().max(max, tooLong);
const invalidChoice = { message: M.invalidChoice };

export const submitClassLogInput = z.object({
  classUid: z.string().min(1).max(64),
  attendance: z
    .array(z.object({ studentId: z.string().min(1).max(64), attendance: z.enum(ATTENDANCE, invalidChoice).nullable() }))
    .max(20)
    .default([]),
  notes: text(CLASS_LOG_LIMITS.notes).default(''),
  resources: text(CLASS_LOG_LIMITS.resources).default(''),
  feedback: z
    .array(
      z.object({
        studentId: z.string().min(1).max(64),
        feedback: text(CLASS_LOG_LIMITS.feedback).default(''),
        recommendedLevel: z.enum(CEFR_LEVELS, invalidChoice).nullable().optional(),
      }),
    )
    .max(20)
    .default([]),
});
export type SubmitClassLogInput = z.infer<typeof submitClassLogInput>;

export const technicalProblemInput = z.object({
  classUid: z.string().min(1).max(64),
  description: z.string().trim().min(1, M.problemDescriptionRequired).max(CLASS_LOG_LIMITS.technicalProblem, tooLong),
  screenshotId: z.uuid(invalidChoice).nullable().optional(),
});
export type TechnicalProblemInput = z.infer<typeof technicalProblemInput>;

export const missedClassReportInput = z
  .object({
    classUid: z.string().min(1).max(64),
    // No reason chosen yet asks for one; a value outside the list is not a valid choice.
    reason: z.enum(CANCELLATION_REASONS, {
      error: (issue) => (issue.input === undefined || issue.input === null ? M.cancelReasonRequired : M.invalidChoice),
    }),
    explanation: z.string().trim().max(CLASS_LOG_LIMITS.missedExplanation, tooLong).default(''),
  })
  .refine((input) => input.reason !== 'other' || input.explanation.length > 0, {
    path: ['explanation'],
    message: M.missedClassExplain,
  });
export type MissedClassReportInput = z.infer<typeof missedClassReportInput>;
