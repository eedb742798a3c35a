import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { CREATE_PURCHASE, type CreatePurchaseInput, type Currency } from './checkout-documents.ts';
import { checkoutPattern, errorPageFor } from './purchase-routes.ts';
import { readReferralCode } from './referral-code.ts';
import { errorCodeOf, useErrorText } from '../../shared/errors/error-text.ts';

const CURRENCIES = new Set(['BRL', 'CHF', 'EUR', 'GBP', 'PLN', 'TRY', 'USD']);

/**
 * product-order/{variantId}, product-purchase/{variantId} and free-trial-purchase/{packageId}
 * (001 §2 purchase entry): open a draft purchase with the link's options, then its checkout.
 */
export function PurchaseEntryScreen({ mode }: { mode: 'order' | 'purchase' | 'trial' }) {
  const { t } = useTranslation('store');
  const errorText = useErrorText();
  const locale = useLocale();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const [, createPurchase] = useMutation(CREATE_PURCHASE);
  const [error, setError] = useState<string | null>(null);
  // One draft per visit, even when React runs the effect twice (StrictMode) or the page re-renders.
  const started = useRef(false);
  const variantId = (mode === 'trial' ? params.packageId : params.productVariantId) ?? '';

  useEffect(() => {
    if (started.current || !variantId) return;
    started.current = true;
    const currency = search.get('currency');
    const input: CreatePurchaseInput = {
      variantId,
      ...(currency && CURRENCIES.has(currency) ? { currency: currency as Currency } : {}),
      ...(mode === 'trial' ? { withTrial: true } : {}),
      ...(search.get('sprintId') ? { sprintId: search.get('sprintId') ?? '' } : {}),
      ...(search.get('coupon') ? { couponCode: search.get('coupon') ?? '' } : {}),
      ...(readReferralCode() ? { referralCode: readReferralCode() ?? '' } : {}),
    };
    void createPurchase({ input }, { notifyErrors: false }).then((result) => {
      if (result.data) {
        const purchase = result.data.createPurchase;
        navigate(buildPath(checkoutPattern(purchase.type), { locale, purchaseId: purchase.id }), { replace: true });
        return;
      }
      const code = errorCodeOf(result.error);
      const page = errorPageFor(code);
      if (page) navigate(buildPath(page, { locale }), { replace: true });
      else setError(errorText(result.error));
    });
  }, [variantId, mode, search, createPurchase, navigate, locale, errorText]);

  if (!error) return <PageSpinner />;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('checkout.startFailedTitle')}</PageTitle>
      <Alert>{error}</Alert>
      <Link to={buildPath(studentPaths.store, { locale })} className={buttonClass('secondary', 'self-start')}>
        {t('errorPages.toStore')}
      </Link>
    </div>
  );
}

export function ProductOrderScreen() {
  return <PurchaseEntryScreen mode="order" />;
}
export function ProductPurchaseScreen() {
  return <PurchaseEntryScreen mode="purchase" />;
}
export function FreeTrialPurchaseScreen() {
  return <PurchaseEntryScreen mode="trial" />;
}
