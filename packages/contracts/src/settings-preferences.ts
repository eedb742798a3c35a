import { INPUT_MESSAGES as M } from './input-messages.ts';
import { DISPLAY_LOCALES, LOCALES } from './locales.ts';
import { TIME_FORMATS, WEEK_STARTS } from './enums.ts';
import { isValidTimezone } from './identity.ts';
import { z } from './zod.ts';

/**
 * Every e-mail the server sends has one category (decision 058). The mailer's one gate reads it:
 * transactional categories always go out; the others follow the recipient's switches.
 */
export const EMAIL_CATEGORIES = [
  // Always sent (the notifications page says so).
  'account_security',
  'receipts',
  'school_operations',
  // Student switches (account/settings/notifications).
  'class_reminders',
  'booking_changes',
  'teacher_feedback',
  'practice_reminders',
  'product_news',
  // Teacher switches (000 §3 notificationSettings).
  'teacher_feedback_received',
  'teacher_class_cancellation',
  'teacher_short_notice_cancellation',
  // Teacher reminder switches (issue 20): a class in 15 minutes, an open log due in 4 hours.
  'teacher_class_reminders',
  'teacher_log_reminders',
] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

/** Password reset, verification, e-mail change, receipts, payout codes: the law or safety needs them. */
export const TRANSACTIONAL_EMAIL_CATEGORIES: readonly EmailCategory[] = ['account_security', 'receipts', 'school_operations'];

/** The student's e-mail switches, in the order the page lists them. */
export const STUDENT_EMAIL_SWITCHES = ['classReminders', 'bookingChanges', 'teacherFeedback', 'practiceReminders'] as const;
export type StudentEmailSwitch = (typeof STUDENT_EMAIL_SWITCHES)[number];
/** 001 §3 Student marketing preferences: e-mail, phone (SMS), WhatsApp. The e-mail one is "product news". */
export const MARKETING_CHANNELS = ['email', 'phone', 'whatsapp'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

const flag = () => z.boolean({ message: M.booleanExpected });

export const marketingPreferencesInput = z.object({
  email: flag(),
  phone: flag(),
  whatsapp: flag(),
});
export type MarketingPreferencesInput = z.infer<typeof marketingPreferencesInput>;

/** PUT /api/students/{id}/preferences carries {preferences} (001 §7): the whole page at once. */
export const notificationPreferencesInput = z.object({
  classReminders: flag(),
  bookingChanges: flag(),
  teacherFeedback: flag(),
  practiceReminders: flag(),
  marketing: marketingPreferencesInput,
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInput>;
export const studentPreferencesBody = z.object({ preferences: notificationPreferencesInput });

/** account/settings/time-and-language: one save for the four choices. */
export const timeAndLanguageInput = z.object({
  timezone: z.string().refine(isValidTimezone, M.timezoneChoose),
  locale: z.enum(LOCALES, { message: M.localeInvalid }),
  timeFormat: z.enum(TIME_FORMATS, { message: M.timeFormatInvalid }),
  weekStart: z.enum(WEEK_STARTS, { message: M.weekStartInvalid }),
});
export type TimeAndLanguageInput = z.infer<typeof timeAndLanguageInput>;

/** The account menu's language choice (issue 21), for every signed-in role: a display language only. */
export const displayLanguageInput = z.object({ locale: z.enum(DISPLAY_LOCALES, { message: M.localeInvalid }) });
export type DisplayLanguageInput = z.infer<typeof displayLanguageInput>;

/** 001 §3 Calendar connection type (google, microsoft), plus the built-in test provider outside production. */
export const CALENDAR_PROVIDERS = ['google', 'microsoft', 'test'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];
export const CALENDAR_ACCOUNT_STATES = ['connected', 'expired'] as const;
export type CalendarAccountState = (typeof CALENDAR_ACCOUNT_STATES)[number];
