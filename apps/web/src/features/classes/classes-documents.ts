import { type EnumOf, graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

export type ClassesView = EnumOf<'ClassesView'>;

/** Booking and cancelling change every class list and the credits; urql refetches queries that hold these types. */
export const CLASS_TYPENAMES = { additionalTypenames: ['Klass', 'Appointment', 'CreditsInfo'] };

const ClassSummaryFields = graphql(`
  fragment ClassSummaryFields on Klass {
    uid startDate endDate status type
    lesson { id title }
    teacher { id uid firstName lastName photo }
    appointment { id status reviewState }
    canJoin joinOpensAt classroomUrl
  }
`);
export type ClassSummary = ResultOf<typeof ClassSummaryFields>;

export const MY_CLASSES = graphql(
  `
  query MyClasses($view: ClassesView!, $limit: Int, $offset: Int) {
    myClasses(view: $view, limit: $limit, offset: $offset) { total items { ...ClassSummaryFields } }
  }
`,
  [ClassSummaryFields],
);

export const STUDENT_CLASS = graphql(
  `
  query StudentClass($uid: ID!) {
    studentClass(uid: $uid) {
      ...ClassSummaryFields
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
`,
  [ClassSummaryFields],
);
export type ClassDetails = ResultOf<typeof STUDENT_CLASS>['studentClass'];
export type CancellationPreview = NonNullable<ClassDetails['appointment']>['cancellation'];

/** The teacher's feedback, notes and resources on a past class: the texts only once the student rated it (001 §4). */
export const CLASS_FEEDBACK = graphql(`
  query ClassFeedback($classUid: ID!) {
    myClassFeedback(classUid: $classUid) { status requiresRating logged feedback recommendedLevel notes resources attendance }
  }
`);
export type ClassFeedback = ResultOf<typeof CLASS_FEEDBACK>['myClassFeedback'];

export const CANCEL_CLASS = graphql(`
  mutation CancelClass($appointmentId: ID!, $immediate: Boolean) {
    cancelClass(appointmentId: $appointmentId, immediate: $immediate) {
      refunded
      appointment { id status refunded }
      credits { groupCredits privateCredits canBuyExtraCredits }
    }
  }
`);

export const CLASS_CONFIG = graphql(`
  query ClassConfig { classConfig { refundableDaysBeforeStart refundableAfterBookingMinutes } }
`);
