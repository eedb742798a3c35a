import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { MEMBERSHIP_CONFIG, MEMBERSHIP_TYPENAMES, SUBSCRIPTIONS } from './membership-documents.ts';
import { SettingsNav } from './settings-nav.tsx';
import { SubscriptionCard } from './subscription-card.tsx';
import { useErrorText } from '../../shared/errors/error-text.ts';

/** account/settings/membership (001 §2 settings "membership"): current, next and latest subscription. */
export function MembershipScreen() {
  const { t } = useTranslation(['membership', 'store']);
  const errorText = useErrorText();
  const locale = useLocale();
  const [{ data, fetching, error }] = useQuery({
    query: SUBSCRIPTIONS,
    variables: {},
    requestPolicy: 'cache-and-network',
    context: MEMBERSHIP_TYPENAMES,
  });
  const [config] = useQuery({ query: MEMBERSHIP_CONFIG, variables: {} });
  const subs = data?.subscriptions;
  const latest = subs?.latest && subs.latest.id !== subs.current?.id && subs.latest.id !== subs.next?.id ? subs.latest : null;
  const shared = {
    maxPauseWeeks: config.data?.commerceConfig.maxPauseWeeks ?? 4,
    withdrawalDays: config.data?.commerceConfig.withdrawalDays ?? 14,
    cancelReasons: config.data?.cancelReasons ?? [],
  };
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('title')}</PageTitle>
      <SettingsNav />
      {error && !data ? <Alert>{errorText(error)}</Alert> : null}
      {fetching && !data ? <PageSpinner /> : null}
      {subs ? (
        <>
          {subs.current ? <SubscriptionCard subscription={subs.current} slot="current" {...shared} /> : null}
          {subs.next ? <SubscriptionCard subscription={subs.next} slot="next" {...shared} /> : null}
          {latest ? <SubscriptionCard subscription={latest} slot="latest" {...shared} /> : null}
          {!subs.current && !subs.next && !latest ? (
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
          ) : null}
        </>
      ) : null}
    </div>
  );
}
