import type { EnumOf } from '../../../shared/graphql/graphql.ts';

/**
 * The classroom WebSocket protocol (docs/api/classroom.md §3): message shapes and a
 * tolerant parser. Every frame is one JSON object with a `type`; anything else is dropped.
 */
export type ClassroomRole = EnumOf<'ClassroomRole'>;
export type ParticipantState = 'expected' | 'asking' | 'in_class' | 'denied' | 'removed' | 'left';

export interface Participant {
  peerId: string;
  name: string;
  photo: string | null;
  role: ClassroomRole;
  state: ParticipantState;
  connected: boolean;
  connectionId: string | null;
  late: boolean;
  audio: boolean;
  video: boolean;
  mutedByTeacher: boolean;
  askedAt: string | null;
  joinedAt: string | null;
  /** A student's raised hand (shown until lowered). */
  handRaised?: boolean;
  /** A student's audio-recording choice, seen by the teacher and the student (null for others). */
  recordingConsent?: boolean | null;
}

/** Reactions anyone in class may send (the server relays them, never stores them). */
export const REACTIONS = ['thumbs_up', 'clap', 'heart', 'laugh', 'question'] as const;
export type Reaction = (typeof REACTIONS)[number];
export const REACTION_EMOJI: Record<Reaction, string> = { thumbs_up: '👍', clap: '👏', heart: '❤️', laugh: '😂', question: '❓' };

export interface Permissions {
  moderate: boolean;
  present: boolean;
  chat: boolean;
  deleteChat: boolean;
}

