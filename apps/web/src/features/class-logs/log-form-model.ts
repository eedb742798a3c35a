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

export function toSubmitInput(classUid: string, draft: LogDraft): SubmitClassLogVariables['input'] {
  return {
    classUid,
    attendance: draft.students.map((s) => ({ studentId: s.studentId, attendance: s.attendance })),
    notes: draft.notes,
    resources: draft.resources,
    feedback: draft.students.map((s) => ({ studentId: s.studentId, feedback: s.feedback, recommendedLevel: s.recommendedLevel })),
  };
}

/** Server field names (attendance.<id>, feedback.<id>) to the student they concern. */
export function studentFieldErrors(errors: Record<string, string>, studentId: string): { attendance?: string; feedback?: string } {
  return { attendance: errors[`attendance.${studentId}`], feedback: errors[`feedback.${studentId}`] };
}

/** The i18n key of 000 §5's message "Please choose at least 1 option." (the server sends the English). */
export const CHOOSE_AN_OPTION_KEY = 'form.chooseOption';
