import { randomBytes } from 'node:crypto';
import {
  type ClassroomRole,
  DEFAULT_CLASSROOM_CONFIG,
  DomainError,
  type RoomState,
  assertCanJoinClassroom,
  newRoomState,
  notFound,
  shortName,
} from '@parla/domain';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appointments, classes, classroomRooms, lessons, modules, teacherProfiles, users } from '../../db/schema/index.ts';
import type { Auth } from '../../plugins/auth.ts';
import { presentationUrlOf } from '../curriculum/curriculum.service.ts';
import { CLOSE_ROOM_JOB } from './classroom.jobs.ts';
import { hubOf } from './hub-registry.ts';
import { audioRecordingConsentOf, setAudioRecordingConsent } from './recording-consent.service.ts';
import { signJoinToken } from './join-token.ts';
import { DEMO_PRESENTATION_URL, DEMO_TITLE } from './room-meta.ts';

const MINUTE_MS = 60_000;
export const WEBSOCKET_PATH = '/api/classroom/ws';
const DEMO_PREFIX = 'demo-';
export const isDemoUid = (uid: string) => uid.startsWith(DEMO_PREFIX);

export interface ClassroomJoinView {
  token: string;
  expiresAt: Date;
  websocketPath: string;
  websocketUrl: string;
  role: ClassroomRole;
  iceServers: unknown[];
  classUid: string;
  isDemo: boolean;
  opensAt: Date;
  endsAt: Date;
  presentationUrl: string | null;
  canBeAudioRecorded: boolean;
  /** The student's recording choice carried into the room (decision 047); null for others. */
  audioRecordingConsent: boolean | null;
}

export type ClassRow = typeof classes.$inferSelect;

export function websocketUrlFor(request: FastifyRequest): string {
  const scheme = request.protocol === 'https' ? 'wss' : 'ws';
  return `${scheme}://${request.host}${WEBSOCKET_PATH}`;
}

export async function loadClassByUid(app: FastifyInstance, classUid: string): Promise<ClassRow> {
  const [row] = await app.db.select().from(classes).where(eq(classes.uid, classUid)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function loadRoom(app: FastifyInstance, roomId: string) {
  const [row] = await app.db.select().from(classroomRooms).where(eq(classroomRooms.roomId, roomId)).limit(1);
  return row ?? null;
}

/** How the viewer relates to a class: teacher, booked student, observer (admin), or nobody. */
export async function relationTo(app: FastifyInstance, auth: Auth, cls: ClassRow) {
  const [booking] = await app.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.classId, cls.id), eq(appointments.studentId, auth.userId), eq(appointments.status, 'booked')))
    .limit(1);
  const [profile] = cls.teacherId
    ? await app.db
        .select({ optOut: teacherProfiles.observationOptOut })
        .from(teacherProfiles)
        .where(eq(teacherProfiles.userId, cls.teacherId))
        .limit(1)
    : [];
  return {
    isTeacherOfClass: cls.teacherId === auth.userId,
    hasBooking: Boolean(booking),
    isObserver: auth.roles.includes('admin'),
    teacherOptedOutOfObservation: profile?.optOut ?? false,
  };
}

async function personOf(app: FastifyInstance, userId: string) {
  const [user] = await app.db
    .select({ firstName: users.firstName, lastName: users.lastName, photo: users.photoUrl })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { name: user ? shortName(user.firstName, user.lastName) : '', photo: user?.photo ?? null };
}

/** Booked students of a class as room participants ("expected to join"). */
async function bookedSeeds(app: FastifyInstance, classId: string) {
  const rows = await app.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, photo: users.photoUrl })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.studentId))
    .where(and(eq(appointments.classId, classId), eq(appointments.status, 'booked')));
  return rows.map((r) => ({
    peerId: r.id,
    userId: r.id,
    name: shortName(r.firstName, r.lastName),
    photo: r.photo,
    role: 'student' as const,
  }));
}

