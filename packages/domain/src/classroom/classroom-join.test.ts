import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../testing/error-code-of.ts';
import { type ClassroomJoinInput, assertCanJoinClassroom } from './classroom-join.ts';

const startAt = new Date('2026-05-06T10:00:00Z');
const endAt = new Date('2026-05-06T11:00:00Z');
const M = 60_000;
const at = (minutes: number) => new Date(startAt.getTime() + minutes * M);

function input(overrides: Partial<ClassroomJoinInput> = {}, viewer: Partial<ClassroomJoinInput['viewer']> = {}): ClassroomJoinInput {
  return {
    cls: { status: 'active', startAt, endAt },
    viewer: { isTeacherOfClass: false, hasBooking: true, isObserver: false, ...viewer },
    teacherOptedOutOfObservation: false,
    room: null,
    viewerPeerId: 'me',
    ...overrides,
  };
}

describe('assertCanJoinClassroom', () => {
  it('opens 5 minutes before the start and closes at the end', () => {
    expect(errorCodeOf(() => assertCanJoinClassroom(input(), at(-5.01)))).toBe('classroom_not_open');
    expect(assertCanJoinClassroom(input(), at(-5))).toBe('student');
    expect(assertCanJoinClassroom(input(), at(59.9))).toBe('student');
    expect(errorCodeOf(() => assertCanJoinClassroom(input(), at(60)))).toBe('class_has_ended');
  });

  it('gives late students a token (the teacher decides in the waiting room)', () => {
    expect(assertCanJoinClassroom(input(), at(30))).toBe('student');
  });

  it('knows the teacher, booked students and observers, and nobody else', () => {
    expect(assertCanJoinClassroom(input({}, { isTeacherOfClass: true, hasBooking: false }), at(0))).toBe('teacher');
    expect(assertCanJoinClassroom(input({}, { hasBooking: false, isObserver: true }), at(0))).toBe('observer');
    expect(errorCodeOf(() => assertCanJoinClassroom(input({}, { hasBooking: false }), at(0)))).toBe('not_class_participant');
  });

  it('respects the teacher opting out of observation', () => {
    const observed = input({ teacherOptedOutOfObservation: true }, { hasBooking: false, isObserver: true });
    expect(errorCodeOf(() => assertCanJoinClassroom(observed, at(0)))).toBe('observation_opted_out');
  });

  it('refuses removed students, ended rooms and cancelled classes', () => {
    const participant = { state: 'removed' } as never;
    expect(
      errorCodeOf(() => assertCanJoinClassroom(input({ room: { status: 'started', participants: { me: participant } } }), at(0))),
    ).toBe('removed_from_class');
    expect(errorCodeOf(() => assertCanJoinClassroom(input({ room: { status: 'ended', participants: {} } }), at(10)))).toBe(
      'class_has_ended',
    );
    expect(errorCodeOf(() => assertCanJoinClassroom(input({ cls: { status: 'cancelled', startAt, endAt } }), at(0)))).toBe(
      'class_not_available',
    );
  });

  it('uses the class minutesInAdvanceAllowed and reports it', () => {
    const early = input({ cls: { status: 'active', startAt, endAt, minutesInAdvanceAllowed: 15 } });
    expect(assertCanJoinClassroom(early, at(-15))).toBe('student');
    try {
      assertCanJoinClassroom(early, at(-16));
    } catch (error) {
      expect((error as { details: unknown }).details).toEqual({ minutes: 15, opensAt: '2026-05-06T09:45:00.000Z' });
    }
  });
});
