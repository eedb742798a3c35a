import { type EnumOf, graphql, type ResultOf, type VariablesOf } from '../../shared/graphql/graphql.ts';

export type Attendance = EnumOf<'ClassLogAttendance'>;
export type ClassLogOutcome = EnumOf<'ClassLogOutcome'>;
export type MissedClassReason = EnumOf<'MissedClassReason'>;
export type CefrLevel = EnumOf<'ClassLogCefrLevel'>;

export { ATTENDANCE as ATTENDANCE_VALUES, CEFR_LEVELS as CEFR_VALUES } from '@parla/contracts';
/** The order the report dialog offers them in. */
export const MISSED_REASONS: readonly MissedClassReason[] = ['emergency', 'forgot', 'late_to_class', 'technical_issues', 'other'];

/** Writing a log changes the class, its earning and the payments page: urql refetches queries holding these. */
export const CLASS_LOG_TYPENAMES = {
  additionalTypenames: ['TeacherClassLog', 'ClassLogPage', 'ClassLogRow', 'TeacherInvoice', 'Klass', 'TeacherKlass'],
};

const ClassLogFields = graphql(`
  fragment ClassLogFields on TeacherClassLog {
    classUid startDate endDate lessonTitle state opensAt noShowAllowedAt canReportNoShow dueAt editable outcome
    submittedAt updatedAt notes resources technicalProblem screenshotUrl missedReason missedExplanation hasClassroomEvidence
    students { studentId firstName shortName attendance suggestedAttendance feedback recommendedLevel hasRated }
    earning { kind amount bonus total currency invoiced }
  }
`);
export type TeacherClassLog = ResultOf<typeof ClassLogFields>;
export type ClassLogStudent = TeacherClassLog['students'][number];

export const TEACHER_CLASS_LOG = graphql(
  `
  query TeacherClassLog($classUid: ID!) { teacherClassLog(classUid: $classUid) { ...ClassLogFields } }
`,
  [ClassLogFields],
);

export const SUBMIT_CLASS_LOG = graphql(
  `
  mutation SubmitClassLog($input: SubmitClassLogInput!) { submitClassLog(input: $input) { ...ClassLogFields } }
`,
  [ClassLogFields],
);
export type SubmitClassLogVariables = VariablesOf<typeof SUBMIT_CLASS_LOG>;

export const REPORT_NO_SHOW = graphql(
  `
  mutation ReportNoShow($classUid: ID!) { reportNoShow(classUid: $classUid) { ...ClassLogFields } }
`,
  [ClassLogFields],
);

export const REPORT_TECHNICAL_PROBLEM = graphql(
  `
  mutation ReportTechnicalProblem($input: TechnicalProblemInput!) { reportTechnicalProblem(input: $input) { ...ClassLogFields } }
`,
  [ClassLogFields],
);

export const REPORT_MISSED_CLASS = graphql(
  `
  mutation ReportMissedClass($input: MissedClassReportInput!) { reportMissedClass(input: $input) { ...ClassLogFields } }
`,
  [ClassLogFields],
);

export const TEACHER_ZONE = graphql(`
  query TeacherLogZone { teacherPayInfo { timezone timeFormat } }
`);
