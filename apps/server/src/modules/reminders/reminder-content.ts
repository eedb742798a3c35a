import { type AnyNotificationKey, localizedLessonOutcomes, type ReminderKind } from '@parla/contracts';
import { DEFAULT_TEACHING_CONFIG, HOUR_MS, type ReminderWindow, reminderWindow } from '@parla/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, classLogs, classes, lessons, studentNotifications, subscriptions, users } from '../../db/schema/index.ts';
import {
  type ClassMailRecipient,
  classLogDueEmail,
  classReminder15mEmail,
  classReminder24hEmail,
  teacherClassReminderEmail,
  trialEndingEmail,
} from '../../emails/emails.ts';
import { emailFormatLocale, emailT } from '../../emails/email-i18n.ts';
import type { Email } from '../../lib/mailer.ts';
import { classDetailsLink, recipients } from '../classes/class-mail.ts';
import { EVENT_NOTIFICATION_KINDS, parseSubject } from './reminder-candidates.ts';
import { dateTimeFormat } from '../../lib/intl-formats.ts';

export interface ReminderRecipient extends ClassMailRecipient {
  id: string;
}

/** A reminder checked against the tables at send time, with everything each channel says. */
export interface ResolvedReminder {
  kind: ReminderKind;
  subject: string;
  recipient: ReminderRecipient;
  window: ReminderWindow;
  /** The class it is about (quiet hours let a class within the hour through). */
  classStartAt: Date | null;
  /** A new feed message, or the existing one an event reminder repeats. */
  feed: { key: AnyNotificationKey; params: Record<string, unknown> } | { existingId: string };
  /** Null when the event already sent its own e-mail. */
  email: Email | null;
  phone: { title: string; body: string; url: string };
}

const LOG_DUE_MS = DEFAULT_TEACHING_CONFIG.classLogDueHours * HOUR_MS;

const shortTime = (instant: Date, to: ClassMailRecipient) =>
  dateTimeFormat(emailFormatLocale(to.locale), {
    timeZone: to.timezone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: to.timeFormat === 'AMPM' ? 'h12' : 'h23',
  }).format(instant);

const dayAndTime = (instant: Date, to: ClassMailRecipient) =>
  dateTimeFormat(emailFormatLocale(to.locale), {
    timeZone: to.timezone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: to.timeFormat === 'AMPM' ? 'h12' : 'h23',
  }).format(instant);

const sameInstant = (a: Date | null | undefined, b: Date | null) => !!a && !!b && a.getTime() === b.getTime();

/**
 * The reminder `kind` about `subject` for `recipientId`, as the tables say now, or null when it
 * no longer applies: the class was cancelled or moved (its start is no longer the subject's), the
 * seat was cancelled, the teacher changed, the log was written, the trial ended or converted.
 */
