import { gql } from 'urql';

export type CreditKind = 'group' | 'private';

export interface Credits {
  groupCredits: number;
  privateCredits: number;
}

export interface AdminStudent {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  studentId: string | null;
  createdAt: string;
  credits: Credits;
}

export const ADMIN_STUDENTS = gql<{ adminStudents: { total: number; items: AdminStudent[] } }, { search?: string; offset: number }>(`
  query AdminStudents($search: String, $offset: Int) {
    adminStudents(search: $search, limit: 20, offset: $offset) {
      total
      items { id email firstName lastName studentId createdAt credits { groupCredits privateCredits } }
    }
  }
`);

export const GRANT_CREDITS = gql<{ adminGrantCredits: Credits }, { studentId: string; kind: CreditKind; amount: number; reason: string }>(`
  mutation AdminGrantCredits($studentId: ID!, $kind: CreditKind!, $amount: Int!, $reason: String!) {
    adminGrantCredits(studentId: $studentId, kind: $kind, amount: $amount, reason: $reason) { groupCredits privateCredits }
  }
`);

export interface AdminTeacher {
  id: string;
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  sections: string[];
  timezone: string;
  penaltyUntil: string | null;
  pausedFrom: string | null;
  pausedUntil: string | null;
}

const TEACHER_FIELDS = 'id uid email firstName lastName sections timezone penaltyUntil pausedFrom pausedUntil';

export const ADMIN_TEACHERS = gql<{ adminTeachers: AdminTeacher[] }, { sectionId?: string }>(`
  query AdminTeachers($sectionId: ID) { adminTeachers(sectionId: $sectionId) { ${TEACHER_FIELDS} } }
`);

export interface CreateTeacherInput {
  email: string;
  firstName: string;
  lastName: string;
  sectionSlugs: string[];
  timezone: string;
  hourlyRateCents?: number;
}

export const CREATE_TEACHER = gql<{ adminCreateTeacher: AdminTeacher }, { input: CreateTeacherInput }>(`
  mutation AdminCreateTeacher($input: CreateTeacherInput!) { adminCreateTeacher(input: $input) { ${TEACHER_FIELDS} } }
`);

export interface AdminClass {
  uid: string;
  startDate: string;
  type: 'group' | 'individual' | 'trial';
  seatsTaken: number;
  capacity: number;
  lessonTitle: string;
  moduleName: string;
  sectionId: string;
  sectionName: string;
  teacherId: string | null;
}

export const ADMIN_CLASSES = gql<{ adminClasses: AdminClass[] }, { from: string; to: string; unstaffedOnly: boolean }>(`
  query AdminClasses($from: DateTime!, $to: DateTime!, $unstaffedOnly: Boolean) {
    adminClasses(from: $from, to: $to, unstaffedOnly: $unstaffedOnly) {
      uid startDate type seatsTaken capacity lessonTitle moduleName sectionId sectionName teacherId
    }
  }
`);

export const ASSIGN_TEACHER = gql<
  { adminAssignTeacher: { uid: string } },
  { classUid: string; teacherId: string; replaceCurrentTeacher?: boolean; override?: boolean; reason?: string | null }
>(`
  mutation AdminAssignTeacher($classUid: ID!, $teacherId: ID!, $replaceCurrentTeacher: Boolean, $override: Boolean, $reason: String) {
    adminAssignTeacher(
      classUid: $classUid
      teacherId: $teacherId
      replaceCurrentTeacher: $replaceCurrentTeacher
      override: $override
      reason: $reason
    ) { uid }
  }
`);

/** Lists an admin change touches: urql refetches queries holding these types. */
export const ADMIN_TYPENAMES = { additionalTypenames: ['AdminStudent', 'AdminClass', 'AdminTeacher', 'CreditsInfo', 'Klass'] };
