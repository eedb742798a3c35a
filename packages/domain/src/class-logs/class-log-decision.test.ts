import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../testing/error-code-of.ts';
import { ValidationError } from '../errors.ts';
import { CHOOSE_AN_OPTION, type ClassLogSubject, decideClassLog } from './class-log-decision.ts';

const M = 60_000;
const H = 60 * M;
const startAt = new Date('2026-05-10T10:00:00Z');
const endAt = new Date('2026-05-10T11:00:00Z');
const at = (ms: number) => new Date(startAt.getTime() + ms);
const subject: ClassLogSubject = { startAt, endAt, classStatus: 'active', outcome: null, bookedStudentIds: ['a', 'b'] };
const choices = (entries: Record<string, 'attended' | 'incomplete' | 'missed' | null>) => new Map(Object.entries(entries));

function issues(run: () => unknown): string[] {
  try {
    run();
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.issues.map((i) => `${i.field}: ${i.message}`);
    throw error;
  }
}

describe('decideClassLog', () => {
  it('opens exactly 15 minutes after the start, for every action', () => {
    for (const action of ['submit', 'technical_issue', 'missed_report'] as const) {
      expect(errorCodeOf(() => decideClassLog(action, subject, choices({ a: 'attended', b: 'attended' }), at(15 * M - 1)))).toBe(
        'class_log_not_open',
      );
    }
    expect(errorCodeOf(() => decideClassLog('no_show', subject, new Map(), at(15 * M - 1)))).toBe('no_show_too_early');
    expect(decideClassLog('submit', subject, choices({ a: 'attended', b: 'missed' }), at(15 * M)).outcome).toBe('submitted');
    expect(decideClassLog('no_show', subject, new Map(), at(15 * M)).outcome).toBe('no_students');
  });

  it('closes 24 hours after the end', () => {
    const due = new Date(endAt.getTime() + 24 * H);
    expect(decideClassLog('submit', subject, choices({ a: 'attended', b: 'attended' }), new Date(due.getTime() - 1)).classStatus).toBe(
      'completed',
    );
    expect(errorCodeOf(() => decideClassLog('submit', subject, choices({ a: 'attended', b: 'attended' }), due))).toBe('class_log_closed');
    expect(errorCodeOf(() => decideClassLog('no_show', subject, new Map(), due))).toBe('class_log_closed');
  });

  it('needs one option per booked student', () => {
    expect(issues(() => decideClassLog('submit', subject, choices({ a: 'attended' }), at(H)))).toEqual([
      `attendance.b: ${CHOOSE_AN_OPTION}`,
    ]);
    expect(issues(() => decideClassLog('submit', subject, choices({ a: null, b: null }), at(H)))).toEqual([
      `attendance.a: ${CHOOSE_AN_OPTION}`,
      `attendance.b: ${CHOOSE_AN_OPTION}`,
    ]);
    expect(issues(() => decideClassLog('submit', subject, choices({ a: 'attended', b: 'attended', x: 'attended' }), at(H)))).toEqual([
      'attendance.x: The value you selected is not a valid choice.',
    ]);
  });

  it('completes a class someone attended, and marks "updated" when it changes again', () => {
    const first = decideClassLog('submit', subject, choices({ a: 'incomplete', b: 'missed' }), at(H));
    expect(first).toMatchObject({ outcome: 'submitted', classStatus: 'completed', penalise: false });
    expect([...first.attendance]).toEqual([
      ['a', 'incomplete'],
      ['b', 'missed'],
    ]);
    expect(decideClassLog('submit', { ...subject, outcome: 'submitted' }, choices({ a: 'attended', b: 'attended' }), at(H)).outcome).toBe(
      'updated',
    );
    expect(
      decideClassLog('submit', { ...subject, outcome: 'technical_issue' }, choices({ a: 'attended', b: 'attended' }), at(H)).outcome,
    ).toBe('updated');
  });

  it('turns a log where nobody came, or nobody was booked, into no students', () => {
    expect(decideClassLog('submit', subject, choices({ a: 'missed', b: 'missed' }), at(H))).toMatchObject({
      outcome: 'no_students',
      classStatus: 'no_students',
    });
    expect(decideClassLog('submit', { ...subject, bookedStudentIds: [] }, new Map(), at(H)).outcome).toBe('no_students');
  });

  it('marks everyone missed on a no-show', () => {
    const decision = decideClassLog('no_show', subject, new Map(), at(20 * M));
    expect([...decision.attendance.values()]).toEqual(['missed', 'missed']);
  });

  it('records a technical issue and a missed-class report (with the penalty)', () => {
    expect(decideClassLog('technical_issue', subject, choices({ a: 'incomplete' }), at(H))).toMatchObject({
      outcome: 'technical_issue',
      classStatus: 'technical_issue',
      penalise: false,
    });
    expect(decideClassLog('missed_report', subject, new Map(), at(H))).toMatchObject({
      outcome: 'missed',
      classStatus: 'missed',
      penalise: true,
    });
  });

  it('refuses a cancelled class and any change after a miss', () => {
    expect(errorCodeOf(() => decideClassLog('submit', { ...subject, classStatus: 'cancelled' }, new Map(), at(H)))).toBe(
      'no_class_log_for_class',
    );
    expect(errorCodeOf(() => decideClassLog('submit', { ...subject, outcome: 'missed', classStatus: 'missed' }, new Map(), at(H)))).toBe(
      'class_log_closed',
    );
  });
});
