import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  appointments,
  classes,
  reminderDeliveries,
  studentEmailPreferences,
  studentNotifications,
  teacherNotificationSettings,
} from '../src/db/schema/index.ts';
import { JobRunner } from '../src/lib/jobs.ts';
import type { OutboundChannel, OutboundChannelName, OutboundMessage } from '../src/modules/notifications/outbound-channels.ts';
import { notifyStudent } from '../src/modules/notifications/notifications.service.ts';
import { reminderJobHandlers, startReminderScans } from '../src/modules/reminders/reminders.jobs.ts';
import { buildTestApp } from './helper.ts';
import {
  buildBookedSeats,
  buildCatalogue,
  buildClass,
  buildStudent,
  buildSubscription,
  buildTeacher,
  type Catalogue,
  type TestUser,
} from './factories/index.ts';

const { app, clock, mailer } = await buildTestApp();

/** A channel at the outbound interface that records what it was given (the boundary, not a mock of push or SMS code). */
class RecordingChannel implements OutboundChannel {
  sent: { userId: string; message: OutboundMessage }[] = [];
  failures = 0;
  constructor(readonly name: OutboundChannelName) {}
  async send(_db: Db, userId: string, message: OutboundMessage): Promise<number> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('provider unavailable');
    }
    this.sent.push({ userId, message });
    return 1;
  }
  to(userId: string, tag?: string) {
    return this.sent.filter((s) => s.userId === userId && (!tag || s.message.tag.startsWith(tag)));
  }
}
const push = new RecordingChannel('push');
const sms = new RecordingChannel('sms');
app.outboundChannels.register(push);
app.outboundChannels.register(sms);

let catalogue: Catalogue;
let teacher: TestUser;

