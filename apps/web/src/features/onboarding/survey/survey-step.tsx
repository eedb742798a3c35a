import type { QuestionnaireName, QuestionnaireView } from '@parla/contracts';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import type { StepNavigation } from './step-actions.tsx';
import { SURVEY_STEPS } from './survey-steps.tsx';
import { useQuestionnaire } from './use-questionnaire.ts';

/**
 * One survey question group on its own page (the post-checkout steps learning-goals,
 * learning-focus-area, preferred-time-slots, languages-you-speak): reads its questionnaire, shows
 * the step, and calls onSaved with the stored answers.
 */
export function SurveyStep({
  name,
  onSaved,
  headingLevel,
  ...navigation
}: StepNavigation & { name: QuestionnaireName; onSaved: (view: QuestionnaireView) => void; headingLevel?: 1 | 2 }) {
  const query = useQuestionnaire(name);
  const Step = SURVEY_STEPS[name];
  return (
    <QueryState query={query} skeleton={<Skeleton lines={6} className="rounded-2xl border border-slate-200 bg-white p-5" />}>
      {(view) => <Step view={view} onSaved={onSaved} headingLevel={headingLevel} {...navigation} />}
    </QueryState>
  );
}
