import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { createCourse } from '../../modules/teacher-booking/course-setup.ts';
import type { Tx } from '../client.ts';
import {
  appointments,
  classes,
  creditGrants,
  creditLedger,
  penaltyAppeals,
  teacherPenalties,
  teacherProfiles,
  users,
} from '../schema/index.ts';
import { addDaysToKey, weekdayIndexOfKey } from '@parla/domain';
import { schoolDate, schoolHour } from './berlin-time.ts';
import { DAY, HOUR } from './class-plan.ts';
import { stableUid } from './determinism.ts';
import type { People } from './people.ts';
import type { Catalogue } from './sections-and-curricula.ts';

const DEMO_TEACHER = 'teacher@example.com';
/** Teachers who take course (specialised) classes: the demo teacher, the B2G teacher, and a business English teacher. */
const SPECIALISTS = ['teacher@example.com', 'jonas.weber@example.com', 'aisha.bello@example.com'];
const PENALISED = 'james.whitfield@example.com';

/**
 * Demo data of the teacher booking pages (idempotent like the rest of the seed):
 * - three B2B/B2G courses on offer whose classes need a teacher (their modules are ones the
 *   class plan never schedules, so no module has two classes at one hour);
 * - classes the demo student booked that still need a teacher, two group classes and one
 *   private request, at hours the demo teacher is free, so the demo teacher can commit;
 * - the penalised teacher's penalty as a record, with a pending appeal for the back office.
 * Lucía's planned pause and James's penalty_until come from the people seed.
 */
export async function seedTeacherBooking(tx: Tx, catalogue: Catalogue, people: People, now: Date): Promise<void> {
  const teacherIds = await teacherIdsByEmail(tx);
  await seedCourses(tx, catalogue, people, teacherIds, now);
  const demoTeacherId = teacherIds.get(DEMO_TEACHER);
  if (demoTeacherId) await seedOpenDemoClasses(tx, catalogue, people, demoTeacherId, now);
  const penalisedId = teacherIds.get(PENALISED);
  if (penalisedId) await seedPenaltyRecord(tx, penalisedId, now);
}

async function teacherIdsByEmail(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id));
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** The first `weekday` (0 = Sunday) on or after `date`. */
function nextWeekday(date: string, weekday: number): string {
  const current = weekdayIndexOfKey(date);
  return addDaysToKey(date, (weekday - current + 7) % 7);
}

