import { type EnumOf, graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

export type OnboardingStep = EnumOf<'TeacherOnboardingStep'>;

const OnboardingFields = graphql(`
  fragment TeacherOnboardingFields on TeacherOnboarding {
    id isOnboarded completedAt nextStep missing headline aboutMe teachingSections pendingAgreementIds today timeFormat
    steps { step required complete }
  }
`);
export type OnboardingState = ResultOf<typeof OnboardingFields>;

export const ONBOARDING_STATE = graphql(
  `
  query TeacherOnboarding {
    teacherOnboarding { ...TeacherOnboardingFields }
  }
`,
  [OnboardingFields],
);

export const SAVE_ONBOARDING_PROFILE = graphql(
  `
  mutation SaveTeacherOnboardingProfile($input: TeacherOnboardingProfileInput!) {
    saveTeacherOnboardingProfile(input: $input) { ...TeacherOnboardingFields }
  }
`,
  [OnboardingFields],
);

export const DECIDE_ONBOARDING_CALENDAR = graphql(
  `
  mutation DecideTeacherOnboardingCalendar {
    decideTeacherOnboardingCalendar { ...TeacherOnboardingFields }
  }
`,
  [OnboardingFields],
);

export const COMPLETE_ONBOARDING = graphql(
  `
  mutation CompleteTeacherOnboarding {
    completeTeacherOnboarding { ...TeacherOnboardingFields }
  }
`,
  [OnboardingFields],
);
