import { ONBOARDING_SURVEY, QUESTIONNAIRE_NAMES } from '@parla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { SURVEY_STEPS } from './survey-steps.tsx';
import { useQuestionnaire } from './use-questionnaire.ts';

/**
 * The onboarding survey (issue 16; 001 §7 `/api/questionnaire/onboarding-survey`): goals, focus
 * areas, learning needs, class times and spoken languages, one group per step, each saved as it
 * is answered (a student who leaves keeps what they gave). Every step but the goals can be skipped.
 * `onFinished` runs after the last step (or its Skip); `onExit` is the first step's Back.
 */
export function OnboardingSurvey({ onFinished, onExit }: { onFinished: () => void; onExit?: () => void }) {
  const { t } = useTranslation('survey');
  const query = useQuestionnaire(ONBOARDING_SURVEY);
  const [index, setIndex] = useState(0);
  const name = QUESTIONNAIRE_NAMES[index];
  const Step = SURVEY_STEPS[name];
  const next = () => (index + 1 < QUESTIONNAIRE_NAMES.length ? setIndex(index + 1) : onFinished());
  const last = index + 1 === QUESTIONNAIRE_NAMES.length;
  return (
    <div className="flex flex-col gap-4" data-testid="onboarding-survey">
      <p className="text-sm font-medium text-slate-700" aria-live="polite">
        {t('progress', { step: index + 1, count: QUESTIONNAIRE_NAMES.length })}
      </p>
      <QueryState query={query} skeleton={<Skeleton lines={6} className="rounded-2xl border border-slate-200 bg-white p-5" />}>
        {(view) => (
          <Step
            // A new step is a new form with the answers saved so far.
            key={name}
            view={view}
            onSaved={(saved) => {
              query.replace(saved);
              next();
            }}
            onSkip={name === 'learning-goals' ? undefined : next}
            onBack={index > 0 ? () => setIndex(index - 1) : onExit}
            submitLabel={last ? t('finish') : undefined}
          />
        )}
      </QueryState>
    </div>
  );
}
