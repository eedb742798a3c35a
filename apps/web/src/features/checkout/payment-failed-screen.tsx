import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { PURCHASE_STATE } from './checkout-documents.ts';
import { checkoutPattern } from './purchase-routes.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';

/** payment-failed/{purchaseId}: the processor's specific answer (001 §8) and the ways on. */
export function PaymentFailedScreen() {
  const { t } = useTranslation('store');
  const errorText = useErrorText();
  const { purchaseId = '' } = useParams();
  const locale = useLocale();
  const query = useDataQuery({ query: PURCHASE_STATE, variables: { id: purchaseId }, requestPolicy: 'network-only' });
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">
      <meta name="robots" content="noindex" />
      <PageTitle>{t('failed.title')}</PageTitle>
      {/* The processor's answer, the amount line and the retry button: their height while loading. */}
      <QueryState query={query} skeleton={<Skeleton lines={3} barClassName="h-10" className="gap-4" />}>
        {({ purchase }) => (
          <div className="flex flex-col gap-6">
            <Alert>
              {errorText({
                code: purchase.lastTransaction?.errorCode ?? 'payment_failed',
                message: purchase.lastTransaction?.errorMessage,
              })}
            </Alert>
            <p className="text-slate-800">{t('failed.notCharged', { name: purchase.displayName })}</p>
            <Link
              to={buildPath(checkoutPattern(purchase.type), { locale, purchaseId: purchase.id })}
              className={`${buttonClass('primary')} self-start`}
            >
              {t('failed.tryAgain')}
            </Link>
          </div>
        )}
      </QueryState>
      <div className="flex flex-wrap gap-3">
        <Link to={buildPath(studentPaths.store, { locale })} className={buttonClass('secondary')}>
          {t('errorPages.toStore')}
        </Link>
      </div>
    </div>
  );
}
