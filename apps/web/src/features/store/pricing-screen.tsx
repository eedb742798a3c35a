import { DEFAULT_SECTION_SLUG, SECTION_SLUGS, type SectionSlug, SKIP_CARD_FOR_TRIAL_FLAG } from '@parla/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useHydrated } from '../../shared/app/use-hydrated.ts';
import { useStagedCount } from '../../shared/app/use-staged-count.ts';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { LazyFlagGate } from '../../shared/features-flags/lazy-flag-gate.tsx';
import type { ResultOf } from '../../shared/graphql/graphql.ts';
import { useCountryOptions } from '../../shared/i18n/use-country-options.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { PackageCard } from './package-card.tsx';
import { usePricingCurrency } from './pricing-currency.ts';
import { GROUPS, groupOf, type PricedPackage } from './pricing-groups.ts';
import { PUBLIC_PRICES } from './pricing-documents.ts';
import { PlanComparison } from './plan-comparison.tsx';
import type { Currency } from './store-documents.ts';

type Prices = ResultOf<typeof PUBLIC_PRICES>;

function sectionOf(value: string | null): SectionSlug {
  return SECTION_SLUGS.find((slug) => slug === value) ?? DEFAULT_SECTION_SLUG;
}

/**
 * `/{locale}/pricing` (issue 15): the store's plans with their prices for anyone, in the currency
 * of the visitor's country, with the free trial, a comparison of the plan kinds and the way on:
 * "Start free trial" into registration (package kept), "Buy" into the public purchase entry.
 */
export function PricingScreen() {
  // The package cards read `store`: loaded with the page, so the arriving prices never suspend the
  // page back to its loading state (that was Lighthouse's 0.5 layout shift, decision 068).
  const { t } = useTranslation(['pricing', 'store']);
  const locale = useLocale();
  const [search] = useSearchParams();
  // The page is prerendered without a query string (decision 066): until it has hydrated it renders as
  // built (the default language, a skeleton for the prices), then reads the URL and loads the prices.
  const hydrated = useHydrated();
  const section = sectionOf(hydrated ? search.get('section') : null);
  const { currency, ready } = usePricingCurrency();
  const query = useDataQuery({ query: PUBLIC_PRICES, variables: { currency, section }, pause: !ready || !hydrated }, (data) =>
    data.packages.every((p) => groupOf(p) === null),
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10">
      <header className="flex flex-col gap-3">
        <PageTitle>{t('pricing.title')}</PageTitle>
        <p className="max-w-3xl text-lg text-slate-700">{t('pricing.intro')}</p>
      </header>
      <PriceControls section={section} currency={currency} />
      <QueryState
        query={query}
        main
        skeleton={<PricesSkeleton />}
        empty={<p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">{t('pricing.empty')}</p>}
      >
        {(data) => <PriceList data={data} currency={currency} section={section} />}
      </QueryState>
      <TeamsTeaser />
      <section aria-labelledby="pricing-faq-heading" className="flex flex-col gap-2 rounded-2xl bg-brand-50 p-6">
        <h2 id="pricing-faq-heading" className="text-xl font-semibold text-slate-900">
          {t('pricing.faq.title')}
        </h2>
        <p className="text-slate-800">{t('pricing.faq.body')}</p>
        <Link to={buildPath(studentPaths.faq, { locale })} className="self-start font-semibold text-brand-800 underline underline-offset-2">
          {t('pricing.faq.link')}
        </Link>
      </section>
    </div>
  );
}

/**
 * The language the plans are for, and the country whose currency the prices are in; both live in the URL.
 * Memoised: the arriving prices re-render the screen, and its ~250 country options need not be diffed again.
 */
const PriceControls = memo(function PriceControls({ section, currency }: { section: SectionSlug; currency: Currency }) {
  const { t } = useTranslation('pricing');
  const hydrated = useHydrated();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  // Country names are built in no browser: a table per language arrives after hydration (decision 068).
  const countries = useCountryOptions(locale, hydrated);
  const update = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    // A chosen country replaces a currency from an older link.
    if (key === 'country') next.delete('currency');
    setSearch(next, { replace: true });
  };
  return (
    // Like the sign-in forms (decision 054): a choice made in the prerendered page before it hydrates would be lost.
    <fieldset disabled={!hydrated} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 smw:grid-cols-3 smw:items-end">
      <SelectField
        label={t('pricing.controls.language')}
        value={section}
        onValueChange={(v) => update('section', v)}
        options={SECTION_SLUGS.map((slug) => ({ value: slug, label: t(`pricing.sections.${slug}`) }))}
      />
      <SelectField
        label={t('pricing.controls.country')}
        value={hydrated ? (search.get('country')?.toUpperCase() ?? '') : ''}
        onValueChange={(v) => update('country', v)}
        placeholder={t('pricing.controls.anyCountry')}
        options={countries}
      />
      <p className="min-h-5 text-sm text-slate-700 smw:pb-3" aria-live="polite" data-testid="price-currency">
        {hydrated ? t('pricing.controls.currency', { currency }) : null}
      </p>
    </fieldset>
  );
});

