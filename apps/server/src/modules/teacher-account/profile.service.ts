import { normalizePhoneNumber, INPUT_MESSAGES } from '@parla/contracts';
import { ValidationError, notFound } from '@parla/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forgetOtherPhoneNumbers } from '../messaging/phone-channels.service.ts';
import type { Db } from '../../db/client.ts';
import { sections, teacherNotificationSettings, teacherProfiles, users } from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validation.ts';
import { accountInput, languagesInput, notificationsInput, preferencesInput, profileInput } from '@parla/contracts';

export interface TeacherAccountView {
  id: string;
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  photo: string | null;
  phoneNumber: string | null;
  aboutMe: string;
  country: string | null;
  languages: { language: string; fluency: string }[];
  sections: { id: string; slug: string; name: string }[];
  isB2G: boolean;
  isOnboarded: boolean;
  isContracted: boolean;
  preferences: {
    groupClasses: boolean;
    privateClasses: boolean;
    specializedClasses: boolean;
    timeFormat: string;
    timezone: string;
    weekStart: string;
  };
  notificationSettings: {
    feedback: boolean;
    otherClassCancellation: boolean;
    shortNoticeCancellation: boolean;
    classReminders: boolean;
    logReminders: boolean;
  };
  isImpersonated: boolean;
}

const DEFAULT_NOTIFICATIONS = {
  feedback: true,
  otherClassCancellation: true,
  shortNoticeCancellation: true,
  classReminders: true,
  logReminders: true,
};

/** The teacher's account as the profile pages read it; a user without a teacher profile is not a teacher here. */
export async function teacherAccount(db: Db, teacherId: string, impersonated = false): Promise<TeacherAccountView> {
  const [row] = await db
    .select({ user: users, profile: teacherProfiles, notifications: teacherNotificationSettings })
    .from(users)
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .leftJoin(teacherNotificationSettings, eq(teacherNotificationSettings.teacherId, users.id))
    .where(eq(users.id, teacherId))
    .limit(1);
  if (!row) throw notFound();
  const { user, profile, notifications } = row;
  const sectionRows =
    profile.sectionIds.length > 0
      ? await db
          .select({ id: sections.id, slug: sections.slug, name: sections.name, position: sections.position })
          .from(sections)
          .where(inArray(sections.id, profile.sectionIds))
      : [];
  return {
    id: user.id,
    uid: profile.uid,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    photo: user.photoUrl,
    phoneNumber: user.phoneNumber,
    aboutMe: profile.aboutMe,
    country: profile.country,
    languages: profile.languages,
    sections: sectionRows.sort((a, b) => a.position - b.position).map(({ id, slug, name }) => ({ id, slug, name })),
    isB2G: profile.isB2G,
    isOnboarded: profile.isOnboarded,
    isContracted: profile.isContracted,
    preferences: {
      groupClasses: profile.canTeachGroup,
      privateClasses: profile.canTeachPrivate,
      specializedClasses: profile.canTeachSpecialized,
      timeFormat: profile.timeFormat,
      timezone: profile.timezone,
      weekStart: profile.weekStart,
    },
    notificationSettings: notifications
      ? {
          feedback: notifications.feedback,
          otherClassCancellation: notifications.otherClassCancellation,
          shortNoticeCancellation: notifications.shortNoticeCancellation,
          classReminders: notifications.classReminders,
          logReminders: notifications.logReminders,
        }
      : DEFAULT_NOTIFICATIONS,
    isImpersonated: impersonated,
  };
}

/** Which optional e-mails a teacher wants (000 §3 notificationSettings), for the modules that send them. */
export async function teacherNotificationPreferences(db: Db, teacherId: string): Promise<typeof DEFAULT_NOTIFICATIONS> {
  const [row] = await db.select().from(teacherNotificationSettings).where(eq(teacherNotificationSettings.teacherId, teacherId)).limit(1);
  return row
    ? {
        feedback: row.feedback,
        otherClassCancellation: row.otherClassCancellation,
        shortNoticeCancellation: row.shortNoticeCancellation,
        classReminders: row.classReminders,
        logReminders: row.logReminders,
      }
    : DEFAULT_NOTIFICATIONS;
}