/** Creates the class's room once (any node, any number of times), with its closing job. */
async function ensureClassRoom(app: FastifyInstance, cls: ClassRow, now: Date): Promise<void> {
  const state: RoomState = newRoomState({ startsAt: cls.startAt, endsAt: cls.endAt, isDemo: false, now });
  const created = await app.db
    .insert(classroomRooms)
    .values({ roomId: cls.uid, classId: cls.id, isDemo: false, state, endsAt: cls.endAt, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ roomId: classroomRooms.roomId });
  if (created.length > 0) {
    await app.jobs.schedule(CLOSE_ROOM_JOB, { roomId: cls.uid }, { runAt: cls.endAt, uniqueKey: `${CLOSE_ROOM_JOB}:${cls.uid}` });
  }
}

/**
 * joinClassroom (docs/api/classroom.md §1): checks who may join now, records the student's
 * attempt, makes sure the room exists with every booked student expected, and issues a
 * short-lived token bound to the room, the user and the role. A student's audio-recording
 * choice (when given) is remembered and carried into the room; declining never refuses the join
 * (GDPR Art. 7(4), decision 047): the student is in class and their audio is not recorded.
 */
export async function joinClassroom(
  app: FastifyInstance,
  auth: Auth,
  classUid: string,
  request: FastifyRequest,
  audioRecordingConsent: boolean | null = null,
): Promise<ClassroomJoinView> {
  if (isDemoUid(classUid)) return rejoinDemo(app, auth, classUid, request);
  const now = app.clock.now();
  const cls = await loadClassByUid(app, classUid);
  const relation = await relationTo(app, auth, cls);
  const opensAt = new Date(cls.startAt.getTime() - DEFAULT_CLASSROOM_CONFIG.joinWindowMinutesBeforeStart * MINUTE_MS);
  if (relation.hasBooking && !relation.isTeacherOfClass && now >= opensAt) {
    // Evidence that the student tried (000 §3 hasAttemptToJoin), even if the join is refused below.
    await app.db
      .update(appointments)
      .set({ hasAttemptToJoin: true })
      .where(and(eq(appointments.classId, cls.id), eq(appointments.studentId, auth.userId), eq(appointments.status, 'booked')));
  }
  const room = await loadRoom(app, cls.uid);
  const role = assertCanJoinClassroom(
    {
      cls,
      viewer: relation,
      teacherOptedOutOfObservation: relation.teacherOptedOutOfObservation,
      room: room?.state ?? null,
      viewerPeerId: auth.userId,
    },
    now,
    DEFAULT_CLASSROOM_CONFIG,
  );
  await ensureClassRoom(app, cls, now);
  await hubOf(app).command(cls.uid, { system: true }, { type: 'sync_expected', students: await bookedSeeds(app, cls.id) });
  const person = role === 'observer' ? { name: 'Observer', photo: null } : await personOf(app, auth.userId);
  let recordingConsent: boolean | null = null;
  if (role === 'student') {
    if (audioRecordingConsent !== null) await setAudioRecordingConsent(app, auth.userId, audioRecordingConsent);
    // Never asked counts as "no": nobody is recorded without having said yes.
    recordingConsent = audioRecordingConsent ?? (await audioRecordingConsentOf(app, auth.userId)) ?? false;
  }
  const expiresAt = new Date(now.getTime() + DEFAULT_CLASSROOM_CONFIG.joinTokenMinutes * MINUTE_MS);
  const token = await signJoinToken(
    {
      roomId: cls.uid,
      classId: cls.id,
      peerId: auth.userId,
      userId: auth.userId,
      role,
      name: person.name,
      photo: person.photo,
      isDemo: false,
      recordingConsent,
    },
    app.config.jwtSecret,
    now,
    expiresAt,
  );
  return {
    token,
    expiresAt,
    websocketPath: WEBSOCKET_PATH,
    websocketUrl: websocketUrlFor(request),
    role,
    iceServers: app.config.iceServers,
    classUid: cls.uid,
    isDemo: false,
    opensAt,
    endsAt: cls.endAt,
    presentationUrl: presentationUrlOf(cls.lessonId),
    canBeAudioRecorded: cls.canBeAudioRecorded,
    audioRecordingConsent: recordingConsent,
  };
}

