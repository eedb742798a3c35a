import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { appointmentLogs, appointments, classLogs, classes, creditGrants, creditLedger } from '../schema/index.ts';
import { addDaysToKey, weekdayIndexOfKey } from '@parla/domain';
import { schoolDate, schoolHour } from './berlin-time.ts';
import { DAYS_BACK } from './class-plan.ts';
import { chance, pick, shuffled, stableUid } from './determinism.ts';
import type { People } from './people.ts';
import type { Catalogue } from './sections-and-curricula.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DEMO_TEACHER_EMAIL = 'teacher@example.com';
/** The demo teacher's classes that ended this recently keep their log open (due within 24 h). */
const OPEN_LOG_HOURS = 20;

const NOTES = [
  'Warm-up went well; we spent extra time on pronunciation.',
  'Covered all slides. The group asked for more speaking practice next time.',
  'Good energy. We practised the dialogue twice in pairs.',
  'Grammar took longer than planned, vocabulary exercise moved to homework.',
];
const RESOURCES = ['', '', 'https://example.com/worksheets/articles.pdf', 'Lesson slides, pages 3-7'];
const FEEDBACK = [
  'Great participation today! Keep practising the new vocabulary.',
  'Your pronunciation is improving. Watch the word order in questions.',
  'Well done. Try to use full sentences when you answer.',
  'Very good listening. Review the irregular verbs before the next class.',
];
const TECH_PROBLEMS = ['Audio dropped for everyone after ten minutes.', 'The presentation did not load; we could not continue.'];

/**
 * Demo data of the class logs (docs/decisions/014), idempotent like the rest of the seed:
 * 1. on a fresh database, the demo teacher's classes of last month where the class window does
 *    not reach back that far (history classes, with bookings that spent credits of their own grants);
 * 2. a log for every past class the class seed gave a final status, with each booked
 *    student's attendance and some feedback (classes with a log are never touched again);
 * 3. the demo teacher's most recent classes stay open: their logs are still to be written (on a
 *    fresh database topped up to three with new classes at free hours of the last 20 hours).
 */
export async function seedClassLogs(tx: Tx, catalogue: Catalogue, people: People, now: Date): Promise<void> {
  const demoTeacher = people.teachers.find((t) => t.email === DEMO_TEACHER_EMAIL);
  // New classes (and their grants) only on a fresh database: later runs leave the past as it went.
  const firstRun = (await tx.select({ id: classLogs.classId }).from(classLogs).limit(1)).length === 0;
  if (demoTeacher && firstRun) await seedLastMonthHistory(tx, catalogue, people, demoTeacher.id, now);
  if (demoTeacher) await keepRecentLogsOpen(tx, catalogue, people, demoTeacher.id, now, firstRun);
  await writeLogsOfFinishedClasses(tx, now);
}

/** How many open logs the demo teacher has right after seeding. */
const OPEN_LOGS = 3;

/**
 * Leaves the demo teacher's classes of the last hours without a log (and without attendance):
 * their own first (the demo student's classes stay as the class seed wrote them), and if that
 * makes fewer than three, new German A1 classes at free hours of the last hours.
 */
async function keepRecentLogsOpen(
  tx: Tx,
  catalogue: Catalogue,
  people: People,
  teacherId: string,
  now: Date,
  mayCreate: boolean,
): Promise<void> {
  const since = new Date(now.getTime() - OPEN_LOG_HOURS * HOUR);
  const own = await tx
    .select({ id: classes.id, startAt: classes.startAt, status: classes.status })
    .from(classes)
    .leftJoin(classLogs, eq(classLogs.classId, classes.id))
    .where(
      and(
        eq(classes.teacherId, teacherId),
        isNull(classLogs.classId),
        lte(classes.endAt, now),
        gt(classes.endAt, since),
        sql`not exists (select 1 from appointments a where a.class_id = ${classes.id} and a.student_id = ${people.demoStudentId})`,
      ),
    )
    .orderBy(desc(classes.startAt));
  const alreadyOpen = own.filter((c) => c.status === 'active').length;
  const reopen = own
    .filter((c) => c.status !== 'active' && c.status !== 'cancelled')
    .slice(0, Math.max(0, OPEN_LOGS - alreadyOpen))
    .map((c) => c.id);
  if (reopen.length > 0) {
    await tx.update(classes).set({ status: 'active' }).where(inArray(classes.id, reopen));
    await tx.update(appointments).set({ attendance: null }).where(inArray(appointments.classId, reopen));
  }
  const missing = OPEN_LOGS - alreadyOpen - reopen.length;
  if (missing <= 0 || !mayCreate) return;
  // Round Berlin hours (07:00-20:00) whose class ended in the window, latest first.
  const slots: Slot[] = [];
  for (let day = 0; day <= 1; day++) {
    const date = addDaysToKey(schoolDate(now), -day);
    for (let hour = 20; hour >= 7; hour--) {
      const startAt = schoolHour(date, hour);
      if (startAt.getTime() + HOUR <= now.getTime() && startAt.getTime() + HOUR > since.getTime()) {
        slots.push({ key: `recent:DE-A1@${date}T${hour}`, startAt, status: 'active' });
      }
    }
  }
  await insertDemoTeacherClasses(tx, catalogue, people, teacherId, slots, missing);
}

