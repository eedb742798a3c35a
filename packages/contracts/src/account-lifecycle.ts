import { z } from './zod.ts';
import { emailField } from './identity-inputs.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './identity.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';
import { personName } from './names.ts';

// Account closure, data export, support tickets and guest promotion (issue 14): the forms'
// schemas, shared by the web and the identity and settings modules.

/** Why a student closes the account; the web shows each as a translated choice. */
export const CLOSE_ACCOUNT_REASONS = [
  'reached_my_goal',
  'too_expensive',
  'no_time',
  'not_satisfied_with_classes',
  'switching_to_another_school',
  'privacy',
  'other',
] as const;
export type CloseAccountReason = (typeof CLOSE_ACCOUNT_REASONS)[number];

export const CLOSE_FEEDBACK_MAX_LENGTH = 1000;

export const closeAccountInput = z.object({
  reason: z.enum(CLOSE_ACCOUNT_REASONS, { message: M.closeReasonRequired }),
  feedback: z.string().trim().max(CLOSE_FEEDBACK_MAX_LENGTH, M.closeFeedbackTooLong).optional().default(''),
  password: z.string().min(1, M.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
});
export type CloseAccountInput = z.infer<typeof closeAccountInput>;

/** What the support form is about; the school's inbox sorts by it. */
export const SUPPORT_TOPICS = [
  'classes_and_booking',
  'subscription_and_billing',
  'technical_problem',
  'account_and_data',
  'other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_MESSAGE_MIN_LENGTH = 10;
export const SUPPORT_MESSAGE_MAX_LENGTH = 4000;
/** The optional attachment: a screenshot or a PDF, as the teacher uploads are checked (by content). */
export const MAX_SUPPORT_ATTACHMENT_BYTES = 4 * 1024 * 1024;

export const supportTicketInput = z.object({
  topic: z.enum(SUPPORT_TOPICS, { message: M.supportTopicRequired }),
  message: z
    .string()
    .trim()
    .min(SUPPORT_MESSAGE_MIN_LENGTH, M.supportMessageTooShort)
    .max(SUPPORT_MESSAGE_MAX_LENGTH, M.supportMessageTooLong),
});
export type SupportTicketInput = z.infer<typeof supportTicketInput>;

/** 001 §7 "promote guest": a guest (checkout without an account) sets e-mail and password. */
export const promoteGuestInput = z.object({
  email: emailField,
  password: z.string().min(PASSWORD_MIN_LENGTH, M.passwordTooShort).max(PASSWORD_MAX_LENGTH),
  firstName: personName().optional(),
  lastName: personName().optional(),
});
export type PromoteGuestInput = z.infer<typeof promoteGuestInput>;
