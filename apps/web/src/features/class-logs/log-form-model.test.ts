import { describe, expect, it } from 'vitest';
import type { TeacherClassLog } from './class-log-documents.ts';
import { toFormErrors } from '../../shared/forms/validation-errors.ts';
import {
  draftFromLog,
  logFieldAliases,
  missingAttendance,
  missingAttendanceErrors,
  studentFieldErrors,
  studentsWithoutFeedback,
  toSubmitInput,
} from './log-form-model.ts';

const log: TeacherClassLog = {
  classUid: 'c1',
  startDate: '2026-05-10T10:00:00Z',
  endDate: '2026-05-10T11:00:00Z',
  lessonTitle: 'Greetings',
  state: 'open',
  opensAt: '2026-05-10T10:15:00Z',
  noShowAllowedAt: '2026-05-10T10:15:00Z',
  canReportNoShow: true,
  dueAt: '2026-05-11T11:00:00Z',
  editable: true,
  outcome: null,
  submittedAt: null,
  updatedAt: null,
  notes: '',
  resources: '',
  technicalProblem: null,
  screenshotUrl: null,
  missedReason: null,
  missedExplanation: null,
  hasClassroomEvidence: true,
  students: [
    {
      studentId: 'a',
      firstName: 'Ann',
      shortName: 'Ann B.',
      attendance: 'incomplete',
      suggestedAttendance: 'attended',
      feedback: 'Good',
      recommendedLevel: 'A2',
      hasRated: false,
    },
    {
      studentId: 'b',
      firstName: 'Ben',
      shortName: 'Ben C.',
      attendance: null,
      suggestedAttendance: 'missed',
      feedback: '',
      recommendedLevel: null,
      hasRated: false,
    },
    {
      studentId: 'c',
      firstName: 'Cem',
      shortName: 'Cem D.',
      attendance: null,
      suggestedAttendance: null,
      feedback: '',
      recommendedLevel: null,
      hasRated: false,
    },
  ],
  earning: null,
};

describe('the class log form model', () => {
  it('starts from what was logged, then from the classroom evidence', () => {
    const draft = draftFromLog(log);
    expect(draft.students.map((s) => [s.attendance, s.suggested])).toEqual([
      ['incomplete', false],
      ['missed', true],
      [null, false],
    ]);
    expect(missingAttendance(draft)).toEqual(['c']);
  });

  it('sends every student with attendance and feedback', () => {
    const input = toSubmitInput('c1', { ...draftFromLog(log), notes: 'n' });
    expect(input.attendance).toEqual([
      { studentId: 'a', attendance: 'incomplete' },
      { studentId: 'b', attendance: 'missed' },
      { studentId: 'c', attendance: null },
    ]);
    expect(input.feedback?.[0]).toEqual({ studentId: 'a', feedback: 'Good', recommendedLevel: 'A2' });
    expect(input.notes).toBe('n');
  });

  it("maps the contract's row paths and the server's student ids onto the same row", () => {
    const aliases = logFieldAliases(log.students);
    expect(aliases['feedback.1.feedback']).toBe('students.1.feedback');
    expect(aliases['feedback.b']).toBe('students.1.feedback');
    expect(aliases['attendance.b']).toBe('students.1.attendance');
    expect(aliases['attendance.2.attendance']).toBe('students.2.attendance');
    const errors = toFormErrors(
      { 'attendance.b': ['Please choose at least 1 option.'], 'feedback.2.feedback': ['This value is too long.'], notes: ['x'] },
      ['students', 'notes', 'resources'],
      aliases,
    );
    expect(studentFieldErrors(errors, 1)).toEqual({
      attendance: 'Please choose at least 1 option.',
      feedback: undefined,
      recommendedLevel: undefined,
    });
    expect(studentFieldErrors(errors, 2).feedback).toBe('This value is too long.');
    expect(errors.notes).toBe('x');
  });

  it('marks each row without attendance by its path', () => {
    expect(missingAttendanceErrors(draftFromLog(log), 'Choose')).toEqual({ 'students.2.attendance': 'Choose' });
  });
});

describe('studentsWithoutFeedback', () => {
  const students = [
    { studentId: 'a', firstName: 'Anna' },
    { studentId: 'b', firstName: 'Ben' },
    { studentId: 'c', firstName: 'Chiara' },
  ];
  const row = (studentId: string, attendance: 'attended' | 'incomplete' | 'missed' | null, feedback: string) => ({
    studentId,
    attendance,
    suggested: false,
    feedback,
    recommendedLevel: null,
  });

  it('names the students who took part and get no feedback (blank counts as none)', () => {
    const draft = {
      notes: '',
      resources: '',
      students: [row('a', 'attended', '  '), row('b', 'incomplete', ''), row('c', 'attended', 'Great work on the past tense.')],
    };
    expect(studentsWithoutFeedback(draft, students).map((s) => s.firstName)).toEqual(['Anna', 'Ben']);
  });

  it('asks nothing about a student who missed the class, or when every one has feedback', () => {
    const draft = { notes: '', resources: '', students: [row('a', 'missed', ''), row('b', 'attended', 'Keep practising numbers.')] };
    expect(studentsWithoutFeedback(draft, students)).toEqual([]);
  });
});
