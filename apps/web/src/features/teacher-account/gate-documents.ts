import { gql } from 'urql';

// The agreement gate's query: loaded with the teacher layout, so kept apart from the profile's documents.

export interface AgreementSummary {
  id: string;
  type: string;
  version: number;
  title: string;
  isAccepted: boolean;
  acceptedAt: string | null;
  decidedAt: string | null;
  isCurrent: boolean;
  isPending: boolean;
  required: boolean;
}

/** Every mutation of the profile returns the account: urql's cache refreshes what the pages show. */
export const ACCOUNT_TYPENAMES = {
  additionalTypenames: ['TeacherAccount', 'TeacherAgreement', 'TeacherCertificate', 'TeacherPayoutDetails'],
};

export const PENDING_AGREEMENTS = gql<{ teacherAccount: { id: string; pendingAgreements: AgreementSummary[] } }>(`
  query PendingAgreements {
    teacherAccount { id pendingAgreements { id type version title isAccepted acceptedAt decidedAt isCurrent isPending required } }
  }
`);
