import { gql } from 'urql';

export type ClassType = 'group' | 'individual' | 'trial';
export type CancellationReason = 'emergency' | 'forgot' | 'late_to_class' | 'other' | 'technical_issues';
export const CANCELLATION_REASONS: readonly CancellationReason[] = ['emergency', 'forgot', 'late_to_class', 'technical_issues', 'other'];
export type PauseState = 'none' | 'planned' | 'active';
export type CourseState = 'upcoming' | 'active' | 'ended' | 'feedback_required';

/** Every list a commitment, cancellation, pause or course booking changes; urql refetches queries holding these types. */
export const TEACHER_BOOKING_TYPENAMES = {
  additionalTypenames: [
    'TeacherKlass',
    'TeacherBookingWeek',
    'TeacherBookingStatus',
    'TeacherCourse',
    'TeacherCourseList',
    'TeachingPause',
    'TeacherPenaltyInfo',
  ],
};

export interface CancellationPolicy {
  allowed: boolean;
  consequence: 'none' | 'block_7_days' | 'block_7_days_with_explanation' | null;
  penaltyUntil: string | null;
  requiresExplanation: boolean;
  freeBecauseAccidental: boolean;
  wouldTriggerReview: boolean;
  freeUntil: string;
  lateFrom: string;
  veryLateFrom: string;
  blockDays: number;
}

export interface TeacherClassSummary {
  uid: string;
  startDate: string;
  endDate: string;
  status: string;
  type: ClassType;
  statusByTeacher: 'committed' | 'open' | 'taken';
  isMine: boolean;
  seatsTaken: number;
  capacity: number;
  commitBlocker: string | null;
  isInAvailability: boolean | null;
  courseId: string | null;
  courseName: string | null;
  businessModelType: string;
  price: { attendedCents: number; missedCents: number; currency: string } | null;
  lesson: { id: string; title: string; number: number; type: string };
  module: { id: string; name: string; cefrLevelName: string; section: { id: string; name: string } };
}

const SUMMARY_FIELDS = `
  uid startDate endDate status type statusByTeacher isMine seatsTaken capacity commitBlocker isInAvailability
  courseId courseName businessModelType
  price { attendedCents missedCents currency }
  lesson { id title number type }
  module { id name cefrLevelName section { id name } }
`;

export interface TeacherClassDetails extends TeacherClassSummary {
  confirmedAt: string | null;
  classNote: string | null;
  labels: string[];
  canJoin: boolean;
  joinOpensAt: string;
  classroomUrl: string;
  sourcePresentation: string;
  classLogEnabled: boolean;
  canBeAudioRecorded: boolean;
  lesson: TeacherClassSummary['lesson'] & { description: string; learningOutcomes: string[] };
  students: { id: string; uid: string; firstName: string; shortName: string; photo: string | null; timezone: string }[];
  appointments: {
    id: string;
    status: string;
    isNewStudent: boolean;
    hasAttemptToJoin: boolean;
    createdAt: string;
    student: { id: string; shortName: string };
  }[];
  prepareClassInfo: { bookedStudents: number; newStudents: number; learningOutcomes: string[]; lessonType: string };
  cancellation: CancellationPolicy | null;
}

const POLICY_FIELDS =
  'allowed consequence penaltyUntil requiresExplanation freeBecauseAccidental wouldTriggerReview freeUntil lateFrom veryLateFrom blockDays';

export interface PenaltyInfo {
  penaltyUntil: string | null;
  canAppealPenalty: boolean;
  isAppealInProgress: boolean;
  appealStatus: 'pending' | 'accepted' | 'rejected' | null;
  kind: string | null;
}

export interface TeachingPause {
  state: PauseState;
  pausedFrom: string | null;
  pausedUntil: string | null;
  startDate: string | null;
  endDate: string | null;
  maxDays: number;
}

export interface TeacherStatus {
  firstName: string;
  timezone: string;
  timeFormat: string;
  weekStart: string;
  isPriceVisible: boolean;
  canTeachSpecializedClass: boolean;
  sections: { id: string; name: string }[];
  penaltyInfo: PenaltyInfo;
  pause: TeachingPause;
  teacherManager: { name: string; email: string };
}

const PAUSE_FIELDS = 'state pausedFrom pausedUntil startDate endDate maxDays';
const PENALTY_FIELDS = 'penaltyUntil canAppealPenalty isAppealInProgress appealStatus kind';

export const TEACHER_STATUS = gql<{ teacherBookingStatus: TeacherStatus }>(`
  query TeacherBookingStatus {
    teacherBookingStatus {
      firstName timezone timeFormat weekStart isPriceVisible canTeachSpecializedClass
      sections { id name }
      penaltyInfo { ${PENALTY_FIELDS} }
      pause { ${PAUSE_FIELDS} }
      teacherManager { name email }
    }
  }
`);

export interface BookingWeekFilter {
  from: string;
  to: string;
  sectionId?: string;
  level?: string;
  type?: ClassType;
  onlyAvailable?: boolean;
}

export const BOOKING_WEEK = gql<
  { teacherBookingWeek: { from: string; to: string; classes: TeacherClassSummary[] } },
  { filter: BookingWeekFilter }
>(`
  query TeacherBookingWeek($filter: TeacherBookingFilter!) {
    teacherBookingWeek(filter: $filter) { from to classes { ${SUMMARY_FIELDS} } }
  }
`);

export const PENDING_CLASSES = gql<{ pendingClasses: TeacherClassSummary[] }>(`
  query PendingClasses { pendingClasses { ${SUMMARY_FIELDS} } }
`);