beforeAll(async () => {
  clock.set(new Date('2027-01-04T09:00:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 6 });
  teacher = await buildTeacher(app, catalogue, { firstName: 'Lena' });
});

/** Runs every due job until none is left (a scan plans, the send jobs it planned run next). */
async function drain(): Promise<void> {
  for (let pass = 0; pass < 30; pass++) {
    if ((await app.jobs.runDue(200)) === 0) return;
  }
  throw new Error('jobs keep coming');
}

/** The clock at `instant`, the scan chain started there, every due job run. */
async function at(instant: Date | string): Promise<void> {
  clock.set(new Date(instant));
  await startReminderScans(app);
  await drain();
}

async function feedOf(userId: string, key: string) {
  const rows = await app.db.select().from(studentNotifications).where(eq(studentNotifications.userId, userId));
  return rows.filter((row) => row.contentKeys[0] === key);
}
const mailsTo = (email: string, subjectStart: string) => mailer.sent.filter((m) => m.to === email && m.subject.startsWith(subjectStart));

async function bookedClass(startAt: string, student: TestUser, lessonIndex = 0) {
  const klass = await buildClass(app, { catalogue, startAt: new Date(startAt), teacherId: teacher.id, lessonIndex });
  await buildBookedSeats(app, klass.id, [student.id]);
  return klass;
}

describe('the student: the day before and 15 minutes before each booked class', () => {
  it('fires each once at the local start time the day before and 15 minutes before, with the checklist and the join link', async () => {
    await at('2027-01-10T08:00:00Z');
    const student = await buildStudent(app, { catalogue, firstName: 'Ines' });
    // Monday 11 January 2027, 10:00 in Berlin (CET).
    const klass = await bookedClass('2027-01-11T09:00:00Z', student);

    await at('2027-01-10T08:59:59Z');
    expect(await feedOf(student.id, 'classReminder24h')).toHaveLength(0);
    await at('2027-01-10T09:00:00Z');
    const [feed] = await feedOf(student.id, 'classReminder24h');
    expect(feed.contentValues).toMatchObject({ classUid: klass.uid, teacher: 'Lena', startDate: '2027-01-11T09:00:00.000Z' });
    const [mail] = mailsTo(student.email, 'Tomorrow:');
    expect(mail.text).toContain('with Lena');
    expect(mail.text).toContain('Monday, 11 January 2027');
    expect(mail.text).toContain('10:00');
    expect(mail.text).toContain('quiet place');
    expect(mail.text).toContain(`/class/${klass.uid}`);
    expect(push.to(student.id, 'class_24h')).toHaveLength(1);
    expect(push.to(student.id, 'class_24h')[0].message.notificationId).toBe(feed.id);

    // Later passes send nothing again.
    await at('2027-01-10T09:30:00Z');
    expect(await feedOf(student.id, 'classReminder24h')).toHaveLength(1);
    expect(mailsTo(student.email, 'Tomorrow:')).toHaveLength(1);

    await at('2027-01-11T08:44:59Z');
    expect(await feedOf(student.id, 'classReminder15m')).toHaveLength(0);
    await at('2027-01-11T08:45:00Z');
    expect(await feedOf(student.id, 'classReminder15m')).toHaveLength(1);
    expect(mailsTo(student.email, 'Starting in 15 minutes')).toHaveLength(1);
    expect(sms.to(student.id, 'class_15m')[0].message.url).toContain(`/class/${klass.uid}`);
    await at('2027-01-11T08:50:00Z');
    expect(await feedOf(student.id, 'classReminder15m')).toHaveLength(1);
  });

  it('speaks the student language and zone', async () => {
    await at('2027-01-12T08:00:00Z');
    const student = await buildStudent(app, { catalogue, locale: 'de', timezone: 'America/New_York' });
    // 09:00 in New York (EST) on Wednesday 13 January.
    await bookedClass('2027-01-13T14:00:00Z', student, 1);
    await at('2027-01-12T13:59:00Z');
    expect(mailsTo(student.email, 'Morgen:')).toHaveLength(0);
    await at('2027-01-12T14:00:00Z');
    const [mail] = mailsTo(student.email, 'Morgen:');
    expect(mail.text).toContain('Mittwoch, 13. Januar 2027');
    expect(mail.text).toContain('09:00');
  });

  it('keeps the local time across the spring and the autumn DST changes in Berlin', async () => {
    await at('2027-03-26T08:00:00Z');
    const student = await buildStudent(app, { catalogue });
    // Sunday 28 March 2027, 10:00 CEST (08:00Z): announced Saturday 10:00 CET (09:00Z), 23 hours before.
    await bookedClass('2027-03-28T08:00:00Z', student, 2);
    await at('2027-03-27T08:00:00Z');
    expect(await feedOf(student.id, 'classReminder24h')).toHaveLength(0);
    await at('2027-03-27T08:59:59Z');
    expect(await feedOf(student.id, 'classReminder24h')).toHaveLength(0);
    await at('2027-03-27T09:00:00Z');
    expect(await feedOf(student.id, 'classReminder24h')).toHaveLength(1);

    // Sunday 31 October 2027, 10:00 CET (09:00Z): announced Saturday 10:00 CEST (08:00Z), 25 hours before.
    await at('2027-10-29T08:00:00Z');
    const autumn = await buildStudent(app, { catalogue });
    await bookedClass('2027-10-31T09:00:00Z', autumn, 3);
    await at('2027-10-30T07:59:59Z');
    expect(await feedOf(autumn.id, 'classReminder24h')).toHaveLength(0);
    await at('2027-10-30T08:00:00Z');
    expect(await feedOf(autumn.id, 'classReminder24h')).toHaveLength(1);
    await at('2027-10-31T08:45:00Z');
    expect(await feedOf(autumn.id, 'classReminder15m')).toHaveLength(1);
  });

  it('sends nothing for a cancelled class or a cancelled seat, and reminds a moved class at its new time', async () => {
    await at('2027-02-01T08:00:00Z');
    const [a, b, c] = [
      await buildStudent(app, { catalogue }),
      await buildStudent(app, { catalogue }),
      await buildStudent(app, { catalogue }),
    ];
    const cancelled = await bookedClass('2027-02-02T12:00:00Z', a, 0);
    const kept = await bookedClass('2027-02-02T12:00:00Z', b, 1);
    const moved = await bookedClass('2027-02-02T12:00:00Z', c, 2);
    // Planned by a scan a few minutes ahead, then changed before the send.
    await at('2027-02-01T11:56:00Z');
    await app.db.update(classes).set({ status: 'cancelled', cancelledAt: clock.now() }).where(eq(classes.id, cancelled.id));
    await app.db
      .update(appointments)
      .set({ status: 'cancelled_by_student', cancelledAt: clock.now() })
      .where(eq(appointments.classId, kept.id));
    await app.db
      .update(classes)
      .set({ startAt: new Date('2027-02-02T15:00:00Z'), endAt: new Date('2027-02-02T16:00:00Z'), movedAt: clock.now() })
      .where(eq(classes.id, moved.id));
    await at('2027-02-01T12:00:00Z');
    for (const student of [a, b, c]) expect(await feedOf(student.id, 'classReminder24h')).toHaveLength(0);
    await at('2027-02-01T15:00:00Z');
    expect(await feedOf(a.id, 'classReminder24h')).toHaveLength(0);
    expect(await feedOf(b.id, 'classReminder24h')).toHaveLength(0);
    const [movedReminder] = await feedOf(c.id, 'classReminder24h');
    expect(movedReminder.contentValues.startDate).toBe('2027-02-02T15:00:00.000Z');
    expect(mailsTo(a.email, 'Tomorrow:')).toHaveLength(0);
  });

  it('sends no e-mail when the student turned class reminders off; the feed still shows it', async () => {
    await at('2027-02-03T08:00:00Z');
    const student = await buildStudent(app, { catalogue });
    await app.db.insert(studentEmailPreferences).values({ userId: student.id, classReminders: false });
    await bookedClass('2027-02-04T10:00:00Z', student, 3);
    await at('2027-02-03T10:00:00Z');
    expect(await feedOf(student.id, 'classReminder24h')).toHaveLength(1);
    expect(mailsTo(student.email, 'Tomorrow:')).toHaveLength(0);
  });
});

describe('at most once', () => {
  it('sends once when two job runners on one database race, and when the send runs several times at once', async () => {
    await at('2027-02-05T08:00:00Z');
    const students = [await buildStudent(app, { catalogue }), await buildStudent(app, { catalogue })];
    const klass = await buildClass(app, { catalogue, startAt: new Date('2027-02-06T09:00:00Z'), teacherId: teacher.id, lessonIndex: 4 });
    await buildBookedSeats(
      app,
      klass.id,
      students.map((s) => s.id),
    );

    const other = new JobRunner(app.db, clock, app.log);
    for (const [name, handler] of Object.entries(reminderJobHandlers(app))) other.register(name, handler);
    const race = async (instant: string) => {
      clock.set(new Date(instant));
      await startReminderScans(app);
      for (let pass = 0; pass < 10; pass++) {
        const [mine, theirs] = await Promise.all([app.jobs.runDue(200), other.runDue(200)]);
        if (mine + theirs === 0) return;
      }
    };
    await race('2027-02-05T09:00:00Z');
    await race('2027-02-06T08:45:00Z');
    // A send job whose lock expired runs again while the first is still sending: three at once.
    const handlers = reminderJobHandlers(app);
    const payload = { kind: 'class_15m', subject: `${klass.id}@${klass.startAt.toISOString()}`, recipientId: students[0].id };
    await Promise.all([1, 2, 3].map(() => handlers['reminders.send'](payload, { now: clock.now(), jobId: 'again' })));

    for (const student of students) {
      expect(await feedOf(student.id, 'classReminder24h')).toHaveLength(1);
      expect(await feedOf(student.id, 'classReminder15m')).toHaveLength(1);
      expect(mailsTo(student.email, 'Starting in 15 minutes')).toHaveLength(1);
      expect(push.to(student.id, 'class_15m')).toHaveLength(1);
      const rows = await app.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.recipientId, student.id));
      expect(
        rows
          .filter((r) => r.kind === 'class_15m')
          .map((r) => r.channel)
          .sort(),
      ).toEqual(['email', 'feed', ...app.outboundChannels.names()].sort());
    }
  });

  it('a channel that fails for a moment is retried by the job, and the others are not repeated', async () => {
    await at('2027-02-07T08:00:00Z');
    const student = await buildStudent(app, { catalogue });
    await bookedClass('2027-02-08T11:00:00Z', student, 5);
    sms.failures = 1;
    await at('2027-02-07T11:00:00Z');
    expect(sms.to(student.id, 'class_24h')).toHaveLength(0);
    expect(push.to(student.id, 'class_24h')).toHaveLength(1);
    // The retry after the back-off finishes the SMS only.
    await at('2027-02-07T11:01:00Z');
    expect(sms.to(student.id, 'class_24h')).toHaveLength(1);
    expect(push.to(student.id, 'class_24h')).toHaveLength(1);
    expect(await feedOf(student.id, 'classReminder24h')).toHaveLength(1);
    expect(mailsTo(student.email, 'Tomorrow:')).toHaveLength(1);
  });
});