export async function resolveReminder(
  app: FastifyInstance,
  kind: ReminderKind,
  subject: string,
  recipientId: string,
): Promise<ResolvedReminder | null> {
  const { id, anchor } = parseSubject(subject);
  const found = (await recipients(app.db, [recipientId])).get(recipientId);
  if (!found) return null;
  const recipient = { ...found, id: recipientId };
  const t = emailT(recipient.locale);
  const areas = app.config.areas;
  const locale = recipient.locale;

  switch (kind) {
    case 'class_24h':
    case 'class_15m':
    case 'teacher_class_15m': {
      const klass = await activeClass(app, id);
      if (!klass || !sameInstant(klass.startAt, anchor)) return null;
      if (kind === 'teacher_class_15m') {
        if (klass.teacherId !== recipientId) return null;
      } else {
        const [seat] = await app.db
          .select({ id: appointments.id })
          .from(appointments)
          .where(and(eq(appointments.classId, id), eq(appointments.studentId, recipientId), eq(appointments.status, 'booked')))
          .limit(1);
        if (!seat) return null;
      }
      const classParams = {
        lesson: klass.lessonTitle,
        startDate: klass.startAt.toISOString(),
        classUid: klass.uid,
        lessonId: klass.lessonId,
      };
      const joinLink = `${areas.classroom}/${locale}/class/${klass.uid}`;
      const facts = { lessonTitle: klass.lessonTitle, startAt: klass.startAt, joinLink };
      const time = shortTime(klass.startAt, recipient);
      const base = {
        kind,
        subject,
        recipient,
        window: reminderWindow(kind, klass.startAt, recipient.timezone),
        classStartAt: klass.startAt,
      };
      if (kind === 'teacher_class_15m') {
        return {
          ...base,
          feed: { key: 'teacherClassReminder15m', params: classParams },
          email: teacherClassReminderEmail(recipient, { ...facts, students: klass.seatsTaken }),
          phone: {
            title: t('reminderPush.teacherClassReminderTitle'),
            body: t('reminderPush.teacherClassReminderBody', { lesson: klass.lessonTitle, time }),
            url: joinLink,
          },
        };
      }
      if (kind === 'class_15m') {
        return {
          ...base,
          feed: { key: 'classReminder15m', params: classParams },
          email: classReminder15mEmail(recipient, facts),
          phone: {
            title: t('reminderPush.classReminder15mTitle'),
            body: t('reminderPush.classReminder15mBody', { lesson: klass.lessonTitle, time }),
            url: joinLink,
          },
        };
      }
      const teacher = klass.teacherName || t('classReminder24h.yourTeacher');
      const detailsLink = classDetailsLink(app, locale, klass.uid);
      return {
        ...base,
        feed: { key: 'classReminder24h', params: { ...classParams, teacher } },
        email: classReminder24hEmail(recipient, {
          ...facts,
          teacherName: teacher,
          outcomes: localizedLessonOutcomes(klass.outcomes, klass.translations, recipient.locale),
          detailsLink,
        }),
        phone: {
          title: t('reminderPush.classReminder24hTitle', { lesson: klass.lessonTitle }),
          body: t('reminderPush.classReminder24hBody', { teacher, time }),
          url: detailsLink,
        },
      };
    }
    case 'log_due_4h': {
      const klass = await activeClass(app, id);
      if (!klass || klass.teacherId !== recipientId || !sameInstant(new Date(klass.endAt.getTime() + LOG_DUE_MS), anchor)) return null;
      const [log] = await app.db.select({ id: classLogs.classId }).from(classLogs).where(eq(classLogs.classId, id)).limit(1);
      if (log) return null;
      const dueAt = anchor!;
      const link = `${areas.teacher}/${locale}/classes/${klass.uid}`;
      return {
        kind,
        subject,
        recipient,
        window: reminderWindow(kind, dueAt, recipient.timezone),
        classStartAt: null,
        feed: {
          key: 'classLogDueSoon',
          params: { lesson: klass.lessonTitle, startDate: klass.startAt.toISOString(), classUid: klass.uid, dueAt: dueAt.toISOString() },
        },
        email: classLogDueEmail(recipient, { lessonTitle: klass.lessonTitle, startAt: klass.startAt, dueAt, link }),
        phone: {
          title: t('reminderPush.classLogDueTitle'),
          body: t('reminderPush.classLogDueBody', { lesson: klass.lessonTitle, due: dayAndTime(dueAt, recipient) }),
          url: link,
        },
      };
    }
    case 'trial_ending_2d': {
      const [trial] = await app.db
        .select({ endsAt: subscriptions.trialEndsAt })
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.studentId, recipientId), eq(subscriptions.status, 'trial')))
        .limit(1);
      if (!trial || !sameInstant(trial.endsAt, anchor)) return null;
      const endsAt = anchor!;
      const membershipLink = `${areas.learn}/${locale}/account/settings/membership`;
      return {
        kind,
        subject,
        recipient,
        window: reminderWindow(kind, endsAt, recipient.timezone),
        classStartAt: null,
        feed: { key: 'trialEndingSoon', params: { endsAt: endsAt.toISOString() } },
        email: trialEndingEmail(recipient, { endsAt, membershipLink }),
        phone: {
          title: t('reminderPush.trialEndingTitle'),
          body: t('reminderPush.trialEndingBody', { when: dayAndTime(endsAt, recipient) }),
          url: membershipLink,
        },
      };
    }
    case 'payment_failed':
    case 'feedback_ready': {
      const [event] = await app.db
        .select()
        .from(studentNotifications)
        .where(and(eq(studentNotifications.id, id), eq(studentNotifications.userId, recipientId)))
        .limit(1);
      const key = event?.contentKeys[0];
      if (!event || !key || EVENT_NOTIFICATION_KINDS[key] !== kind) return null;
      const values = event.contentValues;
      const window = reminderWindow(kind, event.createdAt, recipient.timezone);
      const common = { kind, subject, recipient, window, classStartAt: null, feed: { existingId: event.id }, email: null };
      if (kind === 'feedback_ready') {
        return {
          ...common,
          phone: {
            title: t('reminderPush.feedbackReadyTitle'),
            body: t('reminderPush.feedbackReadyBody', { lesson: String(values.lesson ?? '') }),
            url: classDetailsLink(app, locale, String(values.classUid ?? '')),
          },
        };
      }
      return {
        ...common,
        phone: {
          title: t('reminderPush.paymentFailedTitle'),
          body: t('reminderPush.paymentFailedBody'),
          url: `${areas.learn}/${locale}/account/settings/billing`,
        },
      };
    }
  }
}

async function activeClass(app: FastifyInstance, classId: string) {
  const [row] = await app.db
    .select({
      uid: classes.uid,
      lessonId: classes.lessonId,
      startAt: classes.startAt,
      endAt: classes.endAt,
      teacherId: classes.teacherId,
      seatsTaken: classes.seatsTaken,
      lessonTitle: lessons.title,
      outcomes: lessons.learningOutcomes,
      translations: lessons.translations,
      teacherName: users.firstName,
    })
    .from(classes)
    .innerJoin(lessons, eq(lessons.id, classes.lessonId))
    .leftJoin(users, eq(users.id, classes.teacherId))
    .where(and(eq(classes.id, classId), eq(classes.status, 'active')))
    .limit(1);
  return row ?? null;
}
