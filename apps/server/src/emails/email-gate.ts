import { type EmailCategory, TRANSACTIONAL_EMAIL_CATEGORIES } from '@parla/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { studentEmailPreferences, teacherNotificationSettings, users } from '../db/schema/index.ts';
import type { Mailer } from '../lib/mailer.ts';

type StudentRow = typeof studentEmailPreferences.$inferSelect;
type TeacherRow = typeof teacherNotificationSettings.$inferSelect;

/** Which switch allows each optional category; a missing row means the defaults (learning mail on, marketing off). */
const STUDENT_SWITCH: Partial<Record<EmailCategory, { column: keyof StudentRow; byDefault: boolean }>> = {
  class_reminders: { column: 'classReminders', byDefault: true },
  booking_changes: { column: 'bookingChanges', byDefault: true },
  teacher_feedback: { column: 'teacherFeedback', byDefault: true },
  practice_reminders: { column: 'practiceReminders', byDefault: true },
  product_news: { column: 'marketingEmail', byDefault: false },
};
const TEACHER_SWITCH: Partial<Record<EmailCategory, keyof TeacherRow>> = {
  teacher_feedback_received: 'feedback',
  teacher_class_cancellation: 'otherClassCancellation',
  teacher_short_notice_cancellation: 'shortNoticeCancellation',
  teacher_class_reminders: 'classReminders',
  teacher_log_reminders: 'logReminders',
};

/** Whether the recipient's settings let an e-mail of this category go out (pure: tested beside the gate). */
export function mayReceive(category: EmailCategory, student: StudentRow | null, teacher: TeacherRow | null): boolean {
  if (TRANSACTIONAL_EMAIL_CATEGORIES.includes(category)) return true;
  const studentSwitch = STUDENT_SWITCH[category];
  if (studentSwitch) return student ? student[studentSwitch.column] === true : studentSwitch.byDefault;
  const teacherSwitch = TEACHER_SWITCH[category];
  if (teacherSwitch) return teacher ? teacher[teacherSwitch] === true : true;
  return true;
}

/**
 * The one gate every e-mail passes (decision 058): it wraps the mailer the app is built with, so no
 * send site can forget it. Transactional categories go out untouched; for the others the recipient
 * is found by address and their switches decide. A suppressed mail is logged by category and user id.
 */
export function gatedMailer(inner: Mailer, getDb: () => Db, log: () => FastifyBaseLogger | undefined): Mailer {
  return {
    async send(email) {
      if (!TRANSACTIONAL_EMAIL_CATEGORIES.includes(email.category)) {
        const [row] = await prepared(getDb(), 'parla_email_gate', (db) =>
          db
            .select({ id: users.id, student: studentEmailPreferences, teacher: teacherNotificationSettings })
            .from(users)
            .leftJoin(studentEmailPreferences, eq(studentEmailPreferences.userId, users.id))
            .leftJoin(teacherNotificationSettings, eq(teacherNotificationSettings.teacherId, users.id))
            .where(eq(users.email, sql.placeholder('email')))
            .limit(1),
        ).execute({ email: email.to.trim().toLowerCase() });
        if (row && !mayReceive(email.category, row.student, row.teacher)) {
          log()?.info({ userId: row.id, category: email.category }, 'e-mail not sent: turned off in the recipient settings');
          return;
        }
      }
      await inner.send(email);
    },
    close: () => inner.close(),
  };
}
