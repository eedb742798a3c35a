import { type EnumOf, graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

export type CancellationReason = EnumOf<'CommitmentCancellationReason'>;
/** The order the cancellation dialog offers them in. */
export const CANCELLATION_REASONS: readonly CancellationReason[] = ['emergency', 'forgot', 'late_to_class', 'technical_issues', 'other'];
export type CourseState = EnumOf<'TeacherCourseState'>;

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

const TeacherClassSummaryFields = graphql(`
  fragment TeacherClassSummaryFields on TeacherKlass {
    uid startDate endDate status displayStatus type statusByTeacher isMine seatsTaken capacity commitBlocker isInAvailability
    courseId courseName businessModelType
    price { attendedCents missedCents currency }
    lesson { id title number type }
    module { id name cefrLevelName section { id name } }
  }
`);
export type TeacherClassSummary = ResultOf<typeof TeacherClassSummaryFields>;

const PauseFields = graphql(`
  fragment TeachingPauseFields on TeachingPause { state pausedFrom pausedUntil startDate endDate maxDays }
`);
export type TeachingPause = ResultOf<typeof PauseFields>;

const PenaltyFields = graphql(`
  fragment PenaltyInfoFields on TeacherPenaltyInfo { penaltyUntil canAppealPenalty isAppealInProgress appealStatus kind }
`);

export const TEACHER_STATUS = graphql(
  `
  query TeacherBookingStatus {
    teacherBookingStatus {
      firstName timezone timeFormat weekStart isPriceVisible canTeachSpecializedClass
      sections { id name }
      penaltyInfo { ...PenaltyInfoFields }
      pause { ...TeachingPauseFields }
      teacherManager { name email }
    }
  }
`,
  [PenaltyFields, PauseFields],
);
export type TeacherStatus = ResultOf<typeof TEACHER_STATUS>['teacherBookingStatus'];

export const BOOKING_WEEK = graphql(
  `
  query TeacherBookingWeek($filter: TeacherBookingFilter!) {
    teacherBookingWeek(filter: $filter) { from to classes { ...TeacherClassSummaryFields } }
  }
`,
  [TeacherClassSummaryFields],
);

export const PENDING_CLASSES = graphql(
  `
  query PendingClasses { pendingClasses { ...TeacherClassSummaryFields } }
`,
  [TeacherClassSummaryFields],
);

export const UPCOMING_CLASSES = graphql(
  `
  query TeacherUpcomingClasses($limit: Int) { teacherUpcomingClasses(limit: $limit) { ...TeacherClassSummaryFields } }
`,
  [TeacherClassSummaryFields],
);

export const TEACHER_CLASS = graphql(
  `
  query TeacherClass($uid: ID!) {
    teacherClass(uid: $uid) {
      ...TeacherClassSummaryFields
      confirmedAt classNote labels canJoin joinOpensAt classroomUrl sourcePresentation classLogEnabled canBeAudioRecorded
      lesson { id title number type description learningOutcomes }
      students { id uid firstName shortName photo timezone publicProfile { firstName shortName photo aboutMe spokenLanguages { language proficiency } level sublevel learningLanguage } }
      appointments { id status isNewStudent hasAttemptToJoin createdAt student { id shortName } }
      prepareClassInfo { bookedStudents newStudents learningOutcomes lessonType }
      cancellation {
        allowed consequence penaltyUntil requiresExplanation freeBecauseAccidental wouldTriggerReview freeUntil lateFrom veryLateFrom blockDays
      }
    }
  }
`,
  [TeacherClassSummaryFields],
);
export type TeacherClassDetails = ResultOf<typeof TEACHER_CLASS>['teacherClass'];
export type CancellationPolicy = NonNullable<TeacherClassDetails['cancellation']>;

export const COMMIT_TO_CLASS = graphql(
  `
  mutation CommitToClass($classUid: ID!) {
    commitToClass(classUid: $classUid) { ...TeacherClassSummaryFields confirmedAt cancellation { freeUntil } }
  }
`,
  [TeacherClassSummaryFields],
);

export const APPROVE_PENDING_CLASS = graphql(
  `
  mutation ApprovePendingClass($classUid: ID!) {
    approvePendingClass(classUid: $classUid) { ...TeacherClassSummaryFields confirmedAt cancellation { freeUntil } }
  }
`,
  [TeacherClassSummaryFields],
);

export const CANCEL_COMMITMENT = graphql(`
  mutation CancelClassCommitment($classUid: ID!, $reason: CommitmentCancellationReason!, $explanation: String) {
    cancelClassCommitment(classUid: $classUid, reason: $reason, explanation: $explanation) {
      classUid consequence penaltyUntil freeBecauseAccidental
    }
  }
`);

/** Takes back a commitment within its free 30 minutes; the server refuses it after (undo_window_passed). */
export const UNDO_COMMITMENT = graphql(`
  mutation UndoClassCommitment($classUid: ID!) {
    undoClassCommitment(classUid: $classUid) { classUid consequence penaltyUntil freeBecauseAccidental }
  }
`);

export const SUBMIT_APPEAL = graphql(
  `
  mutation SubmitPenaltyAppeal($reason: String!) { submitPenaltyAppeal(reason: $reason) { ...PenaltyInfoFields } }
`,
  [PenaltyFields],
);

export const SET_PAUSE = graphql(
  `
  mutation SetTeachingPause($input: TeachingPauseInput!) { setTeachingPause(input: $input) { ...TeachingPauseFields } }
`,
  [PauseFields],
);
export const END_PAUSE = graphql(`mutation EndTeachingPause { endTeachingPause { ...TeachingPauseFields } }`, [PauseFields]);
export const REMOVE_PAUSE = graphql(`mutation RemoveTeachingPause { removeTeachingPause { ...TeachingPauseFields } }`, [PauseFields]);

const TeacherCourseFields = graphql(`
  fragment TeacherCourseFields on TeacherCourse {
    id name description section { id name } startDate endDate timezone classesCount studentsCount material courseType businessModelType
    feedbackRequired courseTimes { dayOfWeek hour } courseModules { id name cefrLevelName } holidays { date name }
    price { cents currency } state nextClassAt
  }
`);
export type TeacherCourse = ResultOf<typeof TeacherCourseFields>;

export const AVAILABLE_COURSES = graphql(
  `
  query AvailableCourses($limit: Int, $offset: Int) {
    availableCourses(limit: $limit, offset: $offset) { total items { ...TeacherCourseFields } }
  }
`,
  [TeacherCourseFields],
);

export const MY_COURSES = graphql(`query TeacherCourses { teacherCourses { ...TeacherCourseFields } }`, [TeacherCourseFields]);

export const BOOK_COURSE = graphql(
  `
  mutation BookCourse($courseId: ID!) {
    bookCourse(courseId: $courseId) {
      course { ...TeacherCourseFields }
      bookedClasses { ...TeacherClassSummaryFields }
      overriddenClasses { ...TeacherClassSummaryFields }
      errors { reason message class { ...TeacherClassSummaryFields } }
    }
  }
`,
  [TeacherCourseFields, TeacherClassSummaryFields],
);
export type CourseAssignResult = ResultOf<typeof BOOK_COURSE>['bookCourse'];

export const SUBMIT_COURSE_FEEDBACK = graphql(
  `
  mutation SubmitCourseFeedback($courseId: ID!, $feedback: String!) {
    submitCourseFeedback(courseId: $courseId, feedback: $feedback) { ...TeacherCourseFields }
  }
`,
  [TeacherCourseFields],
);

/** Home: the class logs to write now (open or overdue), soonest due first (000 §9: open logs are due within 24 hours). */
export const LOGS_DUE = graphql(`
  query TeacherLogsDue {
    teacherOpenLogs(limit: 20) {
      total
      items { classUid startDate endDate lessonTitle classType state dueAt displayStatus students { studentId shortName } }
    }
  }
`);
export type LogDue = ResultOf<typeof LOGS_DUE>['teacherOpenLogs']['items'][number];
