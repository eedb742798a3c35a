import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** Monthly challenges (issue 18, decision 087): the documents of the challenge pages and Today's card, typed from schema.graphql. */
export const ChallengeFields = graphql(`
  fragment ChallengeFields on Challenge {
    id name month startsAt endsAt target prizeGroupCredits isOver isSettled daysLeft
    joined hideName activities completed completedAt prizeGrantedAt participantCount
  }
`);

export const CURRENT_CHALLENGE = graphql(
  `
  query CurrentChallenge { currentChallenge { ...ChallengeFields } }
`,
  [ChallengeFields],
);

export const CHALLENGES = graphql(
  `
  query Challenges { challenges { ...ChallengeFields } }
`,
  [ChallengeFields],
);

export const CHALLENGE = graphql(
  `
  query ChallengeByName($name: String!) {
    challenge(name: $name) {
      ...ChallengeFields
      leaderboard(limit: 20) { rank name hidden isViewer activities completed }
    }
  }
`,
  [ChallengeFields],
);

export const JOIN_CHALLENGE = graphql(
  `
  mutation JoinChallenge($name: String!) { joinChallenge(name: $name) { ...ChallengeFields } }
`,
  [ChallengeFields],
);

export const LEAVE_CHALLENGE = graphql(
  `
  mutation LeaveChallenge($name: String!) { leaveChallenge(name: $name) { ...ChallengeFields } }
`,
  [ChallengeFields],
);

export const SET_CHALLENGE_NAME_HIDDEN = graphql(
  `
  mutation SetChallengeNameHidden($name: String!, $hidden: Boolean!) {
    setChallengeNameHidden(name: $name, hidden: $hidden) { ...ChallengeFields }
  }
`,
  [ChallengeFields],
);

/** Refetch the challenge pages after a join, leave or name change (the leaderboard is not in the mutation's answer). */
export const CHALLENGE_TYPENAMES = { additionalTypenames: ['Challenge', 'ChallengeLeaderboardRow'] };

export type ChallengeData = ResultOf<typeof ChallengeFields>;
export type LeaderboardRowData = NonNullable<ResultOf<typeof CHALLENGE>['challenge']>['leaderboard'][number];
