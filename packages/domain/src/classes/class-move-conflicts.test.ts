import { describe, expect, it } from 'vitest';
import { type MoveFacts, type MovingStudent, moveConflicts } from './class-move-conflicts.ts';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const module = { curriculumId: 'c1', position: 2 };
const newStart = at('2026-05-12T16:00:00Z');

const student = (overrides: Partial<MovingStudent> = {}): MovingStudent => ({
  id: 's1',
  timeZone: 'Europe/Berlin',
  otherBookings: [],
  attendedClasses: [],
  ...overrides,
});

const facts = (overrides: Partial<MoveFacts> = {}): MoveFacts => ({
  target: { startAt: newStart, endAt: new Date(newStart.getTime() + HOUR), lessonId: 'l1', lessonType: 'grammar', module },
  timeChanges: true,
  lessonChanges: false,
  teacher: { pausedFrom: null, pausedUntil: null, commitments: [], availableAtNewTime: true },
  activeClassesInSlot: 0,
  students: [student()],
  ...overrides,
});

describe('moveConflicts', () => {
  it('finds nothing for a clean move', () => {
    expect(moveConflicts(facts())).toEqual([]);
  });

  it("reports the kept teacher's other class, pause and availability at the new time", () => {
    const teacher = {
      pausedFrom: at('2026-05-12T00:00:00Z'),
      pausedUntil: at('2026-05-13T00:00:00Z'),
      commitments: [{ startAt: at('2026-05-12T16:00:00Z'), endAt: at('2026-05-12T17:00:00Z') }],
      availableAtNewTime: false,
    };
    expect(moveConflicts(facts({ teacher })).map((c) => c.code)).toEqual([
      'commitment_during_teaching_pause',
      'commitment_overlaps',
      'teacher_not_available',
    ]);
    // A released teacher, or a lesson-only move, asks nothing of the teacher.
    expect(moveConflicts(facts({ teacher: null }))).toEqual([]);
    expect(moveConflicts(facts({ teacher, timeChanges: false, lessonChanges: true }))).toEqual([]);
  });

  it('back-to-back classes are no clash', () => {
    const commitments = [{ startAt: at('2026-05-12T15:00:00Z'), endAt: newStart }];
    expect(moveConflicts(facts({ teacher: { pausedFrom: null, pausedUntil: null, commitments, availableAtNewTime: true } }))).toEqual([]);
  });

  it('keeps the slot rule of a new class', () => {
    expect(moveConflicts(facts({ activeClassesInSlot: 3 }))).toEqual([{ code: 'class_booking_limit_reached' }]);
    expect(moveConflicts(facts({ activeClassesInSlot: 2 }))).toEqual([]);
  });

  it('names each student with another class at the new time, or a third class of the lesson that day', () => {
    const busy = student({
      id: 'busy',
      otherBookings: [{ lessonId: 'l9', startAt: at('2026-05-12T16:30:00Z'), endAt: at('2026-05-12T17:30:00Z') }],
    });
    const twice = student({
      id: 'twice',
      otherBookings: [
        { lessonId: 'l1', startAt: at('2026-05-12T08:00:00Z'), endAt: at('2026-05-12T09:00:00Z') },
        { lessonId: 'l1', startAt: at('2026-05-12T10:00:00Z'), endAt: at('2026-05-12T11:00:00Z') },
      ],
    });
    expect(moveConflicts(facts({ students: [student(), busy, twice] }))).toEqual([
      { code: 'student_booked_elsewhere', studentId: 'busy' },
      { code: 'limit_per_lesson_per_day_reached', studentId: 'twice' },
    ]);
  });

  it('checks that an open-discussion lesson fits each student (10 attended classes at the level)', () => {
    const target = { ...facts().target, lessonType: 'open_discussion' as const };
    const ready = student({ id: 'ready', attendedClasses: Array.from({ length: 10 }, () => ({ module })) });
    const early = student({ id: 'early', attendedClasses: Array.from({ length: 9 }, () => ({ module })) });
    expect(moveConflicts(facts({ target, timeChanges: false, lessonChanges: true, students: [ready, early] }))).toEqual([
      { code: 'open_discussion_unavailable', studentId: 'early' },
    ]);
  });
});
