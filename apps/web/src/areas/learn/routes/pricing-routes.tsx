import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';

// Each page is its own chunk, straight from its feature (decision 006).
const PricingPage = lazyPage(() => import('../../../features/store/pricing-screen.tsx'), 'PricingScreen');
const TeamsPricesPage = lazyPage(() => import('../../../features/store/teams-prices-screen.tsx'), 'TeamsPricesScreen');
const GuestCheckoutPage = lazyPage(() => import('../../../features/checkout/guest/guest-checkout-screen.tsx'), 'GuestCheckoutScreen');
const PasswordSetPage = lazyPage(() => import('../../../features/checkout/guest/password-set-screen.tsx'), 'PasswordSetScreen');
const complete = () => import('../../../features/checkout/guest/complete-account-screens.tsx');
const CompleteAccountSetupPage = lazyPage(complete, 'CompleteAccountSetupScreen');
const CompleteAccountSetPasswordPage = lazyPage(complete, 'CompleteAccountSetPasswordScreen');

const openPage = (path: string, element: ReactNode): RouteObject => ({ path, element: <Access level="all">{element}</Access> });
const privatePage = (path: string, element: ReactNode): RouteObject => ({ path, element: <Access level="private">{element}</Access> });

/** Pricing for visitors, LearningTeams prices, guest checkout and guest promotion: children of the learn layout, paths relative to /:locale (issue 15). */
export const pricingRoutes: RouteObject[] = [
  openPage('pricing', <PricingPage />),
  openPage('teams/prices', <TeamsPricesPage />),
  // The visitor's e-mail step before the normal purchase entry (decision 063); signed in, it passes straight on.
  openPage('guest-checkout/:packageId', <GuestCheckoutPage />),
  // Whoever holds the link, signed in or not: the token decides (like resetting/reset/{token}).
  openPage('password/set/:token', <PasswordSetPage />),
  privatePage('complete-account-setup', <CompleteAccountSetupPage />),
  privatePage('complete-account-set-password', <CompleteAccountSetPasswordPage />),
];
