import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** The placement test (issue 16) and the public language test page (issue 15). */
const AttemptFields = graphql(`
  fragment PlacementAttemptFields on PlacementAttempt {
    id section state answeredCount maxItems claimed claimOutcome
    currentItem { id skill passage prompt options number }
    result {
      level sublevel correctCount answeredCount canDoKey
      review { itemId level skill prompt options chosenIndex answerIndex correct explanation }
    }
  }
`);

export type PlacementAttemptData = ResultOf<typeof AttemptFields>;

export const PLACEMENT_TEST_SECTIONS = graphql(`
  query PlacementTestSections { placementTestSections { slug name itemCount } }
`);

export const PLACEMENT_ATTEMPT = graphql(
  `
  query PlacementAttempt($attemptId: ID!, $token: String) {
    placementAttempt(attemptId: $attemptId, token: $token) { ...PlacementAttemptFields }
  }
`,
  [AttemptFields],
);

export const START_PLACEMENT_ATTEMPT = graphql(
  `
  mutation StartPlacementAttempt($section: String!) {
    startPlacementAttempt(section: $section) { token attempt { ...PlacementAttemptFields } }
  }
`,
  [AttemptFields],
);

export const ANSWER_PLACEMENT_ITEM = graphql(
  `
  mutation AnswerPlacementItem($attemptId: ID!, $token: String, $itemId: String!, $optionIndex: Int!) {
    answerPlacementItem(attemptId: $attemptId, token: $token, itemId: $itemId, optionIndex: $optionIndex) { ...PlacementAttemptFields }
  }
`,
  [AttemptFields],
);

export const CLAIM_PLACEMENT_RESULT = graphql(
  `
  mutation ClaimPlacementResult($attemptId: ID!, $token: String!) {
    claimPlacementResult(attemptId: $attemptId, token: $token) { ...PlacementAttemptFields }
  }
`,
  [AttemptFields],
);
