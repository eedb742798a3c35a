import { INPUT_MESSAGES } from '@parla/contracts';
import type { ClassType } from '@parla/contracts';
import {
  type BookingRequest,
  DEFAULT_CLASS_CONFIG,
  DomainError,
  ValidationError,
  assertBookable,
  notFound,
  refundWindow,
} from '@parla/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { appointments, classes, lessons, modules } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { type CreditsInfo, creditsAfterSpending, spendCredit } from '../commerce/credits/credits.service.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { classNotificationParams, notifyStudent } from '../notifications/notifications.service.ts';
import { bookingConfirmationEmail } from '../../emails/emails.ts';
import { classDetailsLink, sendQuietly } from './class-mail.ts';
import { type LessonFacts, activeClassesInSlot, classByUid, lessonFacts, newClassUid, toClassSnapshot } from './class-queries.ts';
import type { AppointmentRow, ClassRow } from './klass-views.ts';
import { type StudentRow, studentState } from './student-snapshot.ts';

export interface BookInput {
  classUid?: string | null;
  lessonId?: string | null;
  startDate?: Date | null;
  type?: ClassType | null;
}

/** What the booking will do, resolved from the input: a seat in `row`, or a new class. */
export type BookingTarget =
  | { kind: 'existing'; row: ClassRow; lesson: LessonFacts }
  | { kind: 'new'; lesson: LessonFacts; startAt: Date; type: ClassType };

export function requireNewClassInput(input: BookInput): { lessonId: string; startAt: Date; type: ClassType } {
  const issues = [
    ...(input.lessonId ? [] : [{ field: 'lessonId', message: INPUT_MESSAGES.classRequired }]),
    ...(input.startDate ? [] : [{ field: 'startDate', message: INPUT_MESSAGES.dateInFuture }]),
  ];
  if (issues.length > 0) throw new ValidationError(issues);
  return { lessonId: input.lessonId!, startAt: input.startDate!, type: input.type ?? 'group' };
}

/**
 * Takes the slot's advisory lock (module + start), so that students opening the same slot at
 * once queue here: the second one then joins the class the first created instead of opening
 * another, and the slot capacity count is exact.
 */
