import { type ClassroomRole, DomainError, ValidationError, attendanceFromEvents, shortName } from '@parla/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { classReviewInput } from '@parla/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { appointments, classReviews, classroomEvents, lessons, users } from '../../db/schema/index.ts';
import type { Auth } from '../../plugins/auth.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { type FeedbackDelivery, deliverFeedbackIfReadable, mailFeedbackDeliveries } from '../classes/class-feedback-delivery.ts';
import { chatHistory } from './chat.service.ts';
import { type ClassRow, loadClassByUid, loadRoom, relationTo } from './classroom.service.ts';
import type { ChatMessageView } from './room-views.ts';

/** Teacher, booked students and observers may read what happened in a class. */
async function participantRole(app: FastifyInstance, auth: Auth, cls: ClassRow): Promise<ClassroomRole> {
  const relation = await relationTo(app, auth, cls);
  if (relation.isTeacherOfClass) return 'teacher';
  if (relation.hasBooking) return 'student';
  if (relation.isObserver) return 'observer';
  throw new DomainError('not_class_participant');
}

/** The chat log of a class, read-only (001 §6: students cannot add to it after class). */
export async function classroomChatHistory(app: FastifyInstance, auth: Auth, classUid: string): Promise<ChatMessageView[]> {
  const cls = await loadClassByUid(app, classUid);
  await participantRole(app, auth, cls);
  return chatHistory(app.db, cls.uid);
}

export interface AttendanceView {
  peerId: string;
  name: string;
  role: ClassroomRole;
  state: string;
  firstJoinedAt: Date | null;
  lastLeftAt: Date | null;
  minutesInClass: number;
  joinCount: number;
}

export interface ClassReportView {
  classUid: string;
  title: string;
  startDate: Date;
  endDate: Date;
  startedAt: Date | null;
  endedAt: Date | null;
  endReason: string | null;
  chat: ChatMessageView[];
  attendance: AttendanceView[];
}

/** Whether the room is over: ended by the host or the hard stop, or past the class's end. */
export function classIsOver(cls: ClassRow, roomStatus: string | undefined, now: Date): boolean {
  return roomStatus === 'ended' || now >= cls.endAt;
}

/** Whether a class's report and chat log may be read yet. */
export async function classReportAvailable(app: FastifyInstance, classUid: string): Promise<boolean> {
  const cls = await loadClassByUid(app, classUid);
  const room = await loadRoom(app, cls.uid);
  return classIsOver(cls, room?.state.status, app.clock.now());
}

/** The class report (001 §2): chat log and attendance from classroom_events, after the class. */
export async function classReport(app: FastifyInstance, auth: Auth, classUid: string): Promise<ClassReportView> {
  const cls = await loadClassByUid(app, classUid);
  const role = await participantRole(app, auth, cls);
  const room = await loadRoom(app, cls.uid);
  const now = app.clock.now();
  if (!classIsOver(cls, room?.state.status, now)) throw new DomainError('class_report_not_available');
  const events = await app.db
    .select({ userId: classroomEvents.userId, kind: classroomEvents.kind, at: classroomEvents.at })
    .from(classroomEvents)
    .where(eq(classroomEvents.classId, cls.id))
    .orderBy(asc(classroomEvents.at));
  const endedAt = room?.state.endedAt ? new Date(room.state.endedAt) : cls.endAt;
  const summaries = attendanceFromEvents(events, endedAt < cls.endAt ? endedAt : cls.endAt);
  const people = new Map<string, { name: string; role: ClassroomRole; state: string }>();
  for (const p of Object.values(room?.state.participants ?? {})) {
    if (p.userId && p.role !== 'observer') people.set(p.userId, { name: p.name, role: p.role, state: p.state });
  }
  // Booked students who never opened the classroom are still on the report (missed).
  const booked = await app.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.studentId))
    .where(and(eq(appointments.classId, cls.id), eq(appointments.status, 'booked')));
  for (const b of booked)
    if (!people.has(b.id)) people.set(b.id, { name: shortName(b.firstName, b.lastName), role: 'student', state: 'expected' });
  const missing = [...summaries.keys()].filter((id) => !people.has(id));
  if (missing.length > 0) {
    const rows = await app.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, missing));
    for (const r of rows)
      people.set(r.id, { name: shortName(r.firstName, r.lastName), role: r.id === cls.teacherId ? 'teacher' : 'student', state: 'left' });
  }
  const attendance: AttendanceView[] = [...people.entries()]
    .filter(([id]) => role !== 'student' || id === auth.userId)
    .map(([id, person]) => {
      const s = summaries.get(id);
      return {
        peerId: id,
        name: person.name,
        role: person.role,
        state: person.state,
        firstJoinedAt: s?.firstJoinedAt ?? null,
        lastLeftAt: s?.lastLeftAt ?? null,
        minutesInClass: s?.minutesInClass ?? 0,
        joinCount: s?.joinCount ?? 0,
      };
    })
    .sort((a, b) => (a.role === b.role ? a.name.localeCompare(b.name) : a.role === 'teacher' ? -1 : 1));
  const [lesson] = await app.db.select({ title: lessons.title }).from(lessons).where(eq(lessons.id, cls.lessonId)).limit(1);
  return {
    classUid: cls.uid,
    title: lesson?.title ?? '',
    startDate: cls.startAt,
    endDate: cls.endAt,
    startedAt: room?.state.startedAt ? new Date(room.state.startedAt) : null,
    endedAt: room?.state.endedAt ? new Date(room.state.endedAt) : null,
    endReason: room?.state.endReason ?? null,
    chat: await chatHistory(app.db, cls.uid),
    attendance,
  };
}

export type ClassReviewInput = z.input<typeof classReviewInput>;

export type ClassReviewRow = typeof classReviews.$inferSelect & { classUid: string };

/**
 * The student's review after class (001 §5: teacher, material and feedback text required,
 * technical quality optional); one per student and class, guarded by the unique index.
 */
export async function submitClassReview(app: FastifyInstance, auth: Auth, raw: ClassReviewInput): Promise<ClassReviewRow> {
  const parsed = classReviewInput.safeParse(raw);
  if (!parsed.success) {
    throw new ValidationError(parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.') || '_', message: i.message })));
  }
  const input = parsed.data;
  const cls = await loadClassByUid(app, input.classUid);
  const now = app.clock.now();
  let delivery: FeedbackDelivery | null = null;
  const result = await inTransaction(app.db, async (tx) => {
    const [booking] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.classId, cls.id), eq(appointments.studentId, auth.userId), eq(appointments.status, 'booked')))
      .limit(1)
      .for('update');
    if (!booking) throw new DomainError('not_class_participant');
    if (now < cls.startAt) throw new DomainError('class_report_not_available');
    const [review] = await tx
      .insert(classReviews)
      .values({
        classId: cls.id,
        studentId: auth.userId,
        teacherId: cls.teacherId,
        teacherRating: input.teacherRating,
        materialRating: input.materialRating,
        technicalQuality: input.technicalQuality ?? null,
        feedback: input.feedback,
        isPublic: input.isPublic,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!review) throw new DomainError('class_already_reviewed');
    await tx.update(appointments).set({ isRatedByStudent: true }).where(eq(appointments.id, booking.id));
    delivery = await deliverFeedbackIfReadable(tx, cls.id, auth.userId, now);
    return { ...review, classUid: cls.uid };
  });
  if (delivery) await mailFeedbackDeliveries(app, [delivery]);
  return result;
}