/**
 * A demo room (docs/decisions/016): the visitor alone with presenter controls and the sample
 * deck for 15 minutes. Limited per user, or per IP address for prospects, per 24 hours.
 */
export async function startDemoClass(app: FastifyInstance, auth: Auth | null, request: FastifyRequest): Promise<ClassroomJoinView> {
  const now = app.clock.now();
  const since = new Date(now.getTime() - 24 * 60 * MINUTE_MS);
  // Prospects are counted per address, without the demos of signed-in users behind the same address.
  const owner = auth
    ? eq(classroomRooms.ownerUserId, auth.userId)
    : and(isNull(classroomRooms.ownerUserId), eq(classroomRooms.ownerIp, request.ip));
  const [{ count }] = await app.db
    .select({ count: sql<number>`count(*)::int` })
    .from(classroomRooms)
    .where(and(eq(classroomRooms.isDemo, true), owner, gte(classroomRooms.createdAt, since)));
  if (count >= DEFAULT_CLASSROOM_CONFIG.demoLimitPerDay) throw new DomainError('start_now_use_limit_reached');
  const roomId = `${DEMO_PREFIX}${randomBytes(8).toString('base64url').slice(0, 10)}`;
  const endsAt = new Date(now.getTime() + DEFAULT_CLASSROOM_CONFIG.demoMinutes * MINUTE_MS);
  const state = newRoomState({ startsAt: now, endsAt, isDemo: true, now });
  await app.db.insert(classroomRooms).values({
    roomId,
    classId: null,
    isDemo: true,
    ownerUserId: auth?.userId ?? null,
    ownerIp: request.ip,
    state,
    endsAt,
    createdAt: now,
    updatedAt: now,
  });
  await app.jobs.schedule(CLOSE_ROOM_JOB, { roomId }, { runAt: endsAt, uniqueKey: `${CLOSE_ROOM_JOB}:${roomId}` });
  return demoJoin(app, request, { roomId, endsAt, createdAt: now }, auth ? auth.userId : `guest-${randomBytes(6).toString('hex')}`, auth);
}

async function demoJoin(
  app: FastifyInstance,
  request: FastifyRequest,
  room: { roomId: string; endsAt: Date; createdAt: Date },
  peerId: string,
  auth: Auth | null,
): Promise<ClassroomJoinView> {
  const now = app.clock.now();
  const person = auth ? await personOf(app, auth.userId) : { name: 'Guest', photo: null };
  const token = await signJoinToken(
    {
      roomId: room.roomId,
      classId: null,
      peerId,
      userId: auth?.userId ?? null,
      role: 'student',
      name: person.name,
      photo: person.photo,
      isDemo: true,
    },
    app.config.jwtSecret,
    now,
    room.endsAt,
  );
  return {
    token,
    expiresAt: room.endsAt,
    websocketPath: WEBSOCKET_PATH,
    websocketUrl: websocketUrlFor(request),
    role: 'student',
    iceServers: app.config.iceServers,
    classUid: room.roomId,
    isDemo: true,
    opensAt: room.createdAt,
    endsAt: room.endsAt,
    presentationUrl: DEMO_PRESENTATION_URL,
    canBeAudioRecorded: false,
    audioRecordingConsent: null,
  };
}

/** A signed-in owner may fetch a fresh token for their own demo while it runs. */
async function rejoinDemo(app: FastifyInstance, auth: Auth, roomId: string, request: FastifyRequest): Promise<ClassroomJoinView> {
  const room = await loadRoom(app, roomId);
  if (!room?.isDemo || room.ownerUserId !== auth.userId) throw notFound();
  if (room.state.status === 'ended' || app.clock.now() >= room.endsAt) throw new DomainError('class_has_ended');
  return demoJoin(app, request, room, auth.userId, auth);
}

