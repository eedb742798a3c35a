import { type EnumOf, graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

export type CreditKind = EnumOf<'CreditKind'>;

export const ADMIN_STUDENTS = graphql(`
  query AdminStudents($search: String, $offset: Int, $subscription: StudentSubscriptionFilter, $sectionSlug: String) {
    adminStudents(search: $search, subscription: $subscription, sectionSlug: $sectionSlug, limit: 20, offset: $offset) {
      total
      items { id email firstName lastName studentId createdAt credits { groupCredits privateCredits } }
    }
  }
`);
export type AdminStudent = ResultOf<typeof ADMIN_STUDENTS>['adminStudents']['items'][number];

export const GRANT_CREDITS = graphql(`
  mutation AdminGrantCredits($studentId: ID!, $kind: CreditKind!, $amount: Int!, $reason: String!) {
    adminGrantCredits(studentId: $studentId, kind: $kind, amount: $amount, reason: $reason) { groupCredits privateCredits }
  }
`);

const AdminTeacherFields = graphql(`
  fragment AdminTeacherFields on AdminTeacher { id uid email firstName lastName sections timezone penaltyUntil pausedFrom pausedUntil }
`);

export const ADMIN_TEACHERS = graphql(
  `
  query AdminTeachers($sectionId: ID) { adminTeachers(sectionId: $sectionId) { ...AdminTeacherFields } }
`,
  [AdminTeacherFields],
);

export const CREATE_TEACHER = graphql(
  `
  mutation AdminCreateTeacher($input: CreateTeacherInput!) { adminCreateTeacher(input: $input) { ...AdminTeacherFields } }
`,
  [AdminTeacherFields],
);

/** Lists an admin change touches: urql refetches queries holding these types. */
export const ADMIN_TYPENAMES = { additionalTypenames: ['AdminStudent', 'AdminClass', 'AdminTeacher', 'CreditsInfo', 'Klass'] };

// Content error reports (issue 17, decision 079).
export type ContentErrorReportStatus = EnumOf<'ContentErrorReportStatus'>;
export type ContentErrorReportOutcome = EnumOf<'ContentErrorReportOutcome'>;

const AdminContentErrorReportFields = graphql(`
  fragment AdminContentErrorReportFields on AdminContentErrorReport {
    id target targetId itemText lessonId lessonTitle moduleName options details status studentName studentEmail createdAt resolvedAt resolutionNote
  }
`);

export const ADMIN_CONTENT_ERROR_REPORTS = graphql(
  `
  query AdminContentErrorReports($status: ContentErrorReportStatus!, $offset: Int) {
    adminContentErrorReports(status: $status, limit: 20, offset: $offset) {
      total
      items { ...AdminContentErrorReportFields }
    }
  }
`,
  [AdminContentErrorReportFields],
);
export type AdminContentErrorReport = ResultOf<typeof AdminContentErrorReportFields>;

export const CLOSE_CONTENT_ERROR_REPORT = graphql(
  `
  mutation AdminCloseContentErrorReport($reportId: ID!, $outcome: ContentErrorReportOutcome!, $note: String) {
    adminCloseContentErrorReport(reportId: $reportId, outcome: $outcome, note: $note) { ...AdminContentErrorReportFields }
  }
`,
  [AdminContentErrorReportFields],
);
