import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { PURCHASE_STATE } from './checkout-documents.ts';
import { checkoutPattern } from './purchase-routes.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';

/** payment-failed/{purchaseId}: the processor's specific answer (001 §8) and the ways on. */
export function PaymentFailedScreen() {
  const { t } = useTranslation('store');
  const errorText = useErrorText();
  const { purchaseId = '' } = useParams();
  const locale = useLocale();
  const [{ data, fetching, error }] = useQuery({ query: PURCHASE_STATE, variables: { id: purchaseId }, requestPolicy: 'network-only' });
  if (fetching && !data) return <PageSpinner />;
  const purchase = data?.purchase;
  const transaction = purchase?.lastTransaction;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">
      <meta name="robots" content="noindex" />
      <PageTitle>{t('failed.title')}</PageTitle>
      <Alert>
        {purchase
          ? errorText({ code: transaction?.errorCode ?? 'payment_failed', message: transaction?.errorMessage })
          : error
            ? errorText(error)
            : errorText('payment_failed')}
      </Alert>
      {purchase ? <p className="text-slate-800">{t('failed.notCharged', { name: purchase.displayName })}</p> : null}
      <div className="flex flex-wrap gap-3">
        {purchase ? (
          <Link to={buildPath(checkoutPattern(purchase.type), { locale, purchaseId: purchase.id })} className={buttonClass('primary')}>
            {t('failed.tryAgain')}
          </Link>
        ) : null}
        <Link to={buildPath(studentPaths.store, { locale })} className={buttonClass('secondary')}>
          {t('errorPages.toStore')}
        </Link>
      </div>
    </div>
  );
}