export interface ClassroomInfoView {
  classUid: string;
  isDemo: boolean;
  title: string;
  lessonNumber: number | null;
  moduleName: string | null;
  startDate: Date;
  endDate: Date;
  opensAt: Date;
  teacher: { peerId: string; firstName: string; shortName: string; photo: string | null } | null;
  role: ClassroomRole | null;
  blockingError: string | null;
  status: string;
  roomStatus: string;
  presentationUrl: string | null;
  canBeAudioRecorded: boolean;
  /** The viewing student's remembered recording choice (pre-fills the prejoin screen); null if never asked or not a student. */
  audioRecordingConsent: boolean | null;
  isForNewClassroom: boolean;
  hasReviewed: boolean;
}

/** What the pre-join screen shows; never fails for someone who may see the class. */
export async function classroomInfo(app: FastifyInstance, auth: Auth | null, classUid: string): Promise<ClassroomInfoView> {
  const now = app.clock.now();
  if (isDemoUid(classUid)) {
    const room = await loadRoom(app, classUid);
    if (!room?.isDemo) throw notFound();
    const ended = room.state.status === 'ended' || now >= room.endsAt;
    return {
      classUid,
      isDemo: true,
      title: DEMO_TITLE,
      lessonNumber: null,
      moduleName: null,
      startDate: room.createdAt,
      endDate: room.endsAt,
      opensAt: room.createdAt,
      teacher: null,
      role: 'student',
      blockingError: ended ? 'class_has_ended' : null,
      status: 'active',
      roomStatus: ended ? 'ended' : room.state.status,
      presentationUrl: DEMO_PRESENTATION_URL,
      canBeAudioRecorded: false,
      audioRecordingConsent: null,
      isForNewClassroom: true,
      hasReviewed: false,
    };
  }
  if (!auth) throw new DomainError('unauthenticated');
  const cls = await loadClassByUid(app, classUid);
  const relation = await relationTo(app, auth, cls);
  const room = await loadRoom(app, cls.uid);
  let role: ClassroomRole | null = null;
  let blockingError: string | null = null;
  try {
    role = assertCanJoinClassroom(
      {
        cls,
        viewer: relation,
        teacherOptedOutOfObservation: relation.teacherOptedOutOfObservation,
        room: room?.state ?? null,
        viewerPeerId: auth.userId,
      },
      now,
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    blockingError = error.code;
    role = relation.isTeacherOfClass ? 'teacher' : relation.hasBooking ? 'student' : relation.isObserver ? 'observer' : null;
  }
  if (!role) throw new DomainError('not_class_participant');
  const [details] = await app.db
    .select({ title: lessons.title, number: lessons.number, moduleName: modules.name })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(lessons.id, cls.lessonId))
    .limit(1);
  const [teacher] = cls.teacherId
    ? await app.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, photo: users.photoUrl })
        .from(users)
        .where(eq(users.id, cls.teacherId))
        .limit(1)
    : [];
  const [appointment] = await app.db
    .select({ rated: appointments.isRatedByStudent })
    .from(appointments)
    .where(and(eq(appointments.classId, cls.id), eq(appointments.studentId, auth.userId)))
    .limit(1);
  const ended = room?.state.status === 'ended' || now >= cls.endAt;
  return {
    classUid: cls.uid,
    isDemo: false,
    title: details.title,
    lessonNumber: details.number,
    moduleName: details.moduleName,
    startDate: cls.startAt,
    endDate: cls.endAt,
    opensAt: new Date(cls.startAt.getTime() - DEFAULT_CLASSROOM_CONFIG.joinWindowMinutesBeforeStart * MINUTE_MS),
    teacher: teacher
      ? {
          peerId: teacher.id,
          firstName: teacher.firstName,
          shortName: shortName(teacher.firstName, teacher.lastName),
          photo: teacher.photo,
        }
      : null,
    role,
    blockingError,
    status: cls.status,
    roomStatus: ended ? 'ended' : (room?.state.status ?? 'waiting'),
    presentationUrl: presentationUrlOf(cls.lessonId),
    canBeAudioRecorded: cls.canBeAudioRecorded,
    audioRecordingConsent: role === 'student' ? await audioRecordingConsentOf(app, auth.userId) : null,
    isForNewClassroom: cls.isForNewClassroom,
    hasReviewed: appointment?.rated ?? false,
  };
}