async function seedCourses(tx: Tx, catalogue: Catalogue, people: People, teacherIds: Map<string, string>, now: Date): Promise<void> {
  const today = schoolDate(now);
  const module = (section: string, level: 'B1' | 'B2') => catalogue.get(section)!.modules.get(level)!;
  const siemensStart = nextWeekday(addDaysToKey(today, 5), 2);
  const boschStart = nextWeekday(addDaysToKey(today, 4), 1);
  const allianzStart = nextWeekday(addDaysToKey(today, 6), 5);
  // Intensive courses of three to four weeks, inside the seed's four-week window of classes.
  const lastDay = addDaysToKey(today, 27);
  const plans = [
    {
      code: 'B2B-SIEMENS-LOGISTICS-BE-B1',
      name: 'Business English for Siemens Logistics',
      description:
        'Shift leads and planners of the Nuremberg hub: phone calls with carriers, delay e-mails and the weekly status meeting in English.',
      sectionId: catalogue.get('business-english')!.id,
      moduleIds: [module('business-english', 'B1').id],
      businessModelType: 'B2B' as const,
      material: 'Parla Business English B1, plus the Siemens Logistics glossary of shipping terms (shared in the class notes).',
      studentsCount: 5,
      feedbackRequired: true,
      courseTimes: [
        { dayOfWeek: 'tuesday' as const, hour: 8 },
        { dayOfWeek: 'thursday' as const, hour: 8 },
      ],
      startDate: siemensStart,
      endDate: lastDay,
      holidays: [{ date: addDaysToKey(siemensStart, 7 + 2), name: 'Works meeting (Betriebsversammlung)' }],
      priceCents: 2600,
    },
    {
      code: 'B2G-JOBCENTER-MITTE-DE-B1',
      name: 'Deutsch für den Beruf: Jobcenter Berlin Mitte',
      description: 'A job-focused integration course: applications, interviews and the first weeks at work.',
      sectionId: catalogue.get('german')!.id,
      moduleIds: [module('german', 'B1').id, module('german', 'B2').id],
      businessModelType: 'B2G' as const,
      material: 'Parla German B1 and B2, with the Jobcenter worksheets on forms and appointments.',
      studentsCount: 4,
      feedbackRequired: true,
      courseTimes: [
        { dayOfWeek: 'monday' as const, hour: 17 },
        { dayOfWeek: 'wednesday' as const, hour: 17 },
      ],
      startDate: boschStart,
      endDate: lastDay,
      holidays: [],
      priceCents: 2500,
    },
    {
      code: 'B2B-ALLIANZ-CLAIMS-EN-B2',
      name: 'English for the Allianz claims team',
      description: 'Claims handlers who talk to policyholders abroad: explaining decisions clearly and kindly.',
      sectionId: catalogue.get('english')!.id,
      moduleIds: [module('english', 'B2').id],
      businessModelType: 'B2B' as const,
      material: 'Parla English B2, plus anonymised claim letters from the team.',
      studentsCount: 3,
      feedbackRequired: false,
      courseTimes: [{ dayOfWeek: 'friday' as const, hour: 12 }],
      startDate: allianzStart,
      endDate: lastDay,
      holidays: [],
      priceCents: 2400,
    },
  ];
  let created = 0;
  for (const plan of plans) {
    const result = await createCourse(
      tx,
      { ...plan, timezone: 'Europe/Berlin', createdBy: people.adminId, uidOf: (i) => stableUid(`course:${plan.code}:${i}`) },
      now,
    );
    if (result) created += 1;
  }
  if (created > 0) {
    // First run only: course classes are specialised classes, which these teachers teach.
    const ids = SPECIALISTS.flatMap((email) => teacherIds.get(email) ?? []);
    if (ids.length > 0) await tx.update(teacherProfiles).set({ canTeachSpecialized: true }).where(inArray(teacherProfiles.userId, ids));
  }
}

/**
 * At least two group classes and one private request of the demo student without a teacher,
 * 3 to 10 days ahead at evening hours the demo teacher is free and the module has no class.
 * Booked the way bookClass books: seat counter, earliest-expiring grant, ledger row.
 */
