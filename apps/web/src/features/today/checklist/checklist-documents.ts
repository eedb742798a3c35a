import { graphql, type ResultOf } from '../../../shared/graphql/graphql.ts';

/** Booking, cancelling, a saved goal or a camera test elsewhere must tick here without a reload. */
export const CHECKLIST_TYPENAMES = { additionalTypenames: ['OnboardingChecklist', 'Appointment', 'Klass', 'LearningSettings', 'User'] };

const OnboardingChecklistFields = graphql(`
  fragment OnboardingChecklistFields on OnboardingChecklist {
    items { id slug isCompleted completedAt } completedCount totalCount allDone dismissedAt visible
  }
`);
export type OnboardingChecklist = ResultOf<typeof OnboardingChecklistFields>;
export type ChecklistItem = OnboardingChecklist['items'][number];

export const ONBOARDING_CHECKLIST = graphql(
  `
  query OnboardingChecklist { onboardingChecklist { ...OnboardingChecklistFields } }
`,
  [OnboardingChecklistFields],
);

export const DISMISS_CHECKLIST = graphql(
  `
  mutation DismissOnboardingChecklist { dismissOnboardingChecklist { ...OnboardingChecklistFields } }
`,
  [OnboardingChecklistFields],
);

/** Sent by the classroom's device check when the camera test passes (composed in the classroom area). */
export const RECORD_CAMERA_TEST = graphql(
  `
  mutation RecordCameraTest { recordCameraTest { ...OnboardingChecklistFields } }
`,
  [OnboardingChecklistFields],
);