async function lockSlot(tx: Tx, moduleId: string, startAt: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`slot:${moduleId}:${startAt.toISOString()}`}, 0))`);
}

/** Resolves the input to a target inside the transaction, taking the locks the booking needs. */
async function lockTarget(tx: Tx, input: BookInput): Promise<BookingTarget> {
  if (input.classUid) {
    const row = await classByUid(tx, input.classUid, true);
    if (!row) throw new DomainError('class_not_available');
    return { kind: 'existing', row, lesson: (await lessonFacts(tx, row.lessonId))! };
  }
  const { lessonId, startAt, type } = requireNewClassInput(input);
  const lesson = await lessonFacts(tx, lessonId);
  if (!lesson) throw notFound();
  await lockSlot(tx, lesson.moduleId, startAt);
  if (type !== 'individual') {
    // An open class of this lesson and type at that hour takes the student first.
    const [open] = await tx
      .select()
      .from(classes)
      .where(
        and(
          eq(classes.lessonId, lessonId),
          eq(classes.startAt, startAt),
          eq(classes.type, type),
          eq(classes.status, 'active'),
          lt(classes.seatsTaken, classes.capacity),
        ),
      )
      .orderBy(classes.createdAt)
      .limit(1)
      .for('update');
    if (open) return { kind: 'existing', row: open, lesson };
  }
  return { kind: 'new', lesson, startAt, type };
}

export async function bookingRequestFor(tx: Db | Tx, target: BookingTarget): Promise<BookingRequest> {
  if (target.kind === 'existing') return { kind: 'existing', class: toClassSnapshot(target.row, target.lesson) };
  return {
    kind: 'new',
    slot: {
      type: target.type,
      startAt: target.startAt,
      lessonId: target.lesson.id,
      lessonType: target.lesson.type,
      module: { curriculumId: target.lesson.curriculumId, position: target.lesson.position },
      activeClassesInSlot: await activeClassesInSlot(tx, target.lesson.moduleId, target.startAt),
    },
  };
}

async function insertClass(
  tx: Tx,
  target: Extract<BookingTarget, { kind: 'new' }>,
  endAt: Date,
  studentId: string,
  now: Date,
): Promise<ClassRow> {
  const [row] = await tx
    .insert(classes)
    .values({
      uid: newClassUid(),
      lessonId: target.lesson.id,
      moduleId: target.lesson.moduleId,
      startAt: target.startAt,
      endAt,
      type: target.type,
      capacity: target.type === 'individual' ? DEFAULT_CLASS_CONFIG.individualCapacity : DEFAULT_CLASS_CONFIG.groupCapacity,
      createdBy: studentId,
      createdAt: now,
    })
    .returning();
  return row;
}

/** The guarded seat UPDATE: prepared once per connection, as the booking's other statements (decision 082). */
const takeSeat = (tx: Tx) =>
  prepared(tx, 'parla_booking_take_seat', (tx) =>
    tx
      .update(classes)
      .set({ seatsTaken: sql`${classes.seatsTaken} + 1` })
      .where(and(eq(classes.id, sql.placeholder('classId')), lt(classes.seatsTaken, classes.capacity), sql`${classes.status} = 'active'`))
      // The class as booked: the answer's class, with no read after the commit.
      .returning(),
  );

const insertAppointment = (tx: Tx) =>
  prepared(tx, 'parla_booking_insert_appointment', (tx) =>
    tx
      .insert(appointments)
      .values({
        classId: sql.placeholder('classId'),
        studentId: sql.placeholder('studentId'),
        status: 'booked',
        creditKind: sql.placeholder('creditKind'),
        createdAt: sql.placeholder('now'),
      })
      // The answer's appointment, as the seats loader would read it after the commit.
      .returning(),
  );

/**
 * Books a seat with one credit in one transaction (ARCHITECTURE convention 4): lock the class
 * (or the slot), check the domain rules on a snapshot read under the locks, take the seat
 * with a guarded UPDATE, insert the appointment (the partial unique index backs
 * already_booked), spend the earliest-expiring credit, write the ledger and a notification.
 * The confirmation e-mail goes out after the commit.
 */
export async function bookClass(app: FastifyInstance, studentId: string, input: BookInput): Promise<BookedClass> {
  const now = app.clock.now();
  const booked = await inTransaction(app.db, async (tx) => {
    const target = await lockTarget(tx, input);
    const request = await bookingRequestFor(tx, target);
    const student = await studentState(tx, studentId, now, { lock: true, needsAttended: target.lesson.type === 'open_discussion' });
    const decision = assertBookable(request, student.snapshot, now);
    const row = target.kind === 'existing' ? target.row : await insertClass(tx, target, decision.endAt, studentId, now);

    const [seated] = await takeSeat(tx).execute({ classId: row.id });
    if (!seated) throw new DomainError(row.type === 'individual' ? 'individual_class_is_full' : 'class_is_full');

    let appointment: AppointmentRow;
    try {
      [appointment] = await insertAppointment(tx).execute({ classId: row.id, studentId, creditKind: decision.creditKind, now });
    } catch (error) {
      if (uniqueViolation(error)) throw new DomainError('already_booked', undefined, { classId: row.id });
      throw error;
    }
    const spentGrantId = await spendCredit(tx, { studentId, kind: decision.creditKind, appointmentId: appointment.id, now });
    await notifyStudent(tx, {
      userId: studentId,
      key: 'classBooked',
      params: await classNotificationParams(tx, row, target.lesson.title),
      now,
    });
    // The answer's credits from the grants read under the student's lock: no read after the commit.
    const credits = creditsAfterSpending(student.grants, spentGrantId, student.currentSubscription, now);
    return { appointment, klass: seated, lesson: target.lesson, student: student.user, credits };
  });

  app.metrics.bookings.inc({ type: booked.klass.type });
  if (booked.student) await sendBookingConfirmation(app, booked.student, booked.klass, booked.lesson, now);
  return { appointment: booked.appointment, klass: booked.klass, student: booked.student, credits: booked.credits };
}

/**
 * A booking as committed, from the transaction's own reads and writes: the answer (class,
 * appointment, credits, the viewer's locale and zone) needs no statement after the commit.
 */
export interface BookedClass {
  appointment: AppointmentRow;
  /** The class row after the seat was taken. */
  klass: ClassRow;
  /** The student's row as read under the lock. */
  student: StudentRow | null;
  credits: CreditsInfo;
}

/** The student's row was read under the booking's lock: the recipient needs no statement of its own. */
async function sendBookingConfirmation(
  app: FastifyInstance,
  to: StudentRow,
  row: ClassRow,
  lesson: LessonFacts,
  bookedAt: Date,
): Promise<void> {
  try {
    // The lesson's title and module name came with its facts inside the transaction.
    const facts = { lessonTitle: lesson.title, moduleName: lesson.moduleName, startAt: row.startAt };
    const refund = refundWindow(bookedAt, row.startAt, DEFAULT_CLASS_CONFIG);
    const email = bookingConfirmationEmail(to, { ...facts, refund, link: classDetailsLink(app, to.locale, row.uid) });
    await sendQuietly(app, email, { classUid: row.uid, studentId: to.id });
  } catch (error) {
    app.log.error({ err: error, classUid: row.uid }, 'booking confirmation not sent');
  }
}

export async function mailFacts(app: FastifyInstance, row: Pick<ClassRow, 'lessonId' | 'startAt'>) {
  const [facts] = await app.db
    .select({ lessonTitle: lessons.title, moduleName: modules.name })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(lessons.id, row.lessonId))
    .limit(1);
  return { lessonTitle: facts?.lessonTitle ?? '', moduleName: facts?.moduleName ?? '', startAt: row.startAt };
}
