import type { ReactNode } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';

// Each page is its own chunk, straight from its feature (decision 006).
const store = () => import('../../../features/store/store-screen.tsx');
const packages = () => import('../../../features/store/package-screen.tsx');
const storeErrors = () => import('../../../features/store/store-error-screen.tsx');
const entry = () => import('../../../features/checkout/purchase-entry-screen.tsx');

const StorePage = lazyPage(store, 'StoreScreen');
const FlexPackagePage = lazyPage(packages, 'FlexPackageScreen');
const SprintPackagePage = lazyPage(packages, 'SprintPackageScreen');
const TeamsPackagePage = lazyPage(packages, 'TeamsPackageScreen');
const ProductOrderPage = lazyPage(entry, 'ProductOrderScreen');
const ProductPurchasePage = lazyPage(entry, 'ProductPurchaseScreen');
const FreeTrialPurchasePage = lazyPage(entry, 'FreeTrialPurchaseScreen');
const CheckoutPage = lazyPage(() => import('../../../features/checkout/checkout-screen.tsx'), 'CheckoutScreen');
const PaymentPendingPage = lazyPage(() => import('../../../features/checkout/payment-pending-screen.tsx'), 'PaymentPendingScreen');
const PaymentFailedPage = lazyPage(() => import('../../../features/checkout/payment-failed-screen.tsx'), 'PaymentFailedScreen');
const CreditsAddedPage = lazyPage(() => import('../../../features/checkout/credits-added-screen.tsx'), 'CreditsAddedScreen');
const PostCheckoutPage = lazyPage(() => import('../../../features/checkout/post-checkout-screen.tsx'), 'PostCheckoutScreen');
const AccountLockedPage = lazyPage(() => import('../../../features/checkout/account-locked-screen.tsx'), 'AccountLockedScreen');
const ExtraCreditsNotAvailablePage = lazyPage(storeErrors, 'ExtraCreditsNotAvailableScreen');
const PlanNotAvailablePage = lazyPage(storeErrors, 'PlanNotAvailableScreen');
const TransactionsLimitExceededPage = lazyPage(storeErrors, 'TransactionsLimitExceededScreen');
const LanguageErrorPage = lazyPage(storeErrors, 'LanguageErrorScreen');
const CreditsConversionPage = lazyPage(() => import('../../../features/credits/credits-conversion-screen.tsx'), 'CreditsConversionScreen');
const ReferralsPage = lazyPage(() => import('../../../features/referrals/referrals-screen.tsx'), 'ReferralsScreen');
const ReferralLandingPage = lazyPage(() => import('../../../features/referrals/referral-landing-screen.tsx'), 'ReferralLandingScreen');

const privatePage = (path: string, element: ReactNode): RouteObject => ({ path, element: <Access level="private">{element}</Access> });
const openPage = (path: string, element: ReactNode): RouteObject => ({ path, element: <Access level="all">{element}</Access> });

/** The spec names the processing step "payment-pending"; older links may say processing. */
function ToPending() {
  const { locale, purchaseId } = useParams();
  return <Navigate replace to={`/${locale}/payment-pending/${purchaseId}`} />;
}

/**
 * Purchase entry, store, checkout, post-checkout, membership and credits pages of the learn
 * area (001 §2). Children of the learn layout; paths are relative to /:locale. Purchase-flow
 * pages sit at the top level (they are reached from the public site too), account pages under
 * account/ (decision 021).
 */
export const storeRoutes: RouteObject[] = [
  privatePage('account/store', <StorePage />),
  openPage('package/:packageId', <FlexPackagePage />),
  openPage('package/sprint/:packageId', <SprintPackagePage />),
  openPage('package/teams/:packageId', <TeamsPackagePage />),
  privatePage('free-trial-purchase/:packageId', <FreeTrialPurchasePage />),
  privatePage('product-order/:productVariantId', <ProductOrderPage />),
  privatePage('product-purchase/:productVariantId', <ProductPurchasePage />),
  privatePage('m2m-checkout/:purchaseId', <CheckoutPage />),
  privatePage('sprint-checkout/:purchaseId', <CheckoutPage />),
  privatePage('teams-checkout/:purchaseId', <CheckoutPage />),
  privatePage('credits-checkout/:purchaseId', <CheckoutPage />),
  privatePage('payment-pending/:purchaseId', <PaymentPendingPage />),
  { path: 'processing/:purchaseId', element: <ToPending /> },
  privatePage('payment-failed/:purchaseId', <PaymentFailedPage />),
  privatePage('credits-added', <CreditsAddedPage />),
  privatePage('post-checkout', <PostCheckoutPage />),
  openPage('error/account_temporarily_locked', <AccountLockedPage />),
  openPage('error/extra-credits-not-available', <ExtraCreditsNotAvailablePage />),
  openPage('error/plan-not-available', <PlanNotAvailablePage />),
  openPage('error/transactions-limit-exceeded', <TransactionsLimitExceededPage />),
  openPage('error/language', <LanguageErrorPage />),
  openPage(':section/error/language', <LanguageErrorPage />),
  privatePage('account/credits-conversion', <CreditsConversionPage />),
  privatePage('account/referrals', <ReferralsPage />),
  openPage('referral/:code', <ReferralLandingPage />),
];
