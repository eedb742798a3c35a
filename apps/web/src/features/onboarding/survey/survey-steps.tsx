import type { QuestionnaireName } from '@parla/contracts';
import type { ComponentType } from 'react';
import { ClassTimeStep } from './class-time-step.tsx';
import { FocusAreasStep } from './focus-areas-step.tsx';
import { GoalsStep } from './goals-step.tsx';
import { LearningNeedsStep } from './learning-needs-step.tsx';
import { SpokenLanguagesStep } from './spoken-languages-step.tsx';
import type { SurveyStepProps } from './step-frame.tsx';

/** One step component per questionnaire (001 §7 `/api/questionnaire/{name}`), in the order asked. */
export const SURVEY_STEPS: Readonly<Record<QuestionnaireName, ComponentType<SurveyStepProps>>> = {
  'learning-goals': GoalsStep,
  'learning-focus-area': FocusAreasStep,
  'learning-needs': LearningNeedsStep,
  'preferred-time-slots': ClassTimeStep,
  'languages-you-speak': SpokenLanguagesStep,
};
