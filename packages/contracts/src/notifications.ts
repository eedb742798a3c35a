/**
 * Every in-app notification a student can receive (001 §3 Student notification: id, createdAt,
 * contentKeys, contentValues, type), in one typed catalogue. Each entry is one kind of message:
 *
 * - its key is what the server stores in `contentKeys[0]` and the web's i18n key suffix
 *   (`student:notifications.kinds.<key>`);
 * - `type` is the coarse event the spec's `type` field carries (several messages per type);
 * - `params` are the values the sentence and the link need: the server must store them at
 *   creation (`notifyStudent` is typed by them), the web interpolates them with i18next;
 * - `link` is where the message leads (a student page; `classId` links take `classUid`).
 *
 * A kind without a sentence in every web locale, or without a link, fails
 * apps/web/src/features/today/notification-content.test.ts.
 */

/** How the web turns a stored value into text: instants in the viewer's zone, cents with `currency`. */
export type NotificationParamKind = 'text' | 'instant' | 'count' | 'id' | 'cents' | 'currency';

/** Student pages a notification leads to (keys of the web's `studentPaths`). */
export type NotificationLink =
  | 'classDetails'
  | 'booking'
  | 'membership'
  | 'billing'
  | 'referrals'
  | 'paymentFailed'
  | 'practice'
  | 'challenge'
  | 'achievements'
  | 'certificates'
  | 'today';

interface NotificationSpec {
  type: string;
  params: Readonly<Record<string, NotificationParamKind>>;
  link: NotificationLink;
}

const classParams = { lesson: 'text', startDate: 'instant', classUid: 'id' } as const;

export const NOTIFICATION_CATALOGUE = {
  classBooked: { type: 'class_booked', params: classParams, link: 'classDetails' },
  classCancelledRefunded: { type: 'class_cancelled_by_student', params: classParams, link: 'classDetails' },
  classCancelledCreditLost: { type: 'class_cancelled_by_student', params: classParams, link: 'classDetails' },
  classCancelledByPause: { type: 'class_cancelled_by_student', params: classParams, link: 'classDetails' },
  classCancelledByWithdrawal: { type: 'class_cancelled_by_student', params: classParams, link: 'classDetails' },
  classCancelledBySubscriptionEnd: { type: 'class_cancelled_by_student', params: classParams, link: 'classDetails' },
  classCancelledNoTeacher: { type: 'class_cancelled_by_school', params: classParams, link: 'booking' },
  // The back office cancelled (invalidated) or moved a class (decision 100).
  classInvalidated: { type: 'class_cancelled_by_school', params: classParams, link: 'booking' },
  classMoved: { type: 'class_booked', params: { ...classParams, previousStartDate: 'instant' }, link: 'classDetails' },
  referralRewarded: { type: 'referral_rewarded', params: { classes: 'count' }, link: 'referrals' },
  purchaseSucceeded: { type: 'purchase_succeeded', params: { name: 'text' }, link: 'booking' },
  // A Sprint bought before its start: the credits come at the start (decision 020).
  sprintPurchased: { type: 'purchase_succeeded', params: { name: 'text', startDate: 'instant' }, link: 'today' },
  purchaseFailed: { type: 'payment_failed', params: { purchaseId: 'id' }, link: 'paymentFailed' },
  paymentFailed: { type: 'payment_failed', params: { subscriptionId: 'id' }, link: 'billing' },
  subscriptionSuspended: { type: 'payment_failed', params: { subscriptionId: 'id' }, link: 'billing' },
  paymentResumed: { type: 'payment_succeeded', params: { subscriptionId: 'id' }, link: 'membership' },
  subscriptionEnded: { type: 'subscription_ended', params: { subscriptionId: 'id' }, link: 'membership' },
  trialCancelled: { type: 'subscription_cancelled', params: {}, link: 'membership' },
  subscriptionCancelled: { type: 'subscription_cancelled', params: { endsAt: 'instant' }, link: 'membership' },
  pauseScheduled: { type: 'subscription_paused', params: { from: 'instant', to: 'instant' }, link: 'membership' },
  subscriptionReactivated: { type: 'subscription_reactivated', params: { subscriptionId: 'id' }, link: 'membership' },
  // 001 §9 price change with 6 weeks' notice (decision 105): announced, and taken back.
  priceChangeAnnounced: {
    type: 'price_change',
    params: { product: 'text', oldPrice: 'cents', newPrice: 'cents', currency: 'currency', from: 'instant' },
    link: 'membership',
  },
  priceChangeCancelled: { type: 'price_change', params: { product: 'text', price: 'cents', currency: 'currency' }, link: 'membership' },
  purchaseWithdrawn: { type: 'purchase_withdrawn', params: { refundCents: 'cents', currency: 'currency' }, link: 'billing' },
  classFeedbackReady: { type: 'class_feedback_ready', params: classParams, link: 'classDetails' },
  contentErrorFixed: { type: 'content_error_fixed', params: { item: 'text' }, link: 'practice' },
  // Monthly challenge results (issue 18, decision 087): sent once by the prize job when the month ends.
  challengeCompleted: { type: 'challenge_result', params: { challenge: 'id', count: 'count' }, link: 'challenge' },
  challengeNotCompleted: { type: 'challenge_result', params: { challenge: 'id', activities: 'count' }, link: 'challenge' },
  achievementEarned: { type: 'achievement_earned', params: { classes: 'count' }, link: 'achievements' },
  weeklyGoalMet: { type: 'weekly_goal_met', params: { classes: 'count', streak: 'count' }, link: 'today' },
  // A level reached 90% (decision 088): sent once, by whoever issues the certificate first.
  certificateAvailable: { type: 'certificate_available', params: { level: 'text', course: 'text' }, link: 'certificates' },
  // Reminders (issue 20, decision 107): the day before and 15 minutes before a booked class, a trial's end.
  classReminder24h: { type: 'class_reminder', params: { ...classParams, teacher: 'text' }, link: 'classDetails' },
  classReminder15m: { type: 'class_reminder', params: classParams, link: 'classDetails' },
  trialEndingSoon: { type: 'trial_ending', params: { endsAt: 'instant' }, link: 'membership' },
} as const satisfies Record<string, NotificationSpec>;

