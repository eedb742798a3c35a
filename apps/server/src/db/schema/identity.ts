import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. Guests have a placeholder until promoted. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** student | teacher | admin; a user may hold several. */
    roles: text('roles').array().notNull().default(sql`ARRAY['student']::text[]`),
    isGuest: boolean('is_guest').notNull().default(false),
    timezone: text('timezone').notNull().default('Europe/Berlin'),
    locale: text('locale').notNull().default('en'),
    timeFormat: text('time_format').notNull().default('ISO8601'),
    weekStart: text('week_start').notNull().default('Monday'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    studentId: text('student_id'),
    marketingAgreement: boolean('marketing_agreement').notNull().default(false),
    phoneNumber: text('phone_number'),
    whatsappNumber: text('whatsapp_number'),
    countryCode: text('country_code'),
    photoUrl: text('photo_url'),
    /** Secret token of the private ICS feed; rotate to revoke. */
    calendarToken: text('calendar_token'),
    /** The address printed on the student's invoices (issue 14); null: the name and country only. */
    invoiceAddress: jsonb('invoice_address').$type<{
      name: string | null;
      company: string | null;
      line1: string;
      line2: string | null;
      postalCode: string;
      city: string;
      country: string;
      vatId: string | null;
    }>(),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Set when the student closes the account: sign-in is refused from then on (decision 057). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    closeFeedback: text('close_feedback'),
    /** Set when the erasure job has anonymised the personal data of a closed account. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * The friend whose referral link the student registered through (decision 064): their code
     * applies at the first purchase on any device, not only where the link was opened.
     */
    referredById: uuid('referred_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_student_id_key').on(t.studentId),
    // The ICS feed looks users up by token; unique so a token names exactly one calendar.
    uniqueIndex('users_calendar_token_key').on(t.calendarToken),
  ],
);

/**
 * Rotating refresh tokens. A login starts a family (the session); each refresh marks
 * the presented token used and issues its successor. Presenting a used token again
 * revokes the whole family (reuse detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The session this token belongs to; deleting a session deletes its tokens. */
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** One row per session (refresh-token family); revoking it ends the session everywhere. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    impersonatorId: uuid('impersonator_id'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /**
     * Fixed at login (24 h, or a year with remember-me); refreshing does not extend it.
     * Rows older than this column default to now(), i.e. already expired.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens for e-mail verification and password reset; only the hash is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** change_email only: the address the link moves the login to. */
    newEmail: text('new_email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * Throttle buckets for logins and password resets, keyed by e.g. `login:account:<email>`
 * or `login:ip:<address>`. Lives in the database so every app node sees the same counts.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockouts: integer('lockouts').notNull().default(0),
});
