import { Navigate } from 'react-router';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { ONBOARDING_FLOW } from './onboarding-documents.ts';
import { stepPath } from './onboarding-paths.ts';

/** account/onboarding: the flow's door, straight to where the student left off (welcome the first time). */
export function OnboardingEntryScreen() {
  const locale = useLocale();
  const query = useDataQuery({ query: ONBOARDING_FLOW, requestPolicy: 'network-only' });
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-10" className="min-h-[28rem] gap-4" />}>
        {(data) => <Navigate replace to={stepPath(locale, data.onboardingFlow.started ? data.onboardingFlow.step : 'welcome')} />}
      </QueryState>
    </div>
  );
}
