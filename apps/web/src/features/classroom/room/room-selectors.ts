import type { Participant } from './protocol.ts';
import type { RoomState } from './room-state.ts';

/** 001 §4 class flow and participant states, as the screen shows them (contract §4). */
export type ClassFlow =
  | 'connecting'
  | 'expected'
  | 'asking'
  | 'denied'
  | 'removed'
  | 'waiting_for_teacher'
  | 'teacher_joined'
  /** A demo room: the visitor alone, no teacher will come. */
  | 'demo'
  | 'ended_by_host'
  | 'hard_stop'
  | 'left_by_user'
  | 'failed_to_join'
  | 'duplicate_session';

export function classFlowOf(state: RoomState): ClassFlow {
  switch (state.phase) {
    case 'failed':
      return 'failed_to_join';
    case 'duplicate':
      return 'duplicate_session';
    case 'removed':
      return 'removed';
    case 'left':
      return 'left_by_user';
    case 'ended':
      return state.endReason === 'hard_stop' ? 'hard_stop' : 'ended_by_host';
    default:
      break;
  }
  if (!state.self || !state.classState) return 'connecting';
  if (state.self.state === 'removed') return 'removed';
  if (state.self.state === 'denied') return 'denied';
  if (state.self.state === 'asking') return 'asking';
  if (state.self.state === 'expected' || state.self.state === 'left') return state.role === 'student' ? 'expected' : 'teacher_joined';
  if (state.room?.isDemo) return 'demo';
  return state.classState.teacherPresent ? 'teacher_joined' : 'waiting_for_teacher';
}

/** Whether this participant sees the class itself (tiles, chat, presentation). */
export function isInClass(state: RoomState): boolean {
  if (state.phase !== 'live' && state.phase !== 'reconnecting') return false;
  return state.self?.state === 'in_class' || state.role === 'teacher' || state.role === 'observer';
}

/** Seconds until the hard stop by the server's clock, never negative. */
export function secondsUntilHardStop(state: Pick<RoomState, 'classState' | 'room' | 'clockSkewMs'>, localNow: number): number | null {
  const endsAt = state.classState?.endsAt ?? state.room?.endsAt;
  if (!endsAt) return null;
  return Math.max(0, Math.ceil((Date.parse(endsAt) - (localNow + state.clockSkewMs)) / 1000));
}

/** The countdown shows in the last five minutes (when the server's first warning comes). */
export const HARD_STOP_COUNTDOWN_SECONDS = 5 * 60;

/** The other participants with a live connection in class: the peers of the WebRTC mesh. */
export function meshPeers(state: RoomState): Participant[] {
  if (!state.self) return [];
  return state.participants.filter(
    (p) => p.peerId !== state.self?.peerId && p.state === 'in_class' && p.connected && p.role !== 'observer',
  );
}
