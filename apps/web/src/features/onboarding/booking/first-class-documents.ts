import { graphql, type ResultOf } from '../../../shared/graphql/graphql.ts';

/** The onboarding booking step (issue 16): three suggestions, a preview, and the normal bookClass. */
export const FIRST_CLASS_SUGGESTIONS = graphql(`
  query FirstClassSuggestions {
    firstClassSuggestions {
      classType timesOfDay atPreferredTimes hasCredits
      module { id name cefrLevelName }
      lesson { id number title description }
      options {
        key isExisting startDate endDate type availableSeats timeOfDay refusal
        class { uid }
        teacher { id firstName }
      }
    }
  }
`);

export type FirstClassOption = ResultOf<typeof FIRST_CLASS_SUGGESTIONS>['firstClassSuggestions']['options'][number];

export const FIRST_CLASS_PREVIEW = graphql(`
  query FirstClassPreview($input: BookClassInput!) {
    bookingPreview(input: $input) { blockingError creditKind creditsAvailable refundDeadline refundByNotice }
  }
`);

export const BOOK_FIRST_CLASS = graphql(`
  mutation BookFirstClass($input: BookClassInput!) {
    bookClass(input: $input) { class { uid startDate } credits { groupCredits privateCredits } }
  }
`);
