import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { dataOf } from '../../shared/data/data-state.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { MEMBERSHIP_CONFIG, MEMBERSHIP_TYPENAMES, SUBSCRIPTIONS } from './membership-documents.ts';
import { SettingsNav } from './settings-nav.tsx';
import { SubscriptionCard } from './subscription-card.tsx';

/** account/settings/membership (001 §2 settings "membership"): current, next and latest subscription. */
export function MembershipScreen() {
  const { t } = useTranslation(['membership', 'store']);
  const locale = useLocale();
  const query = useDataQuery(
    { query: SUBSCRIPTIONS, variables: {}, requestPolicy: 'cache-and-network', context: MEMBERSHIP_TYPENAMES },
    ({ subscriptions: subs }) => !subs.current && !subs.next && !subs.latest,
  );
  // The dialogs' limits: the school's defaults stand in until the configuration is known.
  const config = dataOf(useDataQuery({ query: MEMBERSHIP_CONFIG, variables: {} }).state);
  const shared = {
    maxPauseWeeks: config?.commerceConfig.maxPauseWeeks ?? 4,
    withdrawalDays: config?.commerceConfig.withdrawalDays ?? 14,
    cancelReasons: config?.cancelReasons ?? [],
  };
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('title')}</PageTitle>
      <SettingsNav />
      <QueryState
        query={query}
        // One subscription card: the usual page.
        skeleton={<Skeleton lines={4} barClassName="h-10" className="gap-4 rounded-2xl border border-slate-200 bg-white p-6" />}
        empty={
          <section
            aria-labelledby="membership-empty-heading"
            className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-8"
          >
            <h2 id="membership-empty-heading" className="text-lg font-semibold text-slate-900">
              {t('empty.title')}
            </h2>
            <p className="text-slate-700">{t('empty.text')}</p>
            <Link to={buildPath(studentPaths.store, { locale })} className={buttonClass('primary')}>
              {t('empty.cta')}
            </Link>
          </section>
        }
      >
        {({ subscriptions: subs }) => {
          const latest = subs.latest && subs.latest.id !== subs.current?.id && subs.latest.id !== subs.next?.id ? subs.latest : null;
          return (
            <div className="flex flex-col gap-6">
              {subs.current ? <SubscriptionCard subscription={subs.current} slot="current" {...shared} /> : null}
              {subs.next ? <SubscriptionCard subscription={subs.next} slot="next" {...shared} /> : null}
              {latest ? <SubscriptionCard subscription={latest} slot="latest" {...shared} /> : null}
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}
