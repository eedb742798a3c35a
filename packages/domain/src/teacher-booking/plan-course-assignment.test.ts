import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { errorCodeOf } from '../testing/error-code-of.ts';
import { planCourseAssignment } from './plan-course-assignment.ts';

const H = 3_600_000;
const now = new Date('2026-05-04T10:00:00Z');
const at = (hoursAhead: number) => new Date(now.getTime() + hoursAhead * H);
const cls = (id: string, hoursAhead: number, extra: { teacherId?: string | null; status?: 'active' | 'cancelled' } = {}) => ({
  id,
  status: extra.status ?? 'active',
  startAt: at(hoursAhead),
  endAt: at(hoursAhead + 1),
  teacherId: extra.teacherId ?? null,
});

describe('planCourseAssignment', () => {
  it('books every free future class and keeps the teacher own ones as overridden', () => {
    const plan = planCourseAssignment(
      {
        classes: [
          cls('c3', 72),
          cls('c1', 24),
          cls('c2', 48, { teacherId: 'me' }),
          cls('past', -2),
          cls('off', 96, { status: 'cancelled' }),
        ],
        teacherId: 'me',
        teacher: {},
        commitments: [],
      },
      now,
    );
    expect(plan).toEqual({ book: ['c1', 'c3'], overridden: ['c2'], errors: [] });
  });
  it('gives reasons for classes it cannot take', () => {
    const plan = planCourseAssignment(
      {
        classes: [cls('free', 24), cls('taken', 48, { teacherId: 'other' }), cls('clash', 72), cls('paused', 200)],
        teacherId: 'me',
        teacher: { pausedFrom: at(150), pausedUntil: at(300) },
        commitments: [{ startAt: at(72.5), endAt: at(73.5) }],
      },
      now,
    );
    expect(plan).toEqual({
      book: ['free'],
      overridden: [],
      errors: [
        { id: 'taken', code: 'class_already_taken' },
        { id: 'clash', code: 'commitment_overlaps' },
        { id: 'paused', code: 'commitment_during_teaching_pause' },
      ],
    });
  });
  it('refuses a penalised teacher outright', () => {
    const input = { classes: [cls('c1', 24)], teacherId: 'me', teacher: { penaltyUntil: at(1) }, commitments: [] };
    expect(errorCodeOf(() => planCourseAssignment(input, now))).toBe('teacher_penalised');
    expect(planCourseAssignment(input, at(1)).book).toEqual(['c1']);
  });
  it('fails when nothing can be booked, listing why', () => {
    try {
      planCourseAssignment({ classes: [cls('taken', 24, { teacherId: 'other' })], teacherId: 'me', teacher: {}, commitments: [] }, now);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('booking_failed');
      expect((error as DomainError).details).toEqual({ errors: [{ id: 'taken', code: 'class_already_taken' }] });
    }
    expect(errorCodeOf(() => planCourseAssignment({ classes: [], teacherId: 'me', teacher: {}, commitments: [] }, now))).toBe(
      'booking_failed',
    );
  });
});