export type NotificationKey = keyof typeof NOTIFICATION_CATALOGUE;

/** Teacher pages a teacher notification leads to (keys of the web's `teacherPaths`). */
export type TeacherNotificationLink = 'teacherClass';

/**
 * The teacher's in-app notifications (issue 20): the same rows and operations as the student's
 * feed (`notifications`, `markNotificationsRead`), a catalogue of their own because their
 * sentences and links belong to the teacher app. Rendered by the web's teacher feed; a kind
 * without a sentence in a `teacher` catalogue fails its test.
 */
export const TEACHER_NOTIFICATION_CATALOGUE = {
  teacherClassReminder15m: { type: 'class_reminder', params: classParams, link: 'teacherClass' },
  classLogDueSoon: { type: 'class_log_due', params: { ...classParams, dueAt: 'instant' }, link: 'teacherClass' },
} as const satisfies Record<
  string,
  { type: string; params: Readonly<Record<string, NotificationParamKind>>; link: TeacherNotificationLink }
>;

export type TeacherNotificationKey = keyof typeof TEACHER_NOTIFICATION_CATALOGUE;
export const TEACHER_NOTIFICATION_KEYS = Object.keys(TEACHER_NOTIFICATION_CATALOGUE) as TeacherNotificationKey[];

export function isTeacherNotificationKey(value: unknown): value is TeacherNotificationKey {
  return typeof value === 'string' && Object.hasOwn(TEACHER_NOTIFICATION_CATALOGUE, value);
}

/** Any message the feed stores, of either catalogue. */
export type AnyNotificationKey = NotificationKey | TeacherNotificationKey;
const anySpec = (key: AnyNotificationKey): { type: string; params: Readonly<Record<string, NotificationParamKind>> } =>
  isTeacherNotificationKey(key) ? TEACHER_NOTIFICATION_CATALOGUE[key] : NOTIFICATION_CATALOGUE[key];
export const notificationType = (key: AnyNotificationKey): string => anySpec(key).type;
export const NOTIFICATION_KEYS = Object.keys(NOTIFICATION_CATALOGUE) as NotificationKey[];

type ParamValue<K> = K extends 'count' | 'cents' ? number : string;
type AnyCatalogue = typeof NOTIFICATION_CATALOGUE & typeof TEACHER_NOTIFICATION_CATALOGUE;

/** The values a notification of `key` must carry (extra values may ride along). */
export type NotificationParams<Key extends AnyNotificationKey> = {
  -readonly [P in keyof AnyCatalogue[Key]['params']]: ParamValue<AnyCatalogue[Key]['params'][P]>;
};

export function isNotificationKey(value: unknown): value is NotificationKey {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_CATALOGUE, value);
}

/** The params of `key` missing or of the wrong shape in `values` (empty when the notification can be rendered). */
export function missingNotificationParams(key: AnyNotificationKey, values: Record<string, unknown>): string[] {
  const params: Record<string, NotificationParamKind> = anySpec(key).params;
  return Object.entries(params)
    .filter(([name, kind]) => {
      const value = values[name];
      return kind === 'count' || kind === 'cents' ? typeof value !== 'number' : typeof value !== 'string' || value === '';
    })
    .map(([name]) => name);
}

/**
 * Every reminder the school sends (issue 20, docs/decisions/107). Time-driven ones fire at a
 * moment derived from an anchor (a class start, a log's due time, a trial's end); event ones
 * (`payment_failed`, `feedback_ready`) repeat an in-app notification on the outbound channels.
 */
export const REMINDER_KINDS = [
  'class_24h',
  'class_15m',
  'teacher_class_15m',
  'log_due_4h',
  'trial_ending_2d',
  'payment_failed',
  'feedback_ready',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
