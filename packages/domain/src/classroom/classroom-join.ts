import { joinWindow } from '../classes/join-window.ts';
import { DomainError } from '../errors.ts';
import { type ClassroomConfig, DEFAULT_CLASSROOM_CONFIG } from './classroom-config.ts';
import type { ClassroomRole, RoomState } from './room-state.ts';

export interface ClassroomJoinInput {
  cls: { status: string; startAt: Date; endAt: Date; minutesInAdvanceAllowed?: number | null };
  viewer: {
    isTeacherOfClass: boolean;
    hasBooking: boolean;
    /** Back-office users may observe a class (000 §4 teacher observation). */
    isObserver: boolean;
  };
  /** teacher_profiles.observation_opt_out of the class's teacher. */
  teacherOptedOutOfObservation: boolean;
  /** The room, when one exists already. */
  room: Pick<RoomState, 'status' | 'participants'> | null;
  viewerPeerId: string;
}

/** The viewer's role in a class, or null when they have none (checks in docs/api/classroom.md order). */
export function classroomRoleOf(viewer: ClassroomJoinInput['viewer']): ClassroomRole | null {
  if (viewer.isTeacherOfClass) return 'teacher';
  if (viewer.hasBooking) return 'student';
  if (viewer.isObserver) return 'observer';
  return null;
}

/**
 * Who may get a join token now (001 §4, §6, §9): the class's teacher, its booked students and
 * an observer (unless the teacher opted out), from 5 minutes before the start until the end;
 * never a removed student, never after the room ended. Returns the role; throws the first
 * refusal.
 */
export function assertCanJoinClassroom(
  input: ClassroomJoinInput,
  now: Date,
  config: Pick<ClassroomConfig, 'joinWindowMinutesBeforeStart' | 'lateArrivalDenyMinutes'> = DEFAULT_CLASSROOM_CONFIG,
): ClassroomRole {
  if (input.cls.status === 'cancelled') throw new DomainError('class_not_available');
  const role = classroomRoleOf(input.viewer);
  if (!role) throw new DomainError('not_class_participant');
  if (role === 'observer' && input.teacherOptedOutOfObservation) {
    throw new DomainError('observation_opted_out');
  }
  if (input.room?.participants[input.viewerPeerId]?.state === 'removed') {
    throw new DomainError('removed_from_class');
  }
  const window = joinWindow(input.cls, now, config);
  if (input.room?.status === 'ended' || now.getTime() >= window.closesAt.getTime()) {
    throw new DomainError('class_has_ended');
  }
  if (!window.canJoin) {
    const minutes = input.cls.minutesInAdvanceAllowed ?? config.joinWindowMinutesBeforeStart;
    throw new DomainError('classroom_not_open', undefined, { minutes, opensAt: window.opensAt.toISOString() });
  }
  return role;
}