function PriceList({ data, currency, section }: { data: Prices; currency: Currency; section: SectionSlug }) {
  const { t } = useTranslation('pricing');
  const config = data.commerceConfig;
  const groups = GROUPS.map((group) => ({ group, packages: data.packages.filter((p) => groupOf(p) === group) })).filter(
    (entry) => entry.packages.length > 0,
  );
  // The first card fills a phone's screen; the other cards and the comparison follow, one task
  // each: a group of cards in one task was 90-240 ms of Lighthouse's throttled CPU, all of it
  // blocking time, where a card is under its 50 ms.
  const cards = groups.reduce((sum, entry) => sum + entry.packages.length, 0);
  const shown = useStagedCount(cards + 1);
  const firstCard = groups.map((_, i) => groups.slice(0, i).reduce((sum, entry) => sum + entry.packages.length, 0));
  return (
    <div className="flex flex-col gap-10">
      <aside aria-labelledby="pricing-trial-heading" className="flex flex-col gap-1 rounded-2xl border-2 border-brand-700 bg-white p-5">
        <h2 id="pricing-trial-heading" className="text-lg font-semibold text-slate-900">
          {t('pricing.trial.title', { days: config.trialDays })}
        </h2>
        <p className="text-slate-800">
          {t('pricing.trial.body', { days: config.trialDays, group: config.trialGroupCredits, private: config.trialPrivateCredits })}
        </p>
        {/* 000 §4 trial flag (decision 105): the no-card trial is offered only where the flag is on. */}
        <LazyFlagGate flag={SKIP_CARD_FOR_TRIAL_FLAG} whenUndecided={false}>
          <p className="font-medium text-slate-900" data-testid="trial-no-card">
            {t('pricing.trial.noCard')}
          </p>
        </LazyFlagGate>
      </aside>
      {groups.map(({ group, packages }, i) =>
        firstCard[i] >= shown ? null : (
          <section key={group} aria-labelledby={`pricing-${group}-heading`} className="flex flex-col gap-4">
            <div className="flex flex-col gap-1">
              <h2 id={`pricing-${group}-heading`} className="text-xl font-semibold text-slate-900">
                {t(`pricing.groups.${group}.title`)}
              </h2>
              <p className="text-slate-700">{t(`pricing.groups.${group}.intro`)}</p>
            </div>
            <div className="grid gap-4 smw:grid-cols-2 lg:grid-cols-3">
              {packages.slice(0, shown - firstCard[i]).map((pkg) => (
                <PricedCard key={pkg.id} pkg={pkg} currency={currency} section={section} />
              ))}
            </div>
          </section>
        ),
      )}
      <p className="text-sm text-slate-600">
        {t('pricing.terms', { years: Math.round(config.creditValidityDays / 365) || 1, withdrawal: config.withdrawalDays })}
      </p>
      {shown > cards ? <PlanComparison packages={data.packages} /> : null}
    </div>
  );
}

/** A card with its actions; memoised, so each staged render draws only the new card. */
const PricedCard = memo(function PricedCard({ pkg, currency, section }: { pkg: PricedPackage; currency: Currency; section: SectionSlug }) {
  return <PackageCard pkg={pkg} actions={<PricingActions pkg={pkg} currency={currency} section={section} />} />;
});

/**
 * Signed in, a student goes to the purchase entry (or the trial purchase); a visitor starts the
 * trial through registration with the package kept, or buys through the public package page
 * (where the guest checkout is).
 */
export function PricingActions({ pkg, currency, section }: { pkg: PricedPackage; currency: Currency; section: SectionSlug }) {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const { user } = useAuth();
  const name = pkg.displayName;
  const trialSection = pkg.section?.slug ?? section;
  const trialPath = user
    ? buildPath(studentPaths.freeTrialPurchase, { locale, packageId: pkg.id, currency })
    : buildPath(studentPaths.publicRegister, { locale, package: pkg.id, trial: 1, section: trialSection });
  const buyPath =
    pkg.type === 'sprint'
      ? buildPath(studentPaths.sprintPackage, { locale, packageId: pkg.id, currency })
      : user
        ? buildPath(studentPaths.productOrder, { locale, productVariantId: pkg.id, currency })
        : buildPath(studentPaths.package, { locale, packageId: pkg.id, currency });
  const trial = pkg.withTrialAvailable && !pkg.isCurrent;
  return (
    <>
      {trial ? (
        <Link to={trialPath} className={buttonClass('primary')} aria-label={t('pricing.actions.trialNamed', { name })}>
          {t('pricing.actions.trial')}
        </Link>
      ) : null}
      {pkg.isCurrent ? null : (
        <Link
          to={buyPath}
          className={buttonClass(trial ? 'secondary' : 'primary')}
          aria-label={pkg.type === 'sprint' ? t('pricing.actions.chooseStartNamed', { name }) : t('pricing.actions.buyNamed', { name })}
        >
          {pkg.type === 'sprint' ? t('pricing.actions.chooseStart') : t('pricing.actions.buy')}
        </Link>
      )}
    </>
  );
}

function TeamsTeaser() {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  return (
    <section aria-labelledby="pricing-teams-heading" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="pricing-teams-heading" className="text-xl font-semibold text-slate-900">
        {t('pricing.teams.title')}
      </h2>
      <p className="text-slate-700">{t('pricing.teams.body')}</p>
      <Link to={buildPath(studentPaths.teamsPrices, { locale })} className={buttonClass('secondary', 'self-start')}>
        {t('pricing.teams.link')}
      </Link>
    </section>
  );
}

function PricesSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <Skeleton lines={2} className="rounded-2xl border border-slate-200 bg-white p-5" />
      <Skeleton lines={1} barClassName="h-6 w-64" />
      <div aria-hidden="true" className="grid gap-4 smw:grid-cols-2 lg:grid-cols-3">
        {['a', 'b', 'c'].map((key) => (
          <Skeleton key={key} lines={6} className="rounded-2xl border border-slate-200 bg-white p-6" />
        ))}
      </div>
    </div>
  );
}
