import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useClient } from 'urql';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { PAYMENT_TYPENAMES, PURCHASE_STATE, type PurchaseData } from './checkout-documents.ts';
import { PROCESSING_GIVE_UP_MS, pollDelayMs } from './countdown.ts';
import { pathForPurchase } from './purchase-routes.ts';
import { isUnknownOutcome } from '../../shared/errors/error-text.ts';

/**
 * payment-pending/{purchaseId}: the processing page (001 §4 "processing then validated, may take
 * a few minutes"). It asks for the purchase's state, quickly at first, and moves on by itself
 * once the payment is validated or refused; after 10 minutes it stops asking and says so.
 */
export function PaymentPendingScreen() {
  // A new key after "Check again" starts the polling afresh.
  const [round, setRound] = useState(0);
  return <PaymentPending key={round} onRestart={() => setRound((r) => r + 1)} />;
}

function PaymentPending({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation('store');
  const { purchaseId = '' } = useParams();
  const locale = useLocale();
  const navigate = useNavigate();
  const client = useClient();
  const [purchase, setPurchase] = useState<PurchaseData | null>(null);
  const [gaveUp, setGaveUp] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const startedAt = useRef(Date.now());

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const poll = async () => {
      const result = await client
        .query(PURCHASE_STATE, { id: purchaseId }, { requestPolicy: 'network-only', notifyErrors: false, ...PAYMENT_TYPENAMES })
        .toPromise();
      if (stopped) return;
      const current = result.data?.purchase;
      if (current) {
        setPurchase(current);
        setLoadError(false);
        if (current.status !== 'processing') {
          const target = pathForPurchase(current);
          navigate(buildPath(target.pattern, { locale, ...target.params }), { replace: true });
          return;
        }
      } else if (result.error && !isUnknownOutcome(result.error)) {
        setLoadError(true);
        return;
      }
      if (Date.now() - startedAt.current >= PROCESSING_GIVE_UP_MS) {
        setGaveUp(true);
        return;
      }
      timer = setTimeout(() => void poll(), pollDelayMs(attempt++));
    };
    void poll();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [client, purchaseId, navigate, locale]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">
      <PageTitle>{t('processing.title')}</PageTitle>
      {loadError ? <Alert>{t('store.loadFailed')}</Alert> : null}
      {!gaveUp && !loadError ? (
        <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6" aria-live="polite">
          <Spinner />
          <div className="flex flex-col gap-1">
            <p className="font-semibold text-slate-900">{t('processing.text')}</p>
            <p className="text-sm text-slate-700">{t('processing.mayTakeMinutes')}</p>
            {purchase ? <p className="text-sm text-slate-600">{purchase.displayName}</p> : null}
          </div>
        </div>
      ) : null}
      {gaveUp ? (
        <>
          <Alert tone="info">{t('processing.stillPending')}</Alert>
          <div className="flex flex-wrap gap-3">
            <Button onClick={onRestart}>{t('processing.checkAgain')}</Button>
            <Link to={buildPath(studentPaths.today, { locale })} className={buttonClass('ghost')}>
              {t('errorPages.toToday')}
            </Link>
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-600">{t('processing.canLeave')}</p>
      )}
    </div>
  );
}
