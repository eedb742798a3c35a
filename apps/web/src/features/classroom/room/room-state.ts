import { appendStrokeChunk, decodeStroke } from '../presentation/strokes.ts';
import type {
  ChatMessage,
  ClassroomRole,
  ClassState,
  EndReason,
  Participant,
  Permissions,
  PresentationState,
  Reaction,
  RoomInfo,
  ScreenShare,
  ServerMessage,
  Stroke,
} from './protocol.ts';
import { outcomeOfClose } from './protocol.ts';

/** The connection's life: connecting → live (→ reconnecting → live) → one of the ends. */
export type RoomPhase = 'connecting' | 'live' | 'reconnecting' | 'ended' | 'left' | 'removed' | 'duplicate' | 'failed';

export interface Notice {
  id: number;
  kind: 'muted_by_teacher' | 'message_removed' | 'error' | 'hard_stop_warning';
  /** An error code (kind error) for the classroom catalogue. */
  code?: string;
  /** The server's text, shown when the code has no translation. */
  message?: string;
}

/** A reaction on screen for a few seconds (REACTION_SHOWN_MS). */
export interface ShownReaction {
  id: number;
  peerId: string;
  emoji: Reaction;
}

export const REACTION_SHOWN_MS = 4000;
/** At most this many reactions float at once: a burst replaces the oldest. */
const MAX_SHOWN_REACTIONS = 6;

export interface RoomState {
  phase: RoomPhase;
  /** Why joining failed or the room refused us (an error code of 001 §8 or the contract). */
  failure: string | null;
  self: Participant | null;
  role: ClassroomRole | null;
  permissions: Permissions;
  room: RoomInfo | null;
  classState: ClassState | null;
  participants: Participant[];
  waitingRoom: Participant[];
  chat: ChatMessage[];
  presentation: PresentationState;
  /** Strokes per page number. */
  annotations: Record<number, Stroke[]>;
  screenShare: ScreenShare | null;
  iceServers: RTCIceServer[];
  /** serverTime − local time at the last welcome, for countdowns against the server's clock. */
  clockSkewMs: number;
  /** The last hard-stop warning's end time (null before any). */
  hardStopWarnedAt: string | null;
  endReason: EndReason | null;
  notices: Notice[];
  /** Reactions on screen now (own ones included: the server relays only to the others). */
  reactions: ShownReaction[];
  /** Bumps on every welcome/state: the mesh re-reads who to offer to. */
  syncCount: number;
  /** The last error code the server sent before a close (a 4403 close reads it). */
  lastErrorCode: string | null;
}

const NO_PERMISSIONS: Permissions = { moderate: false, present: false, chat: false, deleteChat: false };
const NO_PRESENTATION: PresentationState = {
  active: false,
  mode: 'presenting',
  page: 1,
  sharedPage: 1,
  pageCount: null,
  presenterPeerId: null,
};

export const initialRoomState: RoomState = {
  phase: 'connecting',
  failure: null,
  self: null,
  role: null,
  permissions: NO_PERMISSIONS,
  room: null,
  classState: null,
  participants: [],
  waitingRoom: [],
  chat: [],
  presentation: NO_PRESENTATION,
  annotations: {},
  screenShare: null,
  iceServers: [],
  clockSkewMs: 0,
  hardStopWarnedAt: null,
  endReason: null,
  notices: [],
  reactions: [],
  syncCount: 0,
  lastErrorCode: null,
};

export type RoomAction =
  | { type: 'server'; message: ServerMessage; receivedAt: number }
  | { type: 'reconnecting' }
  | { type: 'closed'; code: number }
  | { type: 'leftByUser' }
  | { type: 'joinFailed'; code: string }
  /** Own strokes: the server sends a presenter's chunks to everyone else only. */
  | { type: 'localStroke'; page: number; stroke: Stroke }
  | { type: 'localClear'; page: number }
  | { type: 'localError'; code: string }
  | { type: 'dismissNotice'; id: number }
  | { type: 'localReaction'; peerId: string; emoji: Reaction }
  | { type: 'reactionShown'; id: number };

const FINAL_PHASES: ReadonlySet<RoomPhase> = new Set(['ended', 'left', 'removed', 'duplicate', 'failed']);

