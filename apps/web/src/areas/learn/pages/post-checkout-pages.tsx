import { useTranslation } from 'react-i18next';
import { ONBOARDING_FLOW } from '../../../features/onboarding/flow/onboarding-documents.ts';
import { PostCheckoutFrame, usePathTo } from '../../../features/onboarding/post-checkout/post-checkout-frame.tsx';
import { AccountPlacementScreen } from '../../../features/placement/account-placement-screen.tsx';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';

// The post-checkout pages made of two features: the area composes them (features do not import
// each other). Each is loaded with its route (lazyPage).

/**
 * account/post-checkout/proficiency/find-your-level: the placement test inside the account (the
 * onboarding's in-account test, decision 067), in the post-checkout frame; its result leads to
 * this flow's summary/{level}/{sublevel}.
 */
export function PostCheckoutPlacementPage() {
  const { t } = useTranslation('placement');
  const pathTo = usePathTo();
  const query = useDataQuery({ query: ONBOARDING_FLOW });
  return (
    <PostCheckoutFrame step="proficiency">
      <QueryState query={query} skeleton={<Skeleton lines={6} />}>
        {({ onboardingFlow: flow }) =>
          flow.section ? (
            <AccountPlacementScreen
              section={flow.section.slug}
              sectionName={t(`languages.${flow.section.slug}`, { defaultValue: flow.section.name })}
              attemptId={flow.latestPlacement?.attemptId ?? null}
              continuePath={(level, sublevel) => pathTo('levelSummary', { level, sublevel: String(sublevel) })}
            />
          ) : null
        }
      </QueryState>
    </PostCheckoutFrame>
  );
}
