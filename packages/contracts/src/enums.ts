/** The spec's enumerations (000 §4, 001 §4), shared by server and web. */
export const ROLES = ['student', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const AGREEMENT_TYPES = [
  'ai_audio_recording',
  'marketing_communication',
  'privacy_policy',
  'product_policy',
  'remuneration_structure',
  'teacher_terms',
] as const;
export const ATTENDANCE = ['attended', 'incomplete', 'missed'] as const;
export const APPOINTMENT_STATUSES = ['booked', 'cancelled_by_observer', 'cancelled_by_teacher', 'class_cancelled', 'not_booked'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const CLASS_STATUSES = ['active', 'cancelled', 'completed', 'missed', 'no_students', 'technical_issue'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];
export const CLASS_TYPES = ['group', 'individual', 'trial'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];
export const REQUEST_STATUSES = ['cancelled', 'completed', 'requested', 'scheduled', 'unsuccessful'] as const;
/** Slugs of the six language sections; a new student starts in the first one unless they chose. */
export const SECTION_SLUGS = ['english', 'business-english', 'german', 'spanish', 'french', 'italian'] as const;
export type SectionSlug = (typeof SECTION_SLUGS)[number];
export const DEFAULT_SECTION_SLUG: SectionSlug = 'english';
export const CURRENCIES = ['BRL', 'CHF', 'EUR', 'GBP', 'PLN', 'TRY', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const LEARNING_STATUSES = ['BOOKED', 'COMPLETED', 'NOT_TAKEN', 'PENDING', 'RETAKE', 'SKIP'] as const;
export type LearningStatus = (typeof LEARNING_STATUSES)[number];
export const AVAILABILITY = ['available', 'unavailable'] as const;
export const SLOT_SIZES = ['full', 'half', 'whole_day'] as const;
export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Native'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];
export const LESSON_TYPES = [
  'chapter_check',
  'communication',
  'conversation',
  'custom',
  'grammar',
  'level_check',
  'listening',
  'open_discussion',
  'orientation',
  'reading',
  'vocabulary',
  'writing',
] as const;
export type LessonType = (typeof LESSON_TYPES)[number];
export const CANCELLATION_REASONS = ['emergency', 'forgot', 'late_to_class', 'other', 'technical_issues'] as const;
export const TEACHER_PAYMENT_METHODS = ['BankTransfer', 'PayPal'] as const;
export const TEACHER_CREDIT_KINDS = ['Adg', 'Bonus', 'Group', 'MissedClass', 'NoShow', 'Private', 'TechIssue'] as const;
export const BONUS_TYPES = ['course_b2b_default_bonus', 'course_telc_bonus', 'default_bonus', 'orientation_class_bonus'] as const;
export const BUSINESS_MODELS = ['B2B', 'B2C', 'B2G', 'LearningTeams'] as const;
export const TIME_FORMATS = ['AMPM', 'ISO8601'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];
export const WEEK_STARTS = ['Sunday', 'Monday'] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Feature flags live in the FEATURES cookie; these two are cleared on logout (000 §4). */
export const FEATURES_COOKIE = 'FEATURES';
export const FEATURES_CLEARED_ON_LOGOUT = ['book_class_before_trial_start', 'skip_credit_card_for_trial_direct_purchase'] as const;
