import { graphql, type ResultOf } from '../../../shared/graphql/graphql.ts';

/** The onboarding flow (issue 16, decision 069): the student's progress and what the steps need. */
const FlowFields = graphql(`
  fragment OnboardingFlowFields on OnboardingFlow {
    step started open completedAt skippedAt bookingSkipped
    section { slug name }
    course { name code level }
    sublevel timezone preferredClassTime groupCredits privateCredits
    upcomingClass { uid startDate endDate type lessonTitle lessonNumber }
    latestPlacement { attemptId finished level sublevel }
  }
`);

export type OnboardingFlowData = ResultOf<typeof FlowFields>;

export const ONBOARDING_FLOW = graphql(`query OnboardingFlow { onboardingFlow { ...OnboardingFlowFields } }`, [FlowFields]);

export const ADVANCE_ONBOARDING = graphql(
  `mutation AdvanceOnboarding($step: OnboardingStep!) { advanceOnboarding(step: $step) { ...OnboardingFlowFields } }`,
  [FlowFields],
);

export const SKIP_ONBOARDING = graphql(`mutation SkipOnboarding { skipOnboarding { ...OnboardingFlowFields } }`, [FlowFields]);

export const SKIP_ONBOARDING_BOOKING = graphql(`mutation SkipOnboardingBooking { skipOnboardingBooking { ...OnboardingFlowFields } }`, [
  FlowFields,
]);

export const COMPLETE_ONBOARDING = graphql(`mutation CompleteOnboarding { completeOnboarding { ...OnboardingFlowFields } }`, [FlowFields]);

export const CONFIRM_ONBOARDING_LEVEL = graphql(
  `mutation ConfirmOnboardingLevel($level: String!, $sublevel: Int!) {
    confirmOnboardingLevel(level: $level, sublevel: $sublevel) { ...OnboardingFlowFields }
  }`,
  [FlowFields],
);

/** The time zone step saves as the settings page does: one save of zone, language, clock and week start. */
export const SAVE_ONBOARDING_TIMEZONE = graphql(`
  mutation SaveOnboardingTimezone($input: TimeAndLanguageInput!) {
    updateTimeAndLanguage(input: $input) { id timezone locale timeFormat weekStart }
  }
`);