interface Slot {
  key: string;
  startAt: Date;
  status: 'active' | 'completed' | 'no_students' | 'technical_issue';
}

/**
 * Classes of the demo teacher in German A1 at the given slots (the first `limit` that are free
 * for the teacher and the module and not seeded before), each booked by one to three German
 * A1 students. Every booking spends a credit of a grant of its own (source admin, remaining
 * 0), so the ledger invariants hold as for any booking.
 */
async function insertDemoTeacherClasses(
  tx: Tx,
  catalogue: Catalogue,
  people: People,
  teacherId: string,
  slots: Slot[],
  limit: number,
): Promise<void> {
  if (slots.length === 0 || limit <= 0) return;
  const module = catalogue.get('german')!.modules.get('A1')!;
  const uids = slots.map((p) => stableUid(`class:${p.key}`));
  const taken = await tx
    .select({ uid: classes.uid, startAt: classes.startAt })
    .from(classes)
    .where(
      or(
        inArray(classes.uid, uids),
        and(
          inArray(
            classes.startAt,
            slots.map((p) => p.startAt),
          ),
          or(eq(classes.moduleId, module.id), eq(classes.teacherId, teacherId)),
        ),
      ),
    );
  const busy = new Set(taken.map((t) => t.startAt.toISOString()));
  const known = new Set(taken.map((t) => t.uid));
  const fresh = slots.filter((p, i) => !known.has(uids[i]) && !busy.has(p.startAt.toISOString())).slice(0, limit);
  if (fresh.length === 0) return;

  const candidates = people.students.filter(
    (s) => s.sectionSlug === 'german' && s.level === 'A1' && s.habit !== 'none' && s.id !== people.demoStudentId,
  );
  const bookings: { classKey: string; studentId: string; createdAt: Date; attended: boolean }[] = [];
  const classRows = fresh.map((p) => {
    if (p.status !== 'no_students') {
      const count = 1 + Math.floor(chance(`${p.key}:count`) * 3);
      shuffled(candidates, `${p.key}:students`)
        .slice(0, count)
        .forEach((student, index) => {
          bookings.push({
            classKey: p.key,
            studentId: student.id,
            createdAt: new Date(p.startAt.getTime() - (2 + chance(`${p.key}:${student.id}`) * 100) * HOUR),
            // Somebody came to every taught class: the first student always attended.
            attended: index === 0 || chance(`${p.key}:${student.id}:attended`) < 0.9,
          });
        });
    }
    return {
      id: randomUUID(),
      uid: stableUid(`class:${p.key}`),
      lessonId: pick(module.lessonIds, `${p.key}:lesson`),
      moduleId: module.id,
      startAt: p.startAt,
      endAt: new Date(p.startAt.getTime() + HOUR),
      type: 'group',
      status: p.status,
      capacity: 5,
      seatsTaken: bookings.filter((b) => b.classKey === p.key).length,
      teacherId,
      confirmedAt: new Date(p.startAt.getTime() - 7 * 24 * HOUR),
      createdBy: people.adminId,
      createdAt: new Date(p.startAt.getTime() - 14 * 24 * HOUR),
      key: p.key,
    };
  });
  await tx.insert(classes).values(classRows.map(({ key: _key, ...row }) => row));
  const classByKey = new Map(classRows.map((c) => [c.key, c]));

  const byStudent = new Map<string, typeof bookings>();
  for (const b of bookings) byStudent.set(b.studentId, [...(byStudent.get(b.studentId) ?? []), b]);
  for (const [studentId, own] of byStudent) {
    const grantedAt = new Date(Math.min(...own.map((b) => b.createdAt.getTime())) - 24 * HOUR);
    const [grant] = await tx
      .insert(creditGrants)
      .values({
        studentId,
        kind: 'group',
        amount: own.length,
        remaining: 0,
        expiresAt: new Date(grantedAt.getTime() + 365 * 24 * HOUR),
        source: 'admin',
        sourceRef: `demo-teacher:${studentId}:${own[0].classKey}`,
        createdAt: grantedAt,
      })
      .returning({ id: creditGrants.id });
    await tx
      .insert(creditLedger)
      .values({ studentId, grantId: grant.id, kind: 'group', delta: own.length, reason: 'grant', createdAt: grantedAt });
    for (const b of own) {
      const klass = classByKey.get(b.classKey)!;
      const appointmentId = randomUUID();
      const attendance = klass.status === 'completed' ? (b.attended ? 'attended' : 'missed') : null;
      await tx.insert(appointments).values({
        id: appointmentId,
        classId: klass.id,
        studentId,
        status: 'booked',
        creditKind: 'group',
        attendance,
        hasAttemptToJoin: attendance === 'attended',
        createdAt: b.createdAt,
      });
      await tx
        .insert(creditLedger)
        .values({ studentId, grantId: grant.id, kind: 'group', delta: -1, reason: 'booking', appointmentId, createdAt: b.createdAt });
    }
  }
}

