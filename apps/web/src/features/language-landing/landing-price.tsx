import type { Locale } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import type { DataQuery } from '../../shared/data/use-data-query.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import type { LanguageLandingResult } from './language-landing-documents.ts';

/** "From X / month": the store's cheapest monthly plan in the visitor's currency, and the way to every plan. */
export function LandingPrice({ query, locale }: { query: DataQuery<LanguageLandingResult>; locale: Locale }) {
  const { t } = useTranslation('landing');
  const pricing = (
    <Link to={`/${locale}/pricing`} className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
      {t('price.all')}
    </Link>
  );
  return (
    <QueryState query={query} skeleton={<Skeleton lines={3} barClassName="h-6" className="max-w-sm" />}>
      {({ languageLanding: { cheapestMonthlyPlan: plan } }) =>
        plan ? (
          <div className="flex flex-col gap-2">
            <p className="text-3xl font-bold text-slate-900" data-testid="landing-price">
              {t('price.from', { price: formatMoney(plan, locale) })}
            </p>
            <p className="text-slate-700">
              {plan.privateClasses > 0 && plan.groupClasses === 0
                ? t('price.privatePlan', { count: plan.privateClasses, weeks: plan.periodWeeks })
                : t('price.groupPlan', { count: plan.groupClasses, weeks: plan.periodWeeks })}
            </p>
            <p>{pricing}</p>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <p className="text-slate-700">{t('price.empty')}</p>
            <p>{pricing}</p>
          </div>
        )
      }
    </QueryState>
  );
}
