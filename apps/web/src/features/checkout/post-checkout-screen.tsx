import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { PURCHASE_STATE } from './checkout-documents.ts';
import { GuestPasswordPanel } from './guest/guest-password-panel.tsx';

/** post-checkout (001 §2 Post-checkout): welcome, what was bought, and the first class to book. */
export function PostCheckoutScreen() {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const viewer = useViewerTime();
  const { user } = useAuth();
  const [search] = useSearchParams();
  const purchaseId = search.get('purchase') ?? '';
  const query = useDataQuery({ query: PURCHASE_STATE, variables: { id: purchaseId }, pause: !purchaseId, requestPolicy: 'network-only' });
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">
      {/* A guest has no name yet: no "Welcome, !" */}
      <PageTitle>{user?.firstName ? t('postCheckout.title', { name: user.firstName }) : t('postCheckout.titleNoName')}</PageTitle>
      {purchaseId ? (
        <QueryState query={query} skeleton={<Skeleton lines={1} barClassName="h-12" />}>
          {({ purchase }) => (
            <div className="flex flex-col gap-6">
              {purchase.withTrial ? (
                <Alert tone="success">
                  {purchase.subscription?.trialEndsAt
                    ? t('postCheckout.trialStarted', { date: viewer.dateTime(purchase.subscription.trialEndsAt, { dateStyle: 'full' }) })
                    : t('postCheckout.trialStartedNoDate')}
                </Alert>
              ) : (
                <Alert tone="success">{t('postCheckout.paid', { name: purchase.displayName })}</Alert>
              )}
              {purchase.sprint ? (
                <p className="text-slate-800">
                  {t('postCheckout.sprint', { date: viewer.dateTime(purchase.sprint.startDate, { dateStyle: 'full', dateOnly: true }) })}
                </p>
              ) : null}
            </div>
          )}
        </QueryState>
      ) : (
        <Alert tone="success">{t('postCheckout.generic')}</Alert>
      )}
      {/* A guest (bought with only an e-mail) sets a password here first (issue 15). */}
      <GuestPasswordPanel />
      <section aria-labelledby="next-steps-heading" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="next-steps-heading" className="text-lg font-semibold text-slate-900">
          {t('postCheckout.nextSteps')}
        </h2>
        <ol className="flex list-decimal flex-col gap-1 pl-5 text-slate-800">
          <li>{t('postCheckout.step1')}</li>
          <li>{t('postCheckout.step2')}</li>
          <li>{t('postCheckout.step3')}</li>
        </ol>
        <p className="text-sm text-slate-600">{t('creditsAdded.fewMinutes')}</p>
      </section>
      <div className="flex flex-wrap gap-3">
        {/* Paying leads into the post-checkout steps (issue 16); a guest sets a password above first. */}
        <Link
          to={buildPath(studentPaths.postCheckoutSteps, { locale, purchase: purchaseId || undefined })}
          className={buttonClass('primary')}
          data-testid="post-checkout-set-up"
        >
          {t('postCheckout.setUp')}
        </Link>
        <Link to={buildPath(studentPaths.booking, { locale })} className={buttonClass('secondary')}>
          {t('postCheckout.bookClass')}
        </Link>
        <Link to={buildPath(studentPaths.membership, { locale })} className={buttonClass('secondary')}>
          {t('postCheckout.membership')}
        </Link>
      </div>
    </div>
  );
}