export const UPCOMING_CLASSES = gql<{ teacherUpcomingClasses: TeacherClassSummary[] }, { limit: number }>(`
  query TeacherUpcomingClasses($limit: Int) { teacherUpcomingClasses(limit: $limit) { ${SUMMARY_FIELDS} } }
`);

export const TEACHER_CLASS = gql<{ teacherClass: TeacherClassDetails }, { uid: string }>(`
  query TeacherClass($uid: ID!) {
    teacherClass(uid: $uid) {
      ${SUMMARY_FIELDS}
      confirmedAt classNote labels canJoin joinOpensAt classroomUrl sourcePresentation classLogEnabled canBeAudioRecorded
      lesson { id title number type description learningOutcomes }
      students { id uid firstName shortName photo timezone }
      appointments { id status isNewStudent hasAttemptToJoin createdAt student { id shortName } }
      prepareClassInfo { bookedStudents newStudents learningOutcomes lessonType }
      cancellation { ${POLICY_FIELDS} }
    }
  }
`);

export const COMMIT_TO_CLASS = gql<{ commitToClass: TeacherClassSummary }, { classUid: string }>(`
  mutation CommitToClass($classUid: ID!) { commitToClass(classUid: $classUid) { ${SUMMARY_FIELDS} } }
`);

export const APPROVE_PENDING_CLASS = gql<{ approvePendingClass: TeacherClassSummary }, { classUid: string }>(`
  mutation ApprovePendingClass($classUid: ID!) { approvePendingClass(classUid: $classUid) { ${SUMMARY_FIELDS} } }
`);

export const CANCEL_COMMITMENT = gql<
  { cancelClassCommitment: { classUid: string; consequence: string; penaltyUntil: string | null; freeBecauseAccidental: boolean } },
  { classUid: string; reason: CancellationReason; explanation?: string }
>(`
  mutation CancelClassCommitment($classUid: ID!, $reason: CommitmentCancellationReason!, $explanation: String) {
    cancelClassCommitment(classUid: $classUid, reason: $reason, explanation: $explanation) {
      classUid consequence penaltyUntil freeBecauseAccidental
    }
  }
`);

export const SUBMIT_APPEAL = gql<{ submitPenaltyAppeal: PenaltyInfo }, { reason: string }>(`
  mutation SubmitPenaltyAppeal($reason: String!) { submitPenaltyAppeal(reason: $reason) { ${PENALTY_FIELDS} } }
`);

export const SET_PAUSE = gql<{ setTeachingPause: TeachingPause }, { input: { startDate: string; endDate: string } }>(`
  mutation SetTeachingPause($input: TeachingPauseInput!) { setTeachingPause(input: $input) { ${PAUSE_FIELDS} } }
`);
export const END_PAUSE = gql<{ endTeachingPause: TeachingPause }>(`mutation EndTeachingPause { endTeachingPause { ${PAUSE_FIELDS} } }`);
export const REMOVE_PAUSE = gql<{ removeTeachingPause: TeachingPause }>(
  `mutation RemoveTeachingPause { removeTeachingPause { ${PAUSE_FIELDS} } }`,
);

export interface TeacherCourse {
  id: string;
  name: string;
  description: string;
  section: { id: string; name: string };
  startDate: string;
  endDate: string;
  timezone: string;
  classesCount: number;
  studentsCount: number;
  material: string;
  courseType: ClassType;
  businessModelType: string;
  feedbackRequired: boolean;
  courseTimes: { dayOfWeek: string; hour: number }[];
  courseModules: { id: string; name: string; cefrLevelName: string }[];
  holidays: { date: string; name: string }[];
  price: { cents: number; currency: string } | null;
  state: CourseState | null;
  nextClassAt: string | null;
}

const COURSE_FIELDS = `
  id name description section { id name } startDate endDate timezone classesCount studentsCount material courseType businessModelType
  feedbackRequired courseTimes { dayOfWeek hour } courseModules { id name cefrLevelName } holidays { date name }
  price { cents currency } state nextClassAt
`;

export const AVAILABLE_COURSES = gql<{ availableCourses: { total: number; items: TeacherCourse[] } }, { limit: number; offset: number }>(`
  query AvailableCourses($limit: Int, $offset: Int) { availableCourses(limit: $limit, offset: $offset) { total items { ${COURSE_FIELDS} } } }
`);

export const MY_COURSES = gql<{ teacherCourses: TeacherCourse[] }>(`query TeacherCourses { teacherCourses { ${COURSE_FIELDS} } }`);

export interface CourseAssignResult {
  course: TeacherCourse;
  bookedClasses: TeacherClassSummary[];
  overriddenClasses: TeacherClassSummary[];
  errors: { reason: string; message: string; class: TeacherClassSummary }[];
}

export const BOOK_COURSE = gql<{ bookCourse: CourseAssignResult }, { courseId: string }>(`
  mutation BookCourse($courseId: ID!) {
    bookCourse(courseId: $courseId) {
      course { ${COURSE_FIELDS} }
      bookedClasses { ${SUMMARY_FIELDS} }
      overriddenClasses { ${SUMMARY_FIELDS} }
      errors { reason message class { ${SUMMARY_FIELDS} } }
    }
  }
`);

export const SUBMIT_COURSE_FEEDBACK = gql<{ submitCourseFeedback: TeacherCourse }, { courseId: string; feedback: string }>(`
  mutation SubmitCourseFeedback($courseId: ID!, $feedback: String!) { submitCourseFeedback(courseId: $courseId, feedback: $feedback) { ${COURSE_FIELDS} } }
`);
