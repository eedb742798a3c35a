import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import type { ResultOf } from '../../shared/graphql/graphql.ts';
import { creditsLine, PackagePrice } from './package-card.tsx';
import { PackageActions } from './package-actions.tsx';
import { useStoreCurrency } from './store-currency.ts';
import { type Currency, LEARNING_TEAM_INFO, PACKAGE_DETAILS, type PackageData } from './store-documents.ts';

type PackageKind = 'flex' | 'sprint' | 'teams';

/** package/{id}, package/sprint/{id}, package/teams/{id} (001 §2 purchase entry): public, the checkout asks for a login. */
export function PackageScreen({ kind }: { kind: PackageKind }) {
  const { t } = useTranslation('store');
  const { packageId = '' } = useParams();
  const { currency, ready } = useStoreCurrency();
  const query = useDataQuery({ query: PACKAGE_DETAILS, variables: { id: packageId, currency }, pause: !ready });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      {query.state.kind === 'error' ? <PageTitle>{t('package.notFoundTitle')}</PageTitle> : null}
      <QueryState
        query={query}
        // The plan's name, its summary card and the buttons below it.
        skeleton={
          <div className="flex flex-col gap-6">
            <Skeleton lines={1} barClassName="h-10" />
            <Skeleton lines={5} className="rounded-2xl border border-slate-200 bg-white p-6" />
            <Skeleton lines={1} barClassName="h-11 w-48" />
          </div>
        }
      >
        {(data) => <PackageDetails data={data} kind={kind} currency={currency} />}
      </QueryState>
      <BackToStore />
    </div>
  );
}

function PackageDetails({ data, kind, currency }: { data: ResultOf<typeof PACKAGE_DETAILS>; kind: PackageKind; currency: Currency }) {
  const { t } = useTranslation('store');
  const pkg = data.package;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t(`store.sections.${pkg.type}.title`)}</p>
        <PageTitle>{pkg.displayName}</PageTitle>
      </div>
      <section aria-labelledby="package-summary-heading" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="package-summary-heading" className="sr-only">
          {t('package.summaryHeading')}
        </h2>
        <PackagePrice pkg={pkg} />
        <p className="text-slate-800">{creditsLine(pkg, t)}</p>
        {pkg.description ? <p className="text-slate-700">{pkg.description}</p> : null}
        {pkg.contentBlocks.length > 0 ? (
          <ul className="flex list-disc flex-col gap-1 pl-5 text-slate-800">
            {pkg.contentBlocks.map((block) => (
              <li key={block}>{block}</li>
            ))}
          </ul>
        ) : null}
        <p className="text-sm text-slate-600">{t('package.validity', { count: Math.round(pkg.validityDays / 365) || 1 })}</p>
        {pkg.withTrialAvailable ? (
          <p className="text-sm text-slate-700">
            {t('package.trialExplained', {
              days: data.commerceConfig.trialDays,
              group: data.commerceConfig.trialGroupCredits,
              private: data.commerceConfig.trialPrivateCredits,
            })}
          </p>
        ) : null}
      </section>
      {kind === 'sprint' || pkg.type === 'sprint' ? (
        <SprintChooser pkg={pkg} currency={currency} />
      ) : (
        <>
          {kind === 'teams' || pkg.type === 'teams' ? <TeamsInfo currency={currency} /> : null}
          <div className="flex flex-wrap gap-3">
            <PackageActions pkg={pkg} currency={currency} onPackagePage />
          </div>
        </>
      )}
    </div>
  );
}

function BackToStore() {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const { user } = useAuth();
  // A visitor has no store of their own: the public price list.
  return (
    <Link
      to={buildPath(user ? studentPaths.store : studentPaths.pricing, { locale })}
      className="self-start font-semibold text-brand-800 underline underline-offset-2"
    >
      {user ? t('package.backToStore') : t('package.backToPricing')}
    </Link>
  );
}

/** Sprint: pick one of the upcoming start dates (shown in the student's zone) and its duration. */
function SprintChooser({ pkg, currency }: { pkg: PackageData; currency: Currency }) {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const viewer = useViewerTime();
  const navigate = useNavigate();
  const upcoming = pkg.sprints.filter((s) => !s.hasStarted);
  // No request and no contract: the choice only builds the order link (the order page checks it).
  const form = useForm({ sprintId: upcoming[0]?.id ?? '' });
  const { sprintId } = form.values;
  const { user } = useAuth();
  // A visitor buys the Sprint with only an e-mail (issue 15): the guest checkout keeps the date.
  const orderPath = user
    ? buildPath(studentPaths.productOrder, { locale, productVariantId: pkg.id, currency, sprintId })
    : buildPath(studentPaths.guestCheckout, { locale, packageId: pkg.id, currency, sprintId });
  const groupName = useId();
  if (upcoming.length === 0) return <Alert tone="info">{t('sprint.none')}</Alert>;
  return (
    <form
      ref={form.formRef}
      className="flex flex-col gap-4"
      onSubmit={(event) => void form.handleSubmit(async (v) => (v.sprintId ? navigate(orderPath) : undefined))(event)}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t('sprint.chooseStart')}</legend>
        {upcoming.map((sprint) => (
          <label
            key={sprint.id}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={groupName}
              value={sprint.id}
              checked={sprintId === sprint.id}
              onChange={() => form.setField('sprintId', sprint.id)}
              className="mt-1 size-4 accent-brand-700"
            />
            <span className="flex flex-col">
              <span className="font-semibold text-slate-900">
                {t('sprint.startsOn', { date: viewer.dateTime(sprint.startDate, { dateStyle: 'full', dateOnly: true }) })}
              </span>
              <span className="text-sm text-slate-700">
                {t('sprint.duration', { count: sprint.durationWeeks })} ·{' '}
                {t('sprint.endsOn', { date: viewer.dateTime(sprint.endDate, { dateOnly: true }) })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-slate-700">{t('sprint.rules')}</p>
      {sprintId ? (
        <Link to={orderPath} className={buttonClass('primary', 'self-start')}>
          {t('sprint.continue')}
        </Link>
      ) : null}
    </form>
  );
}

function TeamsInfo({ currency }: { currency: Currency }) {
  const { t } = useTranslation('store');
  const query = useDataQuery({ query: LEARNING_TEAM_INFO, variables: { currency } });
  return (
    <QueryState query={query} skeleton={<Skeleton lines={1} barClassName="h-6" />}>
      {({ learningTeamInfo: info }) => (
        <p className="text-slate-700">
          {t('teams.members', { min: info.minMembers, max: info.maxMembers })}{' '}
          <a href={`mailto:${info.contactEmail}`} className="font-semibold text-brand-800 underline underline-offset-2">
            {t('teams.contact', { email: info.contactEmail })}
          </a>
        </p>
      )}
    </QueryState>
  );
}

export function FlexPackageScreen() {
  return <PackageScreen kind="flex" />;
}
export function SprintPackageScreen() {
  return <PackageScreen kind="sprint" />;
}
export function TeamsPackageScreen() {
  return <PackageScreen kind="teams" />;
}
