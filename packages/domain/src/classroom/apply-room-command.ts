import { DomainError, notFound } from '../errors.ts';
import { MINUTE_MS } from '../classes/time-units.ts';
import { type ClassroomConfig, DEFAULT_CLASSROOM_CONFIG } from './classroom-config.ts';
import {
  type ClassroomRole,
  type EndReason,
  type ParticipantSeed,
  type PresentationMode,
  type RoomParticipant,
  type RoomState,
  type Stroke,
  newParticipant,
} from './room-state.ts';

/** Kinds of classroom_events rows (apps/server/src/db/schema/classroom.ts). */
export type ClassroomEventKind = 'joined' | 'left' | 'admitted' | 'denied' | 'removed' | 'started' | 'ended';

export type RoomCommand =
  | { type: 'connect'; connectionId: string; seed: ParticipantSeed }
  | { type: 'disconnect'; connectionId: string }
  | { type: 'leave' }
  | { type: 'sync_expected'; students: ParticipantSeed[] }
  | { type: 'ask_to_join' }
  | { type: 'admit'; peerId: string }
  | { type: 'deny'; peerId: string }
  | { type: 'admit_all' }
  | { type: 'mute'; peerId: string }
  | { type: 'remove'; peerId: string }
  | { type: 'start_class' }
  | { type: 'end_class' }
  | { type: 'hard_stop' }
  | { type: 'expire_presence'; keepConnectionIds: string[] }
  | { type: 'media_state'; audio: boolean; video: boolean }
  | { type: 'raise_hand'; raised: boolean }
  | { type: 'lower_hand'; peerId: string }
  | { type: 'presentation_open'; page?: number; pageCount?: number; replace?: boolean }
  | { type: 'presentation_page'; page: number }
  | { type: 'presentation_mode'; mode: PresentationMode }
  | { type: 'presentation_close' }
  | { type: 'annotation_add'; page: number; stroke: Stroke }
  | { type: 'annotation_clear'; page: number }
  | { type: 'screen_share_start'; replace?: boolean }
  | { type: 'screen_share_stop' };

/** Who sends a command: a participant's peer id, or the system (hard stop, sync). */
export type RoomActor = { peerId: string } | { system: true };

