import {
  type RoomOutcome,
  type RoomParticipant,
  type RoomState,
  canSee,
  inClassPeers,
  isTeacherPresent,
  permissionsOf,
  waitingRoom,
} from '@parla/domain';
import type { Delivery, RosterEntry } from './room-bus.ts';

/** Static facts of a room shown in welcome (docs/api/classroom.md). */
export interface RoomMeta {
  classUid: string;
  isDemo: boolean;
  title: string;
  startDate: string;
  endDate: string;
  opensAt: string;
  endsAt: string;
  presentationUrl: string | null;
  canBeAudioRecorded: boolean;
}

export interface ChatMessageView {
  id: string;
  peerId: string;
  authorName: string;
  authorRole: string;
  text: string;
  sentAt: string;
  deletedAt: string | null;
}

/** The recording choice is the student's business and the teacher's (and an observer's), not classmates'. */
const seesRecordingConsent = (viewer: Pick<RoomParticipant, 'peerId' | 'role'> | null, subject: RoomParticipant) =>
  viewer === null || viewer.role === 'teacher' || viewer.role === 'observer' || viewer.peerId === subject.peerId;

export function participantView(p: RoomParticipant, viewer: Pick<RoomParticipant, 'peerId' | 'role'> | null = null) {
  return {
    peerId: p.peerId,
    name: p.name,
    photo: p.photo,
    role: p.role,
    state: p.state,
    connected: p.connectionId !== null,
    connectionId: p.connectionId,
    late: p.late,
    audio: p.audio,
    video: p.video,
    mutedByTeacher: p.mutedByTeacher,
    askedAt: p.askedAt,
    joinedAt: p.joinedAt,
    handRaised: p.handRaised ?? false,
    recordingConsent: seesRecordingConsent(viewer, p) ? (p.recordingConsent ?? null) : null,
  };
}

export function classStateView(state: RoomState) {
  return {
    status: state.status,
    teacherPresent: isTeacherPresent(state),
    startedAt: state.startedAt,
    endedAt: state.endedAt,
    endReason: state.endReason,
    endsAt: state.endsAt,
  };
}

const seesWaitingRoom = (p: Pick<RoomParticipant, 'role'>) => p.role === 'teacher' || p.role === 'observer';

export function roster(state: RoomState): RosterEntry[] {
  return Object.values(state.participants).map((p) => ({ peerId: p.peerId, role: p.role, state: p.state, connectionId: p.connectionId }));
}

/** The full state one participant may see: `welcome` after hello, `state` on a resync. */
export function snapshotFor(
  type: 'welcome' | 'state',
  state: RoomState,
  viewer: RoomParticipant,
  meta: RoomMeta,
  chat: ChatMessageView[],
  iceServers: unknown[],
  now: Date,
) {
  const inClass = viewer.state === 'in_class';
  return {
    type,
    serverTime: now.toISOString(),
    self: participantView(viewer, viewer),
    role: viewer.role,
    permissions: permissionsOf(viewer, state),
    room: meta,
    classState: classStateView(state),
    participants: Object.values(state.participants)
      .filter((p) => canSee(viewer, p))
      .map((p) => participantView(p, viewer)),
    waitingRoom: seesWaitingRoom(viewer) ? waitingRoom(state).map((p) => participantView(p, viewer)) : [],
    chat: inClass ? chat : [],
    presentation: state.presentation,
    annotations: inClass ? state.annotations : {},
    screenShare: state.screenShare,
    iceServers,
  };
}

const connected = (state: RoomState) => Object.values(state.participants).filter((p) => p.connectionId !== null);
const peerIds = (list: RoomParticipant[]) => list.map((p) => p.peerId);

/** Everyone in class with a live socket: the audience of chat, slides, strokes. */
export function classAudience(state: RoomState, except?: string): string[] {
  return peerIds(inClassPeers(state).filter((p) => p.peerId !== except));
}

/**
 * Turns what a command changed into the messages each participant may see (visibility rules
 * of docs/api/classroom.md), in the order clients should apply them.
 */
