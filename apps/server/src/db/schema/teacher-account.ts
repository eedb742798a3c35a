import {
  AGREEMENT_TYPES,
  APPLICATION_CHANNELS,
  TEACHER_APPLICATION_STATUSES,
  TEACHER_PAYMENT_METHODS,
  TEACHING_EXPERIENCE,
} from '@parla/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';

// Tables of the teacher profile pages, payout details with e-mailed code, agreements,
// recruitment, learning materials (decision 015).

/**
 * File bytes kept in the database: app nodes share nothing but PostgreSQL, and certificates,
 * CVs and photos are small (at most 4 MB). Read the column only where the bytes are sent.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One version of one agreement type (000 §3 Agreement, §4 agreement types); versions never change once published. */
export const agreements = pgTable(
  'agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** Plain text with blank lines between paragraphs. */
    body: text('body').notNull(),
    /** Required agreements gate the teacher app; the others are consents a teacher may decline. */
    required: boolean('required').notNull(),
    /** A version becomes current at this time (it may be announced ahead). */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agreements_type_version_key').on(t.type, t.version),
    check('agreements_type_check', oneOf(t.type, AGREEMENT_TYPES)),
    check('agreements_version_check', sql`${t.version} >= 1`),
  ],
);

/** A teacher's answer to one agreement version: accepted, or (consents only) declined. */
export const teacherAgreementDecisions = pgTable(
  'teacher_agreement_decisions',
  {
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id),
    accepted: boolean('accepted').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    /** Evidence of consent: where it was given from. */
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [primaryKey({ name: 'teacher_agreement_decisions_pkey', columns: [t.teacherId, t.agreementId] })],
);

/** Invoice address and payout details (000 §3 teacherInfo and the invoice form); changed only with an e-mailed code. */
export const teacherPayoutDetails = pgTable(
  'teacher_payout_details',
  {
    teacherId: uuid('teacher_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country'),
    incomeTaxNumber: text('income_tax_number'),
    paymentMethod: text('payment_method').notNull(),
    /** Bank transfer: an IBAN, or a national account number with its bank code. */
    iban: text('iban'),
    accountNumber: text('account_number'),
    bic: text('bic'),
    paypalEmail: text('paypal_email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('teacher_payout_details_method_check', oneOf(t.paymentMethod, TEACHER_PAYMENT_METHODS)),
    check(
      'teacher_payout_details_method_fields_check',
      sql`(${t.paymentMethod} = 'PayPal' AND ${t.paypalEmail} IS NOT NULL) OR (${t.paymentMethod} = 'BankTransfer' AND ${t.bic} IS NOT NULL AND (${t.iban} IS NOT NULL OR ${t.accountNumber} IS NOT NULL))`,
    ),
  ],
);

/**
 * One-time codes sent by e-mail (000 §5 teacher two-factor code). Only an HMAC of the code is
 * kept; `payload_hash` binds the code to the exact change it was requested for.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    payloadHash: text('payload_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer code replaces this one: only the latest code works. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('verification_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('verification_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/** Qualification certificates on the certification page: PDFs of at most 4 MB (000 §5). */
export const teacherCertificates = pgTable(
  'teacher_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('teacher_certificates_teacher_idx').on(t.teacherId, t.uploadedAt),
    check('teacher_certificates_size_check', sql`${t.sizeBytes} > 0 AND ${t.sizeBytes} <= 4194304`),
  ],
);

/** Account photos (users.photo_url points at GET /api/photos/{userId}). */
export const userPhotos = pgTable(
  'user_photos',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('user_photos_type_check', oneOf(t.contentType, ['image/jpeg', 'image/png', 'image/webp']))],
);

