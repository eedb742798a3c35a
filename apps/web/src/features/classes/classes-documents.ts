import { gql } from 'urql';

export type ClassesView = 'upcoming' | 'past' | 'cancelled';
export type ClassStatus = 'active' | 'cancelled' | 'completed' | 'missed' | 'no_students' | 'technical_issue';
export type AppointmentStatus =
  | 'booked'
  | 'cancelled_by_observer'
  | 'cancelled_by_teacher'
  | 'class_cancelled'
  | 'not_booked'
  | 'cancelled_by_student';
export type CancellationReason = 'within_grace_period' | 'early_enough' | 'late';

export interface CancellationPreview {
  allowed: boolean;
  refund: boolean;
  reason: CancellationReason | null;
  refundDeadline: string;
  graceUntil: string;
}

/** Booking and cancelling change every class list and the credits; urql refetches queries that hold these types. */
export const CLASS_TYPENAMES = { additionalTypenames: ['Klass', 'Appointment', 'CreditsInfo'] };

interface TeacherSummary {
  id: string;
  uid: string;
  firstName: string;
  lastName: string;
  photo: string | null;
}

export interface ClassSummary {
  uid: string;
  startDate: string;
  endDate: string;
  status: ClassStatus;
  type: 'group' | 'individual' | 'trial';
  lesson: { id: string; title: string };
  teacher: TeacherSummary | null;
  appointment: { id: string; status: AppointmentStatus } | null;
  canJoin: boolean;
  joinOpensAt: string;
  classroomUrl: string;
}

const SUMMARY_FIELDS = `
  uid startDate endDate status type
  lesson { id title }
  teacher { id uid firstName lastName photo }
  appointment { id status }
  canJoin joinOpensAt classroomUrl
`;

export interface MyClassesData {
  myClasses: { total: number; items: ClassSummary[] };
}
export const MY_CLASSES = gql<MyClassesData, { view: ClassesView; limit: number; offset: number }>(`
  query MyClasses($view: ClassesView!, $limit: Int, $offset: Int) {
    myClasses(view: $view, limit: $limit, offset: $offset) { total items { ${SUMMARY_FIELDS} } }
  }
`);

export interface ClassDetails extends ClassSummary {
  isExisting: boolean;
  availableSeats: number;
  confirmedAt: string | null;
  lesson: { id: string; title: string; description: string; presentationUrl: string | null };
  module: { id: string; name: string; code: string };
  students: Array<{ id: string; uid: string; firstName: string; shortName: string }>;
  appointment:
    | (ClassSummary['appointment'] & {
        createdAt: string;
        creditKind: 'group' | 'private';
        refunded: boolean;
        cancellation: CancellationPreview;
      })
    | null;
}
export interface StudentClassData {
  studentClass: ClassDetails;
}
export const STUDENT_CLASS = gql<StudentClassData, { uid: string }>(`
  query StudentClass($uid: ID!) {
    studentClass(uid: $uid) {
      ${SUMMARY_FIELDS}
      isExisting availableSeats confirmedAt
      lesson { id title description presentationUrl }
      module { id name code }
      students { id uid firstName shortName }
      appointment {
        id status createdAt creditKind refunded
        cancellation { allowed refund reason refundDeadline graceUntil }
      }
    }
  }
`);

export interface CancelClassData {
  cancelClass: {
    refunded: boolean;
    appointment: { id: string; status: AppointmentStatus; refunded: boolean };
    credits: { groupCredits: number; privateCredits: number; canBuyExtraCredits: boolean };
  };
}
export const CANCEL_CLASS = gql<CancelClassData, { appointmentId: string; immediate?: boolean }>(`
  mutation CancelClass($appointmentId: ID!, $immediate: Boolean) {
    cancelClass(appointmentId: $appointmentId, immediate: $immediate) {
      refunded
      appointment { id status refunded }
      credits { groupCredits privateCredits canBuyExtraCredits }
    }
  }
`);

export interface ClassConfigData {
  classConfig: { refundableDaysBeforeStart: number; refundableAfterBookingMinutes: number };
}
export const CLASS_CONFIG = gql<ClassConfigData, Record<string, never>>(`
  query ClassConfig { classConfig { refundableDaysBeforeStart refundableAfterBookingMinutes } }
`);
