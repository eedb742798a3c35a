import { toDisplayLocale } from '@parla/contracts';
import type { FastifyInstance } from 'fastify';
import { appealDecisionEmail, teacherCancelledEmail } from '../../emails/emails.ts';
import type { Email } from '../../lib/mailer.ts';
import { mailFacts } from '../classes/booking.service.ts';
import { classDetailsLink, recipients, sendQuietly } from '../classes/class-mail.ts';
import type { ClassRow } from '../classes/klass-views.ts';

/** Mails every booked student after the cancellation committed; failures are logged, never undo it. */
export async function mailStudentsTeacherCancelled(
  app: FastifyInstance,
  row: ClassRow,
  studentIds: string[],
  lessThanADay: boolean,
): Promise<void> {
  if (studentIds.length === 0) return;
  try {
    const [people, facts] = await Promise.all([recipients(app.db, studentIds), mailFacts(app, row)]);
    for (const to of people.values()) {
      const email = teacherCancelledEmail(to, {
        lessonTitle: facts.lessonTitle,
        startAt: row.startAt,
        link: classDetailsLink(app, to.locale, row.uid),
        lessThanADay,
      });
      await sendQuietly(app, email, { classUid: row.uid });
    }
  } catch (error) {
    app.log.error({ err: error, classUid: row.uid }, 'teacher cancellation e-mails not sent');
  }
}

/** Where the teacher manager acts on a review flag or an appeal. */
export const backOfficeLink = (app: FastifyInstance) => `${app.config.areas.admin}/en/`;

/** Tells the teacher manager something needs a person: a review flag or a new appeal. */
export async function mailTeacherManager(app: FastifyInstance, email: Email): Promise<void> {
  await sendQuietly(app, email, { to: 'teacher-manager' });
}

/** Tells the teacher how an appeal was decided. */
export async function mailAppealDecision(app: FastifyInstance, teacherId: string, accepted: boolean): Promise<void> {
  try {
    const to = (await recipients(app.db, [teacherId])).get(teacherId);
    if (!to) return;
    const homeLink = `${app.config.areas.teacher}/${toDisplayLocale(to.locale)}/home`;
    await sendQuietly(app, appealDecisionEmail(to, { accepted, homeLink }), { teacherId });
  } catch (error) {
    app.log.error({ err: error, teacherId }, 'appeal decision e-mail not sent');
  }
}