describe('quiet hours (22:00 to 08:00 in the recipient zone)', () => {
  it('holds push and SMS of a day-before reminder at 07:00 until 08:00, while e-mail and the feed go at once', async () => {
    await at('2027-02-09T05:00:00Z');
    const student = await buildStudent(app, { catalogue });
    // Wednesday 10 February, 07:00 CET: the day-before reminder falls at 07:00 on Tuesday.
    const klass = await bookedClass('2027-02-10T06:00:00Z', student, 0);
    await at('2027-02-09T06:00:00Z');
    expect(await feedOf(student.id, 'classReminder24h')).toHaveLength(1);
    expect(mailsTo(student.email, 'Tomorrow:')).toHaveLength(1);
    expect(push.to(student.id, 'class_24h')).toHaveLength(0);
    await at('2027-02-09T06:59:00Z');
    expect(push.to(student.id, 'class_24h')).toHaveLength(0);
    await at('2027-02-09T07:00:00Z');
    expect(push.to(student.id, 'class_24h')).toHaveLength(1);
    expect(sms.to(student.id, 'class_24h')).toHaveLength(1);

    // The 15-minute reminder at 06:45 is within the hour of the class: it goes out at night.
    await at('2027-02-10T05:45:00Z');
    expect(push.to(student.id, 'class_15m')).toHaveLength(1);
    expect(push.to(student.id, 'class_15m')[0].message.url).toContain(klass.uid);
  });

  it('drops a held message when the class is cancelled before 08:00', async () => {
    await at('2027-02-11T04:00:00Z');
    const student = await buildStudent(app, { catalogue });
    const klass = await bookedClass('2027-02-12T05:00:00Z', student, 1);
    await at('2027-02-11T05:00:00Z'); // 06:00 CET: held
    expect(await feedOf(student.id, 'classReminder24h')).toHaveLength(1);
    await app.db.update(classes).set({ status: 'cancelled', cancelledAt: clock.now() }).where(eq(classes.id, klass.id));
    await at('2027-02-11T07:00:00Z');
    expect(push.to(student.id, 'class_24h')).toHaveLength(0);
    const rows = await app.db
      .select({ state: reminderDeliveries.state })
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.recipientId, student.id), eq(reminderDeliveries.channel, 'push')));
    expect(rows).toEqual([{ state: 'dropped' }]);
  });
});

