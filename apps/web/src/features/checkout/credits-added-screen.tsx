import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { dataOf } from '../../shared/data/data-state.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { CREDITS_NOW, PURCHASE_STATE } from './checkout-documents.ts';

/** credits-added (001 §2): what the purchase added and the balance now. */
export function CreditsAddedScreen() {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const viewer = useViewerTime();
  const [search] = useSearchParams();
  const purchaseId = search.get('purchase') ?? '';
  // The purchase only words the success line: until it is known, the generic line stands.
  const purchase = useDataQuery({ query: PURCHASE_STATE, variables: { id: purchaseId }, pause: !purchaseId });
  const credits = useDataQuery({ query: CREDITS_NOW, variables: {}, requestPolicy: 'network-only' });
  const bought = dataOf(purchase.state)?.purchase;
  const added: string[] = [];
  if (bought?.groupCredits) added.push(t('package.groupCredits', { count: bought.groupCredits }));
  if (bought?.privateCredits) added.push(t('package.privateCredits', { count: bought.privateCredits }));
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">
      <PageTitle>{t('creditsAdded.title')}</PageTitle>
      <Alert tone="success">
        {added.length > 0 ? t('creditsAdded.added', { credits: added.join(t('package.and')) }) : t('creditsAdded.generic')}
      </Alert>
      <section aria-labelledby="credits-balance-heading" className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="credits-balance-heading" className="text-lg font-semibold text-slate-900">
          {t('creditsAdded.balance')}
        </h2>
        <QueryState query={credits} skeleton={<Skeleton lines={3} barClassName="h-5" />}>
          {({ creditsInfo: balance }) => (
            <div className="flex flex-col gap-2">
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-slate-800">
                <dt>{t('creditsAdded.group')}</dt>
                <dd className="text-right font-semibold" data-testid="balance-group">
                  {balance.groupCredits}
                </dd>
                <dt>{t('creditsAdded.private')}</dt>
                <dd className="text-right font-semibold" data-testid="balance-private">
                  {balance.privateCredits}
                </dd>
              </dl>
              {balance.nextExpiry ? (
                <p className="text-sm text-slate-600">
                  {t('creditsAdded.validUntil', { date: viewer.dateTime(balance.nextExpiry, { dateOnly: true }) })}
                </p>
              ) : null}
            </div>
          )}
        </QueryState>
      </section>
      <p className="text-sm text-slate-600">{t('creditsAdded.fewMinutes')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={buildPath(studentPaths.booking, { locale })} className={buttonClass('primary')}>
          {t('postCheckout.bookClass')}
        </Link>
        <Link to={buildPath(studentPaths.today, { locale })} className={buttonClass('ghost')}>
          {t('errorPages.toToday')}
        </Link>
      </div>
    </div>
  );
}
