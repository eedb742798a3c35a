import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { graphql } from '../../shared/graphql/graphql.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { buttonClass } from '../../shared/ui/button.tsx';

const ONBOARDING_STATE = graphql(`query TodayOnboardingState { onboardingFlow { started open step } }`);

/**
 * "Continue where you left off" (issue 16, decision 069): a started onboarding that is neither
 * completed nor skipped. Nothing while loading or on error: Today's own cards matter more.
 */
export function ContinueOnboarding() {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const [{ data }] = useQuery({ query: ONBOARDING_STATE, requestPolicy: 'cache-and-network' });
  const flow = data?.onboardingFlow;
  if (!flow?.started || !flow.open) return null;
  return (
    <section
      aria-labelledby="continue-onboarding"
      className="flex flex-col gap-3 rounded-2xl border border-brand-700 bg-brand-50 p-5 smn:flex-row smn:items-center smn:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id="continue-onboarding" className="text-lg font-semibold text-slate-900">
          {t('today.onboarding.title')}
        </h2>
        <p className="text-slate-800">{t('today.onboarding.text')}</p>
      </div>
      <Link to={buildPath(studentPaths.onboarding, { locale })} className={buttonClass('primary', 'self-start smn:self-center')}>
        {t('today.onboarding.action')}
      </Link>
    </section>
  );
}
