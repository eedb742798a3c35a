import { z } from './zod.ts';
import { CANCELLATION_REASONS } from './enums.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';
import { MAX_APPEAL_REASON_LENGTH, MAX_CANCEL_EXPLANATION_LENGTH, MIN_APPEAL_REASON_LENGTH } from './teacher-booking-limits.ts';

// The limits live in their own module, without zod: a screen that only shows a limit does not
// load zod with it (decision 054).
export * from './teacher-booking-limits.ts';

// The teacher's booking inputs (000 §4, §5, §9), checked by the teacher's dialogs and by the
// server's GraphQL arguments. One const per rule (the web's pure-schemas build step wraps each
// zod initializer; see back-office.ts).

export const appealReason = z
  .string()
  .trim()
  .min(MIN_APPEAL_REASON_LENGTH, M.appealTooShort)
  .max(MAX_APPEAL_REASON_LENGTH, M.appealTooLong);

/** The appeal dialog's one field. */
export const appealInput = z.object({ reason: appealReason });
export type AppealInput = z.infer<typeof appealInput>;

export const commitmentCancellationReason = z.enum(CANCELLATION_REASONS, { message: M.cancelReasonRequired });
/** Whether it is required depends on the time left (the cancellation policy): the server decides that. */
export const commitmentCancellationExplanation = z.string().trim().max(MAX_CANCEL_EXPLANATION_LENGTH, M.tooLong);

/** The cancel-commitment dialog's fields (the class comes from the page). */
export const cancelCommitmentInput = z.object({
  reason: commitmentCancellationReason,
  explanation: commitmentCancellationExplanation,
});
export type CancelCommitmentFormInput = z.infer<typeof cancelCommitmentInput>;
