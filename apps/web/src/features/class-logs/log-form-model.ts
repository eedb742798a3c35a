import type { Attendance, CefrLevel, SubmitClassLogVariables, TeacherClassLog } from './class-log-documents.ts';

export interface StudentDraft {
  studentId: string;
  attendance: Attendance | null;
  /** The attendance came from the classroom evidence, not from the teacher. */
  suggested: boolean;
  feedback: string;
  recommendedLevel: CefrLevel | null;
}

export interface LogDraft {
  students: StudentDraft[];
  notes: string;
  resources: string;
}

/** The form's starting point: what was logged, else what the classroom saw, else nothing chosen. */
export function draftFromLog(log: TeacherClassLog): LogDraft {
  return {
    students: log.students.map((s) => ({
      studentId: s.studentId,
      attendance: s.attendance ?? s.suggestedAttendance,
      suggested: s.attendance === null && s.suggestedAttendance !== null,
      feedback: s.feedback,
      recommendedLevel: s.recommendedLevel,
    })),
    notes: log.notes,
    resources: log.resources,
  };
}

/** Client-side check mirroring the server's (000 §5: at least one option per student). */
export function missingAttendance(draft: LogDraft): string[] {
  return draft.students.filter((s) => s.attendance === null).map((s) => s.studentId);
}

/**
 * The students who took part (attended or incomplete) but get no feedback: the form asks before
 * sending such a log ("Submit without feedback for Anna?"). A student who missed the class needs none.
 */
export function studentsWithoutFeedback<S extends { studentId: string }>(draft: LogDraft, students: readonly S[]): S[] {
  const silent = new Set(
    draft.students
      .filter((s) => (s.attendance === 'attended' || s.attendance === 'incomplete') && s.feedback.trim() === '')
      .map((s) => s.studentId),
  );
  return students.filter((s) => silent.has(s.studentId));
}

/** The form's own check (a domain rule, not the contract's): each row without attendance, by its path. */
export function missingAttendanceErrors(draft: LogDraft, message: string): Record<string, string> {
  return Object.fromEntries(draft.students.flatMap((s, i) => (s.attendance === null ? [[`students.${i}.attendance`, message]] : [])));
}

/**
 * The one mapping of a log's errors onto its rows (decision 030, `fieldAliases`): the contract
 * checks the input by row (`feedback.2.feedback`), the server names the student
 * (`feedback.<studentId>`); both land on the form's row `students.2.feedback`.
 */
export function logFieldAliases(students: readonly { studentId: string }[]): Record<string, `students.${string}`> {
  return Object.fromEntries(
    students.flatMap(({ studentId }, i) => [
      [`attendance.${i}.attendance`, `students.${i}.attendance`],
      [`attendance.${studentId}`, `students.${i}.attendance`],
      [`feedback.${i}.feedback`, `students.${i}.feedback`],
      [`feedback.${studentId}`, `students.${i}.feedback`],
      [`feedback.${i}.recommendedLevel`, `students.${i}.recommendedLevel`],
    ]),
  );
}

export function toSubmitInput(classUid: string, draft: LogDraft): SubmitClassLogVariables['input'] {
  return {
    classUid,
    attendance: draft.students.map((s) => ({ studentId: s.studentId, attendance: s.attendance })),
    notes: draft.notes,
    resources: draft.resources,
    feedback: draft.students.map((s) => ({ studentId: s.studentId, feedback: s.feedback, recommendedLevel: s.recommendedLevel })),
  };
}

/** The errors of one row (`students.<index>.attendance`, after `logFieldAliases`). */
export function studentFieldErrors(
  errors: Record<string, string>,
  index: number,
): { attendance?: string; feedback?: string; recommendedLevel?: string } {
  const row = (field: string) => errors[`students.${index}.${field}`];
  return { attendance: row('attendance'), feedback: row('feedback'), recommendedLevel: row('recommendedLevel') };
}

/** The i18n key of 000 §5's message "Please choose at least 1 option." (the server sends the English). */
export const CHOOSE_AN_OPTION_KEY = 'form.chooseOption';
