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
export type Attendance = (typeof ATTENDANCE)[number];
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
/** Teacher availability (000 §3 availabilityType): the weekly pattern or one exact date. */
export const AVAILABILITY_TYPES = ['standard', 'exact'] as const;
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
/** Class log outcomes (000 §4): stored as snake_case; 'cancelled' is derived from the class. */
export const CLASS_LOG_OUTCOMES = ['submitted', 'updated', 'missed', 'no_students', 'technical_issue', 'cancelled'] as const;
export type ClassLogOutcome = (typeof CLASS_LOG_OUTCOMES)[number];
/** Why a class did not happen for the student (001 §7 /api/class-feedback/missed-class). */
export const MISSED_CLASS_REPORT_REASONS = ['teacher_absent', 'technical_problem', 'other'] as const;
export type MissedClassReportReason = (typeof MISSED_CLASS_REPORT_REASONS)[number];
/** How long after its end a class can be reported as missed by the student (decision 089). */
export const MISSED_CLASS_REPORT_DAYS = 7;
/** Categories of teacher invoice items (000 §3 Teacher invoice); plain taught classes have none. */
export const INVOICE_CATEGORIES = ['bonus', 'health', 'missed_class', 'tech_issues', 'no_students'] as const;
export type InvoiceCategory = (typeof INVOICE_CATEGORIES)[number];
/** Agreement types teachers must accept to work; the others are consents they may decline (decision 015). */
export const REQUIRED_AGREEMENT_TYPES = ['privacy_policy', 'product_policy', 'remuneration_structure', 'teacher_terms'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];
/** The pages of the teacher profile (000 §2 profile/{page}); 'profile' is the default. */
export const TEACHER_PROFILE_PAGES = [
  'account',
  'invoice',
  'profile',
  'languages',
  'preferences',
  'calendar-connection',
  'notifications',
  'rating',
  'certification',
  'password',
] as const;
export type TeacherProfilePage = (typeof TEACHER_PROFILE_PAGES)[number];
/** The pages of the student's settings (001 §2 settings/{page}); 'account' is the default. */
export const STUDENT_SETTINGS_PAGES = [
  'account',
  'time-and-language',
  'notifications',
  'learning',
  'membership',
  'billing',
  'calendar-connection',
  'support',
] as const;
export type StudentSettingsPage = (typeof STUDENT_SETTINGS_PAGES)[number];
/** States of the teacher's calendar connection (000 §3): the ICS feed's, plus not connected yet. */
export const CALENDAR_CONNECTION_STATES = ['not_connected', 'connected', 'expired', 'reconnect'] as const;
export type CalendarConnectionState = (typeof CALENDAR_CONNECTION_STATES)[number];
/** Teacher application (000 §3): teaching experience, shown as 0-6 months ... None. */
export const TEACHING_EXPERIENCE = ['months_0_6', 'months_7_12', 'months_13_24', 'more_than_24_months', 'none'] as const;
export type TeachingExperience = (typeof TEACHING_EXPERIENCE)[number];
/** How an applicant heard of the school; a job ad names its website. */
export const APPLICATION_CHANNELS = [
  'job_ad',
  'search_engine',
  'social_media',
  'friend_or_colleague',
  'teacher_community',
  'other',
] as const;
export type ApplicationChannel = (typeof APPLICATION_CHANNELS)[number];
/** ISO 3166-1 alpha-2 codes (plus XK, Kosovo, which banks use): countries of addresses, BICs and applicants. */
export const COUNTRY_CODES: readonly string[] = /* @__PURE__ */ (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');
/** new -> reviewed (looked at) -> accepted (teacher invited) | rejected (applicant e-mailed); a decision is final (decision 099). */
export const TEACHER_APPLICATION_STATUSES = ['new', 'reviewed', 'accepted', 'rejected'] as const;
export type TeacherApplicationStatus = (typeof TEACHER_APPLICATION_STATUSES)[number];
export const BUSINESS_MODELS = ['B2B', 'B2C', 'B2G', 'LearningTeams'] as const;
export type BusinessModel = (typeof BUSINESS_MODELS)[number];
export const TIME_FORMATS = ['AMPM', 'ISO8601'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];
export const WEEK_STARTS = ['Sunday', 'Monday'] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Feature flags live in the FEATURES cookie; these two are cleared on logout (000 §4). */
export const FEATURES_COOKIE = 'FEATURES';
export const FEATURES_CLEARED_ON_LOGOUT = ['book_class_before_trial_start', 'skip_credit_card_for_trial_direct_purchase'] as const;

/** Commerce (001 §3, §4): products, plans, purchases, payments and subscriptions. */
export const PRODUCT_TYPES = ['flex', 'sprint', 'teams', 'extra_credits'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const STORE_KINDS = ['store', 'internal', 'subscriptions', 'extra_credits', 'teams'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];
export const PLAN_TYPES = ['monthly', 'marathon', 'package'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const PURCHASE_STATUSES = ['draft', 'requires_action', 'processing', 'succeeded', 'failed', 'withdrawn'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'requires_action', 'processing', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const TRANSACTION_KINDS = ['charge', 'refund', 'verification', 'verification_refund'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export const PAYMENT_METHOD_TYPES = ['card', 'paypal', 'sepa_debit'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'paypal', 'sepa'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
export const SUBSCRIPTION_STATUSES = [
  'trial',
  'active',
  'past_due',
  'pending',
  'cancelled',
  'suspended',
  'expired',
  'waiting',
  'deleted',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_DISPLAY_STATES = [
  'active',
  'available_now',
  'cancelled',
  'ended',
  'expire',
  'inactive',
  'paused',
  'waiting',
  'trial',
  'payment_failed',
  'payment_pending',
] as const;
export type SubscriptionDisplayState = (typeof SUBSCRIPTION_DISPLAY_STATES)[number];
export const PAUSE_STATUSES = ['scheduled', 'active', 'completed', 'cancelled'] as const;
export type PauseStatus = (typeof PAUSE_STATUSES)[number];
export const INVOICE_KINDS = ['invoice', 'credit_memo'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const REFERRAL_STATUSES = ['pending', 'rewarded', 'void'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const CANCEL_REASONS = [
  'too_expensive',
  'not_enough_time',
  'teachers',
  'classes_content',
  'technical_problems',
  'reached_goal',
  'switching_provider',
  'temporary_break',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
/** Card and payment decline codes of the test processor (messages in errors.ts). */
export const DECLINE_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'incorrect_zip',
  'authentication_required',
  'lost_card',
  'stolen_card',
  'sepa_unsupported',
  'paypal_declined',
] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];
/** Server-side feature flag: a free trial bought directly may skip the card (000 §4 FEATURES). */
export const SKIP_CARD_FOR_TRIAL_FLAG = 'skip_credit_card_for_trial_direct_purchase';
/** The learning language change (001 §5 "gated by a flag"; decision 096). Zod-free here, so pages can name it. */
export const LEARNING_LANGUAGE_CHANGE_FLAG = 'learning_language_change';
/** 000 §4's other trial flag: an offer to book a first class before the trial starts (decision 105). */
export const BOOK_BEFORE_TRIAL_START_FLAG = 'book_class_before_trial_start';
