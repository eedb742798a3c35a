import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { registerQuery } from '../../shared/routing/register-params.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { FUNNEL_PLANS, type FunnelPlan } from './funnel-documents.ts';
import { SECTION_FUNNELS, registerPathOf } from './section-funnels.ts';
import type { SectionChoice } from './section-gate.tsx';

type LandingKind = 'm2m' | 'sprint' | 'teams';

/**
 * `{section}/m2m-signup`, `sprint-signup/{curriculum}`, `teams-signup` (001 §2): a short landing
 * about the plan, its prices, and a button per plan into that funnel's register form.
 */
export function FunnelLandingScreen({ kind, choice }: { kind: LandingKind; choice: SectionChoice }) {
  const { t } = useTranslation('funnel');
  const locale = useLocale();
  const language = t(`sections.${choice.section}`);
  const { plans } = SECTION_FUNNELS[kind];
  const query = useDataQuery({ query: FUNNEL_PLANS, variables: { section: choice.section, store: plans.store, type: plans.type } });
  const registerPath = registerPathOf(kind, locale, choice.section, choice.curriculum?.id);
  const points = t(`landing.${kind}.points`, { returnObjects: true }) as string[];
  const planPath = (plan: FunnelPlan) =>
    buildPath(registerPath, registerQuery({ packageId: plan.id, trial: kind === 'm2m' && plan.withTrialAvailable }));
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-10 smw:py-14" data-testid={`${kind}-landing`}>
      <section className="flex max-w-3xl flex-col gap-4">
        <PageTitle>{t(`landing.${kind}.title`, { language })}</PageTitle>
        <p className="text-lg text-slate-800">{t(`landing.${kind}.intro`)}</p>
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-slate-800">
          {Array.isArray(points) ? points.map((point) => <li key={point}>{point}</li>) : null}
        </ul>
        <Link to={registerPath} className={buttonClass('primary', 'self-start')}>
          {t('landing.register')}
        </Link>
      </section>
      <section aria-labelledby="landing-plans" className="flex flex-col gap-4">
        <h2 id="landing-plans" className="text-xl font-semibold text-slate-900">
          {t('landing.plansHeading')}
        </h2>
        <QueryState
          query={query}
          skeleton={
            <div className="grid gap-4 smw:grid-cols-2 lg:grid-cols-3">
              <Skeleton lines={4} className="rounded-2xl border border-slate-200 p-5" />
              <Skeleton lines={4} className="rounded-2xl border border-slate-200 p-5" />
            </div>
          }
        >
          {({ packages }) =>
            packages.length === 0 ? (
              <p className="text-slate-700">{t('landing.noPlans')}</p>
            ) : (
              <ul className="grid gap-4 smw:grid-cols-2 lg:grid-cols-3">
                {packages.map((plan) => (
                  <li key={plan.id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                    <h3 className="text-lg font-semibold text-slate-900">{plan.displayName}</h3>
                    <p className="text-2xl font-bold text-slate-900">{formatMoney(plan.subTotal, locale)}</p>
                    <p className="text-sm text-slate-700">{t('landing.classes', { count: plan.groupCredits + plan.privateCredits })}</p>
                    <Link to={planPath(plan)} className={buttonClass('secondary', 'mt-auto')}>
                      {kind === 'm2m' && plan.withTrialAvailable
                        ? t('landing.startTrial', { plan: plan.displayName })
                        : t('landing.choosePlan', { plan: plan.displayName })}
                    </Link>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
    </div>
  );
}
