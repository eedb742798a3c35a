import { gql } from 'urql';

export type Attendance = 'attended' | 'incomplete' | 'missed';
export type ClassLogOutcome = 'submitted' | 'updated' | 'missed' | 'no_students' | 'technical_issue' | 'cancelled';
export type ClassLogState = 'not_yet_open' | 'open' | 'overdue';
export type MissedClassReason = 'emergency' | 'forgot' | 'late_to_class' | 'other' | 'technical_issues';
export type CefrLevel = 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'Native';

export const ATTENDANCE_VALUES: readonly Attendance[] = ['attended', 'incomplete', 'missed'];
export const MISSED_REASONS: readonly MissedClassReason[] = ['emergency', 'forgot', 'late_to_class', 'technical_issues', 'other'];
export const CEFR_VALUES: readonly CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Native'];

/** Writing a log changes the class, its earning and the payments page: urql refetches queries holding these. */
export const CLASS_LOG_TYPENAMES = {
  additionalTypenames: ['TeacherClassLog', 'ClassLogPage', 'ClassLogRow', 'TeacherInvoice', 'Klass', 'TeacherClass'],
};

export interface ClassLogStudent {
  studentId: string;
  firstName: string;
  shortName: string;
  attendance: Attendance | null;
  suggestedAttendance: Attendance | null;
  feedback: string;
  recommendedLevel: CefrLevel | null;
  hasRated: boolean;
}

export interface ClassLogEarning {
  kind: string | null;
  amount: number;
  bonus: number;
  total: number;
  currency: string;
  invoiced: boolean;
}

export interface TeacherClassLog {
  classUid: string;
  startDate: string;
  endDate: string;
  lessonTitle: string;
  state: ClassLogState;
  opensAt: string;
  noShowAllowedAt: string;
  canReportNoShow: boolean;
  dueAt: string;
  editable: boolean;
  outcome: ClassLogOutcome | null;
  submittedAt: string | null;
  updatedAt: string | null;
  notes: string;
  resources: string;
  technicalProblem: string | null;
  screenshotUrl: string | null;
  missedReason: MissedClassReason | 'log_overdue' | null;
  missedExplanation: string | null;
  hasClassroomEvidence: boolean;
  students: ClassLogStudent[];
  earning: ClassLogEarning | null;
}

const LOG_FIELDS = `
  classUid startDate endDate lessonTitle state opensAt noShowAllowedAt canReportNoShow dueAt editable outcome
  submittedAt updatedAt notes resources technicalProblem screenshotUrl missedReason missedExplanation hasClassroomEvidence
  students { studentId firstName shortName attendance suggestedAttendance feedback recommendedLevel hasRated }
  earning { kind amount bonus total currency invoiced }
`;

export const TEACHER_CLASS_LOG = gql<{ teacherClassLog: TeacherClassLog }, { classUid: string }>(`
  query TeacherClassLog($classUid: ID!) { teacherClassLog(classUid: $classUid) { ${LOG_FIELDS} } }
`);

export interface SubmitClassLogVariables {
  input: {
    classUid: string;
    attendance: { studentId: string; attendance: Attendance | null }[];
    notes: string;
    resources: string;
    feedback: { studentId: string; feedback: string; recommendedLevel: CefrLevel | null }[];
  };
}
export const SUBMIT_CLASS_LOG = gql<{ submitClassLog: TeacherClassLog }, SubmitClassLogVariables>(`
  mutation SubmitClassLog($input: SubmitClassLogInput!) { submitClassLog(input: $input) { ${LOG_FIELDS} } }
`);

export const REPORT_NO_SHOW = gql<{ reportNoShow: TeacherClassLog }, { classUid: string }>(`
  mutation ReportNoShow($classUid: ID!) { reportNoShow(classUid: $classUid) { ${LOG_FIELDS} } }
`);

export const REPORT_TECHNICAL_PROBLEM = gql<
  { reportTechnicalProblem: TeacherClassLog },
  { input: { classUid: string; description: string; screenshotId: string | null } }
>(`
  mutation ReportTechnicalProblem($input: TechnicalProblemInput!) { reportTechnicalProblem(input: $input) { ${LOG_FIELDS} } }
`);

export const REPORT_MISSED_CLASS = gql<
  { reportMissedClass: TeacherClassLog },
  { input: { classUid: string; reason: MissedClassReason; explanation: string } }
>(`
  mutation ReportMissedClass($input: MissedClassReportInput!) { reportMissedClass(input: $input) { ${LOG_FIELDS} } }
`);

export const TEACHER_ZONE = gql<{ teacherPayInfo: { timezone: string; timeFormat: string } }, Record<string, never>>(`
  query TeacherLogZone { teacherPayInfo { timezone timeFormat } }
`);