async function seedOpenDemoClasses(tx: Tx, catalogue: Catalogue, people: People, demoTeacherId: string, now: Date): Promise<void> {
  const module = catalogue.get('german')!.modules.get('A1')!;
  const open = await tx
    .select({ type: classes.type })
    .from(classes)
    .innerJoin(appointments, eq(appointments.classId, classes.id))
    .where(
      and(
        eq(appointments.studentId, people.demoStudentId),
        eq(appointments.status, 'booked'),
        eq(classes.status, 'active'),
        isNull(classes.teacherId),
        gt(classes.startAt, new Date(now.getTime() + 48 * HOUR)),
      ),
    );
  const wanted = {
    group: Math.max(0, 2 - open.filter((c) => c.type !== 'individual').length),
    individual: Math.max(0, 1 - open.filter((c) => c.type === 'individual').length),
  };
  if (wanted.group + wanted.individual === 0) return;

  const today = schoolDate(now);
  const from = schoolHour(addDaysToKey(today, 3), 0);
  const to = schoolHour(addDaysToKey(today, 11), 0);
  const busy = await tx
    .select({ startAt: classes.startAt, moduleId: classes.moduleId, teacherId: classes.teacherId })
    .from(classes)
    .where(and(gt(classes.startAt, from), sql`${classes.startAt} < ${to.toISOString()}::timestamptz`, eq(classes.status, 'active')));
  const taken = new Set(busy.filter((b) => b.moduleId === module.id || b.teacherId === demoTeacherId).map((b) => b.startAt.getTime()));
  const mine = await tx
    .select({ startAt: classes.startAt })
    .from(classes)
    .innerJoin(appointments, eq(appointments.classId, classes.id))
    .where(and(eq(appointments.studentId, people.demoStudentId), eq(appointments.status, 'booked')));
  for (const m of mine) taken.add(m.startAt.getTime());

  // Lessons the demo student has not done or skipped (the 1st is completed and the 3rd skipped by the class seed).
  const lessonChoices = module.lessonIds.slice(4, 8);
  let made = 0;
  for (let offset = 3; offset < 11 && wanted.group + wanted.individual > 0; offset++) {
    for (const hour of [18, 19, 17]) {
      const startAt = schoolHour(addDaysToKey(today, offset), hour);
      if (taken.has(startAt.getTime())) continue;
      const type = wanted.individual > 0 && offset >= 5 ? 'individual' : wanted.group > 0 ? 'group' : null;
      if (!type) continue;
      const kind = type === 'individual' ? 'private' : 'group';
      const [grant] = await tx
        .select({ id: creditGrants.id })
        .from(creditGrants)
        .where(
          and(
            eq(creditGrants.studentId, people.demoStudentId),
            eq(creditGrants.kind, kind),
            gt(creditGrants.remaining, 0),
            gt(creditGrants.expiresAt, now),
          ),
        )
        .orderBy(asc(creditGrants.expiresAt), asc(creditGrants.id))
        .limit(1)
        .for('update');
      if (!grant) {
        wanted[type] = 0;
        continue;
      }
      const [row] = await tx
        .insert(classes)
        .values({
          uid: stableUid(`demo-open:${startAt.toISOString()}:${type}`),
          lessonId: lessonChoices[made % lessonChoices.length],
          moduleId: module.id,
          startAt,
          endAt: new Date(startAt.getTime() + HOUR),
          type,
          capacity: type === 'individual' ? 1 : 5,
          seatsTaken: 1,
          createdBy: people.demoStudentId,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: classes.id });
      if (!row) continue;
      const appointmentId = randomUUID();
      await tx.insert(appointments).values({
        id: appointmentId,
        classId: row.id,
        studentId: people.demoStudentId,
        status: 'booked',
        creditKind: kind,
        createdAt: now,
      });
      await tx
        .update(creditGrants)
        .set({ remaining: sql`${creditGrants.remaining} - 1` })
        .where(eq(creditGrants.id, grant.id));
      await tx
        .insert(creditLedger)
        .values({ studentId: people.demoStudentId, grantId: grant.id, kind, delta: -1, reason: 'booking', appointmentId, createdAt: now });
      taken.add(startAt.getTime());
      wanted[type] -= 1;
      made += 1;
      break;
    }
  }
}

/** James missed a class a week ago: the 2-week penalty as a record, and his appeal waiting for the back office. */
async function seedPenaltyRecord(tx: Tx, teacherId: string, now: Date): Promise<void> {
  const [profile] = await tx
    .select({ penaltyUntil: teacherProfiles.penaltyUntil })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, teacherId));
  if (!profile?.penaltyUntil || profile.penaltyUntil.getTime() <= now.getTime()) return;
  const existing = await tx
    .select({ id: teacherPenalties.id })
    .from(teacherPenalties)
    .where(eq(teacherPenalties.teacherId, teacherId))
    .limit(1);
  if (existing.length > 0) return;
  const fromAt = new Date(profile.penaltyUntil.getTime() - 14 * DAY);
  const [penalty] = await tx
    .insert(teacherPenalties)
    .values({
      teacherId,
      kind: 'missed_class',
      reason: 'The class log of a group class was not submitted within 24 hours, so the class counted as missed.',
      fromAt,
      untilAt: profile.penaltyUntil,
      createdAt: fromAt,
    })
    .returning({ id: teacherPenalties.id });
  await tx.insert(penaltyAppeals).values({
    teacherId,
    penaltyId: penalty.id,
    reason:
      'I taught the class in full, but my laptop crashed right afterwards and I only got the log in the next morning. The students can confirm the class took place.',
    status: 'pending',
    createdAt: new Date(fromAt.getTime() + DAY),
  });
}