describe('the teacher', () => {
  it('is reminded 15 minutes before a class and 4 hours before its open log falls due, in their feed and by e-mail', async () => {
    await at('2027-03-01T08:00:00Z');
    const own = await buildTeacher(app, catalogue, { firstName: 'Jonas' });
    const student = await buildStudent(app, { catalogue });
    const klass = await buildClass(app, { catalogue, startAt: new Date('2027-03-01T10:00:00Z'), teacherId: own.id });
    await buildBookedSeats(app, klass.id, [student.id]);
    await at('2027-03-01T09:44:00Z');
    expect(await feedOf(own.id, 'teacherClassReminder15m')).toHaveLength(0);
    await at('2027-03-01T09:45:00Z');
    expect(await feedOf(own.id, 'teacherClassReminder15m')).toHaveLength(1);
    const [mail] = mailsTo(own.email, 'You teach in 15 minutes');
    expect(mail.text).toContain('1 student booked');

    // Ends 11:00Z, log due 24 h later at 11:00Z on 2 March: reminded at 07:00Z (08:00 CET).
    await at('2027-03-02T06:59:00Z');
    expect(await feedOf(own.id, 'classLogDueSoon')).toHaveLength(0);
    await at('2027-03-02T07:00:00Z');
    const [due] = await feedOf(own.id, 'classLogDueSoon');
    expect(due.contentValues).toMatchObject({ classUid: klass.uid, dueAt: '2027-03-02T11:00:00.000Z' });
    expect(mailsTo(own.email, 'Class log due in 4 hours')).toHaveLength(1);
    expect(push.to(own.id, 'log_due_4h')).toHaveLength(1);
  });

  it('sends no log reminder when the log is written, and no e-mail when the switch is off', async () => {
    await at('2027-03-03T08:00:00Z');
    const own = await buildTeacher(app, catalogue);
    await app.db.insert(teacherNotificationSettings).values({ teacherId: own.id, classReminders: false, logReminders: false });
    const klass = await buildClass(app, { catalogue, startAt: new Date('2027-03-03T10:00:00Z'), teacherId: own.id });
    await at('2027-03-03T09:45:00Z');
    expect(await feedOf(own.id, 'teacherClassReminder15m')).toHaveLength(1);
    expect(mailsTo(own.email, 'You teach')).toHaveLength(0);
    await at('2027-03-04T07:00:00Z');
    expect(await feedOf(own.id, 'classLogDueSoon')).toHaveLength(1);
    expect(mailsTo(own.email, 'Class log due')).toHaveLength(0);

    const logged = await buildClass(app, { catalogue, startAt: new Date('2027-03-05T10:00:00Z'), teacherId: own.id, lessonIndex: 1 });
    await at('2027-03-05T12:00:00Z');
    await app.db.update(classes).set({ status: 'completed' }).where(eq(classes.id, logged.id));
    await at('2027-03-06T07:00:00Z');
    expect((await feedOf(own.id, 'classLogDueSoon')).filter((n) => n.contentValues.classUid === logged.uid)).toHaveLength(0);
    expect(klass.uid).not.toBe(logged.uid);
  });
});

