import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { dataOf } from '../../shared/data/data-state.ts';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { PackageActions } from './package-actions.tsx';
import { PackageCard } from './package-card.tsx';
import { useStoreCurrency } from './store-currency.ts';
import { CURRENCY_CHOICES, type Currency, EXTRA_CREDITS, type PackageData, type ProductType, STORE } from './store-documents.ts';

const SECTIONS: Exclude<ProductType, 'extra_credits'>[] = ['flex', 'sprint', 'teams'];

/** account/store (001 §2): Flex, Sprint and LearningTeams plans, and extra credits for subscribers. */
export function StoreScreen() {
  const { t } = useTranslation('store');
  const { currency, ready } = useStoreCurrency();
  const query = useDataQuery({ query: STORE, variables: { currency }, pause: !ready });
  const canBuyExtra = dataOf(query.state)?.creditsInfo.canBuyExtraCredits ?? false;
  const extra = useDataQuery({ query: EXTRA_CREDITS, variables: { currency }, pause: !canBuyExtra });
  const extraPackages = dataOf(extra.state)?.packages;
  // A funnel lands on one kind of plan (#store-flex-heading, decision 064): show it once listed.
  const { hash } = useLocation();
  const listed = dataOf(query.state) !== undefined;
  useEffect(() => {
    if (listed && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [listed, hash]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
      <div className="flex flex-col gap-3 smw:flex-row smw:items-end smw:justify-between">
        <div className="flex flex-col gap-2">
          <PageTitle>{t('store.title')}</PageTitle>
          <p className="text-slate-700">{t('store.intro')}</p>
        </div>
        <CurrencyPicker currency={currency} />
      </div>
      <QueryState query={query} skeleton={<StoreSkeleton />}>
        {(data) => (
          <div className="flex flex-col gap-8">
            {data.commerceConfig ? (
              <p className="text-sm text-slate-600">
                {t('store.validity', { count: Math.round(data.commerceConfig.creditValidityDays / 365) || 1 })}
              </p>
            ) : null}
            {SECTIONS.map((type) => {
              const packages = data.packages.filter((p) => p.type === type);
              // A section with nothing to buy is left out rather than shown empty.
              return packages.length > 0 ? <PackageSection key={type} type={type} packages={packages} currency={currency} /> : null;
            })}
            {canBuyExtra && extraPackages?.length === 0 ? null : (
              <section aria-labelledby="store-extra-heading" className="flex flex-col gap-4">
                <h2 id="store-extra-heading" className="text-xl font-semibold text-slate-900">
                  {t('store.sections.extra_credits.title')}
                </h2>
                {canBuyExtra ? (
                  <>
                    <p className="text-slate-700">{t('store.sections.extra_credits.intro')}</p>
                    <QueryState query={extra} skeleton={<CardsSkeleton count={2} />}>
                      {({ packages }) => <PackageGrid packages={packages} currency={currency} />}
                    </QueryState>
                  </>
                ) : (
                  <p className="text-slate-700">{t('store.sections.extra_credits.subscribersOnly')}</p>
                )}
              </section>
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}

/** A section's heading and intro above a row of plan cards: the height of the first section. */
function StoreSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <Skeleton lines={1} barClassName="h-5 w-64" />
      <Skeleton lines={2} barClassName="h-6" />
      <CardsSkeleton count={3} />
    </div>
  );
}

function CardsSkeleton({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="grid gap-4 smw:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder cards
        <Skeleton key={i} lines={6} className="rounded-2xl border border-slate-200 bg-white p-6" />
      ))}
    </div>
  );
}

function CurrencyPicker({ currency }: { currency: Currency }) {
  const { t } = useTranslation('store');
  const [, setSearch] = useSearchParams();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('store.currency')}
      </label>
      <select
        id={id}
        value={currency}
        onChange={(event) => setSearch({ currency: event.target.value }, { replace: true })}
        className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-base"
      >
        {CURRENCY_CHOICES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}

function PackageSection({ type, packages, currency }: { type: ProductType; packages: PackageData[]; currency: Currency }) {
  const { t } = useTranslation('store');
  const headingId = `store-${type}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t(`store.sections.${type}.title`)}
      </h2>
      <p className="text-slate-700">{t(`store.sections.${type}.intro`)}</p>
      <PackageGrid packages={packages} currency={currency} />
    </section>
  );
}

function PackageGrid({ packages, currency }: { packages: PackageData[]; currency: Currency }) {
  return (
    <div className="grid gap-4 smw:grid-cols-2 lg:grid-cols-3">
      {packages.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} actions={<PackageActions pkg={pkg} currency={currency} />} />
      ))}
    </div>
  );
}
