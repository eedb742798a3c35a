import { type EnumOf, graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

// A student's back-office page (decision 098).
export type StudentSubscriptionFilter = EnumOf<'StudentSubscriptionFilter'>;

export const ADMIN_STUDENT = graphql(`
  query AdminStudent($id: ID!) {
    adminStudent(id: $id) {
      id email firstName lastName studentId phoneNumber timezone locale createdAt closedAt sectionName moduleId moduleName
      credits { groupCredits privateCredits nextExpiry }
      subscriptions { id type status currency priceCents currentPeriodEnd createdAt }
      purchases { id type status currency totalCents createdAt paidAt }
      ledger(limit: 50) { id kind delta reason note createdAt }
      upcomingClasses { appointmentId classUid startDate type classStatus appointmentStatus attendance lessonTitle moduleName }
      pastClasses { appointmentId classUid startDate type classStatus appointmentStatus attendance lessonTitle moduleName }
      practice { vocabularyCards reviews exercisesDone }
      notes { id text authorName createdAt }
    }
    adminMyRole
    adminModules { id name code sectionName }
  }
`);
export type AdminStudentDetail = ResultOf<typeof ADMIN_STUDENT>['adminStudent'];
export type AdminStudentClass = AdminStudentDetail['upcomingClasses'][number];

export const ADD_NOTE = graphql(`
  mutation AdminAddStudentNote($studentId: ID!, $text: String!) { adminAddStudentNote(studentId: $studentId, text: $text) { id } }
`);
export const REMOVE_CREDITS = graphql(`
  mutation AdminRemoveCredits($studentId: ID!, $kind: CreditKind!, $amount: Int!, $reason: String!) {
    adminRemoveCredits(studentId: $studentId, kind: $kind, amount: $amount, reason: $reason) { groupCredits privateCredits }
  }
`);
export const CANCEL_STUDENT_CLASS = graphql(`
  mutation AdminCancelStudentClass($appointmentId: ID!, $refund: Boolean!) {
    adminCancelStudentClass(appointmentId: $appointmentId, refund: $refund) { refunded }
  }
`);
export const CHANGE_MODULE = graphql(`
  mutation AdminChangeStudentModule($studentId: ID!, $moduleId: ID!) { adminChangeStudentModule(studentId: $studentId, moduleId: $moduleId) { id moduleId moduleName } }
`);
export const SEND_RESET = graphql(`
  mutation AdminSendPasswordReset($studentId: ID!) { adminSendPasswordReset(studentId: $studentId) }
`);
export const CLOSE_ACCOUNT = graphql(`
  mutation AdminCloseStudentAccount($studentId: ID!, $reason: AdminCloseReason!) { adminCloseStudentAccount(studentId: $studentId, reason: $reason) { closedAt } }
`);
export const IMPERSONATE = graphql(`
  mutation AdminImpersonate($userId: ID!) { adminImpersonate(userId: $userId) { redirectTo } }
`);

export const STUDENT_TYPENAMES = { additionalTypenames: ['AdminStudentDetail', 'AdminStudent', 'AdminNote', 'CreditsInfo'] };
