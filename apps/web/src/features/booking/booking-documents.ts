import { graphql, type ResultOf, type VariablesOf } from '../../shared/graphql/graphql.ts';

/** Every list that a booking or cancellation changes; urql refetches queries holding these types. */
export const BOOKING_TYPENAMES = {
  additionalTypenames: ['Klass', 'Appointment', 'CreditsInfo', 'BookingResults', 'BookingRecommendation', 'BookingStanding'],
};

const BookingOptionFields = graphql(`
  fragment BookingOptionFields on BookingOption {
    key isExisting startDate endDate type availableSeats refusal
    lesson { id title number }
    teacher { id uid firstName lastName }
  }
`);
export type BookingOption = ResultOf<typeof BookingOptionFields>;

/**
 * The week's list names each option's lesson by id and lists the lessons once (decision 125):
 * a week holds ~200 options of a handful of lessons.
 */
const BookingListOptionFields = graphql(`
  fragment BookingListOptionFields on BookingOption {
    key isExisting startDate endDate type availableSeats refusal lessonId
    teacher { id uid firstName lastName }
  }
`);

export const BOOKING_RESULTS = graphql(
  `
  query BookingResults($filter: BookingFilter!) {
    bookingResults(filter: $filter) {
      from to
      module { id name code cefrLevelName }
      lessons { id title number }
      options { ...BookingListOptionFields }
    }
  }
`,
  [BookingListOptionFields],
);
type BookingResultsData = ResultOf<typeof BOOKING_RESULTS>['bookingResults'];

/** The list's options with their lessons in place, as the day list and the rows read them (an unknown id drops the option). */
export function optionsWithLessons(results: BookingResultsData): BookingOption[] {
  const lessons = new Map(results.lessons.map((lesson) => [lesson.id, lesson]));
  const options: BookingOption[] = [];
  for (const { lessonId, ...option } of results.options) {
    const lesson = lessons.get(lessonId);
    if (lesson) options.push({ ...option, lesson });
  }
  return options;
}

export const BOOKING_RECOMMENDATION = graphql(
  `
  query BookingRecommendation($type: ClassType) {
    bookingRecommendation(type: $type) {
      lesson { id title number }
      timesOfDay basis atPreferredTimes
      options { ...BookingOptionFields }
    }
  }
`,
  [BookingOptionFields],
);
export type BookingRecommendationData = ResultOf<typeof BOOKING_RECOMMENDATION>['bookingRecommendation'];

export const BOOKABLE_LESSONS = graphql(`
  query BookableLessons($moduleId: ID) {
    coursePage(moduleId: $moduleId) {
      module { id }
      chapters { id title lessons { id title number studentStatus } }
    }
  }
`);

export const BOOKING_PREVIEW = graphql(
  `
  query BookingPreview($input: BookClassInput!) {
    bookingPreview(input: $input) {
      option { ...BookingOptionFields }
      creditKind creditsAvailable refundDeadline refundByNotice graceMinutes blockingError offers
    }
  }
`,
  [BookingOptionFields],
);
export type BookingPreviewData = ResultOf<typeof BOOKING_PREVIEW>;

export const BOOK_CLASS = graphql(`
  mutation BookClass($input: BookClassInput!) {
    bookClass(input: $input) {
      appointment { id status }
      class { uid startDate }
      credits { groupCredits privateCredits canBuyExtraCredits }
    }
  }
`);
export type BookClassInput = VariablesOf<typeof BOOK_CLASS>['input'];
