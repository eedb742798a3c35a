import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useHydrated } from '../../shared/app/use-hydrated.ts';
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
import { TEAM_PRICES } from './pricing-documents.ts';

/**
 * `/{locale}/teams/prices` (001 §2, issue 15): the LearningTeams packages for companies (the
 * `teams` store), priced in the visitor's currency, and the way to talk to the school first.
 */
export function TeamsPricesScreen() {
  const { t } = useTranslation(['pricing', 'store']);
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  // Prerendered without a query string (decision 066): the URL's country is read once hydrated.
  const hydrated = useHydrated();
  const countries = useCountryOptions(locale, hydrated);
  const { currency, ready } = usePricingCurrency();
  const query = useDataQuery(
    { query: TEAM_PRICES, variables: { currency }, pause: !ready || !hydrated },
    (data) => data.learningTeamInfo.packages.length === 0,
  );
  const setCountry = (value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set('country', value);
    else next.delete('country');
    next.delete('currency');
    setSearch(next, { replace: true });
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10">
      <header className="flex flex-col gap-3">
        <PageTitle>{t('teams.title')}</PageTitle>
        <p className="max-w-3xl text-lg text-slate-700">{t('teams.intro')}</p>
      </header>
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 smw:grid-cols-2 smw:items-end">
        <SelectField
          label={t('pricing.controls.country')}
          value={hydrated ? (search.get('country')?.toUpperCase() ?? '') : ''}
          onValueChange={setCountry}
          placeholder={t('pricing.controls.anyCountry')}
          options={countries}
          disabled={!hydrated}
        />
        <p className="min-h-5 text-sm text-slate-700 smw:pb-3" aria-live="polite" data-testid="price-currency">
          {hydrated ? t('pricing.controls.currency', { currency }) : null}
        </p>
      </div>
      <QueryState
        query={query}
        skeleton={
          <div aria-hidden="true" className="grid gap-4 smw:grid-cols-2">
            {['a', 'b'].map((key) => (
              <Skeleton key={key} lines={6} className="rounded-2xl border border-slate-200 bg-white p-6" />
            ))}
          </div>
        }
        empty={<p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">{t('teams.empty')}</p>}
      >
        {({ learningTeamInfo: info, commerceConfig }) => (
          <div className="flex flex-col gap-8">
            <ul className="grid gap-3 smw:grid-cols-3">
              {(['size', 'booking', 'invoice'] as const).map((point) => (
                <li key={point} className="rounded-2xl bg-brand-50 p-4 text-slate-800">
                  {t(`teams.points.${point}`, { min: info.minMembers, max: info.maxMembers })}
                </li>
              ))}
            </ul>
            <div className="grid gap-4 smw:grid-cols-2">
              {info.packages.map((pkg) => (
                <PackageCard
                  key={pkg.id}
                  pkg={pkg}
                  actions={
                    <Link
                      to={buildPath(studentPaths.teamsPackage, { locale, packageId: pkg.id, currency })}
                      className={buttonClass('primary')}
                      aria-label={t('teams.buyNamed', { name: pkg.displayName })}
                    >
                      {t('teams.buy')}
                    </Link>
                  }
                />
              ))}
            </div>
            <p className="text-sm text-slate-600">
              {t('teams.validity', { count: Math.round(commerceConfig.creditValidityDays / 365) || 1 })}
            </p>
            <section
              aria-labelledby="teams-contact-heading"
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6"
            >
              <h2 id="teams-contact-heading" className="text-xl font-semibold text-slate-900">
                {t('teams.contact.title')}
              </h2>
              <p className="text-slate-700">{t('teams.contact.body', { min: info.minMembers, max: info.maxMembers })}</p>
              <div className="flex flex-wrap gap-3">
                <a href={`mailto:${info.contactEmail}`} className={buttonClass('primary')}>
                  {t('teams.contact.email', { email: info.contactEmail })}
                </a>
                <Link to={buildPath(studentPaths.corporate, { locale })} className={buttonClass('secondary')}>
                  {t('teams.contact.corporate')}
                </Link>
              </div>
            </section>
            <Link
              to={buildPath(studentPaths.pricing, { locale })}
              className="self-start font-semibold text-brand-800 underline underline-offset-2"
            >
              {t('teams.backToPricing')}
            </Link>
          </div>
        )}
      </QueryState>
    </div>
  );
}