export interface RoomOutcome {
  state: RoomState;
  /** Participants whose entry changed: the server tells everyone who can see them. */
  changed: string[];
  classStateChanged: boolean;
  waitingRoomChanged: boolean;
  presentationChanged: boolean;
  screenShareChanged: boolean;
  annotationAdded: { page: number; stroke: Stroke } | null;
  annotationCleared: number | null;
  /** Peers that need a full resync (`state`), e.g. a student just admitted. */
  resync: string[];
  /** Connections to close: the older one of a duplicate session, a removed student. */
  kicks: { peerId: string; connectionId: string; reason: 'duplicate_session' | 'removed' | 'presence_expired' }[];
  /** Peers told they were muted. */
  muted: string[];
  /** Connections that closed (peers drop their RTCPeerConnection). */
  closedConnections: { peerId: string; connectionId: string }[];
  ended: EndReason | null;
  /** classroom_events rows to write (observers leave none). */
  records: { kind: ClassroomEventKind; userId: string | null }[];
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** What a participant may do (welcome.permissions). */
export function permissionsOf(participant: Pick<RoomParticipant, 'role'>, state: Pick<RoomState, 'isDemo' | 'status'>) {
  const teacher = participant.role === 'teacher';
  return {
    moderate: teacher,
    present: teacher || (state.isDemo && participant.role === 'student'),
    chat: participant.role !== 'observer' && state.status !== 'ended',
    deleteChat: teacher,
  };
}

/**
 * Applies one command to a room and says what changed (pure; the server persists the state,
 * writes the records and fans the changes out). Refusals throw DomainError with the codes of
 * docs/api/classroom.md.
 */
export function applyRoomCommand(
  current: RoomState,
  actor: RoomActor,
  command: RoomCommand,
  now: Date,
  config: Pick<
    ClassroomConfig,
    'lateArrivalDenyMinutes' | 'maxStrokesPerPage' | 'maxPointsPerStroke' | 'maxPages' | 'presenceTimeoutSeconds'
  > = DEFAULT_CLASSROOM_CONFIG,
): RoomOutcome {
  const state = clone(current);
  const at = now.toISOString();
  const out: RoomOutcome = {
    state,
    changed: [],
    classStateChanged: false,
    waitingRoomChanged: false,
    presentationChanged: false,
    screenShareChanged: false,
    annotationAdded: null,
    annotationCleared: null,
    resync: [],
    kicks: [],
    muted: [],
    closedConnections: [],
    ended: null,
    records: [],
  };
  const touch = (p: RoomParticipant) => {
    if (!out.changed.includes(p.peerId)) out.changed.push(p.peerId);
  };
  const record = (kind: ClassroomEventKind, p: RoomParticipant | null) => {
    if (p && p.role === 'observer') return;
    out.records.push({ kind, userId: p?.userId ?? null });
  };
  const enterClass = (p: RoomParticipant) => {
    if (p.state === 'asking') out.waitingRoomChanged = true;
    if (p.state !== 'in_class') {
      p.state = 'in_class';
      p.joinedAt = at;
      record('joined', p);
    }
    p.admitted = true;
    touch(p);
  };
  const leaveClass = (p: RoomParticipant) => {
    if (p.connectionId) out.closedConnections.push({ peerId: p.peerId, connectionId: p.connectionId });
    p.connectionId = null;
    p.audio = false;
    p.video = false;
    p.handRaised = false;
    if (p.state === 'in_class') {
      p.state = 'left';
      record('left', p);
    } else if (p.state === 'asking') {
      p.state = 'expected';
      out.waitingRoomChanged = true;
    }
    if (state.screenShare?.peerId === p.peerId) {
      state.screenShare = null;
      out.screenShareChanged = true;
    }
    if (p.role === 'teacher') out.classStateChanged = true;
    touch(p);
  };
  const end = (reason: EndReason, by: RoomParticipant | null) => {
    if (state.status === 'ended') return;
    for (const p of Object.values(state.participants)) {
      if (p.state === 'in_class' || p.connectionId) leaveClass(p);
    }
    state.status = 'ended';
    state.endedAt = at;
    state.endReason = reason;
    state.screenShare = null;
    out.ended = reason;
    out.classStateChanged = true;
    record('ended', by);
  };

  if ('system' in actor) {
    if (command.type === 'hard_stop') end('hard_stop', null);
    else if (command.type === 'expire_presence') {
      // Connections nobody heard for the timeout (their node crashed, their client died) leave, as
      // if they had closed; a socket still open somewhere is told and closed so its client reconnects.
      for (const p of stalePresences(state, now, command.keepConnectionIds, config)) {
        out.kicks.push({ peerId: p.peerId, connectionId: p.connectionId!, reason: 'presence_expired' });
        leaveClass(p);
      }
    } else if (command.type === 'sync_expected') syncExpected(state, command.students, out);
    else throw new DomainError('invalid_request');
    return out;
  }

  if (command.type === 'connect') {
    if (state.status === 'ended') throw new DomainError('class_has_ended');
    const existing = state.participants[actor.peerId];
    if (existing?.state === 'removed') throw new DomainError('removed_from_class');
    const p = existing ?? newParticipant(command.seed);
    state.participants[p.peerId] = p;
    p.name = command.seed.name;
    p.photo = command.seed.photo;
    // The choice made at this join counts (it may have changed in the settings since the last one).
    if (command.seed.recordingConsent !== undefined) p.recordingConsent = command.seed.recordingConsent;
    if (p.connectionId && p.connectionId !== command.connectionId) {
      out.kicks.push({ peerId: p.peerId, connectionId: p.connectionId, reason: 'duplicate_session' });
    }
    p.connectionId = command.connectionId;
    p.lastSeenAt = at;
    p.audio = false;
    p.video = false;
    if (p.role !== 'student' || p.admitted || state.isDemo) enterClass(p);
    if (p.role === 'teacher') out.classStateChanged = true;
    if (p.state === 'asking') out.waitingRoomChanged = true;
    touch(p);
    return out;
  }

  const self = state.participants[actor.peerId];
  if (!self) throw new DomainError('invalid_request');

  if (command.type === 'disconnect') {
    // A stale close (the older connection of a duplicate session, a kicked socket) changes nothing.
    if (self.connectionId !== command.connectionId) return out;
    leaveClass(self);
    return out;
  }
  if (command.type === 'leave') {
    if (self.connectionId) leaveClass(self);
    return out;
  }
  if (command.type === 'media_state') {
    self.audio = command.audio;
    self.video = command.video;
    if (command.audio) self.mutedByTeacher = false;
    touch(self);
    return out;
  }
  if (state.status === 'ended') throw new DomainError('class_has_ended');

  const permissions = permissionsOf(self, state);
  const requireModerator = () => {
    if (!permissions.moderate) throw new DomainError('forbidden');
  };
  const requirePresenter = () => {
    if (!permissions.present) throw new DomainError('forbidden');
  };
  const student = (peerId: string) => {
    const target = state.participants[peerId];
    if (target?.role !== 'student') throw notFound();
    return target;
  };
  const admit = (target: RoomParticipant) => {
    target.admitted = true;
    record('admitted', target);
    if (target.connectionId) {
      enterClass(target);
      out.resync.push(target.peerId);
    } else {
      if (target.state === 'asking') out.waitingRoomChanged = true;
      target.state = 'expected';
      touch(target);
    }
  };
  const validPage = (page: number) => {
    const limit = state.presentation.pageCount ?? config.maxPages;
    if (!Number.isInteger(page) || page < 1 || page > limit) throw new DomainError('invalid_request');
  };

  switch (command.type) {
    case 'ask_to_join': {
      if (self.role !== 'student') throw new DomainError('invalid_request');
      if (self.state === 'removed') throw new DomainError('removed_from_class');
      if (self.state === 'denied') throw new DomainError('join_denied');
      if (self.state === 'in_class' || self.state === 'asking') return out;
      if (self.admitted) {
        enterClass(self);
        out.resync.push(self.peerId);
        return out;
      }
      self.state = 'asking';
      self.askedAt = at;
      self.late = now.getTime() - new Date(state.startsAt).getTime() > config.lateArrivalDenyMinutes * MINUTE_MS;
      out.waitingRoomChanged = true;
      touch(self);
      return out;
    }
    case 'admit': {
      requireModerator();
      const target = student(command.peerId);
      if (target.state !== 'asking' && target.state !== 'denied') throw new DomainError('invalid_request');
      admit(target);
      return out;
    }
    case 'admit_all': {
      requireModerator();
      for (const target of Object.values(state.participants)) {
        if (target.role === 'student' && target.state === 'asking' && !target.late) admit(target);
      }
      return out;
    }
    case 'deny': {
      requireModerator();
      const target = student(command.peerId);
      if (target.state !== 'asking') throw new DomainError('invalid_request');
      target.state = 'denied';
      out.waitingRoomChanged = true;
      record('denied', target);
      touch(target);
      return out;
    }
    case 'raise_hand': {
      if (self.role !== 'student' || self.state !== 'in_class') throw new DomainError('invalid_request');
      if (Boolean(self.handRaised) === command.raised) return out;
      self.handRaised = command.raised;
      touch(self);
      return out;
    }
    case 'lower_hand': {
      requireModerator();
      const target = student(command.peerId);
      if (!target.handRaised) return out;
      target.handRaised = false;
      touch(target);
      return out;
    }
    case 'mute': {
      requireModerator();
      const target = state.participants[command.peerId];
      if (!target || target.role === 'teacher' || target.state !== 'in_class') throw notFound();
      target.mutedByTeacher = true;
      target.audio = false;
      out.muted.push(target.peerId);
      touch(target);
      return out;
    }
    case 'remove': {
      requireModerator();
      const target = student(command.peerId);
      if (target.state === 'removed') return out;
      const connectionId = target.connectionId;
      if (connectionId) out.kicks.push({ peerId: target.peerId, connectionId, reason: 'removed' });
      leaveClass(target);
      if (target.state === 'asking' || target.state === 'expected') out.waitingRoomChanged = true;
      target.state = 'removed';
      target.admitted = false;
      record('removed', target);
      return out;
    }
    case 'start_class': {
      requireModerator();
      if (state.status === 'started') return out;
      state.status = 'started';
      state.startedAt = at;
      out.classStateChanged = true;
      record('started', self);
      return out;
    }
    case 'end_class': {
      requireModerator();
      end('ended_by_host', self);
      return out;
    }
    case 'presentation_open': {
      requirePresenter();
      if (state.screenShare && !command.replace) {
        throw new DomainError('replace_required', undefined, { active: 'screen_share' });
      }
      if (state.screenShare) {
        state.screenShare = null;
        out.screenShareChanged = true;
      }
      const p = state.presentation;
      if (command.pageCount !== undefined) {
        if (!Number.isInteger(command.pageCount) || command.pageCount < 1 || command.pageCount > config.maxPages) {
          throw new DomainError('invalid_request');
        }
        p.pageCount = command.pageCount;
      }
      const page = command.page ?? (p.active ? p.page : 1);
      validPage(page);
      p.active = true;
      p.mode = 'presenting';
      p.page = page;
      p.sharedPage = page;
      p.presenterPeerId = self.peerId;
      out.presentationChanged = true;
      return out;
    }
    case 'presentation_page': {
      requirePresenter();
      const p = state.presentation;
      if (!p.active) throw new DomainError('invalid_request');
      validPage(command.page);
      p.page = command.page;
      if (p.mode === 'presenting') p.sharedPage = command.page;
      out.presentationChanged = true;
      return out;
    }
    case 'presentation_mode': {
      requirePresenter();
      const p = state.presentation;
      if (!p.active) throw new DomainError('invalid_request');
      p.mode = command.mode;
      if (p.mode === 'presenting') p.sharedPage = p.page;
      out.presentationChanged = true;
      return out;
    }
    case 'presentation_close': {
      requirePresenter();
      if (!state.presentation.active) return out;
      state.presentation.active = false;
      state.presentation.presenterPeerId = null;
      out.presentationChanged = true;
      return out;
    }
    case 'annotation_add': {
      requirePresenter();
      validPage(command.page);
      const key = String(command.page);
      const strokes = state.annotations[key] ?? [];
      if (strokes.length >= config.maxStrokesPerPage || command.stroke.points.length > config.maxPointsPerStroke) {
        throw new DomainError('invalid_request');
      }
      const stroke = { ...command.stroke, peerId: self.peerId };
      state.annotations[key] = [...strokes.filter((s) => s.id !== stroke.id), stroke];
      out.annotationAdded = { page: command.page, stroke };
      return out;
    }
    case 'annotation_clear': {
      requirePresenter();
      validPage(command.page);
      delete state.annotations[String(command.page)];
      out.annotationCleared = command.page;
      return out;
    }
    case 'screen_share_start': {
      requirePresenter();
      if (state.presentation.active && !command.replace) {
        throw new DomainError('replace_required', undefined, { active: 'presentation' });
      }
      if (state.presentation.active) {
        state.presentation.active = false;
        state.presentation.presenterPeerId = null;
        out.presentationChanged = true;
      }
      state.screenShare = { peerId: self.peerId, startedAt: at };
      out.screenShareChanged = true;
      return out;
    }
    case 'screen_share_stop': {
      if (!state.screenShare) return out;
      if (state.screenShare.peerId !== self.peerId && !permissions.moderate) throw new DomainError('forbidden');
      state.screenShare = null;
      out.screenShareChanged = true;
      return out;
    }
    default:
      throw new DomainError('invalid_request');
  }
}

/** Booked students who have not shown up yet appear as "expected to join" (teacher view). */
function syncExpected(state: RoomState, students: ParticipantSeed[], out: RoomOutcome): void {
  for (const seed of students) {
    if (state.participants[seed.peerId]) continue;
    state.participants[seed.peerId] = newParticipant({ ...seed, role: 'student' as ClassroomRole });
    out.changed.push(seed.peerId);
  }
}

/**
 * Participants shown as connected whose connection nobody heard for the presence timeout
 * (docs/decisions/027). `keepConnectionIds` are sockets the asking node holds open itself: their
 * liveness is the transport's (WebSocket ping/pong), not the shared clock.
 */
export function stalePresences(
  state: RoomState,
  now: Date,
  keepConnectionIds: readonly string[],
  config: Pick<ClassroomConfig, 'presenceTimeoutSeconds'> = DEFAULT_CLASSROOM_CONFIG,
): RoomParticipant[] {
  if (state.status === 'ended') return [];
  const cutoff = now.getTime() - config.presenceTimeoutSeconds * 1000;
  return Object.values(state.participants).filter((p) => {
    if (!p.connectionId || keepConnectionIds.includes(p.connectionId)) return false;
    const seen = p.lastSeenAt ? Date.parse(p.lastSeenAt) : Number.NaN;
    return !(seen > cutoff);
  });
}
