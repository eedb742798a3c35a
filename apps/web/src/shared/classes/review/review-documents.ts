import { graphql } from '../../graphql/graphql.ts';

/** The post-class review, sent from the classroom's review page and from the student's class details. */
export const SUBMIT_CLASS_REVIEW = graphql(`
  mutation SubmitClassReview($input: SubmitClassReviewInput!) { submitClassReview(input: $input) { id createdAt } }
`);
