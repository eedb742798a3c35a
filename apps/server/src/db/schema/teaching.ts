import { CURRENCIES, TIME_FORMATS, WEEK_STARTS } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';

export interface TeacherLanguage {
  language: string;
  /** A1..C2 or Native (000 §4, spoken-language proficiency). */
  fluency: string;
}

/** 001 §3: gender labels shown to students on the teacher page. */
export const TEACHER_GENDERS = ['feminine', 'masculine', 'neutral'] as const;

/**
 * The teacher's side of a user (000 §3 Teacher: teacherInfo, teacherPreferences, pause,
 * penalty, flags). Payout details (IBAN, PayPal, address) live with pay, not here.
 */
export const teacherProfiles = pgTable(
  'teacher_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Short public id shown to students and in links (Teacher.uid). */
    uid: text('uid').notNull(),
    aboutMe: text('about_me').notNull().default(''),
    /** One line under the teacher's name on their public page ("Spanish teacher for travellers"), set during onboarding. */
    headline: text('headline').notNull().default(''),
    country: text('country'),
    gender: text('gender'),
    languages: jsonb('languages').$type<TeacherLanguage[]>().notNull().default([]),
    /** Sections (languages) the teacher may teach; searched with `= ANY(section_ids)`. */
    sectionIds: uuid('section_ids').array().notNull().default(sql`ARRAY[]::uuid[]`),
    hourlyRateCents: integer('hourly_rate_cents'),
    currency: text('currency').notNull().default('EUR'),
    isContracted: boolean('is_contracted').notNull().default(false),
    isB2G: boolean('is_b2g').notNull().default(false),
    isOnboarded: boolean('is_onboarded').notNull().default(false),
    canTeachGroup: boolean('can_teach_group').notNull().default(true),
    canTeachPrivate: boolean('can_teach_private').notNull().default(true),
    canTeachSpecialized: boolean('can_teach_specialized').notNull().default(false),
    // teacherPreferences of the contract: the teacher app's own display settings.
    timeFormat: text('time_format').notNull().default('ISO8601'),
    timezone: text('timezone').notNull().default('Europe/Berlin'),
    weekStart: text('week_start').notNull().default('Monday'),
    /** A pause is "planned" while paused_from is in the future, "active" until paused_until. */
    pausedFrom: timestamp('paused_from', { withTimezone: true }),
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** While in the future the teacher cannot commit to new classes (000 §4 Penalty). */
    penaltyUntil: timestamp('penalty_until', { withTimezone: true }),
    /** 000 §4: an admin may observe the teacher's classes in the classroom unless this is set (decision 099). */
    observationOptOut: boolean('observation_opt_out').notNull().default(false),
    /** Set by the back office: no teacher role, no sign-in, future classes released (decision 099). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Whether course prices are shown to this teacher (000 §3 isPriceVisible). */
    priceVisible: boolean('price_visible').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teacher_profiles_uid_key').on(t.uid),
    check('teacher_profiles_currency_check', oneOf(t.currency, CURRENCIES)),
    check('teacher_profiles_time_format_check', oneOf(t.timeFormat, TIME_FORMATS)),
    check('teacher_profiles_week_start_check', oneOf(t.weekStart, WEEK_STARTS)),
    check('teacher_profiles_gender_check', oneOf(t.gender, TEACHER_GENDERS)),
    check('teacher_profiles_rate_check', sql`${t.hourlyRateCents} IS NULL OR ${t.hourlyRateCents} >= 0`),
    check('teacher_profiles_pause_check', sql`${t.pausedUntil} IS NULL OR ${t.pausedFrom} IS NULL OR ${t.pausedUntil} > ${t.pausedFrom}`),
  ],
);
