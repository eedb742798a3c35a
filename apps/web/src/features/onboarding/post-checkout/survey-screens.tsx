import type { QuestionnaireName } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { SurveyStep } from '../survey/survey-step.tsx';
import type { ProgressStep } from './post-checkout-paths.ts';
import { type PostCheckoutPath, PostCheckoutFrame, useGoTo } from './post-checkout-frame.tsx';

interface StepPage {
  name: QuestionnaireName;
  step: ProgressStep;
  next: PostCheckoutPath;
  back: PostCheckoutPath;
}

/** One survey question group as a post-checkout page; the same step component the onboarding survey shows. */
function SurveyPage({ name, step, next, back }: StepPage) {
  const { t } = useTranslation('postCheckout');
  const goTo = useGoTo();
  return (
    <PostCheckoutFrame step={step}>
      <SurveyStep
        name={name}
        headingLevel={1}
        onSaved={() => goTo(next)}
        onBack={() => goTo(back)}
        onSkip={name === 'learning-goals' ? undefined : () => goTo(next)}
        submitLabel={t('continue')}
      />
    </PostCheckoutFrame>
  );
}

/** learning-goals: select 1 or more (001 §5). */
export const LearningGoalsScreen = () => (
  <SurveyPage name="learning-goals" step="learningGoals" next="learningGoalsSuccess" back="languagePreferences" />
);
/** learning-focus-area. */
export const LearningFocusAreaScreen = () => (
  <SurveyPage name="learning-focus-area" step="learningFocusArea" next="learningFocusAreaSuccess" back="learningGoals" />
);
/** languages-you-speak. */
export const LanguagesYouSpeakScreen = () => (
  <SurveyPage name="languages-you-speak" step="languagesYouSpeak" next="languagesYouSpeakThanks" back="learningFocusArea" />
);
/** preferred-time-slots. */
export const PreferredTimeSlotsScreen = () => (
  <SurveyPage name="preferred-time-slots" step="preferredTimeSlots" next="proficiency" back="languagesYouSpeak" />
);