let noticeIds = 0;
function withNotice(state: RoomState, notice: Omit<Notice, 'id'>): RoomState {
  noticeIds += 1;
  // Keep the last few: a burst of errors must not pile up on screen.
  return { ...state, notices: [...state.notices.slice(-3), { ...notice, id: noticeIds }] };
}

let reactionIds = 0;
function withReaction(state: RoomState, peerId: string, emoji: Reaction): RoomState {
  reactionIds += 1;
  return { ...state, reactions: [...state.reactions.slice(-(MAX_SHOWN_REACTIONS - 1)), { id: reactionIds, peerId, emoji }] };
}

function upsertParticipant(list: readonly Participant[], participant: Participant): Participant[] {
  const index = list.findIndex((p) => p.peerId === participant.peerId);
  if (index === -1) return [...list, participant];
  const next = [...list];
  next[index] = participant;
  return next;
}

function normaliseAnnotations(raw: Record<string, unknown> | undefined): Record<number, Stroke[]> {
  const result: Record<number, Stroke[]> = {};
  for (const [page, strokes] of Object.entries(raw ?? {})) {
    const number = Number(page);
    if (!Number.isInteger(number) || number < 1 || !Array.isArray(strokes)) continue;
    result[number] = strokes.map(decodeStroke).filter((s): s is Stroke => s !== null);
  }
  return result;
}

function applyServer(state: RoomState, message: ServerMessage, receivedAt: number): RoomState {
  switch (message.type) {
    case 'welcome':
    case 'state':
      return {
        ...state,
        phase: message.classState.status === 'ended' ? 'ended' : 'live',
        failure: null,
        self: message.self,
        role: message.role,
        permissions: message.permissions ?? NO_PERMISSIONS,
        room: message.room,
        classState: message.classState,
        participants: message.participants,
        waitingRoom: message.waitingRoom ?? [],
        chat: message.chat ?? [],
        presentation: message.presentation ?? NO_PRESENTATION,
        annotations: normaliseAnnotations(message.annotations),
        screenShare: message.screenShare ?? null,
        iceServers: message.iceServers ?? state.iceServers,
        clockSkewMs: Date.parse(message.serverTime) - receivedAt,
        endReason: message.classState.endReason ?? null,
        syncCount: state.syncCount + 1,
      };
    case 'participant': {
      const p = message.participant;
      const self = state.self && p.peerId === state.self.peerId ? p : state.self;
      return {
        ...state,
        self,
        participants: upsertParticipant(state.participants, p),
        waitingRoom: p.state === 'asking' ? state.waitingRoom : state.waitingRoom.filter((w) => w.peerId !== p.peerId),
      };
    }
    case 'participant_gone':
      return { ...state, participants: state.participants.filter((p) => p.peerId !== message.peerId) };
    case 'waiting_room':
      return { ...state, waitingRoom: message.waitingRoom };
    case 'class_state':
      return {
        ...state,
        classState: message.classState,
        endReason: message.classState.endReason ?? state.endReason,
        phase: message.classState.status === 'ended' ? 'ended' : state.phase,
      };
    case 'hard_stop_warning': {
      // The warning also tells the server's time (endsAt − secondsLeft): the countdown follows it.
      const serverNow = Date.parse(message.endsAt) - message.secondsLeft * 1000;
      const clockSkewMs = Number.isFinite(serverNow) ? serverNow - receivedAt : state.clockSkewMs;
      const classState = state.classState ? { ...state.classState, endsAt: message.endsAt } : state.classState;
      return withNotice({ ...state, classState, clockSkewMs, hardStopWarnedAt: message.endsAt }, { kind: 'hard_stop_warning' });
    }
    case 'class_ended':
      return {
        ...state,
        phase: 'ended',
        endReason: message.reason,
        classState: state.classState
          ? { ...state.classState, status: 'ended', endReason: message.reason, endedAt: message.at }
          : state.classState,
        permissions: { ...state.permissions, chat: false },
      };
    case 'muted_by_teacher':
      return withNotice(state, { kind: 'muted_by_teacher' });
    case 'removed':
      return { ...state, phase: 'removed', failure: 'removed_from_class', self: state.self ? { ...state.self, state: 'removed' } : null };
    case 'duplicate_session':
      return { ...state, phase: 'duplicate' };
    case 'chat_message': {
      if (state.chat.some((m) => m.id === message.message.id)) return state;
      return { ...state, chat: [...state.chat, message.message] };
    }
    case 'chat_deleted': {
      const deletedAt = new Date(receivedAt + state.clockSkewMs).toISOString();
      const chat = state.chat.map((m) => (m.id === message.messageId ? { ...m, text: '', deletedAt: m.deletedAt ?? deletedAt } : m));
      const next = { ...state, chat };
      return state.self && message.peerId === state.self.peerId && state.role !== 'teacher'
        ? withNotice(next, { kind: 'message_removed' })
        : next;
    }
    case 'presentation':
      return { ...state, presentation: message.presentation };
    case 'annotation_stroke': {
      const stroke = decodeStroke(message.stroke);
      if (!stroke || !Number.isInteger(message.page) || message.page < 1) return state;
      return {
        ...state,
        annotations: { ...state.annotations, [message.page]: appendStrokeChunk(state.annotations[message.page] ?? [], stroke) },
      };
    }
    case 'annotation_clear':
      return { ...state, annotations: { ...state.annotations, [message.page]: [] } };
    case 'screen_share':
      return { ...state, screenShare: message.screenShare };
    case 'error':
      // replace_required is answered by a prompt in the UI, not by a notice.
      if (message.code === 'replace_required') return { ...state, lastErrorCode: message.code };
      return withNotice({ ...state, lastErrorCode: message.code }, { kind: 'error', code: message.code, message: message.message });
    case 'pong': {
      const serverNow = Date.parse(message.serverTime);
      return Number.isFinite(serverNow) ? { ...state, clockSkewMs: serverNow - receivedAt } : state;
    }
    case 'reaction':
      return withReaction(state, message.from, message.emoji);
    case 'signal':
    case 'peer_closed':
      return state;
  }
}