export function deliveriesFor(
  previous: RoomState,
  outcome: RoomOutcome,
  options: {
    actorPeerId: string | null;
    snapshot: (viewer: RoomParticipant, type: 'welcome' | 'state') => Record<string, unknown>;
    welcomeConnectionId?: string;
  },
): Delivery[] {
  const { state } = outcome;
  const out: Delivery[] = [];
  const welcomed = options.welcomeConnectionId ? options.actorPeerId : null;

  for (const kick of outcome.kicks) {
    out.push(
      kick.reason === 'duplicate_session'
        ? { to: [kick.peerId], onlyConnectionId: kick.connectionId, msg: { type: 'duplicate_session' }, close: 4409 }
        : kick.reason === 'presence_expired'
          ? // Not heard for the presence timeout: a client still there reconnects (any close code but the final ones).
            { to: [kick.peerId], onlyConnectionId: kick.connectionId, msg: { type: 'presence_expired' }, close: 4408 }
          : { to: [kick.peerId], onlyConnectionId: kick.connectionId, msg: { type: 'removed' }, close: 4403 },
    );
  }
  if (welcomed && options.welcomeConnectionId) {
    const self = state.participants[welcomed];
    out.push({ to: [welcomed], onlyConnectionId: options.welcomeConnectionId, msg: options.snapshot(self, 'welcome'), ready: true });
  }

  const viewers = connected(state).filter((v) => v.peerId !== welcomed);
  for (const peerId of outcome.changed) {
    const subject = state.participants[peerId];
    const before = previous.participants[peerId];
    const sees: string[] = [];
    const gone: string[] = [];
    for (const viewer of viewers) {
      if (outcome.resync.includes(viewer.peerId)) continue;
      if (canSee(viewer, subject)) sees.push(viewer.peerId);
      else if (before && canSee(previous.participants[viewer.peerId] ?? viewer, before)) gone.push(viewer.peerId);
    }
    // Two audiences: those who may see the subject's recording choice, and classmates who may not.
    const seesChoice = sees.filter((peer) => seesRecordingConsent(state.participants[peer], subject));
    const seesRest = sees.filter((peer) => !seesChoice.includes(peer));
    if (seesChoice.length > 0) out.push({ to: seesChoice, msg: { type: 'participant', participant: participantView(subject) } });
    if (seesRest.length > 0) {
      out.push({ to: seesRest, msg: { type: 'participant', participant: participantView(subject, state.participants[seesRest[0]]) } });
    }
    if (gone.length > 0) out.push({ to: gone, msg: { type: 'participant_gone', peerId } });
  }
  for (const peerId of outcome.resync) {
    const viewer = state.participants[peerId];
    if (viewer?.connectionId) out.push({ to: [peerId], onlyConnectionId: viewer.connectionId, msg: options.snapshot(viewer, 'state') });
  }
  if (outcome.waitingRoomChanged) {
    const to = peerIds(viewers.filter(seesWaitingRoom));
    if (to.length > 0) out.push({ to, msg: { type: 'waiting_room', waitingRoom: waitingRoom(state).map((p) => participantView(p)) } });
  }
  for (const peerId of outcome.muted) {
    if (options.actorPeerId) out.push({ to: [peerId], msg: { type: 'muted_by_teacher', by: options.actorPeerId } });
  }
  for (const closed of outcome.closedConnections) {
    const to = classAudience(state, closed.peerId).filter((p) => p !== welcomed);
    if (to.length > 0 && !outcome.ended) out.push({ to, msg: { type: 'peer_closed', ...closed } });
  }
  if (outcome.presentationChanged) {
    const to = classAudience(state).filter((p) => p !== welcomed && !outcome.resync.includes(p));
    if (to.length > 0) out.push({ to, msg: { type: 'presentation', presentation: state.presentation } });
  }
  if (outcome.screenShareChanged) {
    const to = classAudience(state).filter((p) => p !== welcomed && !outcome.resync.includes(p));
    if (to.length > 0) out.push({ to, msg: { type: 'screen_share', screenShare: state.screenShare } });
  }
  if (outcome.annotationCleared !== null) {
    const to = classAudience(state);
    if (to.length > 0) out.push({ to, msg: { type: 'annotation_clear', page: outcome.annotationCleared } });
  }
  if (outcome.classStateChanged) {
    const to = peerIds(viewers);
    if (to.length > 0 && !outcome.ended) out.push({ to, msg: { type: 'class_state', classState: classStateView(state) } });
  }
  if (outcome.ended) {
    out.push({ everyone: true, msg: { type: 'class_state', classState: classStateView(state) } });
    out.push({ everyone: true, msg: { type: 'class_ended', reason: outcome.ended, at: state.endedAt }, close: 4410 });
  }
  return out;
}
