import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OnboardingFrame } from '../../../features/onboarding/flow/onboarding-frame.tsx';
import { levelConfirmPath, stepPath } from '../../../features/onboarding/flow/onboarding-paths.ts';
import { OnboardingSurvey } from '../../../features/onboarding/survey/onboarding-survey.tsx';
import { AccountPlacementScreen } from '../../../features/placement/account-placement-screen.tsx';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { PageTitle } from '../../../shared/ui/page-title.tsx';

// The onboarding pages made of two features (decision 069): the area composes them, since
// features do not import each other. Each is loaded with its route (lazyPage).

/** account/onboarding/level/placed: the placement test in the flow's frame; its result leads to level/{level}/{sublevel}. */
export function OnboardingPlacementPage() {
  const locale = useLocale();
  const { t } = useTranslation('placement');
  return (
    <OnboardingFrame step="level">
      {(flow) =>
        flow.section ? (
          <AccountPlacementScreen
            section={flow.section.slug}
            sectionName={t(`languages.${flow.section.slug}`, { defaultValue: flow.section.name })}
            attemptId={flow.latestPlacement?.attemptId ?? null}
            continuePath={(level, sublevel) => levelConfirmPath(locale, level, sublevel)}
          />
        ) : null
      }
    </OnboardingFrame>
  );
}

/** account/onboarding/survey: the survey (goals, focus areas, needs, class times, spoken languages), then the time zone. */
export function OnboardingSurveyPage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const { t } = useTranslation('onboarding');
  return (
    <OnboardingFrame step="survey">
      {() => (
        <div className="flex flex-col gap-4">
          <PageTitle>{t('survey.title')}</PageTitle>
          <OnboardingSurvey onFinished={() => navigate(stepPath(locale, 'timezone'))} onExit={() => navigate(stepPath(locale, 'level'))} />
        </div>
      )}
    </OnboardingFrame>
  );
}
