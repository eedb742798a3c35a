import { INPUT_MESSAGES as M } from './input-messages.ts';
import { z } from './zod.ts';

// SMS and WhatsApp on a verified phone (issue 20, decision 109): the settings forms and the server share these.

/** The 6-digit code from the SMS; spaces and dashes a person types between digits are ignored. */
export const phoneCodeInput = z.object({
  code: z
    .string()
    .max(20)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, M.phoneCodeInvalid)),
});
export type PhoneCodeInput = z.input<typeof phoneCodeInput>;

/** Reminders by SMS and by WhatsApp: each off until the person turns it on. */
export const phoneRemindersInput = z.object({
  sms: z.boolean({ message: M.booleanExpected }),
  whatsapp: z.boolean({ message: M.booleanExpected }),
});
export type PhoneRemindersInput = z.infer<typeof phoneRemindersInput>;

/** The channels reminders may take besides e-mail and push, in the order settings list them. */
export const PHONE_REMINDER_CHANNELS = ['sms', 'whatsapp'] as const;
export type PhoneReminderChannel = (typeof PHONE_REMINDER_CHANNELS)[number];