async function touchProfile(app: FastifyInstance, teacherId: string, changes: Partial<typeof teacherProfiles.$inferInsert>) {
  const updated = await app.db
    .update(teacherProfiles)
    .set({ ...changes, updatedAt: app.clock.now() })
    .where(eq(teacherProfiles.userId, teacherId))
    .returning({ userId: teacherProfiles.userId });
  if (updated.length === 0) throw notFound();
}

/** Account page: name and phone; the e-mail address is the login and is not changed here. */
export async function updateAccount(app: FastifyInstance, teacherId: string, raw: unknown): Promise<TeacherAccountView> {
  const input = parseInput(accountInput, raw);
  let phoneNumber: string | null = null;
  if (input.phoneNumber) {
    const [profile] = await app.db
      .select({ country: teacherProfiles.country })
      .from(teacherProfiles)
      .where(eq(teacherProfiles.userId, teacherId));
    phoneNumber = normalizePhoneNumber(input.phoneNumber, profile?.country ?? undefined);
    if (!phoneNumber) throw new ValidationError([{ field: 'phoneNumber', message: INPUT_MESSAGES.phoneInvalid }]);
  }
  await app.db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, phoneNumber, updatedAt: app.clock.now() })
    .where(eq(users.id, teacherId));
  // Another number is unverified again, its SMS and WhatsApp reminders off (decision 109).
  await forgetOtherPhoneNumbers(app.db, teacherId, phoneNumber);
  return teacherAccount(app.db, teacherId);
}

export async function updateProfile(app: FastifyInstance, teacherId: string, raw: unknown): Promise<TeacherAccountView> {
  const input = parseInput(profileInput, raw);
  await touchProfile(app, teacherId, { aboutMe: input.aboutMe, country: input.country });
  return teacherAccount(app.db, teacherId);
}

export async function updateLanguages(app: FastifyInstance, teacherId: string, raw: unknown): Promise<TeacherAccountView> {
  const input = parseInput(languagesInput, raw);
  await touchProfile(app, teacherId, { languages: input.languages });
  return teacherAccount(app.db, teacherId);
}

/**
 * Preferences (000 §3 teacherPreferences). Time zone, clock and week start are also the user's
 * display settings, so every page of the teacher app shows times the way the teacher chose.
 */
export async function updatePreferences(app: FastifyInstance, teacherId: string, raw: unknown): Promise<TeacherAccountView> {
  const input = parseInput(preferencesInput, raw);
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const updated = await tx
      .update(teacherProfiles)
      .set({
        canTeachGroup: input.groupClasses,
        canTeachPrivate: input.privateClasses,
        canTeachSpecialized: input.specializedClasses,
        timeFormat: input.timeFormat,
        timezone: input.timezone,
        weekStart: input.weekStart,
        updatedAt: now,
      })
      .where(eq(teacherProfiles.userId, teacherId))
      .returning({ userId: teacherProfiles.userId });
    if (updated.length === 0) throw notFound();
    await tx
      .update(users)
      .set({ timezone: input.timezone, timeFormat: input.timeFormat, weekStart: input.weekStart, updatedAt: now })
      .where(eq(users.id, teacherId));
  });
  return teacherAccount(app.db, teacherId);
}

export async function updateNotifications(app: FastifyInstance, teacherId: string, raw: unknown): Promise<TeacherAccountView> {
  const { classReminders, logReminders, ...switches } = parseInput(notificationsInput, raw);
  // The reminder switches are optional in the input: absent means unchanged.
  const input = {
    ...switches,
    ...(typeof classReminders === 'boolean' ? { classReminders } : {}),
    ...(typeof logReminders === 'boolean' ? { logReminders } : {}),
  };
  const now = app.clock.now();
  await app.db
    .insert(teacherNotificationSettings)
    .values({ teacherId, ...input, updatedAt: now })
    .onConflictDoUpdate({ target: teacherNotificationSettings.teacherId, set: { ...input, updatedAt: now } });
  return teacherAccount(app.db, teacherId);
}
