/**
 * The live state of one classroom (issue 6, docs/api/classroom.md): who is in it, the waiting
 * room, the presentation and its annotations, the screen share, and the class flow. It is
 * plain data, stored as one JSON document per room, so any app node can answer `welcome` and a
 * teacher who reconnects finds it intact.
 */

export const CLASSROOM_ROLES = ['teacher', 'student', 'observer'] as const;
export type ClassroomRole = (typeof CLASSROOM_ROLES)[number];

/** 001 §4 classroom participants; `left` = was in class and disconnected or left (may come back). */
export const PARTICIPANT_STATES = ['expected', 'asking', 'in_class', 'denied', 'removed', 'left'] as const;
export type ParticipantState = (typeof PARTICIPANT_STATES)[number];

export const ROOM_STATUSES = ['waiting', 'started', 'ended'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

export type EndReason = 'ended_by_host' | 'hard_stop';

export interface RoomParticipant {
  /** The user id; a random id for an anonymous demo visitor. */
  peerId: string;
  userId: string | null;
  name: string;
  photo: string | null;
  role: ClassroomRole;
  state: ParticipantState;
  /** The one live WebSocket of this participant, or null. */
  connectionId: string | null;
  late: boolean;
  audio: boolean;
  video: boolean;
  mutedByTeacher: boolean;
  askedAt: string | null;
  joinedAt: string | null;
  /** Admitted at least once: a reconnect goes straight back in. */
  admitted: boolean;
  /**
   * When a node last heard this participant's live connection (connect, heartbeat). Absent in
   * rooms stored before presence expiry existed: such a connection counts as never heard.
   */
  lastSeenAt?: string | null;
  /** A student's raised hand, shown to the teacher until the student or the teacher lowers it. */
  handRaised?: boolean;
  /**
   * The student's audio-recording choice when they joined (issue 12 point 16, decision 047):
   * false = their audio track is never recorded; null/absent for teachers, observers, demos.
   */
  recordingConsent?: boolean | null;
}

export type PresentationMode = 'presenting' | 'paused';

export interface PresentationState {
  active: boolean;
  mode: PresentationMode;
  page: number;
  sharedPage: number;
  pageCount: number | null;
  presenterPeerId: string | null;
}

export type StrokeTool = 'pen' | 'highlighter';
export interface Stroke {
  id: string;
  peerId: string;
  color: string;
  width: number;
  tool: StrokeTool;
  /** Normalised to the page: 0..1 on both axes. */
  points: [number, number][];
}

export interface ScreenShare {
  peerId: string;
  startedAt: string;
}

export interface RoomState {
  status: RoomStatus;
  startedAt: string | null;
  endedAt: string | null;
  endReason: EndReason | null;
  /** Hard stop: the class's end (60 minutes after the start) or the demo's end. */
  endsAt: string;
  /** When the class starts (late arrivals are measured from here). */
  startsAt: string;
  isDemo: boolean;
  participants: Record<string, RoomParticipant>;
  presentation: PresentationState;
  /** Finished strokes per page ("1", "2", ...). */
  annotations: Record<string, Stroke[]>;
  screenShare: ScreenShare | null;
}

export function initialPresentation(): PresentationState {
  return { active: false, mode: 'presenting', page: 1, sharedPage: 1, pageCount: null, presenterPeerId: null };
}

/** A fresh room: demos start at once (the visitor is alone), classes wait for their teacher. */
export function newRoomState(input: { startsAt: Date; endsAt: Date; isDemo: boolean; now: Date }): RoomState {
  return {
    status: input.isDemo ? 'started' : 'waiting',
    startedAt: input.isDemo ? input.now.toISOString() : null,
    endedAt: null,
    endReason: null,
    endsAt: input.endsAt.toISOString(),
    startsAt: input.startsAt.toISOString(),
    isDemo: input.isDemo,
    participants: {},
    presentation: initialPresentation(),
    annotations: {},
    screenShare: null,
  };
}

export interface ParticipantSeed {
  peerId: string;
  userId: string | null;
  name: string;
  photo: string | null;
  role: ClassroomRole;
  recordingConsent?: boolean | null;
}

export function newParticipant(seed: ParticipantSeed): RoomParticipant {
  return {
    ...seed,
    state: 'expected',
    connectionId: null,
    late: false,
    audio: false,
    video: false,
    mutedByTeacher: false,
    askedAt: null,
    joinedAt: null,
    admitted: false,
    lastSeenAt: null,
    handRaised: false,
    recordingConsent: seed.recordingConsent ?? null,
  };
}

/** The teacher is present when connected and in class ("waiting for teacher" otherwise). */
export function isTeacherPresent(state: RoomState): boolean {
  return Object.values(state.participants).some((p) => p.role === 'teacher' && p.state === 'in_class' && p.connectionId !== null);
}

/** Who may see whom (docs/api/classroom.md "Visibility"): observers are never shown to others. */
export function canSee(viewer: Pick<RoomParticipant, 'peerId' | 'role'>, subject: RoomParticipant): boolean {
  if (subject.peerId === viewer.peerId) return true;
  if (subject.role === 'observer') return false;
  if (viewer.role === 'teacher' || viewer.role === 'observer') return true;
  return subject.role === 'teacher' || subject.state === 'in_class';
}

/** Participants in class with a live connection: the audience of chat, slides and signalling. */
export function inClassPeers(state: RoomState): RoomParticipant[] {
  return Object.values(state.participants).filter((p) => p.state === 'in_class' && p.connectionId !== null);
}

export function waitingRoom(state: RoomState): RoomParticipant[] {
  return Object.values(state.participants)
    .filter((p) => p.state === 'asking')
    .sort((a, b) => (a.askedAt ?? '').localeCompare(b.askedAt ?? ''));
}

/** The reactions a participant may send (issue 12 point 11): relayed, never stored. */
export const CLASSROOM_REACTIONS = ['thumbs_up', 'clap', 'heart', 'laugh', 'question'] as const;
export type ClassroomReaction = (typeof CLASSROOM_REACTIONS)[number];