export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'server':
      if (FINAL_PHASES.has(state.phase) && action.message.type !== 'chat_deleted') return state;
      return applyServer(state, action.message, action.receivedAt);
    case 'reconnecting':
      return FINAL_PHASES.has(state.phase) ? state : { ...state, phase: 'reconnecting' };
    case 'closed': {
      if (FINAL_PHASES.has(state.phase)) return state;
      const outcome = outcomeOfClose(action.code);
      switch (outcome.kind) {
        case 'left':
          return { ...state, phase: 'left' };
        case 'ended':
          return { ...state, phase: 'ended', endReason: state.endReason ?? state.classState?.endReason ?? null };
        case 'duplicate_session':
          return { ...state, phase: 'duplicate' };
        case 'refused': {
          const code = state.lastErrorCode ?? outcome.code;
          return { ...state, phase: code === 'removed_from_class' ? 'removed' : 'failed', failure: code };
        }
        case 'link_expired':
        case 'invalid_request':
          // The connection retries once with a fresh token before it reports these (see room-connection.ts).
          return { ...state, phase: 'failed', failure: outcome.kind };
        case 'reconnect':
          return { ...state, phase: 'reconnecting' };
      }
      return state;
    }
    case 'leftByUser':
      return { ...state, phase: 'left' };
    case 'joinFailed':
      return {
        ...state,
        phase: action.code === 'class_has_ended' ? 'ended' : action.code === 'removed_from_class' ? 'removed' : 'failed',
        failure: action.code,
      };
    case 'localStroke':
      return {
        ...state,
        annotations: { ...state.annotations, [action.page]: appendStrokeChunk(state.annotations[action.page] ?? [], action.stroke) },
      };
    case 'localClear':
      return { ...state, annotations: { ...state.annotations, [action.page]: [] } };
    case 'localError':
      return withNotice(state, { kind: 'error', code: action.code });
    case 'dismissNotice':
      return { ...state, notices: state.notices.filter((n) => n.id !== action.id) };
    case 'localReaction':
      return withReaction(state, action.peerId, action.emoji);
    case 'reactionShown':
      return { ...state, reactions: state.reactions.filter((r) => r.id !== action.id) };
  }
}