const OUTCOME_OF: Record<string, string> = {
  completed: 'submitted',
  no_students: 'no_students',
  technical_issue: 'technical_issue',
  missed: 'missed',
};

async function writeLogsOfFinishedClasses(tx: Tx, now: Date): Promise<void> {
  const finished = await tx
    .select({ id: classes.id, uid: classes.uid, status: classes.status, teacherId: classes.teacherId, endAt: classes.endAt })
    .from(classes)
    .leftJoin(classLogs, eq(classLogs.classId, classes.id))
    .where(
      and(
        isNull(classLogs.classId),
        sql`${classes.teacherId} is not null`,
        inArray(classes.status, ['completed', 'no_students', 'technical_issue', 'missed']),
        lte(classes.endAt, now),
      ),
    );
  if (finished.length === 0) return;
  const logRows = finished.map((c) => {
    const outcome = OUTCOME_OF[c.status];
    const missed = outcome === 'missed';
    // Logged some minutes to hours after the class; a missed class was closed by the due-log job.
    const at = new Date(c.endAt.getTime() + (missed ? 24 * HOUR : Math.floor(10 * MINUTE + chance(`${c.uid}:logged`) * 18 * HOUR)));
    const loggedAt = at > now ? now : at;
    return {
      classId: c.id,
      teacherId: c.teacherId!,
      outcome,
      notes: outcome === 'submitted' ? pick(NOTES, `${c.uid}:notes`) : '',
      resources: outcome === 'submitted' ? pick(RESOURCES, `${c.uid}:resources`) : '',
      technicalProblem: outcome === 'technical_issue' ? pick(TECH_PROBLEMS, `${c.uid}:tech`) : null,
      missedReason: missed ? 'log_overdue' : null,
      submittedAt: loggedAt,
      updatedAt: loggedAt,
    };
  });
  for (let i = 0; i < logRows.length; i += 250)
    await tx
      .insert(classLogs)
      .values(logRows.slice(i, i + 250))
      .onConflictDoNothing();

  const booked = await tx
    .select({ id: appointments.id, classId: appointments.classId, studentId: appointments.studentId, attendance: appointments.attendance })
    .from(appointments)
    .where(
      and(
        inArray(
          appointments.classId,
          finished.map((c) => c.id),
        ),
        eq(appointments.status, 'booked'),
      ),
    );
  const loggedAt = new Map(logRows.map((l) => [l.classId, l.submittedAt]));
  const statusOf = new Map(finished.map((c) => [c.id, c.status]));
  const studentRows = booked
    .filter((a) => statusOf.get(a.classId) !== 'missed')
    .map((a) => {
      const attendance = statusOf.get(a.classId) === 'no_students' ? 'missed' : a.attendance;
      const feedback = attendance === 'attended' && chance(`${a.id}:feedback`) < 0.6 ? pick(FEEDBACK, `${a.id}:feedback-text`) : '';
      return {
        appointmentId: a.id,
        classId: a.classId,
        studentId: a.studentId,
        attendance,
        feedback,
        createdAt: loggedAt.get(a.classId)!,
        updatedAt: loggedAt.get(a.classId)!,
      };
    });
  for (let i = 0; i < studentRows.length; i += 250)
    await tx
      .insert(appointmentLogs)
      .values(studentRows.slice(i, i + 250))
      .onConflictDoNothing();
}

/**
 * Last month's classes of the demo teacher when the class seed's window (two weeks back) does
 * not cover it, so that last month has an invoice: three days a week at 10:00 and 17:00
 * (Berlin), German A1; most taught, a few without students or with a technical issue.
 */
async function seedLastMonthHistory(tx: Tx, catalogue: Catalogue, people: People, teacherId: string, now: Date): Promise<void> {
  const today = schoolDate(now);
  const windowStart = addDaysToKey(today, -DAYS_BACK);
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const lastMonthStart = `${addDaysToKey(firstOfMonth, -1).slice(0, 7)}-01`;
  const slots: Slot[] = [];
  for (let date = lastMonthStart; date < firstOfMonth && date < windowStart; date = addDaysToKey(date, 1)) {
    const weekday = weekdayIndexOfKey(date);
    if (![1, 3, 5].includes(weekday)) continue;
    for (const hour of [10, 17]) {
      const key = `history:DE-A1@${date}T${hour}`;
      const roll = chance(`${key}:outcome`);
      slots.push({
        key,
        startAt: schoolHour(date, hour),
        status: roll < 0.08 ? 'no_students' : roll < 0.14 ? 'technical_issue' : 'completed',
      });
    }
  }
  await insertDemoTeacherClasses(tx, catalogue, people, teacherId, slots, slots.length);
}
