import { graphql } from '../../shared/graphql/graphql.ts';

// The onboarding gate's query: loaded with the teacher layout, so kept apart from the flow's documents.

/** The flow's state refreshes after any change a step makes through the other features' mutations. */
export const ONBOARDING_TYPENAMES = {
  additionalTypenames: ['TeacherOnboarding', 'TeacherAccount', 'TeacherAgreement', 'TeacherPayoutDetails', 'TeacherAvailability'],
};

export const ONBOARDING_GATE = graphql(`
  query TeacherOnboardingGate {
    teacherOnboarding { id isOnboarded nextStep }
  }
`);