export interface RoomInfo {
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

export type EndReason = 'ended_by_host' | 'hard_stop';

export interface ClassState {
  status: EnumOf<'ClassroomStatus'>;
  teacherPresent: boolean;
  startedAt: string | null;
  endedAt: string | null;
  endReason: EndReason | null;
  endsAt: string;
}

export interface ChatMessage {
  id: string;
  peerId: string;
  authorName: string;
  authorRole: ClassroomRole;
  text: string;
  sentAt: string;
  deletedAt: string | null;
}

export interface PresentationState {
  active: boolean;
  mode: 'presenting' | 'paused';
  page: number;
  sharedPage: number;
  pageCount: number | null;
  presenterPeerId: string | null;
}

export type StrokeTool = 'pen' | 'highlighter';

/** An annotation stroke; points are 0..1 of the page. */
export interface Stroke {
  id: string;
  peerId?: string;
  color: string;
  /** Line width in pixels on a page drawn 1000 px wide (0.5..64; see presentation/strokes.ts). */
  width: number;
  tool: StrokeTool;
  points: [number, number][];
}

export interface ScreenShare {
  peerId: string;
  startedAt: string;
}

export interface SignalData {
  kind: 'offer' | 'answer' | 'ice';
  sdp?: string;
  candidate?: RTCIceCandidateInit | null;
}

export interface WelcomeMessage {
  type: 'welcome' | 'state';
  serverTime: string;
  self: Participant;
  role: ClassroomRole;
  permissions: Permissions;
  room: RoomInfo;
  classState: ClassState;
  participants: Participant[];
  waitingRoom: Participant[];
  chat: ChatMessage[];
  presentation: PresentationState;
  annotations: Record<string, Stroke[]>;
  screenShare: ScreenShare | null;
  iceServers: RTCIceServer[];
}

export type ServerMessage =
  | WelcomeMessage
  | { type: 'participant'; participant: Participant }
  | { type: 'participant_gone'; peerId: string }
  | { type: 'waiting_room'; waitingRoom: Participant[] }
  | { type: 'class_state'; classState: ClassState }
  | { type: 'hard_stop_warning'; endsAt: string; secondsLeft: number }
  | { type: 'class_ended'; reason: EndReason; at: string }
  | { type: 'muted_by_teacher'; by: string }
  | { type: 'removed' }
  | { type: 'duplicate_session' }
  | { type: 'signal'; from: string; fromConnectionId: string; fromRole: ClassroomRole; data: SignalData }
  | { type: 'peer_closed'; peerId: string; connectionId: string }
  | { type: 'chat_message'; message: ChatMessage; clientId?: string }
  | { type: 'chat_deleted'; messageId: string; peerId: string }
  | { type: 'presentation'; presentation: PresentationState }
  | { type: 'annotation_stroke'; page: number; stroke: Stroke; final: boolean }
  | { type: 'annotation_clear'; page: number }
  | { type: 'screen_share'; screenShare: ScreenShare | null }
  | { type: 'pong'; t?: unknown; serverTime: string }
  | { type: 'reaction'; from: string; emoji: Reaction }
  | { type: 'error'; code: string; message: string; rid?: string; details?: Record<string, unknown> };

export type ClientMessage =
  | { type: 'hello'; token: string; client?: { userAgent?: string } }
  | { type: 'ask_to_join' }
  | { type: 'admit'; peerId: string }
  | { type: 'deny'; peerId: string }
  | { type: 'admit_all' }
  | { type: 'mute'; peerId: string }
  | { type: 'remove'; peerId: string }
  | { type: 'start_class' }
  | { type: 'end_class' }
  | { type: 'leave' }
  | { type: 'media_state'; audio: boolean; video: boolean }
  | { type: 'raise_hand'; raised: boolean }
  | { type: 'lower_hand'; peerId: string }
  | { type: 'reaction'; emoji: Reaction }
  | { type: 'signal'; to: string; data: SignalData }
  | { type: 'chat_send'; text: string; clientId?: string }
  | { type: 'chat_delete'; messageId: string }
  | { type: 'presentation_open'; page?: number; pageCount?: number; replace?: boolean }
  | { type: 'presentation_page'; page: number }
  | { type: 'presentation_mode'; mode: 'presenting' | 'paused' }
  | { type: 'presentation_close' }
  | { type: 'annotation_stroke'; page: number; stroke: Omit<Stroke, 'peerId'>; final: boolean }
  | { type: 'annotation_clear'; page: number }
  | { type: 'screen_share_start'; replace?: boolean }
  | { type: 'screen_share_stop' }
  | { type: 'ping'; t?: unknown };

/** A client message with an optional request id (echoed by an `error` it causes). */
export type OutgoingMessage = ClientMessage & { rid?: string };

const SERVER_TYPES = new Set<ServerMessage['type']>([
  'welcome',
  'state',
  'participant',
  'participant_gone',
  'waiting_room',
  'class_state',
  'hard_stop_warning',
  'class_ended',
  'muted_by_teacher',
  'removed',
  'duplicate_session',
  'signal',
  'peer_closed',
  'chat_message',
  'chat_deleted',
  'presentation',
  'annotation_stroke',
  'annotation_clear',
  'screen_share',
  'pong',
  'reaction',
  'error',
]);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function isParticipant(value: unknown): value is Participant {
  return isObject(value) && isString(value.peerId) && isString(value.state) && isString(value.role);
}

/** The fields a handler relies on, per type: a frame missing them is dropped rather than half applied. */
function hasRequiredFields(message: Record<string, unknown>): boolean {
  switch (message.type as ServerMessage['type']) {
    case 'welcome':
    case 'state':
      return (
        isString(message.serverTime) &&
        isParticipant(message.self) &&
        isObject(message.room) &&
        isObject(message.classState) &&
        Array.isArray(message.participants) &&
        isObject(message.presentation)
      );
    case 'participant':
      return isParticipant(message.participant);
    case 'participant_gone':
      return isString(message.peerId);
    case 'waiting_room':
      return Array.isArray(message.waitingRoom) && message.waitingRoom.every(isParticipant);
    case 'class_state':
      return isObject(message.classState) && isString(message.classState.status);
    case 'hard_stop_warning':
      return isString(message.endsAt);
    case 'class_ended':
      return message.reason === 'ended_by_host' || message.reason === 'hard_stop';
    case 'signal':
      return isString(message.from) && isObject(message.data) && isString(message.data.kind);
    case 'peer_closed':
      return isString(message.peerId);
    case 'chat_message':
      return isObject(message.message) && isString(message.message.id) && isString(message.message.text);
    case 'chat_deleted':
      return isString(message.messageId);
    case 'presentation':
      return isObject(message.presentation) && typeof message.presentation.page === 'number';
    case 'annotation_stroke':
      return (
        typeof message.page === 'number' && isObject(message.stroke) && isString(message.stroke.id) && Array.isArray(message.stroke.points)
      );
    case 'annotation_clear':
      return typeof message.page === 'number';
    case 'screen_share':
      return message.screenShare === null || (isObject(message.screenShare) && isString(message.screenShare.peerId));
    case 'reaction':
      return isString(message.from) && (REACTIONS as readonly unknown[]).includes(message.emoji);
    case 'error':
      return isString(message.code);
    default:
      return true;
  }
}

/** Parses one frame; null for anything that is not a known, well-formed server message. */
export function parseServerMessage(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value) || !isString(value.type) || !SERVER_TYPES.has(value.type as ServerMessage['type'])) return null;
  if (!hasRequiredFields(value)) return null;
  return value as unknown as ServerMessage;
}

/** What a WebSocket close code means for the user (contract §3 "Close codes"). */
export type CloseOutcome =
  | { kind: 'left' }
  | { kind: 'reconnect' }
  | { kind: 'link_expired' }
  | { kind: 'refused'; code: 'removed_from_class' | 'not_class_participant' }
  | { kind: 'duplicate_session' }
  | { kind: 'ended' }
  | { kind: 'invalid_request' };

export function outcomeOfClose(code: number): CloseOutcome {
  switch (code) {
    case 1000:
      return { kind: 'left' };
    case 4400:
      return { kind: 'invalid_request' };
    case 4401:
      return { kind: 'link_expired' };
    case 4403:
      return { kind: 'refused', code: 'removed_from_class' };
    case 4409:
      return { kind: 'duplicate_session' };
    case 4410:
      return { kind: 'ended' };
    default:
      // 1001 (server restarting), 1006 (network drop) and anything unknown: a fresh token, then hello again.
      return { kind: 'reconnect' };
  }
}
