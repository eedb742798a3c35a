import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

// The agreement gate's query: loaded with the teacher layout, so kept apart from the profile's documents.

export const AgreementSummaryFields = graphql(`
  fragment AgreementSummaryFields on TeacherAgreement {
    id type version title isAccepted acceptedAt decidedAt isCurrent isPending required
  }
`);
export type AgreementSummary = ResultOf<typeof AgreementSummaryFields>;

/** Every mutation of the profile returns the account: urql's cache refreshes what the pages show. */
export const ACCOUNT_TYPENAMES = {
  additionalTypenames: ['TeacherAccount', 'TeacherAgreement', 'TeacherCertificate', 'TeacherPayoutDetails'],
};

export const PENDING_AGREEMENTS = graphql(
  `
  query PendingAgreements {
    teacherAccount { id pendingAgreements { ...AgreementSummaryFields } }
  }
`,
  [AgreementSummaryFields],
);
