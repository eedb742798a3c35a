import { type EnumOf, graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

export type AdminClassStatus = EnumOf<'AdminClassStatus'>;
export type ClassStaffing = EnumOf<'ClassStaffing'>;

const AdminClassRowFields = graphql(`
  fragment AdminClassRowFields on AdminClassRow {
    uid startDate endDate type status seatsTaken capacity lessonId lessonTitle moduleId moduleName sectionId sectionName
    teacherId teacherName movedAt cancelledAt
  }
`);

export const ADMIN_CLASS_SEARCH = graphql(
  `
  query AdminClassSearch(
    $from: DateTime!, $to: DateTime!, $sectionId: ID, $moduleId: ID, $teacherId: ID,
    $status: AdminClassStatus, $staffing: ClassStaffing, $limit: Int, $offset: Int
  ) {
    adminClassSearch(
      from: $from, to: $to, sectionId: $sectionId, moduleId: $moduleId, teacherId: $teacherId,
      status: $status, staffing: $staffing, limit: $limit, offset: $offset
    ) {
      total
      items { ...AdminClassRowFields }
      sections { id name }
      modules { id name parentId }
    }
  }
`,
  [AdminClassRowFields],
);
export type AdminClassPage = ResultOf<typeof ADMIN_CLASS_SEARCH>['adminClassSearch'];
export type AdminClassRow = AdminClassPage['items'][number];

export const CLASS_TEACHERS = graphql(`
  query AdminClassTeachers($sectionId: ID) { adminTeachers(sectionId: $sectionId) { id firstName lastName } }
`);

const AdminClassDetailFields = graphql(
  `
  fragment AdminClassDetailFields on AdminClassDetail {
    class { ...AdminClassRowFields }
    students { appointmentId studentId name email status refunded attendance bookedAt cancelledAt }
    history { id at kind actorName detail }
    moduleLessons { id name }
  }
`,
  [AdminClassRowFields],
);

export const ADMIN_CLASS = graphql(
  `
  query AdminClass($uid: ID!) { adminClass(uid: $uid) { ...AdminClassDetailFields } }
`,
  [AdminClassDetailFields],
);
export type AdminClassDetail = ResultOf<typeof ADMIN_CLASS>['adminClass'];

export const INVALIDATE_CLASS = graphql(
  `
  mutation AdminInvalidateClass($classUid: ID!) { adminInvalidateClass(classUid: $classUid) { ...AdminClassDetailFields } }
`,
  [AdminClassDetailFields],
);

export const RELEASE_CLASS = graphql(
  `
  mutation AdminReleaseClass($classUid: ID!) { adminReleaseClass(classUid: $classUid) { ...AdminClassDetailFields } }
`,
  [AdminClassDetailFields],
);

export const MOVE_CLASS = graphql(
  `
  mutation AdminMoveClass($classUid: ID!, $startDate: DateTime, $lessonId: ID, $keepTeacher: Boolean, $override: Boolean, $reason: String) {
    adminMoveClass(classUid: $classUid, startDate: $startDate, lessonId: $lessonId, keepTeacher: $keepTeacher, override: $override, reason: $reason) {
      ...AdminClassDetailFields
    }
  }
`,
  [AdminClassDetailFields],
);

export const ASSIGN_CLASS_TEACHER = graphql(`
  mutation AdminAssignClassTeacher($classUid: ID!, $teacherId: ID!, $replaceCurrentTeacher: Boolean, $override: Boolean, $reason: String) {
    adminAssignTeacher(
      classUid: $classUid
      teacherId: $teacherId
      replaceCurrentTeacher: $replaceCurrentTeacher
      override: $override
      reason: $reason
    ) { uid }
  }
`);

/** Queries holding these types refetch after an action. */
export const CLASS_TYPENAMES = { additionalTypenames: ['AdminClassDetail', 'AdminClassRow', 'AdminClassPage', 'Klass'] };
