import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

// Booking-experience, personalized and feature-usefulness reviews (001 §7, decision 090).

/** The mutations answer a ReviewPrompt, an ExperienceReview or a Boolean: naming them refetches the prompt. */
export const REVIEW_PROMPT_TYPENAMES = { additionalTypenames: ['ReviewPrompt', 'ExperienceReview'] };

export const REVIEW_PROMPT = graphql(`
  query ReviewPrompt { reviewPrompt { kind subject } }
`);
export type ReviewPrompt = NonNullable<ResultOf<typeof REVIEW_PROMPT>['reviewPrompt']>;

export const MARK_REVIEW_PROMPT_SHOWN = graphql(`
  mutation MarkReviewPromptShown($kind: String!, $subject: String) {
    markReviewPromptShown(kind: $kind, subject: $subject) { kind subject }
  }
`);

export const DISMISS_REVIEW_PROMPT = graphql(`
  mutation DismissReviewPrompt($kind: String!, $subject: String) { dismissReviewPrompt(kind: $kind, subject: $subject) }
`);

export const SUBMIT_EXPERIENCE_REVIEW = graphql(`
  mutation SubmitExperienceReview($kind: String!, $subject: String, $rating: Int!, $comment: String) {
    submitExperienceReview(kind: $kind, subject: $subject, rating: $rating, comment: $comment) { id kind rating }
  }
`);
