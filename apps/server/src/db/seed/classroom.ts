import { type RoomParticipant, type RoomState, newParticipant, newRoomState } from '@parla/domain';
import { and, desc, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { appointments, classes, classroomChatMessages, classroomEvents, classroomRooms, users } from '../schema/index.ts';
import { DEMO_TEACHER_EMAIL } from './class-logs.ts';
import { chance, pick } from './determinism.ts';
import type { People } from './people.ts';
import type { Catalogue } from './sections-and-curricula.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The demo teacher's classes of the last day: their logs are open, attendance pre-fills from these events. */
const RECENT_HOURS = 24;
/** The demo student's latest attended classes get a room, a chat log and attendance evidence. */
const STUDENT_HISTORY = 5;

const TEACHER_LINES = ['Hello everyone, welcome!', 'Please turn on your cameras.', 'Great work today, see you next time!'];
const STUDENT_LINES = ['Hi!', 'Could you repeat the last word, please?', 'Thank you!', 'Sorry, my audio dropped for a moment.'];

const shortName = (first: string, last: string) => (last ? `${first} ${last.charAt(0)}.` : first);

interface PastClass {
  id: string;
  uid: string;
  startAt: Date;
  endAt: Date;
  teacherId: string;
}

/**
 * Demo data of the live classroom (issue 6), idempotent like the rest of the seed: finished
 * rooms with classroom events and a chat log for the demo teacher's classes of the last day
 * (so the open class logs pre-fill attendance from evidence) and for the demo student's latest
 * attended classes (class report and chat log). A room is only written once, with its rows.
 */
export async function seedClassroom(tx: Tx, _catalogue: Catalogue, people: People, now: Date): Promise<void> {
  const demoTeacher = people.teachers.find((t) => t.email === DEMO_TEACHER_EMAIL);
  const picked = new Map<string, PastClass>();
  if (demoTeacher) {
    const recent = await tx
      .select({ id: classes.id, uid: classes.uid, startAt: classes.startAt, endAt: classes.endAt, teacherId: classes.teacherId })
      .from(classes)
      .where(
        and(
          eq(classes.teacherId, demoTeacher.id),
          ne(classes.status, 'cancelled'),
          lte(classes.endAt, now),
          gt(classes.endAt, new Date(now.getTime() - RECENT_HOURS * HOUR)),
        ),
      );
    for (const c of recent) if (c.teacherId) picked.set(c.id, { ...c, teacherId: c.teacherId });
  }
  const attended = await tx
    .select({ id: classes.id, uid: classes.uid, startAt: classes.startAt, endAt: classes.endAt, teacherId: classes.teacherId })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .where(
      and(
        eq(appointments.studentId, people.demoStudentId),
        eq(appointments.status, 'booked'),
        ne(classes.status, 'cancelled'),
        lte(classes.endAt, now),
      ),
    )
    .orderBy(desc(classes.startAt))
    .limit(STUDENT_HISTORY);
  for (const c of attended) if (c.teacherId) picked.set(c.id, { ...c, teacherId: c.teacherId });
  for (const c of picked.values()) await seedRoom(tx, c, people.demoStudentId);
}

async function seedRoom(tx: Tx, cls: PastClass, demoStudentId: string): Promise<void> {
  const booked = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, attendance: appointments.attendance })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.studentId))
    .where(and(eq(appointments.classId, cls.id), eq(appointments.status, 'booked')));
  const [teacher] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [cls.teacherId]));
  const at = (minutes: number) => new Date(cls.startAt.getTime() + minutes * MINUTE);

  const state: RoomState = newRoomState({ startsAt: cls.startAt, endsAt: cls.endAt, isDemo: false, now: at(-3) });
  const events: { userId: string | null; kind: string; at: Date }[] = [];
  const teacherEntry: RoomParticipant = {
    ...newParticipant({
      peerId: cls.teacherId,
      userId: cls.teacherId,
      name: shortName(teacher.firstName, teacher.lastName),
      photo: null,
      role: 'teacher',
    }),
    state: 'left',
    admitted: true,
    joinedAt: at(-3).toISOString(),
  };
  state.participants[cls.teacherId] = teacherEntry;
  events.push({ userId: cls.teacherId, kind: 'joined', at: at(-3) });
  events.push({ userId: cls.teacherId, kind: 'started', at: at(1) });
  for (const student of booked) {
    const entry = newParticipant({
      peerId: student.id,
      userId: student.id,
      name: shortName(student.firstName, student.lastName),
      photo: null,
      role: 'student',
    });
    state.participants[student.id] = entry;
    // Who showed up: the class log's verdict when there is one, otherwise a stable draw (most came).
    const roll = chance(`${cls.uid}:${student.id}:room`);
    const missed = student.attendance ? student.attendance === 'missed' : student.id !== demoStudentId && roll < 0.15;
    if (missed) continue;
    const late = student.id !== demoStudentId && roll > 0.85;
    const arrive = late ? 12 + Math.floor(roll * 10) : Math.floor(roll * 3) - 2;
    events.push({ userId: student.id, kind: 'admitted', at: at(arrive) });
    events.push({ userId: student.id, kind: 'joined', at: at(arrive) });
    events.push({ userId: student.id, kind: 'left', at: at(60) });
    Object.assign(entry, { state: 'left', admitted: true, askedAt: at(arrive).toISOString(), joinedAt: at(arrive).toISOString(), late });
  }
  events.push({ userId: cls.teacherId, kind: 'left', at: at(60) });
  events.push({ userId: null, kind: 'ended', at: at(60) });
  Object.assign(state, { status: 'ended', startedAt: at(1).toISOString(), endedAt: at(60).toISOString(), endReason: 'hard_stop' });

  const inserted = await tx
    .insert(classroomRooms)
    .values({ roomId: cls.uid, classId: cls.id, isDemo: false, state, endsAt: cls.endAt, createdAt: at(-3), updatedAt: at(60) })
    .onConflictDoNothing()
    .returning({ roomId: classroomRooms.roomId });
  if (inserted.length === 0) return;
  await tx.insert(classroomEvents).values(events.map((e) => ({ classId: cls.id, ...e })));

  const present = booked.filter((s) => state.participants[s.id].admitted);
  const chat = [
    { author: cls.teacherId, name: teacherEntry.name, role: 'teacher', text: TEACHER_LINES[0], minute: 0 },
    ...present.slice(0, 2).map((s, i) => ({
      author: s.id,
      name: state.participants[s.id].name,
      role: 'student',
      text: pick(STUDENT_LINES, `${cls.uid}:${s.id}:chat`),
      minute: 10 + i * 17,
    })),
    { author: cls.teacherId, name: teacherEntry.name, role: 'teacher', text: TEACHER_LINES[2], minute: 59 },
  ];
  await tx.insert(classroomChatMessages).values(
    chat.map((m) => ({
      roomId: cls.uid,
      classId: cls.id,
      authorUserId: m.author,
      authorPeerId: m.author,
      authorName: m.name,
      authorRole: m.role,
      text: m.text,
      createdAt: at(m.minute),
    })),
  );
}