/** 000 §3 notificationSettings: which optional e-mails the teacher gets. No row means all on. */
export const teacherNotificationSettings = pgTable('teacher_notification_settings', {
  teacherId: uuid('teacher_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  feedback: boolean('feedback').notNull().default(true),
  otherClassCancellation: boolean('other_class_cancellation').notNull().default(true),
  shortNoticeCancellation: boolean('short_notice_cancellation').notNull().default(true),
  /** Issue 20: an e-mail 15 minutes before a class they teach. */
  classReminders: boolean('class_reminders').notNull().default(true),
  /** Issue 20: an e-mail 4 hours before an open class log falls due. */
  logReminders: boolean('log_reminders').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * When a calendar app last fetched a user's ICS feed, by a hash of the token it used: tells the
 * calendar-connection page whether the subscription is connected, expired or needs reconnecting.
 */
export const calendarFeedFetches = pgTable('calendar_feed_fetches', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }).notNull(),
  userAgent: text('user_agent'),
  /** A calendar app had subscribed to an earlier URL of this user. */
  earlierTokenFetched: boolean('earlier_token_fetched').notNull().default(false),
});

export interface ApplicantLanguage {
  language: string;
  /** A1..C2 or Native (000 §4 spoken-language proficiency). */
  fluency: string;
}

/** An application from the public become-a-teacher form (000 §3 Teacher application), for the back office. */
export const teacherApplications = pgTable(
  'teacher_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    countryOfResidence: text('country_of_residence').notNull(),
    /** A section slug (english, business-english, german, ...). */
    languageToTeach: text('language_to_teach').notNull(),
    aboutMe: text('about_me').notNull(),
    teachingExperience: text('teaching_experience').notNull(),
    spokenLanguages: jsonb('spoken_languages').$type<ApplicantLanguage[]>().notNull(),
    heardFrom: text('heard_from').notNull(),
    heardFromWebsite: text('heard_from_website'),
    linkedinUrl: text('linkedin_url'),
    motivation: text('motivation').notNull(),
    referrerName: text('referrer_name'),
    referrerEmail: text('referrer_email'),
    consentOwnSchedule: boolean('consent_own_schedule').notNull(),
    consentDataProcessing: boolean('consent_data_processing').notNull(),
    locale: text('locale').notNull().default('en'),
    status: text('status').notNull().default('new'),
    /** Salted hash of the sender's address: limits floods without keeping the address. */
    senderHash: text('sender_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    /** Accepted or rejected: when, by whom, the note kept (and for a rejection, e-mailed). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    decisionNote: text('decision_note'),
    /** The teacher account an accepted application was turned into (the invitation). */
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('teacher_applications_status_created_idx').on(t.status, t.createdAt),
    index('teacher_applications_email_idx').on(t.email, t.createdAt),
    index('teacher_applications_sender_idx').on(t.senderHash, t.createdAt),
    check('teacher_applications_status_check', oneOf(t.status, TEACHER_APPLICATION_STATUSES)),
    check('teacher_applications_experience_check', oneOf(t.teachingExperience, TEACHING_EXPERIENCE)),
    check('teacher_applications_channel_check', oneOf(t.heardFrom, APPLICATION_CHANNELS)),
    check('teacher_applications_consents_check', sql`${t.consentOwnSchedule} AND ${t.consentDataProcessing}`),
    check('teacher_applications_decided_check', sql`(${t.status} IN ('accepted', 'rejected')) = (${t.decidedAt} IS NOT NULL)`),
  ],
);

export const APPLICATION_FILE_KINDS = ['cv', 'certificate'] as const;

export const teacherApplicationFiles = pgTable(
  'teacher_application_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => teacherApplications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    index('teacher_application_files_application_idx').on(t.applicationId),
    check('teacher_application_files_kind_check', oneOf(t.kind, APPLICATION_FILE_KINDS)),
    check('teacher_application_files_size_check', sql`${t.sizeBytes} > 0 AND ${t.sizeBytes} <= 4194304`),
  ],
);

/**
 * The teacher's first-login onboarding (issue 16): what the flow itself must remember. Whether a
 * required step is done is read from the real data (profile, payout details, agreements,
 * availability); only the optional calendar step keeps the teacher's answer, and completion its time.
 */
export const teacherOnboarding = pgTable('teacher_onboarding', {
  teacherId: uuid('teacher_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The teacher connected a calendar or chose to skip the optional step. */
  calendarDecidedAt: timestamp('calendar_decided_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