describe('trials and events', () => {
  it('tells a student two days before the trial ends, once', async () => {
    await at('2027-04-01T08:00:00Z');
    const trialCatalogue = await buildCatalogue(app, { lessons: 1 });
    const student = await buildStudent(app, { catalogue: trialCatalogue });
    await buildSubscription(app, student.id, trialCatalogue, { trialEndsAt: new Date('2027-04-05T10:00:00Z') });
    await at('2027-04-03T09:59:00Z');
    expect(await feedOf(student.id, 'trialEndingSoon')).toHaveLength(0);
    await at('2027-04-03T10:00:00Z');
    expect(await feedOf(student.id, 'trialEndingSoon')).toHaveLength(1);
    expect(mailsTo(student.email, 'Your free trial ends in 2 days')).toHaveLength(1);
    await at('2027-04-03T12:00:00Z');
    expect(mailsTo(student.email, 'Your free trial ends in 2 days')).toHaveLength(1);
  });

  it('repeats a failed payment and ready feedback on the phone once, pointing at the feed message', async () => {
    await at('2027-04-06T10:00:00Z');
    const student = await buildStudent(app, { catalogue });
    await notifyStudent(app.db, { userId: student.id, key: 'paymentFailed', params: { subscriptionId: student.id }, now: clock.now() });
    const [event] = await feedOf(student.id, 'paymentFailed');
    await at('2027-04-06T10:05:00Z');
    await at('2027-04-06T10:10:00Z');
    const sent = push.to(student.id, 'payment_failed');
    expect(sent).toHaveLength(1);
    expect(sent[0].message.notificationId).toBe(event.id);
    expect(sent[0].message.url).toContain('/account/settings/billing');
    // The event's own e-mail is the event's: the reminder adds none and no second feed message.
    expect(await feedOf(student.id, 'paymentFailed')).toHaveLength(1);
  });
});
